import ArgumentParser

enum AndroidCommands {
    static let all: [any ParsableCommand.Type] = [AndroidCommand.self]
}
