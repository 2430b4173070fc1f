import Foundation
import UniversalLinksChecker

/// One domain after one check: what `ulinks watch --once` prints for it.
///
/// JSON: `{"domain", "state", "reasons": [{"id", "message"}], "checkedAt", "report": {...}}` (`report` is
/// the object of `ulinks check --format json`).
public struct WatchResult: Sendable, Encodable {
    /// The target checked (not encoded).
    public var target: WatchTarget
    public var record: WatchRecord
    public var report: DomainReport
    /// The transition this check caused and recorded, if the state or the set of reasons changed.
    public var transition: WatchTransition?
    /// Whether ``transition`` is announced (printed, POSTed): every change except a first state that is not
    /// failing (recorded only, unless ``WatchConfiguration/alertFirstStates``).
    public var alert: Bool

    public var domain: String { record.domain }
    public var state: WatchState { record.state }

    public init(
        target: WatchTarget, record: WatchRecord, report: DomainReport, transition: WatchTransition?,
        alert: Bool? = nil
    ) {
        self.target = target
        self.record = record
        self.report = report
        self.transition = transition
        self.alert = alert ?? (transition != nil)
    }

    enum CodingKeys: String, CodingKey { case domain, state, reasons, checkedAt, report }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(record.domain, forKey: .domain)
        try c.encode(record.state, forKey: .state)
        try c.encode(record.reasons, forKey: .reasons)
        try c.encode(WatchTime.string(record.checkedAt), forKey: .checkedAt)
        try c.encode(report, forKey: .report)
    }
}

/// What one round did.
public struct WatchRoundSummary: Sendable, Hashable {
    /// 1 for the first round of a run.
    public var number: Int
    public var started: Date
    public var finished: Date
    public var checked: Int
    /// Domains per state after the round.
    public var states: [WatchState: Int]
    public var transitions: Int
    /// Domains that could not be checked at all (unreachable or refused).
    public var unchecked: Int
    /// Domains whose first state was recorded without an alert (not failing).
    public var firstStates = 0
    /// Domains that stayed in their state for other reasons (recorded, and alerted).
    public var causeChanges = 0
    /// Seconds the schedule ran late: the most a check started after its moment, or the round after its
    /// time.
    public var late = 0.0

    public var seconds: Double { finished.timeIntervalSince(started) }
}
