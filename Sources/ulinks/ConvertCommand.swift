import ArgumentParser
import UniversalLinks

struct ConvertCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "convert", abstract: "placeholder")
    func run() throws {}
}
