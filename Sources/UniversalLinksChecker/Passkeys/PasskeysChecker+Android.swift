import UniversalLinks

extension PasskeysChecker {
    /// One Android app to decide about: a package with one fingerprint (every package with each).
    struct AndroidSubject {
        var package: String
        /// As typed; ``normalized`` is the canonical form (nil when not a fingerprint).
        var fingerprint: String
        var normalized: String?
        var subject: String { "\(package) \(normalized ?? fingerprint)" }
    }

    func androidSubjects(_ request: PasskeysRequest) -> [AndroidSubject] {
        let prints = request.fingerprints.isEmpty ? [""] : request.fingerprints
        return request.packages.flatMap { package in
            prints.map { AndroidSubject(package: package, fingerprint: $0, normalized: Fingerprint.normalize($0)) }
        }
    }

    /// The statement lists as the report lists them.
    static func androidFiles(_ android: StatementListReport) -> [PasskeyFileSeen] {
        android.fetches.map {
            PasskeyFileSeen(
                platform: .android, url: $0.url, status: $0.status, contentType: $0.contentType, bytes: $0.bytes,
                error: $0.error?.rawValue)
        }
    }

    /// One check per package and fingerprint: Credential Manager accepts a passkey for the RP ID only when
    /// the RP ID's assetlinks.json grants `delegate_permission/common.get_login_creds` to the app
    /// (https://developer.android.com/identity/credential-manager/prerequisites; handle_all_urls is App Links').
    func androidChecks(_ domain: DomainReport, request: PasskeysRequest) -> [PasskeyCheck] {
        androidSubjects(request).map { Self.androidCheck($0, domain: domain) }
    }

    static func androidCheck(_ app: AndroidSubject, domain: DomainReport) -> PasskeyCheck {
        guard let print = app.normalized else {
            return PasskeyCheck(
                app.subject, .unknown, "no valid SHA-256 fingerprint given for \(app.package)",
                fix: "Give the app's SHA-256 signing certificate fingerprint (32 hex bytes) with --fingerprint.")
        }
        if let failure = hostFailure(domain) {
            return PasskeyCheck(
                app.subject, failure.verdict, failure.check.seen, problem: failure.problem, fix: failure.check.fix)
        }
        guard let android = domain.android else {
            return PasskeyCheck(app.subject, .unknown, "assetlinks.json was not fetched", problem: .unreachable)
        }
        let host = domain.domain
        let source = android.source
        if let own = android.errors.first(where: {
            $0.url == source && $0.statement == nil && android.fetches.first?.error != nil
        }) {
            let problem: PasskeyProblem =
                switch own.code {
                case .redirect: .assetLinksRedirect
                case .fetchError: .assetLinksMissing
                case .failedSSLValidation: .tlsRejected
                default: .assetLinksInvalid
                }
            return PasskeyCheck(
                app.subject, .broken, "\(own.code.rawValue): \(own.message)", problem: problem,
                fix: DomainChecker.fix(for: own.code, host: host))
        }
        let target = AssetTarget.androidApp(package: app.package, fingerprints: [print])
        let statement =
            "{\"relation\": [\"\(loginCredentials)\"], \"target\": {\"namespace\": \"android_app\", \"package_name\": \"\(app.package)\", \"sha256_cert_fingerprints\": [\"\(print)\"]}}"
        let query = StatementQuery(relation: loginCredentials, target: target)
        guard let answer = query.check(android.statements) else {
            return PasskeyCheck(app.subject, .unknown, "no query")
        }
        if answer.linked {
            let by = answer.grantedBy.first.map { "statement \($0.index) of \($0.source)" } ?? source
            return PasskeyCheck(app.subject, .ready, "\(loginCredentials) granted by \(by)")
        }
        let reason = answer.reason ?? Message("statements.render.no-grant")
        if android.statements.isEmpty, let first = android.errors.first {
            return PasskeyCheck(
                app.subject, .broken, "no valid statement: \(first.code.rawValue) \(first.message)",
                problem: .assetLinksInvalid, fix: DomainChecker.fix(for: first.code, host: host))
        }
        let sameApp = android.statements.filter {
            if case .androidApp(let package, let prints) = $0.target {
                return package == app.package && prints.contains(print)
            }
            return false
        }
        if let other = sameApp.first {
            return PasskeyCheck(
                app.subject, .broken, reason, problem: .loginCredsMissing,
                fix:
                    "Add \"\(loginCredentials)\" to the relation array of statement \(other.index) in \(other.source) (handle_all_urls alone does not share credentials)."
            )
        }
        let samePackage = android.statements.contains {
            if case .androidApp(let package, _) = $0.target { return package == app.package }
            return false
        }
        if samePackage {
            return PasskeyCheck(
                app.subject, .broken, reason, problem: .fingerprintNotListed,
                fix:
                    "Add \(print) to sha256_cert_fingerprints of \(app.package)'s statement in https://\(host)/.well-known/assetlinks.json. A debug or upload key differs from the release key: with Play App Signing, use the app signing key's SHA-256 from the Play Console (Setup > App signing); keep the debug one only for debug builds."
            )
        }
        return PasskeyCheck(
            app.subject, .broken, reason, problem: .packageNotListed,
            fix: "Add \(statement) to the array in https://\(host)/.well-known/assetlinks.json.")
    }
}
