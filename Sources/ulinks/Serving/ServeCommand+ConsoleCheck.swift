#if ULINKS_SERVER
    import ArgumentParser
    import UniversalLinks
    import Foundation

    #if ULINKS_CHECKER
        import UniversalLinksChecker
    #endif

    extension ServeCommand {
        /// `--console-check-resolve` values read as `ulinks check --resolve` reads them, and `--console-check-ca`
        /// a readable file.
        func validateConsoleCheck() throws {
            #if ULINKS_CHECKER
                for value in consoleCheckResolve {
                    do { _ = try ResolveOverride(parsing: value) } catch {
                        throw CLI.usageError(
                            Message("error.serve.console-resolve", ["error": .message(CLI.message(of: error))]))
                    }
                }
            #endif
            if let consoleCheckCA, !FileManager.default.isReadableFile(atPath: consoleCheckCA) {
                throw CLI.usageError(Message("error.serve.console-ca", texts: ["file": consoleCheckCA]))
            }
        }
    }
#endif
