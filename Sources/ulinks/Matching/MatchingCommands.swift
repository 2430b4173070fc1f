import ArgumentParser

enum MatchingCommands {
    static let all: [any ParsableCommand.Type] = [MatchCommand.self, ConvertCommand.self, DiffCommand.self]
}
