#if ULINKS_CHECKER
    import ArgumentParser
    import UniversalLinks
    import Foundation
    import UniversalLinksChecker

    /// `--ca` and `--resolve`, as every command that fetches on a user's behalf reads them (`check`,
    /// `watch`, `trace`, `android statements`): declared and checked once.
    struct FetchOptions: ParsableArguments {
        @Option(
            name: .customLong("ca"),
            help: ArgumentHelp("A PEM file of extra trusted root certificates.", valueName: "file"))
        var caFile: String?

        @Option(
            name: .customLong("resolve"),
            help: ArgumentHelp(
                "Connect to ADDR:PORT for HOST (repeatable), like curl --resolve.", valueName: "host=addr:port"))
        var resolve: [String] = []

        func validate() throws {
            for value in resolve {
                do { _ = try ResolveOverride(parsing: value) } catch {
                    throw CLI.usageError(Message("error.resolve", ["error": .message(CLI.message(of: error))]))
                }
            }
            if let caFile, !FileManager.default.isReadableFile(atPath: caFile) {
                throw CLI.usageError(Message("error.ca", texts: ["file": caFile]))
            }
        }

        /// The `--resolve` mappings (valid: ``validate()`` ran first).
        func overrides() throws -> [ResolveOverride] { try resolve.map { try ResolveOverride(parsing: $0) } }
    }
#endif
