#if ULINKS_CHECKER && ULINKS_APP
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksApp
    import UniversalLinksChecker

    /// `ulinks doctor app.apk`: the App Links side of an Android app, end to end (Docs/AndroidChecks.md).
    extension DoctorCommand {
        func runAndroid(apk path: String) async throws {
            guard format == .text || format == .json else {
                throw CLI.usageError(Message("error.doctor.apk-format", texts: ["format": format.rawValue]))
            }
            let android: SignedAPK
            do {
                android = try SignedAPK.read(apk: path)
            } catch {
                throw CLIError(error.message)
            }
            let manifest = android.manifest
            let fingerprints = android.fingerprints
            let hosts = manifest.verifiedHosts
            let rows = try await androidHostRows(hosts, package: manifest.package, fingerprints: fingerprints)
            let guesses = android.signatures.map(SigningKeyGuess.init)
            let reminders = Array(Set(guesses.compactMap(\.reminder?.english))).sorted()
            // Passkeys: every host the asset_statements name must grant get_login_creds to this app.
            let passkeys = android.assetStatements.map(AndroidDoctorOutput.Passkeys.init)
            let passkeyRows = try await androidHostRows(
                passkeys?.hosts ?? [], package: manifest.package, fingerprints: fingerprints,
                relation: AssetStatements.loginCredentials)
            let valid =
                !hosts.isEmpty && !fingerprints.isEmpty && rows.allSatisfy(\.linked) && (!strict || reminders.isEmpty)
                && passkeyRows.allSatisfy(\.linked) && passkeys?.malformed == nil
            let output = AndroidDoctorOutput(
                source: path, package: manifest.package,
                signatures: zip(android.signatures, guesses).map {
                    .init(scheme: $0.scheme, fingerprint: $0.fingerprint, subject: $0.subject, key: $1)
                },
                filters: manifest.filters.filter(\.autoVerify), reminders: reminders, hosts: rows,
                assetStatements: passkeys, passkeyHosts: passkeyRows, valid: valid)
            switch format {
            case .json: CLI.write(try CLI.json(output) + "\n")
            case .text: CLI.write(Self.renderAndroid(output, localizer: language.localizer))
            case .sarif, .github, .html: break  // refused before reading the APK
            }
            if !valid { throw ExitCode(1) }
        }

        /// `assetlinks:check` for every host Android verifies, with the package and fingerprints, as Google's
        /// service answers it (a `*.` host is verified at its parent).
        func androidHostRows(_ hosts: [String], package: String, fingerprints: [String], relation: String? = nil)
            async throws -> [AndroidDoctorOutput.Host]
        {
            var options = CheckerOptions(
                timeout: timeout, developerMode: developerMode, extraCAFile: caFile,
                resolve: try resolve.map { try ResolveOverride(parsing: $0) })
            options.checkLegacyRoot = false
            let query = StatementQuery(
                relation: relation, target: .androidApp(package: package, fingerprints: fingerprints))
            var rows: [AndroidDoctorOutput.Host] = []
            let checker: DomainChecker
            do {
                checker = try DomainChecker(options: options)
            } catch {
                throw CLIError(Message("error.tls", texts: ["error": "\(error)"]))
            }
            for host in hosts {
                // Android verifies a wildcard host at the host without its "*." label.
                let fetchHost = host.hasPrefix("*.") ? String(host.dropFirst(2)) : host
                let report = await checker.statements(domain: fetchHost, query: query)
                let linked = report.check?.linked ?? false
                let fix: Message? =
                    linked
                    ? nil : report.errors.first.map { "\($0.code.rawValue): \($0.message)" } ?? report.check?.reason
                var unresolved = false
                if !linked { unresolved = await AddressPolicy.resolve(fetchHost).isEmpty }
                rows.append(
                    .init(
                        host: host, fetchedFrom: report.source, linked: linked, fix: fix, statements: report,
                        unresolved: unresolved))
            }
            try? await checker.shutdown()
            return rows
        }

        /// The asset_statements line and, when it names hosts, their get_login_creds table.
        static func renderPasskeys(
            _ passkeys: AndroidDoctorOutput.Passkeys, rows: [AndroidDoctorOutput.Host], localizer: Localizer
        ) -> String {
            let resource = passkeys.resourceID ?? "-"
            for (key, why) in [
                ("doctor.apk.passkeys-not-read", passkeys.notRead),
                ("doctor.apk.passkeys-malformed", passkeys.malformed),
            ] {
                guard let why else { continue }
                return localizer.render(Message(key, ["resource": .text(resource), "why": .message(why)])) + "\n"
            }
            var text =
                localizer.text(
                    "doctor.apk.passkeys", ["resource": resource, "hosts": passkeys.hosts.joined(separator: ", ")])
                + "\n"
            guard !rows.isEmpty else { return text }
            text += EntitlementsCommand.table(
                [columns(["host", "assetlinks.json", "get_login_creds", "fix"], localizer)]
                    + rows.map {
                        [
                            $0.host, $0.fetchedFrom, value($0.linked ? "yes" : "no", localizer),
                            localizer.render($0.fix) ?? "",
                        ]
                    })
            return text
        }

        static func renderAndroid(_ output: AndroidDoctorOutput, localizer: Localizer = .english) -> String {
            var text = localizer.text("doctor.apk.package", ["file": output.source, "package": output.package]) + "\n"
            if output.signatures.isEmpty { text += "  \(localizer.text("doctor.apk.unsigned"))\n" }
            for signature in output.signatures {
                text += "  \(signature.scheme)  \(signature.fingerprint)  \(signature.subject ?? "")\n"
            }
            for reminder in Set(output.signatures.compactMap(\.key.reminder)).sorted(by: { $0.key < $1.key }) {
                text += "  \(localizer.render(Message("doctor.apk.reminder", ["reminder": .message(reminder)])))\n"
            }
            if output.filters.isEmpty { text += localizer.text("doctor.apk.no-filter") + "\n" }
            for filter in output.filters {
                let paths = filter.paths.map { "\($0.kind)=\($0.value)" }.joined(separator: " ")
                text +=
                    "  \(filter.activity): \(filter.schemes.joined(separator: ",")) \(filter.hosts.joined(separator: ",")) \(paths)"
                text +=
                    filter.isAppLinkFilter
                    ? "\n" : "  \(localizer.text("doctor.apk.not-verified"))\n"
            }
            if !output.hosts.isEmpty {
                text += "\n"
                text += EntitlementsCommand.table(
                    [columns(["host", "assetlinks.json", "linked", "fix"], localizer)]
                        + output.hosts.map {
                            [
                                $0.host, $0.fetchedFrom, value($0.linked ? "yes" : "no", localizer),
                                localizer.render($0.fix) ?? "",
                            ]
                        })
                let linked = output.hosts.filter(\.linked).count
                text +=
                    localizer.text(
                        "doctor.apk.hosts", count: output.hosts.count,
                        ["linked": "\(linked)", "not": "\(output.hosts.count - linked)"]) + "\n"
            }
            if let passkeys = output.assetStatements {
                text += "\n" + renderPasskeys(passkeys, rows: output.passkeyHosts, localizer: localizer)
            }
            return text
        }
    }

    /// The JSON document of `ulinks doctor app.apk --format json` (see Docs/AndroidChecks.md).
    struct AndroidDoctorOutput: Encodable {
        struct Signature: Encodable {
            var scheme: String
            var fingerprint: String
            var subject: String?
            var key: SigningKeyGuess
        }

        struct Host: Encodable {
            var host: String
            var fetchedFrom: String
            var linked: Bool
            /// Rendered where shown; JSON keeps the English text.
            var fix: Message?
            var statements: StatementListReport
            /// False when the project doctor found the machine offline: not fetched, so neither linked nor broken.
            var checked = true

            /// Not fetched because the host's name has no address (looked up again after the failed fetch):
            /// what a machine without a network says of every name. Not encoded.
            var unresolved = false

            enum CodingKeys: String, CodingKey { case host, fetchedFrom, linked, fix, statements, checked }

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encode(host, forKey: .host)
                try c.encode(fetchedFrom, forKey: .fetchedFrom)
                try c.encode(linked, forKey: .linked)
                try c.encodeIfPresent(fix?.english, forKey: .fix)
                try c.encode(statements, forKey: .statements)
                try c.encode(checked, forKey: .checked)
            }

            /// The row on a machine that looks offline: not checked, no fix (nothing about the host is known).
            var notChecked: Host {
                var host = self
                host.checked = false
                host.fix = nil
                return host
            }
        }

        var source: String
        var package: String
        var signatures: [Signature]
        var filters: [AndroidManifest.IntentFilter]
        var reminders: [String]
        var hosts: [Host]
        /// The manifest's asset_statements (passkeys), when it declares them.
        var assetStatements: Passkeys?
        /// Each host they name, checked for get_login_creds.
        var passkeyHosts: [Host]
        var valid: Bool

        /// What the APK says about passkeys; English texts in JSON.
        struct Passkeys: Encodable {
            var resourceID: String?
            var value: String?
            /// Rendered where shown; JSON keeps the English texts.
            var notRead: Message?
            var malformed: Message?
            var problems: [Message]
            var hosts: [String]

            enum CodingKeys: String, CodingKey { case resourceID, value, notRead, malformed, problems, hosts }

            func encode(to encoder: any Encoder) throws {
                var c = encoder.container(keyedBy: CodingKeys.self)
                try c.encodeIfPresent(resourceID, forKey: .resourceID)
                try c.encodeIfPresent(value, forKey: .value)
                try c.encodeIfPresent(notRead?.english, forKey: .notRead)
                try c.encodeIfPresent(malformed?.english, forKey: .malformed)
                try c.encode(problems.map(\.english), forKey: .problems)
                try c.encode(hosts, forKey: .hosts)
            }

            init(_ apk: APKAssetStatements) {
                resourceID = apk.resourceID.map { "@0x" + String($0, radix: 16) }
                value = apk.value
                notRead = apk.notRead
                let statements = apk.statements
                malformed = statements?.malformed?.message
                problems = statements?.problems.map(\.message) ?? []
                hosts = statements?.malformed == nil ? statements?.hosts ?? [] : []
            }
        }
    }
#endif
