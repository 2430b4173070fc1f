import ArgumentParser

/// `ulinks android ...`: Android App Links (Digital Asset Links). Each area adds its subcommands to the list
/// below; commands of modules left out of the build are left out.
struct AndroidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Android App Links: decide URLs against assetlinks.json as Android does, and read statement lists.",
        subcommands: subcommands
    )

    static var subcommands: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = [AndroidMatchCommand.self]
        #if ULINKS_CHECKER
            commands.append(AndroidStatementsCommand.self)
        #endif
        return commands
    }
}
