import UniversalLinks
import UniversalLinksChecker

/// One watched domain: what to check (as `DomainChecker/Target`) and the decisions that must hold.
public struct WatchTarget: Sendable, Hashable, Codable {
    /// The host, normalized as the checker reads it (lower case, no scheme, path or trailing dot).
    public var domain: String
    /// An App ID that must be listed for applinks (`--app`).
    public var app: String?
    /// Sample URLs decided in the report (`--url`); they do not change the state.
    public var urls: [String]
    /// Decisions that must hold (`--expect`, `--expect-android`); a broken one is an `expectation` reason.
    public var expectations: [WatchExpectation]
    /// Also check assetlinks.json with this query (`--android`; implied by an Android expectation).
    public var android: StatementQuery?
    /// Webhooks for this domain's transitions, besides the engine's own.
    public var webhooks: [String]
    /// Whether ``webhooks`` also get this domain's changes of cause (the same state for other reasons);
    /// nil (as stored before there was a choice) is false.
    public var webhookCauses: Bool?
    /// Also watch `/.well-known/webauthn` as browsers read it (`--webauthn`; a domain `ulinks serve`
    /// hosts a webauthn file for): the domain should serve one, so its absence is a `webauthn` reason.
    /// nil (as stored before there was a choice) is false: a domain that never had the file is not
    /// asked for it.
    public var webauthn: Bool?
    /// Whether the domain's apple-app-site-association is watched. nil (as stored before there was a
    /// choice) is true. False for a host that serves other files but no AASA (`ulinks serve` hosting only
    /// its assetlinks.json or its webauthn file): then its connection, its certificate and those files
    /// count, and neither the AASA's absence nor Apple's CDN is a reason.
    public var aasa: Bool?

    public init(
        domain: String, app: String? = nil, urls: [String] = [], expectations: [WatchExpectation] = [],
        android: StatementQuery? = nil, webhooks: [String] = [], webhookCauses: Bool = false, webauthn: Bool = false,
        aasa: Bool = true
    ) {
        self.domain = DomainChecker.normalizedHost(domain)
        self.app = app
        self.urls = urls
        self.expectations = expectations
        self.android = android
        if android == nil && expectations.contains(where: { $0.platform == .android }) {
            self.android = StatementQuery()
        }
        self.webhooks = webhooks
        self.webhookCauses = webhookCauses ? true : nil
        self.webauthn = webauthn ? true : nil
        self.aasa = aasa ? nil : false
    }

    /// Whether `/.well-known/webauthn` is watched (see ``webauthn``).
    public var watchesWebAuthn: Bool { webauthn == true }

    /// Whether the apple-app-site-association is watched (see ``aasa``).
    public var watchesAASA: Bool { aasa != false }

    /// Whether anything asked of a domain is decided by its apple-app-site-association: an app ID, sample
    /// URLs or an iOS expectation. What a target that reads no AASA (``aasa`` false: `watch --no-aasa`, a
    /// registration with `"aasa": false`) cannot have.
    public static func asksOfTheAASA(app: String?, urls: [String], expectations: [WatchExpectation]) -> Bool {
        app != nil || !urls.isEmpty || expectations.contains { $0.platform == .ios }
    }

    /// Where `transition` of this domain goes: a change of state to `all` (the engine's webhooks) and the
    /// target's; a change of cause only to those that asked for it (`causes`: the engine's; the target's own
    /// through ``webhookCauses``).
    public func webhooks(for transition: WatchTransition, all: [String], causes: Bool) -> [String] {
        guard transition.isCauseChange else { return all + webhooks }
        return (causes ? all : []) + (webhookCauses == true ? webhooks : [])
    }

    /// What the checker checks: the sample URLs and every iOS expectation's URL.
    public var checkerTarget: DomainChecker.Target {
        var all = urls
        for expectation in expectations where expectation.platform == .ios && !all.contains(expectation.url) {
            all.append(expectation.url)
        }
        return DomainChecker.Target(domain: domain, app: app, urls: all, android: android)
    }
}
