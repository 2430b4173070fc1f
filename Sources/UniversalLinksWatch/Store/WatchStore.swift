import Foundation
import UniversalLinksChecker

/// Where the watch keeps each domain's record and its history of transitions, so that a restart does not
/// alert again. ``SQLiteWatchStore`` is the CLI's (`--state FILE`), ``MemoryWatchStore`` the default; a
/// server provides its own (shared by its replicas).
public protocol WatchStore: Sendable {
    /// Every domain's record, keyed by domain.
    func records() async throws -> [String: WatchRecord]

    /// Saves `record` (replacing the domain's); with `transition`, also appends it to the domain's history
    /// with the report that caused it, in one step.
    func save(_ record: WatchRecord, transition: WatchTransition?, report: DomainReport?) async throws

    /// Notes that `domains` were checked at `at` (called once per round; records otherwise unchanged).
    func touch(_ domains: [String], at: Date) async throws

    /// The domain's transitions, oldest first (the last `limit` of them).
    func history(domain: String, limit: Int) async throws -> [WatchHistoryEntry]
}

/// One transition of a domain's history, with the report that caused it.
public struct WatchHistoryEntry: Sendable, Codable {
    public var transition: WatchTransition
    /// The check report at the change (nil when the store keeps none).
    public var report: DomainReport?

    public init(transition: WatchTransition, report: DomainReport?) {
        self.transition = transition
        self.report = report
    }

    /// The transition's JSON fields plus `"report"`.
    public func encode(to encoder: any Encoder) throws {
        try transition.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(report, forKey: .report)
    }

    public init(from decoder: any Decoder) throws {
        transition = try WatchTransition(from: decoder)
        report = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(DomainReport.self, forKey: .report)
    }

    enum CodingKeys: String, CodingKey { case report }
}
