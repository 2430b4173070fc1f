#if ULINKS_SERVER
    import ArgumentParser
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
                        throw ValidationError("--console-check-resolve: \(error)")
                    }
                }
            #endif
            if let consoleCheckCA, !FileManager.default.isReadableFile(atPath: consoleCheckCA) {
                throw ValidationError("--console-check-ca: \(consoleCheckCA): no such readable file")
            }
        }
    }
#endif
