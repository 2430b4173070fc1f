#if ULINKS_CHECKER && ULINKS_APP
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksApp
    import UniversalLinksChecker

    /// The options of `ulinks doctor PATH` for a project folder (Docs/ProjectDoctor.md).
    struct ProjectDoctorOptions: ParsableArguments {
        @Option(
            help: ArgumentHelp(
                "A ulinks.json to compare the project with (default: the folder's own).", valueName: "file"))
        var manifest: String?

        @Flag(help: "Fetch nothing: check the project's files only.")
        var offline = false

        @Flag(
            name: .customLong("fix-snippets"), help: "Print the entitlements and intent-filter text the project needs.")
        var fixSnippets = false

        @Option(
            name: .customLong("signing-cert"),
            help: ArgumentHelp(
                "The Android signing certificate, PEM or DER (keytool -exportcert) (repeatable).", valueName: "file"))
        var signingCerts: [String] = []

        @Option(
            name: .customLong("keystore"),
            help: ArgumentHelp(
                "A PKCS#12 keystore: the doctor names the keytool command that prints its fingerprint.",
                valueName: "file"))
        var keystores: [String] = []

        /// These options mean nothing for an app or an APK: refused rather than ignored.
        func refuseOutsideProjects() throws {
            if manifest != nil || offline || fixSnippets || !signingCerts.isEmpty || !keystores.isEmpty {
                throw CLI.usageError(Message("error.doctor.project-options"))
            }
        }
    }

    /// One row of the online part: an app's applinks host, as `doctor APP` checks it.
    struct ProjectDomainRow: Encodable {
        var app: String
        var row: DoctorCommand.Row

        func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(app, forKey: .app)
            try row.encode(to: encoder)
        }

        enum CodingKeys: String, CodingKey { case app }
    }

    /// An Android package's verified hosts, checked against their assetlinks.json.
    struct ProjectAndroidRows: Encodable {
        var package: String
        var fingerprints: [String]
        var hosts: [AndroidDoctorOutput.Host]
        /// The relation checked: nil for App Links (handle_all_urls); get_login_creds for the hosts the
        /// app's asset_statements name (passkeys).
        var relation: String? = nil

        /// The package as the tables show it, with the relation when it is not App Links'.
        var label: String { relation.map { "\(package) (\($0.split(separator: "/").last ?? ""))" } ?? package }
    }

    /// `ulinks doctor PATH --format json`: the project report's keys, then the online results.
    struct ProjectDoctorOutput: Encodable {
        var report: ProjectReport
        var rows: [ProjectDomainRow]
        var android: [ProjectAndroidRows]
        var domains: [DomainReport]
        var errors: Int
        var warnings: Int
        var valid: Bool

        enum CodingKeys: String, CodingKey { case rows, androidChecks, domainReports, errors, warnings, valid }

        func encode(to encoder: any Encoder) throws {
            try report.encode(to: encoder)
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(rows, forKey: .rows)
            try c.encode(android, forKey: .androidChecks)
            try c.encode(domains, forKey: .domainReports)
            try c.encode(errors, forKey: .errors)
            try c.encode(warnings, forKey: .warnings)
            try c.encode(valid, forKey: .valid)
        }
    }

    extension DoctorCommand {
        /// A folder that is not an app bundle.
        static func isProjectFolder(_ path: String) -> Bool {
            let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
            return !trimmed.hasSuffix(".app") && LocalPath.isFolder(path)
        }

        func runProject(folder: String) async throws {
            guard entitlementsFile == nil, appID == nil else {
                throw CLI.usageError(Message("error.doctor.app-options"))
            }
            let files = ProjectFiles(root: folder)
            var bundles: [ProjectDoctor.AppBundle] = []
            var unreadableBundles: [(String, Message)] = []
            for relative in files.appBundles {
                do {
                    let app = try SignedApp.read(path: files.absolute(relative))
                    bundles.append(
                        .init(path: relative, bundleIdentifier: app.bundleIdentifier, entitlements: app.entitlements))
                } catch {
                    unreadableBundles.append((relative, error.message))
                }
            }
            var options = ProjectDoctor.Options(
                signingCertificates: try project.signingCerts.flatMap {
                    try Self.signingCertificates($0, limit: input.maxBytes)
                },
                keystores: project.keystores, appBundles: bundles, fixSnippets: project.fixSnippets)
            if let manifest = project.manifest {
                options.manifest = (CLI.displayName(manifest), try CLI.readInput(manifest, limit: input.maxBytes))
            }
            var report = ProjectDoctor(options: options).examine(files)
            for (path, message) in unreadableBundles {
                report.diagnostics.append(
                    Diagnostic("project-file-unreadable", "\(files.display(path)): \(message)"))
            }

            var rows: [ProjectDomainRow] = []
            var androidRows: [ProjectAndroidRows] = []
            var reports: [String: DomainReport] = [:]
            if !project.offline {
                (rows, reports) = try await checkAppleDomains(report)
                let android = try await checkAndroidDomains(report, certificates: options.signingCertificates)
                androidRows = android.checked
                // Offline (no Apple domain and no Android host resolves), the Android rows blame no host either.
                if Self.looksOffline(apple: reports, android: androidRows) {
                    androidRows = androidRows.map {
                        .init(
                            package: $0.package, fingerprints: $0.fingerprints, hosts: $0.hosts.map(\.notChecked),
                            relation: $0.relation)
                    }
                    if reports.isEmpty {
                        let count = androidRows.map(\.hosts.count).reduce(0, +)
                        CLI.writeError(
                            "note: \(language.localizer.text("doctor.note.offline", ["count": String(count)]))\n")
                    }
                }
                for package in android.skipped {
                    let note = language.localizer.text("doctor.note.not-fetched", ["package": package])
                    CLI.writeError("note: \(note)\n")
                }
                for note in Self.onlineNotes(report, reports: reports, localizer: language.localizer) {
                    CLI.writeError("note: \(note)\n")
                }
            }
            // Offline, each domain's failed DNS check blames no domain: the note says why they are not checked.
            let shownReports = Self.looksOffline(reports) ? [:] : reports
            let failed =
                report.errorCount > 0 || (strict && report.warningCount > 0)
                || rows.contains { $0.row.result == "fail" || (strict && $0.row.result == "warning") }
                || androidRows.contains { !$0.hosts.allSatisfy { $0.linked || !$0.checked } }
            switch format {
            case .json:
                let output = ProjectDoctorOutput(
                    report: report, rows: rows, android: androidRows,
                    domains: reports.keys.sorted().compactMap { reports[$0] }, errors: report.errorCount,
                    warnings: report.warningCount, valid: !failed)
                CLI.write(try CLI.json(output) + "\n")
            case .text:
                CLI.write(
                    Self.renderProject(
                        report, rows: rows, android: androidRows, reports: shownReports, verbose: verbose,
                        localizer: language.localizer))
            case .sarif, .github, .html:
                try reportOutput.emit(
                    format, findings: Self.projectFindings(report, rows: rows, android: androidRows),
                    rules: Self.findingRules, localizer: language.localizer
                ) {
                    Self.projectPage(
                        report, rows: rows, android: androidRows, reports: shownReports,
                        localizer: language.localizer)
                }
            }
            if failed { throw ExitCode(1) }
        }

        /// What the online part could not say: domains not fetched for want of a Team ID, and a machine
        /// that resolves none of the domains (offline), which says nothing about the domains themselves.
        static func onlineNotes(_ report: ProjectReport, reports: [String: DomainReport], localizer: Localizer)
            -> [String]
        {
            var notes: [String] = []
            for configuration in report.apple where configuration.appID == nil && !configuration.applinks.isEmpty {
                notes.append(
                    localizer.text(
                        "doctor.note.no-team",
                        [
                            "target": configuration.target, "configuration": configuration.configuration,
                            "hosts": configuration.applinks.joined(separator: ", applinks:"),
                        ]))
            }
            if looksOffline(reports) {
                notes.append(localizer.text("doctor.note.offline", ["count": String(reports.count)]))
            }
            return notes
        }

        /// Whether none of the domains resolves: the machine looks offline, which says nothing about them.
        static func looksOffline(_ reports: [String: DomainReport]) -> Bool {
            !reports.isEmpty
                && reports.values.allSatisfy { domain in
                    domain.checks.contains { $0.id == .dns && $0.status == .fail }
                }
        }

        /// Whether the machine looks offline to both platforms' fetches: every Apple domain (if any) and every
        /// Android host (if any) failed at its name lookup, and there was at least one of them.
        static func looksOffline(apple reports: [String: DomainReport], android: [ProjectAndroidRows]) -> Bool {
            let hosts = android.flatMap(\.hosts)
            guard !reports.isEmpty || !hosts.isEmpty else { return false }
            return (reports.isEmpty || looksOffline(reports)) && hosts.allSatisfy(\.unresolved)
        }

        /// A row built without the fetches, on a machine that looks offline: what the fetch would have
        /// decided (an entry that passes as written, a URL whose entry's file was not read) is "not
        /// checked"; what the entitlements alone decide (a malformed entry, a URL no entry covers) stays.
        static func notChecked(_ row: Row) -> Row {
            guard row.result == "pass" || row.fileFound == "no" else { return row }
            var row = row
            row.result = "not checked"
            row.fileFound = "-"
            row.appListed = "-"
            row.fix = nil
            return row
        }

        /// The certificates of a PEM or DER file, each as the fingerprint assetlinks.json must list.
        static func signingCertificates(_ path: String, limit: Int) throws -> [ProjectDoctor.SigningCertificate] {
            let bytes = try CLI.readInput(path, limit: limit)
            let text = String(decoding: bytes, as: UTF8.self)
            var ders: [[UInt8]] = []
            if text.contains("-----BEGIN CERTIFICATE-----") {
                for block in text.components(separatedBy: "-----BEGIN CERTIFICATE-----").dropFirst() {
                    let body = block.components(separatedBy: "-----END CERTIFICATE-----")[0]
                    guard let data = Data(base64Encoded: body, options: .ignoreUnknownCharacters) else {
                        throw CLIError("\(path): \(Message("error.pem.not-base64"))")
                    }
                    ders.append(Array(data))
                }
            } else {
                ders = [bytes]
            }
            return try ders.map { der in
                let signature = APKSignature(scheme: "cert", certificate: der)
                guard signature.subject != nil else {
                    throw CLIError("\(path): \(Message("error.pem.not-x509"))")
                }
                let key =
                    ProjectDoctor.SigningCertificate.Key(rawValue: SigningKeyGuess(signature).rawValue) ?? .developerKey
                return .init(
                    file: CLI.displayName(path), fingerprint: signature.fingerprint, subject: signature.subject,
                    key: key)
            }
        }

        /// Every applinks host of every app ID the project builds, checked as `doctor APP` checks an entry.
        func checkAppleDomains(_ report: ProjectReport) async throws -> ([ProjectDomainRow], [String: DomainReport]) {
            var hostsByApp: [String: Set<String>] = [:]
            // Passkeys: each webcredentials: host's file must list the app under webcredentials.
            var webHostsByApp: [String: Set<String>] = [:]
            for configuration in report.apple {
                guard let appID = configuration.appID else { continue }
                hostsByApp[appID, default: []].formUnion(configuration.applinks)
                webHostsByApp[appID, default: []].formUnion(configuration.webcredentials)
            }
            let entries =
                Set(hostsByApp.values.flatMap { $0 }).sorted().map { AssociatedDomainEntry("applinks:" + $0) }
                + Set(webHostsByApp.values.flatMap { $0 }).sorted().map {
                    AssociatedDomainEntry("webcredentials:" + $0)
                }
            let domains = entries.compactMap(\.domain)
            guard !domains.isEmpty else { return ([], [:]) }
            let fetched = try await checkDomains(domains)
            // Offline, the rows say what the entitlements alone say (issue 33, item 10); the fetches are kept
            // for the JSON output and the note.
            let offline = Self.looksOffline(fetched)
            let reports = offline ? [:] : fetched
            let shown: (Row) -> Row = { offline ? Self.notChecked($0) : $0 }
            var rows: [ProjectDomainRow] = []
            for (appID, hosts) in hostsByApp.sorted(by: { $0.key < $1.key }) {
                let webHosts = webHostsByApp[appID] ?? []
                for entry in entries
                where entry.domain.map({
                    ($0.service == .webcredentials ? webHosts : hosts).contains($0.hostPattern)
                }) == true {
                    rows.append(
                        .init(
                            app: appID, row: shown(Self.row(entry, appID: appID, reports: reports, domains: domains))))
                }
                rows += urls.map {
                    .init(app: appID, row: shown(Self.urlRow($0, appID: appID, domains: domains, reports: reports)))
                }
            }
            return (rows, fetched)
        }

        /// Each package's verified hosts against assetlinks.json, with the fingerprints given on the command
        /// line, or, without them, those the project's statements declare for the package (the live file is
        /// then checked against the declared one). Packages with neither are returned as skipped.
        func checkAndroidDomains(_ report: ProjectReport, certificates: [ProjectDoctor.SigningCertificate]) async throws
            -> (checked: [ProjectAndroidRows], skipped: [String])
        {
            var hostsByPackage: [String: Set<String>] = [:]
            for variant in report.android {
                guard let id = variant.applicationId else { continue }
                hostsByPackage[id, default: []].formUnion(variant.hosts)
            }
            for app in report.apps {
                if let package = app.androidPackage { hostsByPackage[package, default: []].formUnion(app.androidHosts) }
            }
            var checked: [ProjectAndroidRows] = []
            var skipped: [String] = []
            func fingerprints(_ package: String) -> [String] {
                certificates.isEmpty ? report.declaredFingerprints[package] ?? [] : certificates.map(\.fingerprint)
            }
            for (package, hosts) in hostsByPackage.sorted(by: { $0.key < $1.key }) where !hosts.isEmpty {
                let fingerprints = fingerprints(package)
                guard !fingerprints.isEmpty else {
                    skipped.append(package)
                    continue
                }
                checked.append(
                    .init(
                        package: package, fingerprints: fingerprints,
                        hosts: try await androidHostRows(hosts.sorted(), package: package, fingerprints: fingerprints)))
            }
            // Passkeys: each host an asset_statements names must grant get_login_creds to each release package
            // of the manifest and its fingerprints.
            var loginHosts: [String: Set<String>] = [:]
            for declaration in report.assetStatements {
                for package in declaration.packages { loginHosts[package, default: []].formUnion(declaration.hosts) }
            }
            for (package, hosts) in loginHosts.sorted(by: { $0.key < $1.key }) where !hosts.isEmpty {
                let fingerprints = fingerprints(package)
                guard !fingerprints.isEmpty else {
                    if !skipped.contains(package) { skipped.append(package) }
                    continue
                }
                let relation = AssetStatements.loginCredentials
                checked.append(
                    .init(
                        package: package, fingerprints: fingerprints,
                        hosts: try await androidHostRows(
                            hosts.sorted(), package: package, fingerprints: fingerprints, relation: relation),
                        relation: relation))
            }
            return (checked, skipped)
        }
    }
#endif
