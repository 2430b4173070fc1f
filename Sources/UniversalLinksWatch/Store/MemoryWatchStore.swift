import Foundation
import UniversalLinksChecker

/// Records in memory: the watch without `--state`. Keeps no reports, and at most ``historyLimit``
/// transitions per domain (none by default): 10,000 domains' first transitions would otherwise hold
/// 10,000 reports.
public actor MemoryWatchStore: WatchStore {
    private var stored: [String: WatchRecord] = [:]
    private var transitions: [String: [WatchTransition]] = [:]
    public let historyLimit: Int

    public init(historyLimit: Int = 0, records: [WatchRecord] = []) {
        self.historyLimit = max(0, historyLimit)
        for record in records { stored[record.domain] = record }
    }

    public func records() -> [String: WatchRecord] { stored }

    public func save(
        _ record: WatchRecord, transition: WatchTransition?, report: DomainReport?, replacing previous: WatchRecord?
    ) -> Bool {
        guard WatchRecord.matches(stored[record.domain], previous) else { return false }
        stored[record.domain] = record
        guard let transition, historyLimit > 0 else { return true }
        var list = transitions[record.domain, default: []]
        list.append(transition)
        if list.count > historyLimit { list.removeFirst(list.count - historyLimit) }
        transitions[record.domain] = list
        return true
    }

    public func touch(_ domains: [String], at: Date) {
        for domain in domains { stored[domain]?.checkedAt = at }
    }

    public func history(domain: String, limit: Int) -> [WatchHistoryEntry] {
        (transitions[domain] ?? []).suffix(max(0, limit)).map { WatchHistoryEntry(transition: $0, report: nil) }
    }
}
