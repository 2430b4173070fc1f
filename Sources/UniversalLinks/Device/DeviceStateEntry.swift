/// One association as a device records it: which app, which domain, the state the device wrote, and
/// what that means and what to do.
///
/// JSON: `{"service", "app", "domain", "state", "opens", "explanation", "next", "line", ...}`: `state`
/// as the device writes it (`approved`, `denied`, `unspecified` for iOS's site approval; `verified`,
/// `legacy_failure`, `1024`, ... on Android); `next` the next step (null when nothing needs doing).
/// iOS entries add `userApproval`, `flags`, `lastChecked`, `nextCheck` (`{"text", "iso"}`), `error`;
/// Android entries add `linkHandlingAllowed` and `userSelected` when the input has the user's state.
public struct DeviceStateEntry: Sendable, Hashable, Codable {
    /// iOS: the Associated Domains service (`applinks`, `webcredentials`, ...); Android: nil.
    public var service: String?
    /// iOS: the app ID (`TEAMID.bundle`); Android: the package name.
    public var app: String
    /// The domain as written (iOS: with any `?mode=` suffix).
    public var domain: String
    /// The state as the device writes it (iOS: the site approval).
    public var state: String
    /// Whether, in this state, the device opens the domain's links in the app.
    public var opens: Bool
    /// What the state means, in words.
    public var explanation: String
    /// What to do next; nil when nothing needs doing.
    public var next: String?
    /// The line of the input where the entry starts.
    public var line: Int

    // iOS (`swcutil show`)
    public var userApproval: String?
    public var flags: [String]?
    public var lastChecked: DeviceDate?
    public var nextCheck: DeviceDate?
    public var error: String?

    // Android (`pm get-app-links`)
    /// The user's "Open supported links" switch for the app (nil when the input has no user state).
    public var linkHandlingAllowed: Bool?
    /// Whether the user selected the domain for the app (nil when the input has no user state).
    public var userSelected: Bool?

    public init(service: String?, app: String, domain: String, state: String, line: Int) {
        self.service = service
        self.app = app
        self.domain = domain
        self.state = state
        self.opens = false
        self.explanation = ""
        self.line = line
    }

    enum CodingKeys: String, CodingKey {
        case service, app, domain, state, opens, explanation, next, line, userApproval, flags, lastChecked, nextCheck
        case error, linkHandlingAllowed, userSelected
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        // The contract's members always, null included; the platform's own only when present.
        try c.encode(service, forKey: .service)
        try c.encode(app, forKey: .app)
        try c.encode(domain, forKey: .domain)
        try c.encode(state, forKey: .state)
        try c.encode(opens, forKey: .opens)
        try c.encode(explanation, forKey: .explanation)
        try c.encode(next, forKey: .next)
        try c.encode(line, forKey: .line)
        try c.encodeIfPresent(userApproval, forKey: .userApproval)
        try c.encodeIfPresent(flags, forKey: .flags)
        try c.encodeIfPresent(lastChecked, forKey: .lastChecked)
        try c.encodeIfPresent(nextCheck, forKey: .nextCheck)
        try c.encodeIfPresent(error, forKey: .error)
        try c.encodeIfPresent(linkHandlingAllowed, forKey: .linkHandlingAllowed)
        try c.encodeIfPresent(userSelected, forKey: .userSelected)
    }
}

/// A date as `swcutil show` writes it, with its reading: `2023-08-24 10:09:00 +0000`, or since iOS 18.2
/// `2024-11-15 8:51:02 PM +0000` (12-hour clock, hour not padded).
public struct DeviceDate: Sendable, Hashable, Codable {
    /// As written.
    public var text: String
    /// ISO 8601 in UTC (`2024-11-15T20:51:02Z`); nil when the text is not a date in either format.
    public var iso: String?
    /// Seconds since 1970 (UTC); nil with ``iso``.
    public var seconds: Int64?

    public init(text: String) {
        self.text = text
        self.seconds = DeviceDate.parse(text)
        self.iso = seconds.map { CivilDate(seconds: $0).iso8601 }
    }

    enum CodingKeys: String, CodingKey { case text, iso }
}
