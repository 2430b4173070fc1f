#if ULINKS_CHECKER
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    /// `ulinks passkeys RPID`: may the iOS apps, the Android apps and the browsers use passkeys for this RP
    /// ID? And `--explain-error TEXT`: what a pasted passkey error means (see Docs/Passkeys.md).
    struct PasskeysCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "passkeys",
            abstract:
                "Check that iOS apps, Android apps and browsers may use passkeys for an RP ID; explain passkey errors.",
            discussion: """
                Fetches https://RPID/.well-known/apple-app-site-association (as `check` does; with --cdn Apple's \
                CDN copy too), https://RPID/.well-known/assetlinks.json (as `check --android`) and \
                https://RPID/.well-known/webauthn (as browsers fetch it), then decides per platform: iOS is ready \
                when webcredentials.apps lists each --app; Android when a statement grants \
                delegate_permission/common.get_login_creds to each --package with each --fingerprint; browsers \
                when /.well-known/webauthn is absent (only the RP ID's own origins) or a valid related-origins \
                file. Prints the android:apk-key-hash: origin of each fingerprint. --explain-error TEXT maps a \
                pasted iOS, Android or browser error to the checks that find its cause (RPID optional). Exit \
                status: 0 every platform asked is ready, 1 a platform is broken, 2 undecided (could not fetch) or \
                an error text not recognised, 64 usage error.
                """
        )

        @Argument(help: "The relying party ID: a host name such as example.com.")
        var rpID: String?

        @Option(
            name: .customLong("app"), parsing: .upToNextOption,
            help: ArgumentHelp(
                "iOS app IDs (TEAMID.bundle.id) that must be listed in webcredentials.apps.", valueName: "app-id"))
        var apps: [String] = []

        @Option(
            name: .customLong("package"), parsing: .upToNextOption,
            help: ArgumentHelp("Android package names that must be granted get_login_creds.", valueName: "package"))
        var packages: [String] = []

        @Option(
            name: .customLong("fingerprint"), parsing: .upToNextOption,
            help: ArgumentHelp(
                "SHA-256 signing certificate fingerprints (every package is checked with each).", valueName: "sha256"))
        var fingerprints: [String] = []

        @Flag(help: "Also read Apple's CDN copy of the AASA (what devices read).")
        var cdn = false

        /// `--cdn-base`.
        @OptionGroup var cdnBaseOption: CDNBaseOption
        var cdnBase: String { cdnBaseOption.cdnBase }

        /// `--ca` and `--resolve`.
        @OptionGroup var fetch: FetchOptions

        @Flag(
            name: .customLong("allow-private"),
            help: "Let includes and redirect targets reach loopback, private and link-local addresses.")
        var allowPrivate = false

        @Option(help: ArgumentHelp("Seconds allowed for the whole check.", valueName: "seconds"))
        var timeout: Double = 10

        @Option(
            name: .customLong("explain-error"),
            help: ArgumentHelp("A pasted iOS, Android or browser passkey error to explain.", valueName: "text"))
        var explainError: String?

        @Option(help: "Output format: text, json, sarif, github or html.")
        var format: ReportFormat = .text

        @OptionGroup var reportOutput: ReportOutput

        @OptionGroup var language: LanguageOptions

        mutating func validate() throws {
            guard let rpID else {
                guard explainError != nil else {
                    throw CLI.usageError("give an RP ID (a host such as example.com), or --explain-error TEXT")
                }
                guard apps.isEmpty && packages.isEmpty && fingerprints.isEmpty else {
                    throw CLI.usageError("--app, --package and --fingerprint need an RP ID")
                }
                return
            }
            try CheckOptions.checkDomain(rpID)
            try OptionRange.seconds(timeout, "--timeout", 0...OptionRange.maximumTimeout, positive: true)
            for app in apps where AppID(app) == nil {
                throw ValidationError(CLI.failureLocalizer.text("error.app-id", ["option": "--app", "app": app]))
            }
            for package in packages where !StatementListParser.isPackageName(package) {
                throw CLI.usageError(Message("error.package-name", texts: ["package": package]))
            }
            for print in fingerprints where Fingerprint.normalize(print) == nil {
                throw CLI.usageError(Message("error.fingerprint", texts: ["fingerprint": print]))
            }
            if !packages.isEmpty && fingerprints.isEmpty {
                throw CLI.usageError(
                    "--package needs --fingerprint: Android decides on the package and its signing key")
            }
        }

        func run() async throws {
            try reportOutput.check(format)
            let localizer = language.localizer
            var explanations: [PasskeyErrorExplanation]?
            if let explainError {
                let found = PasskeyErrorExplainer().explain(explainError)
                explanations = found
                if format == .text { CLI.write(Self.render(found, localizer: localizer)) }
            }
            guard let rpID else {
                if format == .json, let explanations, let line = try? CLI.json(explanations, pretty: false) {
                    CLI.write(line + "\n")
                }
                if explanations?.isEmpty ?? true { throw ExitCode(2) }
                return
            }
            var options = CheckerOptions(
                timeout: timeout, extraCAFile: fetch.caFile, resolve: try fetch.overrides(), cdnBase: cdnBase)
            options.allowPrivateAddresses = allowPrivate
            let request = PasskeysRequest(
                rpID: rpID, appIDs: apps, packages: packages, fingerprints: fingerprints, useCDN: cdn)
            let report = await PasskeysChecker(options: options).check(request)
            switch format {
            case .text:
                if explanations != nil { CLI.write("\n") }
                let renderer = PasskeysReportRenderer(
                    colors: CLI.stdoutIsTerminal, localizer: localizer)
                CLI.write(renderer.render(report))
            case .json:
                if let explanations {
                    let both = PasskeysAnswer(report: report, explanations: explanations)
                    if let line = try? CLI.json(both, pretty: false) { CLI.write(line + "\n") }
                } else if let line = try? CLI.json(report, pretty: false) {
                    CLI.write(line + "\n")
                }
            case .sarif, .github, .html:
                let html = {
                    PasskeysReport.htmlPage(
                        [report], title: "ulinks passkeys: \(report.rpID)", localizer: localizer)
                }
                try reportOutput.emit(
                    format, findings: report.findings(), rules: PasskeyProblem.findingRules, localizer: localizer,
                    html: html)
            }
            switch report.verdict {
            case .broken: throw ExitCode(1)
            case .unknown: throw ExitCode(2)
            case .ready, .skipped: return
            }
        }

        /// `--format json` with both `--explain-error` and an RP ID: the report and the explanations.
        struct PasskeysAnswer: Encodable {
            var report: PasskeysReport
            var explanations: [PasskeyErrorExplanation]
        }

        /// The explanations as text: what each error means, its causes, the checks and the sources.
        static func render(_ found: [PasskeyErrorExplanation], localizer: Localizer) -> String {
            guard !found.isEmpty else {
                return localizer.render(
                    "not recognised: this is not an iOS, Android or browser passkey error this command knows (see Docs/Passkeys.md for the ones it knows)"
                ) + "\n"
            }
            var out = ""
            for explanation in found {
                out += "\(explanation.platform.title) [\(explanation.id)] \"\(explanation.matched)\"\n"
                out += "  " + localizer.render(explanation.meaning) + "\n"
                out += "  " + localizer.render(explanation.cause) + "\n"
                if let app = explanation.appID, let domain = explanation.rpID {
                    out += "  " + localizer.render("app \(app), domain \(domain)") + "\n"
                }
                if !explanation.problems.isEmpty {
                    let codes = explanation.problems.map(\.rawValue).joined(separator: ", ")
                    out += "  " + localizer.render("checks that find the cause: \(codes)") + "\n"
                    out += "    " + command(for: explanation) + "\n"
                }
                for source in explanation.sources { out += "  - \(source)\n" }
            }
            return out
        }

        /// The `ulinks passkeys` run that checks the cause, with what the error names filled in.
        static func command(for explanation: PasskeyErrorExplanation) -> String {
            let rp = explanation.rpID ?? "RPID"
            switch explanation.platform {
            case .ios: return "ulinks passkeys \(rp) --app \(explanation.appID ?? "TEAMID.bundle.id") --cdn"
            case .android: return "ulinks passkeys \(rp) --package PACKAGE --fingerprint SHA256"
            case .browsers: return "ulinks passkeys \(rp)"
            }
        }
    }
#endif
