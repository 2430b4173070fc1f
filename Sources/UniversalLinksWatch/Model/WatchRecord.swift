import Foundation

/// What a ``WatchStore`` keeps about one domain between rounds (and restarts): its state, why, since
/// when, and since when Apple's CDN copy has differed from the origin.
public struct WatchRecord: Sendable, Hashable, Codable {
    public var domain: String
    public var state: WatchState
    public var reasons: [WatchReason]
    /// When the domain entered ``state``.
    public var since: Date
    /// The last check.
    public var checkedAt: Date
    /// First seen differing from the origin (nil while they agree, or without `--cdn`).
    public var cdnDiffersSince: Date?

    public init(
        domain: String, state: WatchState, reasons: [WatchReason], since: Date, checkedAt: Date,
        cdnDiffersSince: Date? = nil
    ) {
        self.domain = domain
        self.state = state
        self.reasons = reasons
        self.since = since
        self.checkedAt = checkedAt
        self.cdnDiffersSince = cdnDiffersSince
    }

    /// Whether `other` says something this record does not: another state, another set of reason ids, or
    /// another CDN difference start. Messages alone (a duration that grows) are not worth a write.
    public func differs(from other: WatchRecord) -> Bool {
        state != other.state || Set(reasons.map(\.id)) != Set(other.reasons.map(\.id))
            || cdnDiffersSince != other.cdnDiffersSince
    }
}
