import Foundation
import SQLiteNIO
import UniversalLinksChecker

extension SQLiteWatchStore {
    static func millis(_ date: Date) -> Int {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        return value.isFinite ? Int(max(-9e15, min(9e15, value))) : 0
    }

    static func date(_ millis: Int) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    static func record(_ row: SQLiteRow, path: String) throws -> WatchRecord {
        guard let domain = row.column("domain")?.string,
            let state = row.column("state")?.string.flatMap(WatchState.init(rawValue:)),
            let since = row.column("since")?.integer, let checked = row.column("checked_at")?.integer
        else { throw WatchStoreError(path: path, "a domain row is unreadable; the file was left as it is") }
        return WatchRecord(
            domain: domain, state: state, reasons: try reasons(row, path: path), since: date(since),
            checkedAt: date(checked), cdnDiffersSince: row.column("cdn_differs_since")?.integer.map(date))
    }

    static func entry(_ row: SQLiteRow, path: String) throws -> WatchHistoryEntry {
        guard let domain = row.column("domain")?.string,
            let from = row.column("from_state")?.string.flatMap(WatchState.init(rawValue:)),
            let to = row.column("to_state")?.string.flatMap(WatchState.init(rawValue:)),
            let at = row.column("at")?.integer
        else { throw WatchStoreError(path: path, "a transition row is unreadable; the file was left as it is") }
        // A report this ulinks cannot read (written by another version) is left out, not an error.
        let report = row.column("report")?.string.flatMap {
            try? JSONDecoder().decode(DomainReport.self, from: Data($0.utf8))
        }
        return WatchHistoryEntry(
            transition: WatchTransition(domain: domain, from: from, to: to, at: date(at), reasons: try reasons(row, path: path)),
            report: report)
    }

    private static func reasons(_ row: SQLiteRow, path: String) throws -> [WatchReason] {
        guard let text = row.column("reasons")?.string,
            let reasons = try? JSONDecoder().decode([WatchReason].self, from: Data(text.utf8))
        else { throw WatchStoreError(path: path, "a row's reasons are unreadable; the file was left as it is") }
        return reasons
    }
}

/// Why a state file cannot be used: its path and what is wrong with it. The file is never changed.
public struct WatchStoreError: Error, Sendable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public init(path: String, _ reason: String) {
        self.path = path
        self.reason = reason
    }

    public var description: String { "\(path): \(reason)" }
}
