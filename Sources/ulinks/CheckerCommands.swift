#if ULINKS_CHECKER
import ArgumentParser
import UniversalLinksChecker

enum CheckerCommands {
    static let all: [any ParsableCommand.Type] = [CheckCommand.self]
}
#endif
