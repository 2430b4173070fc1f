#if ULINKS_CHECKER
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksChecker

    struct CheckCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "check",
            abstract:
                "Fetch domains' apple-app-site-association files the way Apple does and report every hosting mistake.",
            discussion: """
                For each domain: DNS, TLS (trusted, names the host, dates, chain), status 200 without redirects, \
                Content-Type, size (the download stops at 131,072 bytes), encoding, response time, the file itself \
                (every `ulinks validate` diagnostic), the legacy root location, and with options the app, sample URLs \
                and Apple's CDN copy. Exit status: 0 every domain passes (warnings allowed), 1 any domain fails, \
                2 nothing could be checked (no domain reachable), 64 usage error.
                """
        )

        @OptionGroup var target: CheckOptions

        @Option(help: "Output format: text, json (one JSON object per domain per line), sarif, github or html.")
        var format: ReportFormat = .text

        @OptionGroup var reportOutput: ReportOutput

        @Flag(name: .customLong("hide-skipped"), help: "Do not list skipped checks.")
        var hideSkipped = false

        @Flag(
            help:
                "Also fetch https://DOMAIN/.well-known/webauthn (WebAuthn related origins) as browsers do; its absence passes."
        )
        var webauthn = false

        @Flag(name: .customLong("list-checks"), help: "List every check id with what it verifies, and exit.")
        var listChecks = false

        mutating func validate() throws {
            if target.domains.isEmpty && target.domainsFile == nil && !listChecks {
                throw CLI.usageError(Message("error.check.no-domain"))
            }
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            if listChecks {
                let width = (CheckID.allCases.map(\.rawValue.count).max() ?? 16) + 2
                for id in CheckID.allCases {
                    let summary = language.localizer.text("check.list.\(id.rawValue)")
                    CLI.write(id.rawValue.padding(toWidth: width) + summary + "\n")
                }
                return
            }
            try reportOutput.check(format)
            let all = try target.allDomains()
            guard !all.isEmpty else { throw CLI.usageError(Message("error.check.no-domains")) }
            let options = try target.checkerOptions()
            let batch = all.count > 1
            let androidQuery = target.androidQuery
            let targets = all.map { domain in
                DomainChecker.Target(
                    domain: domain, app: target.app, urls: target.urls(for: domain, batch: batch),
                    android: androidQuery,
                    webauthn: webauthn)
            }
            let renderer = DomainReportRenderer(
                colors: CLI.stdoutIsTerminal && format == .text, showSkipped: !hideSkipped,
                localizer: language.localizer)
            let progress = ProgressBar(total: targets.count, enabled: batch && CLI.stderrIsTerminal)
            let format = self.format
            let concurrency = target.concurrency
            let cdn = target.cdn
            let checker: DomainChecker
            do {
                checker = try DomainChecker(options: options)
            } catch {
                throw CLIError(Message("error.tls", texts: ["error": "\(error)"]))
            }
            var reports: [DomainReport?] = Array(repeating: nil, count: targets.count)
            await checker.check(targets, concurrency: concurrency, cdn: cdn) { index, report in
                reports[index] = report
                progress.clear()
                switch format {
                case .json:
                    if let line = try? CLI.json(report, pretty: false) { CLI.write(line + "\n") }
                case .text:
                    // Many domains: show the problems; the table at the end lists every domain.
                    if !batch || report.status != .pass { CLI.write(renderer.render(report) + (batch ? "\n" : "")) }
                case .sarif, .github, .html: break
                }
                progress.advance(report.status)
            }
            progress.clear()
            try? await checker.shutdown()
            let finished = reports.compactMap { $0 }
            if format == .text && batch { CLI.write("\n" + renderer.summaryTable(finished)) }
            if format.isReport { try writeReport(finished) }
            if !finished.isEmpty && finished.allSatisfy({ $0.status == .unreachable }) { throw ExitCode(2) }
            if finished.contains(where: { $0.status == .fail || $0.status == .unreachable }) { throw ExitCode(1) }
        }
    }
#endif
