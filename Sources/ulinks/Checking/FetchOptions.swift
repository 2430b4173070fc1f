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

    /// `--cdn-base`, as every command that reads Apple's CDN takes it (`check`, `watch`, `trace`,
    /// `passkeys`, `doctor`): declared and checked once (an https URL, read as every URL is: a port past
    /// 65535 is refused here, not wrapped round or trapped on).
    struct CDNBaseOption: ParsableArguments {
        @Option(
            name: .customLong("cdn-base"),
            help: ArgumentHelp(
                "Base URL of Apple's CDN, https only (the domain is appended; a stand-in for tests).",
                valueName: "url"))
        var cdnBase: String = CheckerOptions.appleCDNBase

        func validate() throws {
            guard cdnBase.lowercased().hasPrefix("https://") else {
                throw CLI.usageError(Message("error.cdn-base"))
            }
            do { _ = try HTTPURL(cdnBase) } catch {
                throw ValidationError(
                    CLI.failureLocalizer.text(
                        "error.option.url",
                        ["option": "--cdn-base", "reason": CLI.failureLocalizer.render(error.fullMessage)]))
            }
        }
    }
#endif
