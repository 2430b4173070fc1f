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

    /// Whether `other` is this record as stored, as far as a save's condition goes: the same state since the
    /// same moment (milliseconds, as the stores keep it), for the same reason ids. The check time and the
    /// messages change without a new record.
    public func isSameVersion(as other: WatchRecord) -> Bool {
        state == other.state && Set(reasons.map(\.id)) == Set(other.reasons.map(\.id))
            && (since.timeIntervalSince1970 * 1000).rounded() == (other.since.timeIntervalSince1970 * 1000).rounded()
    }
}

extension WatchRecord {
    /// A save's condition: the stored record is the one the check started from (both absent, or the same
    /// version).
    public static func matches(_ stored: WatchRecord?, _ previous: WatchRecord?) -> Bool {
        switch (stored, previous) {
        case (nil, nil): true
        case (let stored?, let previous?): stored.isSameVersion(as: previous)
        default: false
        }
    }
}
