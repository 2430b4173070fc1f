import UniversalLinksChecker

/// How a ``WatchEngine`` checks: the checker's options, how many domains at once, the schedule, the CDN
/// and the address policy.
public struct WatchConfiguration: Sendable {
    /// Deadline, trust, `--resolve` mappings, user agent and CDN base of every check.
    public var checker: CheckerOptions
    /// Domains checked at the same time.
    public var concurrency: Int
    /// Also fetch Apple's CDN copy (`--cdn`).
    public var cdn: Bool
    public var schedule: WatchSchedule
    /// Seconds Apple's CDN copy may differ from the origin before it is `cdn-stale`.
    public var cdnGrace: Double
    /// Check domains (and fetch the CDN) on loopback, private and link-local addresses. Otherwise each
    /// round looks every host up once, refuses the non-public ones (`private-address`) and pins the checks
    /// to the vetted address.
    public var allowPrivateAddresses: Bool
    /// Alert the first state of every domain (from `unknown`); by default only a failing one is alerted, the
    /// others recorded.
    public var alertFirstStates = false

    public init(
        checker: CheckerOptions = CheckerOptions(), concurrency: Int = 32, cdn: Bool = false,
        schedule: WatchSchedule = WatchSchedule(interval: 900), cdnGrace: Double = 86_400,
        allowPrivateAddresses: Bool = false, alertFirstStates: Bool = false
    ) {
        self.checker = checker
        self.concurrency = max(1, concurrency)
        self.cdn = cdn
        self.schedule = schedule
        self.cdnGrace = cdnGrace
        self.allowPrivateAddresses = allowPrivateAddresses
        self.alertFirstStates = alertFirstStates
    }
}
