#if canImport(UniversalLinksServer)
import ArgumentParser
import UniversalLinksServer

enum ServerCommands {
    static let all: [any ParsableCommand.Type] = []
}
#endif
