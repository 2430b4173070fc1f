#if canImport(UniversalLinksSigning)
import ArgumentParser
import UniversalLinksSigning

enum SigningCommands {
    static let all: [any ParsableCommand.Type] = []
}
#endif
