import ArgumentParser
import UniversalLinks

struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "diff", abstract: "placeholder")
    func run() throws {}
}
