#if ULINKS_CHECKER
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    /// The options of `ulinks check` that say what to check and how to fetch, shared with `ulinks watch`:
    /// domains, app, URLs, CDN, trust, `--resolve`, deadline, identity, concurrency and Android.
    struct CheckOptions: ParsableArguments {
        @Argument(help: "Domains to check (host names such as example.com).")
        var domains: [String] = []

        @Option(
            name: .customLong("domains"),
            help: ArgumentHelp(
                "A file of domains, one per line ('#' comments; '-' reads standard input).", valueName: "file"))
        var domainsFile: String?

        @Option(
            help: ArgumentHelp("An App ID (PREFIX.bundle.id) that must be listed for applinks.", valueName: "app-id"))
        var app: String?

        @Option(
            name: .customLong("url"), parsing: .upToNextOption,
            help: "URLs to decide against the file, as `ulinks match` does.")
        var urls: [String] = []

        @Flag(help: "Also fetch Apple's CDN copy, explain its headers and compare it with the origin file.")
        var cdn = false

        /// `--cdn-base`.
        @OptionGroup var cdnBaseOption: CDNBaseOption
        var cdnBase: String { cdnBaseOption.cdnBase }

        @Flag(
            name: .customLong("developer-mode"),
            help: "Accept an untrusted certificate, as ?mode=developer devices do (and say so).")
        var developerMode = false

        /// `--ca` and `--resolve`.
        @OptionGroup var fetch: FetchOptions

        @Option(help: ArgumentHelp("Seconds allowed for each domain's whole check.", valueName: "seconds"))
        var timeout: Double = 10

        @Option(name: .customLong("user-agent"), help: ArgumentHelp("The User-Agent sent.", valueName: "ua"))
        var userAgent: String = CheckerOptions.appleUserAgent

        @Option(help: ArgumentHelp("Domains checked at the same time.", valueName: "n"))
        var concurrency: Int = 32

        @Flag(help: "Also fetch https://DOMAIN/.well-known/assetlinks.json (Android App Links) and its includes.")
        var android = false

        @Option(
            name: .customLong("package"),
            help: ArgumentHelp("With --android: the Android package that must be linked.", valueName: "package"))
        var androidPackage: String?

        @Option(
            name: .customLong("fingerprint"),
            help: ArgumentHelp(
                "With --android: the app's SHA-256 signing certificate fingerprint (repeatable).", valueName: "sha256"))
        var androidFingerprints: [String] = []

        /// Checks the values; whether domains are required is the command's business.
        func validate() throws {
            guard timeout > 0, timeout.isFinite else {
                throw CLI.usageError(Message("error.timeout"))
            }
            guard concurrency >= 1 else { throw CLI.usageError(Message("error.concurrency")) }
            try OptionRange.seconds(timeout, "--timeout", 0...OptionRange.maximumTimeout, positive: true)
            try OptionRange.count(concurrency, "--concurrency", 1...1024)
            if let app, AppID(app) == nil {
                throw ValidationError(CLI.failureLocalizer.text("error.app-id", ["option": "--app", "app": app]))
            }
            for domain in domains { try Self.checkDomain(domain) }
            try validateAndroid()
        }

        /// `--package` and `--fingerprint` go together, and only with `--android`.
        private func validateAndroid() throws {
            guard androidPackage != nil || !androidFingerprints.isEmpty else { return }
            guard android else { throw CLI.usageError(Message("error.package-needs-android")) }
            guard let androidPackage, !androidFingerprints.isEmpty else {
                throw CLI.usageError(Message("error.package-and-fingerprint"))
            }
            guard StatementListParser.isPackageName(androidPackage) else {
                throw CLI.usageError(Message("error.package-name", texts: ["package": androidPackage]))
            }
            for print in androidFingerprints where Fingerprint.normalize(print) == nil {
                throw CLI.usageError(Message("error.fingerprint", texts: ["fingerprint": print]))
            }
        }

        /// The assetlinks.json query of `--android`.
        var androidQuery: StatementQuery? {
            guard android else { return nil }
            return StatementQuery(
                target: androidPackage.map {
                    .androidApp(package: $0, fingerprints: androidFingerprints.compactMap(Fingerprint.normalize))
                })
        }

        /// The checker's options from the flags.
        func checkerOptions() throws -> CheckerOptions {
            var options = CheckerOptions(
                timeout: timeout, developerMode: developerMode, extraCAFile: fetch.caFile,
                resolve: try fetch.overrides(), userAgent: userAgent, cdnBase: cdnBase)
            options.checkLegacyRoot = true
            return options
        }

        /// The domains given as arguments and in `--domains FILE`, in that order.
        func allDomains() throws -> [String] {
            var all = domains
            if let domainsFile { all += try readDomains(domainsFile) }
            return all
        }

        /// `--url` values for `domain`: all of them for a single domain, else those on the domain's host.
        func urls(for domain: String, batch: Bool) -> [String] {
            batch ? urls.filter { Self.host(of: $0) == Self.host(of: domain) } : urls
        }

        private func readDomains(_ path: String) throws -> [String] {
            let text = String(decoding: try CLI.readInput(path), as: UTF8.self)
            var result: [String] = []
            for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let line = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
                let domain = line.trimmingWhitespaceAndNewlines()
                if domain.isEmpty { continue }
                do {
                    try Self.checkDomain(domain)
                } catch {
                    throw CLIError("\(CLI.displayName(path)):\(number + 1): \(CLI.message(of: error))")
                }
                result.append(domain)
            }
            return result
        }

        /// A DOMAIN argument: a host, or an https URL of one (its path is ignored), read as every URL is
        /// (``HTTPURL``): a hostile port or host is refused here, never handed to the connection code.
        static func checkDomain(_ domain: String) throws {
            let url: HTTPURL
            do { url = try HTTPURL(domain.contains("://") ? domain : "https://" + domain) } catch {
                throw CLI.usageError(
                    Message("error.not-a-host", ["domain": .text(domain), "reason": .message(error.message)]))
            }
            if let problem = HTTPURL.domainProblem(url.host) {
                throw CLI.usageError(
                    Message("error.not-a-domain", ["domain": .text(domain), "reason": .message(problem)]))
            }
            if url.port != nil {
                throw CLI.usageError(Message("error.port", texts: ["domain": domain]))
            }
        }

        static func host(of text: String) -> String {
            let withScheme = text.contains("://") ? text : "https://" + text
            return URLComponents(string: withScheme)?.host?.lowercased() ?? text.lowercased()
        }
    }
#endif
