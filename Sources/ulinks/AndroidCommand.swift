import ArgumentParser

/// `ulinks android ...`: Android App Links (Digital Asset Links). Each area adds its subcommands to the list
/// below; commands of modules left out of the build are left out.
struct AndroidCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Android App Links: Digital Asset Links statement lists (assetlinks.json).",
        subcommands: subcommands
    )

    static var subcommands: [any ParsableCommand.Type] {
        var commands: [any ParsableCommand.Type] = []
        #if canImport(UniversalLinksChecker)
            commands.append(AndroidStatementsCommand.self)
        #endif
        return commands
    }
}
