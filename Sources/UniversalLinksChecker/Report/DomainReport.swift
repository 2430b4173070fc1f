import UniversalLinks

/// Everything `ulinks check` found about one domain: one entry per check, the file's diagnostics,
/// and the overall status.
///
/// JSON (one object per line with `--format json`): `{"domain", "url", "status", "seconds",
/// "remoteAddress", "certificate", "checks": [{"id", "status", "seen", "fix", "subject"}], "file", "cdn",
/// "urls"}`.
public struct DomainReport: Sendable, Codable {
    public var domain: String
    /// The URL of the file, `https://DOMAIN/.well-known/apple-app-site-association`.
    public var url: String
    public var status: DomainStatus
    /// Wall-clock seconds for the whole check.
    public var seconds: Double
    /// The address connected to (after `--resolve`).
    public var remoteAddress: String?
    /// The server's leaf certificate, when a handshake got that far.
    public var certificate: CertificateSummary?
    public var checks: [CheckResult]
    /// The file as read from the origin, when a body was read.
    public var file: FileSummary?
    /// Apple's CDN copy, with `--cdn`.
    public var cdn: CDNSummary?
    /// Decisions for `--url`, against the origin file.
    public var urls: [MatchResult]?
    /// With `--android`: the site's Digital Asset Links statement list, includes fetched.
    public var android: StatementListReport?
    /// With `--webauthn`: the origins `/.well-known/webauthn` lists (nil when no valid file was read).
    public var relatedOrigins: [String]?

    /// The origin file's full validation (document and diagnostics), for library callers; not encoded.
    public var validation: AASAValidation?
    /// The CDN copy's validation, with `--cdn`; not encoded.
    public var cdnValidation: AASAValidation?
    /// Where the origin's redirect leads and the SHA-256 of what that URL served (nil when it was not
    /// fetched or did not answer 200): what a CDN copy reached through the redirect is compared with; not
    /// encoded.
    public var redirectTarget: (url: String, sha256: String?)?
    /// The origin's response for the well-known URL (nil when TLS failed before it); not encoded.
    public var originFetch: FetchResult?

    enum CodingKeys: String, CodingKey {
        case domain, url, status, seconds, remoteAddress, certificate, checks, file, cdn, urls, android, relatedOrigins
    }

    public init(domain: String, url: String) {
        self.domain = domain
        self.url = url
        self.status = .pass
        self.seconds = 0
        self.checks = []
    }

    /// The result of one check (the first, for checks that appear once per URL).
    public func check(_ id: CheckID) -> CheckResult? { checks.first { $0.id == id } }

    /// The overall status from the checks: unreachable when DNS or the connection failed.
    public mutating func settleStatus() {
        if checks.contains(where: { ($0.id == .dns || $0.id == .connect) && $0.status == .fail }) {
            status = .unreachable
            return
        }
        let worst = checks.map(\.status).max() ?? .pass
        status =
            switch worst {
            case .fail: .fail
            case .warning: .warning
            case .pass, .skipped: .pass
            }
    }
}
