#if ULINKS_CHECKER && ULINKS_APP
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksApp
    import UniversalLinksChecker

    /// `ulinks doctor APP` / `ulinks doctor --entitlements FILE --app-id ID`: every Associated Domains entry
    /// checked end to end: the entry itself, the file on the host iOS fetches it from, and that the file
    /// lists the app for the entry's service.
    struct DoctorCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "doctor",
            abstract: "Check every Associated Domains entry of an app end to end.",
            discussion: """
                Reads the signed entitlements of APP (an .ipa, a .app folder or a Mach-O binary), or --entitlements \
                FILE, lints them as `ulinks entitlements` does, then fetches the file of every domain the way Apple \
                does (as `ulinks check`; a wildcard entry's file comes from its apex) and verifies that it lists the \
                app for each service the entitlement uses. --url decides sample URLs against the file of the entry \
                that covers their host. Ends with a table: domain, service, file found, app listed, result, fix.
                Exit status: 0 every row passes (warnings allowed unless --strict), 1 any row fails, 64 usage error.
                An Android .apk instead: the hosts of its autoVerify intent filters, each checked against its \
                assetlinks.json with the APK's package and signing certificate (see Docs/AndroidChecks.md).
                A project folder instead: its Xcode, Android, Expo and Flutter files read and cross-checked before \
                anything is built, compared with ulinks.json, then every domain checked unless --offline (see \
                Docs/ProjectDoctor.md).
                """)

        @Argument(help: "An .ipa, a .app folder, a signed Mach-O binary, an Android .apk, or a project folder.")
        var app: String?

        @OptionGroup var project: ProjectDoctorOptions

        @Option(name: .customLong("entitlements"), help: "An entitlements file to use instead of an app's signature.")
        var entitlementsFile: String?

        @Option(
            name: .customLong("app-id"),
            help: "The App ID (PREFIX.bundle.id); default: the application-identifier entitlement.")
        var appID: String?

        @Option(name: .customLong("url"), parsing: .upToNextOption, help: "Sample URLs to decide for the app.")
        var urls: [String] = []

        @Flag(help: "Also fetch Apple's CDN copy of each file and compare it with the origin's.")
        var cdn = false

        /// `--cdn-base`.
        @OptionGroup var cdnBaseOption: CDNBaseOption
        var cdnBase: String { cdnBaseOption.cdnBase }

        @Flag(
            name: .customLong("developer-mode"),
            help: "Accept untrusted certificates for every domain (entries with ?mode=developer always do).")
        var developerMode = false

        @Option(name: .customLong("ca"), help: "A PEM file of extra trusted root certificates.")
        var caFile: String?

        @Option(name: .customLong("resolve"), help: "Connect to ADDR:PORT for HOST (repeatable), like curl --resolve.")
        var resolve: [String] = []

        @Option(help: "Seconds allowed for each domain's whole check.")
        var timeout: Double = 10

        @Option(help: "Domains checked at the same time.")
        var concurrency: Int = 8

        @Option(help: "Output format: text, json, sarif, github or html.")
        var format: ReportFormat = .text

        @OptionGroup var reportOutput: ReportOutput

        @Flag(help: "Print every domain's full check report, not only those with problems.")
        var verbose = false

        @Flag(help: "Treat warnings as failures for the exit status.")
        var strict = false

        @OptionGroup var input: InputOptions

        mutating func validate() throws {
            guard (app == nil) != (entitlementsFile == nil) else {
                throw CLI.usageError(Message("error.doctor.app-and-entitlements"))
            }
            guard timeout > 0, timeout.isFinite else {
                throw CLI.usageError(Message("error.timeout"))
            }
            guard concurrency >= 1 else { throw CLI.usageError(Message("error.concurrency")) }
            try OptionRange.seconds(timeout, "--timeout", 0...OptionRange.maximumTimeout, positive: true)
            try OptionRange.count(concurrency, "--concurrency", 1...1024)
            for value in resolve {
                do { _ = try ResolveOverride(parsing: value) } catch {
                    throw CLI.usageError(Message("error.resolve", ["error": .message(CLI.message(of: error))]))
                }
            }
            if let caFile, !FileManager.default.isReadableFile(atPath: caFile) {
                throw CLI.usageError(Message("error.ca", texts: ["file": caFile]))
            }
            if let appID, !Self.looksLikeAppID(appID) {
                throw CLI.usageError(Message("error.doctor.app-id", texts: ["appID": appID]))
            }
            for url in urls where URLComponents(string: url)?.host == nil {
                throw CLI.usageError(Message("error.doctor.url", texts: ["url": url]))
            }
        }

        static func looksLikeAppID(_ text: String) -> Bool {
            guard let dot = text.firstIndex(of: "."), dot != text.startIndex, text.index(after: dot) != text.endIndex
            else { return false }
            return !text.contains(" ") && !text.contains("*")
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            try reportOutput.check(format)
            if let app, Self.isProjectFolder(app) { return try await runProject(folder: app) }
            try project.refuseOutsideProjects()
            if let app, app.lowercased().hasSuffix(".apk") { return try await runAndroid(apk: app) }
            let source = app ?? entitlementsFile ?? "-"
            let name = CLI.displayName(source)
            let document: EntitlementsDocument
            do {
                document =
                    try app.map { try SignedApp.read(path: $0).entitlements }
                    ?? EntitlementsCommand.load(source, limit: input.maxBytes)
            } catch let error as AppReadError {
                throw CLIError(error.message)
            }
            guard let appID = appID ?? document.applicationIdentifier else {
                throw CLI.usageError(Message("error.doctor.no-app-id", texts: ["name": name]))
            }
            if let signed = document.applicationIdentifier, signed != appID {
                let values = ["appID": appID, "signed": signed]
                CLI.writeError("warning: \(language.localizer.text("doctor.warning.app-id", values))\n")
            }
            let validation = EntitlementsValidator().validate(document)
            let reports = try await checkDomains(validation.domains)
            var rows = validation.document.items.map {
                Self.row($0.entry, appID: appID, reports: reports, domains: validation.domains)
            }
            rows += urls.map { Self.urlRow($0, appID: appID, domains: validation.domains, reports: reports) }
            let failed = rows.contains { $0.result == "fail" || (strict && $0.result == "warning") }

            switch format {
            case .sarif, .github, .html:
                try writeReport(name: name, appID: appID, validation: validation, rows: rows, reports: reports)
            case .json:
                let output = DoctorOutput(
                    source: name, applicationIdentifier: appID, entitlements: validation.report.diagnostics, rows: rows,
                    domains: reports.keys.sorted().compactMap { reports[$0] }, valid: !failed)
                CLI.write(try CLI.json(output) + "\n")
            case .text:
                let colors = CLI.stdoutIsTerminal
                var text = "\(name): application-identifier \(appID)\n"
                text += DiagnosticRenderer(colors: colors, localizer: language.localizer).render(
                    validation.report, fileName: name, source: validation.document.source)
                let renderer = DomainReportRenderer(colors: colors, showSkipped: false, localizer: language.localizer)
                for host in reports.keys.sorted() {
                    guard let report = reports[host], verbose || report.status != .pass else { continue }
                    text += "\n" + renderer.render(report)
                }
                let localizer = language.localizer
                text +=
                    "\n"
                    + EntitlementsCommand.table(
                        [Self.columns(["domain", "service", "file-found", "app-listed", "result", "fix"], localizer)]
                            + rows.map {
                                [$0.domain, $0.service]
                                    + [$0.fileFound, $0.appListed, $0.result].map { Self.value($0, localizer) }
                                    + [localizer.render($0.fix) ?? ""]
                            })
                text += Self.summary(rows, localizer: localizer) + "\n"
                CLI.write(text)
            }
            if failed { throw ExitCode(1) }
        }

        /// Checks each distinct host the files are fetched from, once. Hosts whose every entry is in developer
        /// mode are checked as such a device fetches them: directly, accepting an untrusted certificate.
        func checkDomains(_ domains: [AssociatedDomain]) async throws -> [String: DomainReport] {
            let hosts = domains.fetchHosts
            let developerHosts = Set(
                hosts.filter { host in
                    domains.filter { $0.fetchHost == host }.allSatisfy { $0.modes.contains(.developer) }
                })
            var reports: [String: DomainReport] = [:]
            for developer in [false, true] {
                let batch = hosts.filter { developerHosts.contains($0) == developer }
                guard !batch.isEmpty else { continue }
                let options = CheckerOptions(
                    timeout: timeout, developerMode: developerMode || developer, extraCAFile: caFile,
                    resolve: try resolve.map { try ResolveOverride(parsing: $0) }, cdnBase: cdnBase)
                let checker: DomainChecker
                do {
                    checker = try DomainChecker(options: options)
                } catch {
                    throw CLIError(Message("error.tls", texts: ["error": "\(error)"]))
                }
                // The app is checked per service below; sample URLs are decided below against the URL's own host.
                await checker.check(batch.map { DomainChecker.Target(domain: $0) }, concurrency: concurrency, cdn: cdn)
                { index, report in
                    reports[batch[index]] = report
                }
                try? await checker.shutdown()
            }
            return reports
        }

        /// One line of the final table.
        struct Row: Encodable {
            var domain: String
            var service: String
            var fileFound: String
            var appListed: String
            var result: String
            /// Made where the row is decided, rendered where it is shown (JSON keeps the English text).
            var fix: Message?
            /// The entry as written, or the sample URL.
            var subject: String

            enum CodingKeys: String, CodingKey { case domain, service, fileFound, appListed, result, fix, subject }

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(domain, forKey: .domain)
                try c.encode(service, forKey: .service)
                try c.encode(fileFound, forKey: .fileFound)
                try c.encode(appListed, forKey: .appListed)
                try c.encode(result, forKey: .result)
                try c.encodeIfPresent(fix?.english, forKey: .fix)
                try c.encode(subject, forKey: .subject)
            }
        }

        /// `TITLE: SEEN`, a failing or warning check without a fix of its own.
        static func seen(_ check: CheckResult) -> Message {
            "\(check.id.titleMessage): \(check.seen)"
        }

        static func row(
            _ entry: AssociatedDomainEntry, appID: String, reports: [String: DomainReport], domains: [AssociatedDomain]
        ) -> Row {
            let firstError = entry.problems.first { $0.severity == .error }
            guard let domain = entry.domain else {
                return Row(
                    domain: entry.raw, service: entry.unknownService ?? "?", fileFound: "-", appListed: "-",
                    result: "fail",
                    fix: firstError?.hint ?? firstError?.code.info.fix, subject: entry.raw)
            }
            var row = Row(
                domain: domain.hostPattern, service: domain.service.rawValue, fileFound: "-", appListed: "-",
                result: "pass", fix: nil,
                subject: entry.raw)
            if let firstError {
                row.result = "fail"
                row.fix = firstError.hint ?? firstError.code.info.fix
            }
            guard let report = reports[domain.fetchHost] else { return row }
            let fileFound = report.file != nil && report.check(.httpStatus)?.status == .pass
            row.fileFound = fileFound ? "yes" : (report.status == .unreachable ? "unreachable" : "no")
            let blocking = report.checks.first { $0.status == .fail }
            if fileFound, let listed = report.file?.services[domain.service.rawValue] {
                row.appListed = listed.contains(appID) ? "yes" : "no"
                if !listed.contains(appID) {
                    row.result = "fail"
                    row.fix =
                        row.fix
                        ?? listingFix(appID: appID, listed: listed, service: domain.service, host: domain.fetchHost)
                }
            } else if fileFound {
                row.appListed = "no"
                row.result = "fail"
                row.fix =
                    row.fix
                    ?? Message(
                        "doctor.fix.no-section",
                        texts: ["host": domain.fetchHost, "service": domain.service.rawValue, "appID": appID])
            }
            if let blocking {
                row.result = "fail"
                row.fix = row.fix ?? blocking.fix ?? Self.seen(blocking)
            } else if report.status == .warning, row.result == "pass" {
                row.result = "warning"
                row.fix = report.checks.first { $0.status == .warning }.map { $0.fix ?? Self.seen($0) }
            }
            let apexListed = domains.contains {
                $0.service == domain.service && !$0.isWildcard && $0.host == domain.host
            }
            if domain.isWildcard, row.result == "pass", !apexListed {
                row.fix = Message("doctor.fix.wildcard", texts: ["host": domain.fetchHost, "apex": domain.host])
            }
            return row
        }

        /// The fix when the file does not list the app: names an App ID prefix / Team ID mix-up.
        static func listingFix(appID: String, listed: [String], service: AssociatedDomain.Service, host: String)
            -> Message
        {
            let bundle = appID.split(separator: ".", maxSplits: 1).last.map(String.init) ?? appID
            if let other = listed.first(where: {
                $0.split(separator: ".", maxSplits: 1).last.map(String.init) == bundle
            }) {
                return Message("doctor.fix.team-id", texts: ["other": other, "appID": appID, "host": host])
            }
            guard service != .applinks else {
                return Message("doctor.fix.add-applinks", texts: ["appID": appID, "host": host])
            }
            return Message(
                "doctor.fix.add", texts: ["appID": appID, "section": "\(service.rawValue).apps", "host": host])
        }

        /// A sample URL: the entry whose host wins decides which file, and the file's rules decide the URL.
        static func urlRow(_ url: String, appID: String, domains: [AssociatedDomain], reports: [String: DomainReport])
            -> Row
        {
            let host = URLComponents(string: url)?.host ?? ""
            var row = Row(
                domain: url, service: "applinks (url)", fileFound: "-", appListed: "-", result: "fail", fix: nil,
                subject: url)
            guard let winner = domains.winner(for: host, service: .applinks) else {
                row.fix = Message("doctor.fix.no-entry", texts: ["host": host, "entry": host])
                return row
            }
            row.subject = winner.description
            guard let report = reports[winner.fetchHost], let document = report.validation?.document,
                report.validation?.file != nil
            else {
                row.fileFound = "no"
                row.fix = Message("doctor.fix.no-file", texts: ["host": winner.fetchHost])
                return row
            }
            row.fileFound = "yes"
            let result = AASAMatcher(document: document).decide(url)
            switch result.decision(for: appID) {
            case .match?:
                row.appListed = "yes"
                row.result = "pass"
                if let opens = result.opens, opens != appID {
                    row.fix = Message("doctor.fix.listed-first", texts: ["opens": opens])
                }
            case .exclude?:
                row.appListed = "yes"
                row.result = "warning"
                row.fix = Message("doctor.fix.excluded", texts: ["appID": appID])
            case .noMatch?:
                row.appListed = "yes"
                row.result = "warning"
                row.fix = Message("doctor.fix.no-rule", texts: ["appID": appID])
            case nil:
                row.appListed = "no"
                row.fix = Message("doctor.fix.not-listed", texts: ["appID": appID, "host": winner.fetchHost])
            }
            return row
        }
    }

    /// The JSON document of `ulinks doctor --format json` (see Docs/Entitlements.md).
    struct DoctorOutput: Encodable {
        var source: String
        var applicationIdentifier: String
        var entitlements: [Diagnostic]
        var rows: [DoctorCommand.Row]
        var domains: [DomainReport]
        var valid: Bool
    }
#endif
