import UniversalLinks

extension PasskeysChecker {
    /// The AASA and its CDN copy as the report lists them.
    static func appleFiles(_ domain: DomainReport) -> [PasskeyFileSeen] {
        var files: [PasskeyFileSeen] = []
        if let origin = domain.originFetch { files.append(fileSeen(origin, platform: .ios)) }
        if let cdn = domain.cdn {
            let type = cdn.headers.first { $0.name.caseInsensitiveCompare("content-type") == .orderedSame }?.value
            files.append(
                PasskeyFileSeen(
                    platform: .ios, url: cdn.url, status: cdn.status, contentType: type,
                    bytes: domain.cdnValidation?.document.source.bytes.count ?? 0))
        }
        return files
    }

    /// One check per app ID: iOS accepts a passkey for the RP ID only when the AASA it reads lists the app
    /// under `webcredentials` (https://developer.apple.com/documentation/xcode/supporting-associated-domains);
    /// with the CDN asked, devices read Apple's CDN copy, so that copy decides.
    func iosChecks(_ domain: DomainReport, apps: [String]) -> [PasskeyCheck] {
        apps.map { app in
            let origin = Self.iosCheck(app, domain: domain)
            guard origin.verdict == .ready, domain.cdn != nil else { return origin }
            return Self.cdnCheck(app, domain: domain) ?? origin
        }
    }

    static func iosCheck(_ app: String, domain: DomainReport) -> PasskeyCheck {
        let url = domain.url
        if let failure = hostFailure(domain) {
            return PasskeyCheck(
                app, failure.verdict, failure.check.seen, problem: failure.problem, fix: failure.check.fix)
        }
        if let status = domain.check(.httpStatus), status.status == .fail {
            if let redirect = domain.check(.redirect), redirect.status == .fail {
                return PasskeyCheck(app, .broken, redirect.seen, problem: .aasaRedirect, fix: redirect.fix)
            }
            return PasskeyCheck(app, .broken, status.seen, problem: .aasaMissing, fix: status.fix)
        }
        guard let file = domain.validation?.file else {
            let content = domain.check(.fileContent) ?? domain.check(.size)
            return PasskeyCheck(
                app, .broken, content?.seen ?? "no readable file at \(url)", problem: .aasaInvalid,
                fix: content?.fix ?? "Serve a valid association file at \(url) (ulinks validate names every problem).")
        }
        return webcredentialsCheck(app, file: file, url: url)
    }

    /// The section to add for `app` (a value in the fix, never translated).
    static func webcredentialsSnippet(_ app: String) -> String { "\"webcredentials\": {\"apps\": [\"\(app)\"]}" }

    /// The decision on a readable file: the exact app ID in `webcredentials.apps`.
    static func webcredentialsCheck(_ app: String, file: AssociationFile, url: String) -> PasskeyCheck {
        guard let section = file.webcredentials else {
            return PasskeyCheck(
                app, .broken, "\(url) has no webcredentials section", problem: .webcredentialsMissing,
                fix: "Add \(Self.webcredentialsSnippet(app)) at the top level of the file.")
        }
        let listed = section.apps.map(\.value)
        if listed.contains(app) {
            return PasskeyCheck(app, .ready, "\(app) is listed in webcredentials.apps")
        }
        let shown = listed.isEmpty ? "none" : listed.joined(separator: ", ")
        let fix: Message = "Add \"\(app)\" to webcredentials.apps in \(url) (it lists: \(shown))."
        // The near misses people make: the bundle ID under another team (or a Team ID typed for the App ID
        // prefix), and a difference in case (iOS compares exactly).
        let bundle = app.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init)
        if let near = listed.first(where: { $0.caseInsensitiveCompare(app) == .orderedSame }) {
            return PasskeyCheck(
                app, .broken,
                "webcredentials.apps lists \(near), which differs from \(app) in case only (iOS compares exactly)",
                problem: .appNotListed, fix: fix)
        }
        if let bundle, let near = listed.first(where: { $0.hasSuffix("." + bundle) }) {
            return PasskeyCheck(
                app, .broken,
                "webcredentials.apps lists \(near): the same bundle ID with another prefix (the App ID prefix is the Team ID of the signing team, or the app's legacy App ID prefix)",
                problem: .appNotListed, fix: fix)
        }
        return PasskeyCheck(app, .broken, "\(app) is not in webcredentials.apps", problem: .appNotListed, fix: fix)
    }

    /// With `--cdn`: what devices read. Nil when the CDN copy agrees (lists the app).
    static func cdnCheck(_ app: String, domain: DomainReport) -> PasskeyCheck? {
        guard let cdn = domain.cdn else { return nil }
        let fetch = domain.check(.cdnFetch)
        guard let file = domain.cdnValidation?.file else {
            if cdn.status == nil {
                return PasskeyCheck(
                    app, .unknown, fetch?.seen ?? "Apple's CDN did not answer", problem: .unreachable,
                    fix: "Run again later; without Apple's CDN copy, what devices read is not known.")
            }
            return PasskeyCheck(
                app, .broken, fetch?.seen ?? "Apple's CDN serves no readable copy", problem: .cdnStale,
                fix: fetch?.fix ?? "Fix the origin file; Apple's CDN fetches it again within about a day.")
        }
        if case .ready = webcredentialsCheck(app, file: file, url: cdn.url).verdict { return nil }
        return PasskeyCheck(
            app, .broken, "the origin file lists \(app) in webcredentials.apps, Apple's CDN copy (\(cdn.url)) does not",
            problem: .cdnStale,
            fix:
                "Wait for Apple's CDN to fetch the file again (usually within a day; devices read the CDN copy); on a test device, use ?mode=developer in the entitlement to read the origin directly."
        )
    }
}
