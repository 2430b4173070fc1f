/// The part that keeps a platform from accepting passkeys for an RP ID: a stable code (JSON, SARIF rule
/// `passkeys/CODE`, `ulinks passkeys --explain-error`), documented in Docs/Passkeys.md.
public enum PasskeyProblem: String, Sendable, Hashable, Codable, CaseIterable {
    /// DNS, the connection or TLS to the RP ID failed: nothing could be read (verdict unknown).
    case unreachable
    /// The RP ID's certificate is rejected (untrusted, wrong name, expired): no platform reads its files.
    case tlsRejected = "tls-rejected"
    /// iOS: the AASA does not answer 200 at the well-known URL.
    case aasaMissing = "aasa-missing"
    /// iOS: the AASA is redirected; Apple never follows.
    case aasaRedirect = "aasa-redirect"
    /// iOS: the AASA cannot be read (not JSON, too large, not an association file).
    case aasaInvalid = "aasa-invalid"
    /// iOS: the AASA has no `webcredentials` section.
    case webcredentialsMissing = "webcredentials-missing"
    /// iOS: `webcredentials.apps` does not list the app ID.
    case appNotListed = "app-not-listed"
    /// iOS, with `--cdn`: Apple's CDN (what devices read) does not serve a copy that lists the app.
    case cdnStale = "cdn-stale"
    /// Android: assetlinks.json cannot be fetched (status, TLS, connection).
    case assetLinksMissing = "assetlinks-missing"
    /// Android: assetlinks.json is redirected; Google never follows.
    case assetLinksRedirect = "assetlinks-redirect"
    /// Android: assetlinks.json cannot be used (content type, size, not a statement list).
    case assetLinksInvalid = "assetlinks-invalid"
    /// Android: no statement names the package.
    case packageNotListed = "package-not-listed"
    /// Android: the package is listed, but not with this signing certificate fingerprint.
    case fingerprintNotListed = "fingerprint-not-listed"
    /// Android: the app is listed, but without `delegate_permission/common.get_login_creds`.
    case loginCredsMissing = "login-creds-missing"
    /// Browsers: `/.well-known/webauthn` answers an HTML page (an SPA's fallback route).
    case webauthnHTML = "webauthn-html"
    /// Browsers: `/.well-known/webauthn` is not served as application/json.
    case webauthnContentType = "webauthn-content-type"
    /// Browsers: `/.well-known/webauthn` answers a status other than 200 or 404/410.
    case webauthnStatus = "webauthn-status"
    /// Browsers: `/.well-known/webauthn` is redirected.
    case webauthnRedirect = "webauthn-redirect"
    /// Browsers: `/.well-known/webauthn` is not a valid `{"origins": [...]}` document.
    case webauthnInvalid = "webauthn-invalid"

    /// The platform the problem belongs to (nil: any).
    public var platform: PasskeyPlatform? {
        switch self {
        case .unreachable, .tlsRejected: nil
        case .aasaMissing, .aasaRedirect, .aasaInvalid, .webcredentialsMissing, .appNotListed, .cdnStale: .ios
        case .assetLinksMissing, .assetLinksRedirect, .assetLinksInvalid, .packageNotListed, .fingerprintNotListed,
            .loginCredsMissing:
            .android
        case .webauthnHTML, .webauthnContentType, .webauthnStatus, .webauthnRedirect, .webauthnInvalid: .browsers
        }
    }

    /// What the problem means, in one sentence (English; ``summaryMessage`` translates it).
    public var summary: String {
        switch self {
        case .unreachable: "The RP ID's host could not be reached (DNS, connection or TLS): no file could be read."
        case .tlsRejected:
            "The RP ID's certificate is rejected (untrusted, wrong name or expired), so no platform reads its files."
        case .aasaMissing:
            "https://RPID/.well-known/apple-app-site-association does not answer 200, so iOS finds no webcredentials."
        case .aasaRedirect: "The AASA is redirected; Apple's fetchers never follow redirects."
        case .aasaInvalid: "The AASA cannot be read as an association file (not JSON, too large, wrong shape)."
        case .webcredentialsMissing: "The AASA has no webcredentials section, so no app may use passkeys for the RP ID."
        case .appNotListed: "webcredentials.apps does not list the app ID (TEAMID.bundle.id, exact)."
        case .cdnStale:
            "Apple's CDN, which devices read, does not serve a copy that lists the app (not fetched yet, an old copy, or an error)."
        case .assetLinksMissing:
            "https://RPID/.well-known/assetlinks.json cannot be fetched (status, TLS or connection)."
        case .assetLinksRedirect: "assetlinks.json is redirected; Android and Google never follow redirects for it."
        case .assetLinksInvalid:
            "assetlinks.json cannot be used: wrong content type, too large, or not a statement list."
        case .packageNotListed: "No statement in assetlinks.json names the app's package."
        case .fingerprintNotListed:
            "The package is listed, but not with this signing certificate fingerprint (often a debug or upload key instead of the Play App Signing key)."
        case .loginCredsMissing:
            "The app is listed, but not with delegate_permission/common.get_login_creds (handle_all_urls alone is for App Links)."
        case .webauthnHTML:
            "/.well-known/webauthn answers an HTML page (often a single-page app's fallback route), which browsers cannot read."
        case .webauthnContentType: "/.well-known/webauthn is not served as application/json, which browsers require."
        case .webauthnStatus: "/.well-known/webauthn answers an error status; browsers read no related origins."
        case .webauthnRedirect:
            "/.well-known/webauthn is redirected; browsers fetch it without following a redirect to another origin."
        case .webauthnInvalid: "/.well-known/webauthn is not a valid {\"origins\": [...]} document."
        }
    }

    /// ``summary`` as a message (key `passkeys.problem.CODE`, whose English is ``summary``).
    public var summaryMessage: Message { Message("passkeys.problem." + rawValue) }
}
