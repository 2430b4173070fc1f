#if ULINKS_CHECKER
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    /// `ulinks android statements FILE|DOMAIN`: Google's `statements:list` and `assetlinks:check` answers, with
    /// includes fetched as the Digital Asset Links service fetches them (see Docs/AndroidChecks.md).
    struct AndroidStatementsCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "statements",
            abstract: "List a site's Digital Asset Links statements (includes fetched) and check an app against them.",
            discussion: """
                SOURCE is an assetlinks.json file ('-' reads standard input), a domain, or a site \
                https://HOST[:PORT] (nothing after it: Google's API answers "Invalid site" to a path, a query \
                or http://, and so does this command, exit 64); https://HOST[:PORT]/.well-known/assetlinks.json \
                is fetched. Includes are fetched over HTTPS without \
                redirects, within a fetch budget and a nesting limit; every problem is named with Google's error codes \
                (FETCH_ERROR, FAILED_SSL_VALIDATION, REDIRECT, TOO_LARGE, WRONG_CONTENT_TYPE, MALFORMED_CONTENT, \
                SECURE_ASSET_INCLUDES_INSECURE, FETCH_BUDGET_EXHAUSTED). With --package and --fingerprint (or --site) \
                the answer of assetlinks:check. Exit status: 0 linked (with a target) or a clean list (without), \
                1 not linked, or a list with errors or no statement, 64 usage error.
                """)

        @Argument(help: "An assetlinks.json file, '-', or a domain.")
        var source: String

        @Option(
            help: ArgumentHelp(
                "Only statements with this relation (check: default delegate_permission/common.handle_all_urls).",
                valueName: "relation"))
        var relation: String?

        @Option(
            name: .customLong("package"),
            help: ArgumentHelp("assetlinks:check for this Android package name.", valueName: "package"))
        var package: String?

        @Option(
            name: .customLong("fingerprint"),
            help: ArgumentHelp(
                "The app's SHA-256 signing certificate fingerprint (repeatable; colons and case optional).",
                valueName: "sha256"))
        var fingerprints: [String] = []

        @Option(
            help: ArgumentHelp(
                "assetlinks:check for this web site (https://host[:port]) instead of an app.", valueName: "site"))
        var site: String?

        /// `--ca` and `--resolve`.
        @OptionGroup var fetch: FetchOptions

        @Option(help: ArgumentHelp("Seconds allowed for the whole list, includes included.", valueName: "seconds"))
        var timeout: Double = 10

        @Option(
            name: .customLong("max-fetches"),
            help: ArgumentHelp("Files fetched at most (the list and its includes).", valueName: "n"))
        var maxFetches: Int = 10

        @Option(
            name: .customLong("max-depth"), help: ArgumentHelp("Includes nested at most this deep.", valueName: "n"))
        var maxDepth: Int = 5

        @Flag(name: .customLong("allow-private"), help: "Let includes reach loopback and private addresses.")
        var allowPrivate = false

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        mutating func validate() throws {
            let l = language.localizer
            guard timeout > 0, timeout.isFinite else { throw ValidationError(l.text("statements.error.timeout")) }
            guard maxFetches >= 1, maxDepth >= 0 else { throw ValidationError(l.text("statements.error.limits")) }
            try OptionRange.seconds(timeout, "--timeout", 0...OptionRange.maximumTimeout, positive: true)
            try OptionRange.count(maxFetches, "--max-fetches", 1...1000)
            try OptionRange.count(maxDepth, "--max-depth", 0...100)
            if let relation, !StatementListParser.isRelation(relation) {
                throw ValidationError(l.text("statements.error.relation", ["relation": relation]))
            }
            if (package == nil) != fingerprints.isEmpty { throw ValidationError(l.text("statements.error.together")) }
            try TraceCommand.validateApp(package: package, fingerprints: fingerprints, l)
            if package != nil && site != nil { throw ValidationError(l.text("statements.error.package-or-site")) }
            if let site, case .failure(let problem) = WebSite.normalize(site) {
                throw ValidationError(l.text("statements.error.site", ["site": site, "reason": problem.reason]))
            }
        }

        /// The host (and port) whose list SOURCE names: a bare domain, or a site `https://HOST[:PORT]`
        /// and nothing else, refused with the reason as Google's API refuses it ("Invalid site").
        static func site(_ source: String, _ l: Localizer = .english) throws -> String {
            guard source.contains("://") else {
                do { _ = try HTTPURL("https://" + source) } catch {
                    throw ValidationError(
                        l.text("statements.error.not-domain", ["source": source, "reason": l.render(error.message)]))
                }
                guard !source.contains(":") else {
                    throw ValidationError(l.text("statements.error.port", ["source": source]))
                }
                return source.lowercased()
            }
            let parsed: HTTPURL
            do { parsed = try HTTPURL(source) } catch {
                throw ValidationError(l.text("statements.error.invalid-site", ["reason": l.render(error.fullMessage)]))
            }
            guard parsed.scheme == "https" else {
                throw ValidationError(l.text("statements.error.http-site", ["source": source, "host": parsed.urlHost]))
            }
            if case .failure(let problem) = WebSite.normalize(source) {
                throw ValidationError(
                    l.text("statements.error.site-extra", ["source": source, "reason": problem.reason]))
            }
            return parsed.port.map { "\(parsed.urlHost):\($0)" } ?? parsed.urlHost
        }

        var query: StatementQuery {
            var target: AssetTarget?
            if let package {
                target = .androidApp(package: package, fingerprints: fingerprints.compactMap(Fingerprint.normalize))
            }
            if let site, case .success(let normal) = WebSite.normalize(site) { target = .web(site: normal) }
            return StatementQuery(relation: relation, target: target)
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            var options = CheckerOptions(
                timeout: timeout, extraCAFile: fetch.caFile, resolve: try fetch.overrides())
            options.maxStatementFetches = maxFetches
            options.maxIncludeDepth = maxDepth
            options.allowPrivateAddresses = allowPrivate
            let isFile = source == "-" || FileManager.default.fileExists(atPath: source)
            let bytes = isFile ? try CLI.readInput(source) : nil
            let localizer = language.localizer
            let site = isFile ? source : try Self.site(source, localizer)
            let query = self.query
            let name = CLI.displayName(source)
            let report: StatementListReport
            do {
                report = try await DomainChecker.withChecker(options: options) { checker in
                    if let bytes { return await checker.statements(file: bytes, name: name, query: query) }
                    return await checker.statements(domain: site, query: query)
                }
            } catch {
                throw CLIError(Message("trace.host.tls", texts: ["error": "\(error)"]))
            }
            switch format {
            case .json: CLI.write(try CLI.json(localizer.localized(report)) + "\n")
            case .text: CLI.write(StatementListRenderer(localizer: localizer).render(report))
            }
            let ok = report.check.map(\.linked) ?? (report.errors.isEmpty && !report.listed.isEmpty)
            if !ok { throw ExitCode(1) }
        }
    }
#endif
