#if ULINKS_CHECKER
    import ArgumentParser
    import UniversalLinksChecker

    enum CheckerCommands {
        static var all: [any ParsableCommand.Type] {
            var commands: [any ParsableCommand.Type] = [CheckCommand.self, PasskeysCommand.self]
            #if ULINKS_WATCH
                commands.append(WatchCommand.self)
            #endif
            return commands
        }
    }
#endif
