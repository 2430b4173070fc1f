import UniversalLinks

/// A stable identifier for one check of `ulinks check`. Scripts match on these strings.
public enum CheckID: String, Sendable, Hashable, Codable, CaseIterable {
    case dns
    case connect
    case tlsHandshake = "tls-handshake"
    case tlsTrust = "tls-trust"
    case tlsHostname = "tls-hostname"
    case tlsDates = "tls-dates"
    case tlsChain = "tls-chain"
    case httpStatus = "http-status"
    case redirect
    case contentType = "content-type"
    case size
    case contentEncoding = "content-encoding"
    case responseTime = "response-time"
    case fileContent = "file-content"
    case signature
    case appListed = "app-listed"
    case urlDecision = "url-decision"
    case legacyRoot = "legacy-root"
    case cdnFetch = "cdn-fetch"
    case cdnHeaders = "cdn-headers"
    case cdnCompare = "cdn-compare"
    case assetLinksFetch = "assetlinks-fetch"
    case assetLinksContent = "assetlinks-content"
    case assetLinksApp = "assetlinks-app"
    case webauthn

    /// A short title for tables.
    public var title: String {
        switch self {
        case .dns: "DNS resolution"
        case .connect: "TCP connection"
        case .tlsHandshake: "TLS handshake"
        case .tlsTrust: "Certificate trusted"
        case .tlsHostname: "Certificate names the host"
        case .tlsDates: "Certificate dates"
        case .tlsChain: "Certificate chain"
        case .httpStatus: "HTTP status"
        case .redirect: "No redirect"
        case .contentType: "Content-Type"
        case .size: "Size"
        case .contentEncoding: "Content-Encoding"
        case .responseTime: "Response time"
        case .fileContent: "File content"
        case .signature: "Signature"
        case .appListed: "App listed"
        case .urlDecision: "URL decision"
        case .legacyRoot: "Legacy root location"
        case .cdnFetch: "Apple CDN copy"
        case .cdnHeaders: "Apple CDN headers"
        case .cdnCompare: "CDN copy = origin file"
        case .assetLinksFetch: "Android assetlinks.json"
        case .assetLinksContent: "Android statements"
        case .assetLinksApp: "Android app linked"
        case .webauthn: "Related origins (webauthn)"
        }
    }

    /// ``title`` as a message (key `check.title.ID`, whose English is ``title``).
    public var titleMessage: Message { Message("check.title." + rawValue) }

    /// ``title`` in `localizer`'s language; ``title`` itself for English.
    public func title(_ localizer: Localizer) -> String {
        guard localizer.language != .english else { return title }
        MessageTables.register(.checker)
        return localizer.render(titleMessage)
    }

    /// What the check verifies (for the reference in Docs/Checker.md and `ulinks check --list-checks`).
    public var summary: String {
        switch self {
        case .dns: "The host name resolves to an address."
        case .connect: "A TCP connection to port 443 (or the --resolve port) opens."
        case .tlsHandshake: "The server completes a TLS handshake."
        case .tlsTrust:
            "The certificate chains to a root the system trusts (or --ca); developer mode tolerates an untrusted one."
        case .tlsHostname: "The certificate's subject alternative names cover the host."
        case .tlsDates: "The certificate is within its validity period (warns 14 days before expiry)."
        case .tlsChain: "The server sends the intermediate certificates needed to reach a trusted root."
        case .httpStatus: "GET /.well-known/apple-app-site-association answers 200."
        case .redirect:
            "The file is not redirected; Apple never follows redirects. Names the target and whether it would serve a valid file."
        case .contentType:
            "Content-Type is application/json (application/pkcs7-mime for a signed file); other types warn."
        case .size: "The body is at most 131,072 bytes (decoded); the download stops there."
        case .contentEncoding: "The body's Content-Encoding (gzip and deflate are decoded; others fail)."
        case .responseTime: "The whole response arrives quickly (warns above 2 seconds)."
        case .fileContent: "The body is a valid association file: every `ulinks validate` diagnostic."
        case .signature: "A CMS signed file: who signed it and whether the signer names the host."
        case .appListed: "With --app: the app is listed for applinks (and which other services list it)."
        case .urlDecision: "With --url: the decision for the URL, as `ulinks match` gives it."
        case .legacyRoot: "The legacy location https://HOST/apple-app-site-association, reported separately."
        case .cdnFetch: "With --cdn: Apple's CDN serves a copy of the file."
        case .cdnHeaders:
            "With --cdn: Apple-Failure-Reason (SWCERR codes in words), Apple-Failure-Details, Apple-From (a redirect the CDN followed warns), Apple-Try-Direct, Apple-Origin-Format and cache headers explained."
        case .cdnCompare: "With --cdn: the CDN copy says the same as the origin file (semantic comparison)."
        case .assetLinksFetch:
            "With --android: https://HOST/.well-known/assetlinks.json answers 200 over trusted TLS, without redirect, as application/json, within the size limit."
        case .assetLinksContent:
            "With --android: every statement parses as Google's Digital Asset Links service parses it, and every include is fetched."
        case .assetLinksApp:
            "With --android --package --fingerprint: the statements grant delegate_permission/common.handle_all_urls to the app."
        case .webauthn:
            "With --webauthn: https://HOST/.well-known/webauthn, when present, answers 200 as application/json without a redirect and is a valid related-origins file; its absence passes."
        }
    }
}
