import ArgumentParser

enum EntitlementCommands {
    static let all: [any ParsableCommand.Type] = [EntitlementsCommand.self]
}
