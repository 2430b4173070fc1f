/// A stable identifier for why a watched domain is not `ok`. Alert rules and scripts match on these
/// strings; Docs/Watch.md lists each with an example (checked against `allCases` by a test).
public enum WatchReasonID: String, Sendable, Hashable, Codable, CaseIterable {
    case unreachable
    case privateAddress = "private-address"
    case timeout
    case tlsInvalid = "tls-invalid"
    case tlsExpiring = "tls-expiring"
    case redirect
    case httpStatus = "http-status"
    case tooLarge = "too-large"
    case contentEncoding = "content-encoding"
    case contentType = "content-type"
    case notJSON = "not-json"
    case appMissing = "app-missing"
    case expectation
    case cdnFailure = "cdn-failure"
    case cdnRedirect = "cdn-redirect"
    case cdnStale = "cdn-stale"
    case cdnUnreachable = "cdn-unreachable"
    case assetLinks = "assetlinks"
    case androidAppMissing = "android-app-missing"
    case webauthn

    /// The state this reason puts a domain in (the worst of its reasons wins).
    public var severity: WatchState {
        switch self {
        case .tlsExpiring, .contentType, .cdnRedirect, .cdnStale, .cdnUnreachable: .warning
        default: .failing
        }
    }

    /// When the reason is given (for Docs/Watch.md and `ulinks watch --help`).
    public var summary: String {
        switch self {
        case .unreachable: "The host name does not resolve or no TCP connection opens."
        case .privateAddress:
            "The domain resolves to a loopback, private or link-local address, no --resolve maps it and --allow-private was not given; it is not fetched."
        case .timeout:
            "No complete answer within --timeout: a server that hangs, answers byte by byte or never finishes."
        case .tlsInvalid:
            "The certificate is untrusted, expired, for another host or sent without its chain, or the handshake fails."
        case .tlsExpiring: "The certificate expires within 14 days."
        case .redirect: "The well-known URL redirects; Apple's fetchers never follow it."
        case .httpStatus: "The well-known URL answers a status other than 200 (404, 403, 500, ...)."
        case .tooLarge: "The file is larger than 131,072 bytes (the download stops there)."
        case .contentEncoding: "The body has a Content-Encoding that was not asked for."
        case .contentType:
            "The Content-Type is not application/json (current iOS tolerates it; the SPA-index case also gives not-json)."
        case .notJSON: "The body is not a valid association file: HTML, a syntax error, no applinks."
        case .appMissing: "With --app: the app is not listed for applinks."
        case .expectation:
            "An --expect or --expect-android decision no longer holds (the URL opens another app, the browser, or no longer the browser)."
        case .cdnFailure:
            "Apple's CDN holds a failure (Apple-Failure-Reason, a status other than 200, or a copy that is not a valid file)."
        case .cdnRedirect: "Apple's CDN reached the file through a redirect (an Apple-From chain of more than one URL)."
        case .cdnStale: "Apple's CDN copy has differed from the origin file for longer than --cdn-grace."
        case .cdnUnreachable: "Apple's CDN could not be fetched (says nothing about the domain)."
        case .assetLinks: "With --android: assetlinks.json cannot be fetched or holds no valid statement."
        case .androidAppMissing: "With --android --package --fingerprint: the app is not linked by assetlinks.json."
        case .webauthn:
            "With --webauthn (or a webauthn file ulinks serve hosts): browsers cannot read /.well-known/webauthn (absent, redirected to another origin, HTML, not application/json, or invalid)."
        }
    }
}
