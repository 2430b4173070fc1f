import ArgumentParser
import UniversalLinks

enum ValidationCommands {
    static let all: [any ParsableCommand.Type] = [ValidateCommand.self]
}

struct ValidateCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(commandName: "validate", abstract: "Report every problem in AASA files.")
    @Argument var files: [String]
    func run() async throws {}
}
