import ArgumentParser

enum MatchingCommands {
    static let all: [any ParsableCommand.Type] = []
}
