import ArgumentParser

enum AndroidCommands {
    static let all: [any ParsableCommand.Type] = [AndroidCommand.self]
}

/// `ulinks android ...`: Android App Links (assetlinks.json).
struct AndroidCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "android",
        abstract: "Android App Links: decide URLs against assetlinks.json as Android does.",
        subcommands: [AndroidMatchCommand.self])
}
