#if ULINKS_CHECKER
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    /// `ulinks trace URL`: follows a link as a tap does and says, per platform, whether the tapped URL
    /// opens the app, why, and how to fix it.
    struct TraceCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "trace",
            abstract: "Follow a link as a tap does and say why it opens the app or the browser.",
            discussion: """
                Follows URL hop by hop (HTTP redirects 301/302/303/307/308 and <meta http-equiv="refresh">; \
                no JavaScript), at most --max-hops, each fetch bounded in time (--timeout) and size like \
                `ulinks check`. For each hop: the status, the next location, and the host's association decided \
                as the device would (its apple-app-site-association, or Apple's CDN copy with --cdn; with \
                --package, its assetlinks.json). iOS and Android decide on the tapped URL's host before \
                following anything: a redirect afterwards lands in the browser. A hop whose host resolves to a \
                loopback, private or link-local address is followed only with --allow-private or a --resolve \
                mapping for it. A link inside a known wrapper (Outlook Safe Links, Proofpoint URL Defense, \
                Mimecast, Barracuda, Google's, Facebook's, Slack's and LinkedIn's redirects, email services' \
                click tracking) is recognised from the URL, its inner URL decoded and traced too, and the fix is \
                the one that works for that wrapper. Causes and fixes carry stable codes in the JSON \
                (Docs/Trace.md).
                Exit status: 0 the tapped URL opens an app on every platform asked about, 1 it does not, \
                2 the first hop could not be fetched or a platform could not be checked (the headline says \
                "not checked"), 64 usage error.
                """)

        @Argument(help: "The link as it was tapped (http or https).")
        var url: String

        @Option(
            help: ArgumentHelp(
                "An iOS app ID installed on the device (repeatable; default: any app the files list).",
                valueName: "app-id"))
        var app: [String] = []

        @Option(
            name: .customLong("package"),
            help: ArgumentHelp(
                "An Android package: also decide each host's assetlinks.json for it.", valueName: "package"))
        var androidPackage: String?

        @Option(
            name: .customLong("fingerprint"),
            help: ArgumentHelp(
                "With --package: the app's SHA-256 signing certificate fingerprint (repeatable).", valueName: "sha256"))
        var androidFingerprints: [String] = []

        @Option(
            help: ArgumentHelp("The app's .entitlements file or .ipa: does it list the tapped host?", valueName: "file")
        )
        var entitlements: String?

        @Flag(help: "Decide iOS from Apple's CDN copy (what devices fetch since iOS 14) instead of the origin file.")
        var cdn = false

        /// `--cdn-base`.
        @OptionGroup var cdnBaseOption: CDNBaseOption
        var cdnBase: String { cdnBaseOption.cdnBase }

        /// `--ca` and `--resolve`.
        @OptionGroup var fetch: FetchOptions

        @Option(
            name: .customLong("max-hops"),
            help: ArgumentHelp("Follow at most this many hops (the tapped URL is the first).", valueName: "n"))
        var maxHops: Int = 10

        @Option(help: ArgumentHelp("Seconds allowed for each fetch.", valueName: "seconds"))
        var timeout: Double = 10

        @Flag(name: .customLong("allow-private"), help: "Follow hops to loopback, private and link-local addresses.")
        var allowPrivate = false

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        @OptionGroup var input: InputOptions

        func validate() throws {
            let l = language.localizer
            if let problem = LinkTracer.problem(with: url, localizer: l) { throw ValidationError(problem) }
            guard timeout > 0, timeout.isFinite, timeout <= 600 else {
                throw ValidationError(l.text("trace.error.timeout"))
            }
            guard (1...50).contains(maxHops) else { throw ValidationError(l.text("trace.error.max-hops")) }
            if !androidFingerprints.isEmpty, androidPackage == nil {
                throw ValidationError(l.text("trace.error.fingerprint-needs-package"))
            }
            try Self.validateApp(package: androidPackage, fingerprints: androidFingerprints, l)
        }

        /// `--package` and `--fingerprint` (trace and android statements).
        static func validateApp(package: String?, fingerprints: [String], _ l: Localizer) throws {
            if let package, !StatementListParser.isPackageName(package) {
                throw ValidationError(l.text("trace.error.package", ["package": package]))
            }
            for print in fingerprints where Fingerprint.normalize(print) == nil {
                throw ValidationError(l.text("trace.error.fingerprint", ["fingerprint": print]))
            }
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            var checker = CheckerOptions(
                timeout: timeout, extraCAFile: fetch.caFile, resolve: try fetch.overrides(),
                cdnBase: cdnBase)
            checker.slowResponseSeconds = timeout
            let localizer = language.localizer
            var options = TraceOptions(
                checker: checker, apps: app, cdn: cdn, maxHops: maxHops, allowPrivateAddresses: allowPrivate)
            options.localizer = localizer
            if let androidPackage {
                options.android = .init(
                    package: androidPackage, fingerprints: androidFingerprints.compactMap(Fingerprint.normalize))
            }
            if let entitlements {
                options.entitlements = try Self.appEntitlements(entitlements, limit: input.maxBytes, localizer)
            }
            let report = await LinkTracer(options: options).trace(url)
            switch format {
            case .json: CLI.write(try CLI.json(report) + "\n")
            case .text: CLI.write(TraceReportRenderer(localizer: localizer).render(report))
            }
            if report.firstHopFailed || report.uncheckedPlatform { throw ExitCode(2) }
            if !report.opensEverywhere { throw ExitCode(1) }
        }

        /// The app's applinks entries, from an .entitlements file or an .ipa (as `ulinks entitlements` reads it).
        static func appEntitlements(_ path: String, limit: Int, _ l: Localizer = .english) throws
            -> TraceOptions.AppEntitlements
        {
            let document = try EntitlementsCommand.load(path, limit: limit)
            guard document.hasAssociatedDomains || document.applicationIdentifier != nil else {
                throw CLIError(
                    Message(
                        "trace.error.no-associated-domains",
                        texts: ["file": CLI.displayName(path), "key": AssociatedDomain.entitlementKey]))
            }
            return TraceOptions.AppEntitlements(
                source: CLI.displayName(path), domains: document.entries.compactMap(\.domain),
                applicationIdentifier: document.applicationIdentifier)
        }
    }
#endif
