import Foundation
import UniversalLinksChecker

/// Where the watch keeps each domain's record and its history of transitions, so that a restart does not
/// alert again. ``SQLiteWatchStore`` is the CLI's (`--state FILE`), ``MemoryWatchStore`` the default; a
/// server provides its own (shared by its replicas).
public protocol WatchStore: Sendable {
    /// Every domain's record, keyed by domain.
    func records() async throws -> [String: WatchRecord]

    /// The record of one domain (nil before its first check).
    func record(domain: String) async throws -> WatchRecord?

    /// Saves `record` (replacing the domain's); with `transition`, also appends it to the domain's history
    /// with the report that caused it, in one step. Only when the stored record is still `previous` (the one
    /// the check started from; nil: none stored), compared in the same transaction: a replica that checked
    /// the domain beside another one (on a store they share) then records nothing, and alerts nothing.
    /// Returns whether it saved.
    @discardableResult
    func save(
        _ record: WatchRecord, transition: WatchTransition?, report: DomainReport?, replacing previous: WatchRecord?
    ) async throws -> Bool

    /// Notes that `domains` were checked at `at` (called once per round; records otherwise unchanged).
    func touch(_ domains: [String], at: Date) async throws

    /// The domain's transitions, oldest first (the last `limit` of them).
    func history(domain: String, limit: Int) async throws -> [WatchHistoryEntry]
}

extension WatchStore {
    public func record(domain: String) async throws -> WatchRecord? { try await records()[domain] }
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
