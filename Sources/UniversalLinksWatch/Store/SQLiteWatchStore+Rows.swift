import Foundation
import SQLiteNIO
import UniversalLinks
import UniversalLinksChecker

extension SQLiteWatchStore {
    /// The two tables of the watch's state (a row per domain, a row per transition) by name: `domains` and
    /// `transitions` in a state file; `watch_domains` and `watch_transitions` in the server's SQLite store, which
    /// uses these same statements (`ulinks serve --watch`).
    public struct Tables: Sendable {
        public var domains: String
        public var transitions: String

        public init(domains: String, transitions: String) {
            self.domains = domains
            self.transitions = transitions
        }

        static let file = Tables(domains: "domains", transitions: "transitions")

        /// `CREATE TABLE IF NOT EXISTS` statements of both tables and the history's index.
        public var create: [String] {
            [
                """
                CREATE TABLE IF NOT EXISTS \(domains) (domain TEXT PRIMARY KEY, state TEXT NOT NULL, reasons TEXT NOT NULL,
                  since INTEGER NOT NULL, checked_at INTEGER NOT NULL, cdn_differs_since INTEGER)
                """,
                """
                CREATE TABLE IF NOT EXISTS \(transitions) (id INTEGER PRIMARY KEY AUTOINCREMENT, domain TEXT NOT NULL,
                  from_state TEXT NOT NULL, to_state TEXT NOT NULL, at INTEGER NOT NULL, reasons TEXT NOT NULL, report TEXT)
                """,
                "CREATE INDEX IF NOT EXISTS \(transitions)_domain ON \(transitions) (domain, id)",
            ]
        }
    }

    /// Every domain's record (see ``WatchStore/records()``), on `db`.
    public static func records(_ db: SQLiteConnection, _ tables: Tables, path: String) async throws -> [String:
        WatchRecord]
    {
        var result: [String: WatchRecord] = [:]
        for row in try await db.query(
            "SELECT domain, state, reasons, since, checked_at, cdn_differs_since FROM \(tables.domains)")
        {
            let record = try Self.record(row, path: path)
            result[record.domain] = record
        }
        return result
    }

    /// The record of `domain` (see ``WatchStore/record(domain:)``), on `db`.
    public static func record(_ db: SQLiteConnection, _ tables: Tables, domain: String, path: String) async throws
        -> WatchRecord?
    {
        try await db.query(
            "SELECT domain, state, reasons, since, checked_at, cdn_differs_since FROM \(tables.domains) WHERE domain = ?",
            [.text(domain)]
        ).first.map { try Self.record($0, path: path) }
    }

    /// ``WatchStore/save(_:transition:report:replacing:)`` on `db`, inside the caller's write transaction (which
    /// holds SQLite's write lock from its start: `BEGIN IMMEDIATE`, so the stored record cannot change
    /// between the comparison and the write).
    public static func save(
        _ db: SQLiteConnection, _ tables: Tables, _ record: WatchRecord, transition: WatchTransition?,
        report: DomainReport?, replacing previous: WatchRecord?, path: String
    ) async throws -> Bool {
        let stored = try await Self.record(db, tables, domain: record.domain, path: path)
        guard WatchRecord.matches(stored, previous) else { return false }
        let reasons = try JSONOutput.encode(record.reasons, pretty: false, messageValues: true)
        _ = try await db.query(
            """
            INSERT INTO \(tables.domains) (domain, state, reasons, since, checked_at, cdn_differs_since)
              VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (domain) DO UPDATE SET state = excluded.state,
              reasons = excluded.reasons, since = excluded.since, checked_at = excluded.checked_at,
              cdn_differs_since = excluded.cdn_differs_since
            """,
            [
                .text(record.domain), .text(record.state.rawValue), .text(reasons), .integer(Self.millis(record.since)),
                .integer(Self.millis(record.checkedAt)),
                record.cdnDiffersSince.map { .integer(Self.millis($0)) } ?? .null,
            ])
        guard let transition else { return true }
        let reportJSON = try report.map { try JSONOutput.encode($0, pretty: false, messageValues: true) }
        _ = try await db.query(
            "INSERT INTO \(tables.transitions) (domain, from_state, to_state, at, reasons, report) VALUES (?, ?, ?, ?, ?, ?)",
            [
                .text(transition.domain), .text(transition.from.rawValue), .text(transition.to.rawValue),
                .integer(Self.millis(transition.at)),
                .text(try JSONOutput.encode(transition.reasons, pretty: false, messageValues: true)),
                reportJSON.map { .text($0) } ?? .null,
            ])
        return true
    }

    /// ``WatchStore/touch(_:at:)`` on `db`, inside the caller's transaction.
    public static func touch(_ db: SQLiteConnection, _ tables: Tables, _ domains: [String], at: Date) async throws {
        let millis = Self.millis(at)
        // Chunks: SQLite allows a bounded number of parameters per statement.
        var start = 0
        while start < domains.count {
            let chunk = domains[start..<min(start + 500, domains.count)]
            let marks = Array(repeating: "?", count: chunk.count).joined(separator: ", ")
            _ = try await db.query(
                "UPDATE \(tables.domains) SET checked_at = ? WHERE domain IN (\(marks))",
                [.integer(millis)] + chunk.map { .text($0) })
            start += chunk.count
        }
    }

    /// ``WatchStore/history(domain:limit:)`` on `db`.
    public static func history(
        _ db: SQLiteConnection, _ tables: Tables, domain: String, limit: Int, path: String
    ) async throws -> [WatchHistoryEntry] {
        let rows = try await db.query(
            """
            SELECT domain, from_state, to_state, at, reasons, report FROM
              (SELECT * FROM \(tables.transitions) WHERE domain = ? ORDER BY id DESC LIMIT ?) ORDER BY id
            """, [.text(domain), .integer(max(0, limit))])
        return try rows.map { try Self.entry($0, path: path) }
    }

    /// A time as the tables keep it: integer milliseconds since 1970 (clamped), rounded as JSON writes it.
    public static func millis(_ date: Date) -> Int { WatchTime.milliseconds(date) }

    /// The time of a stored ``millis(_:)`` value.
    public static func date(_ millis: Int) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    /// The record of a `domains` row; `path` names the database in the error.
    public static func record(_ row: SQLiteRow, path: String) throws -> WatchRecord {
        guard let domain = row.column("domain")?.string,
            let state = row.column("state")?.string.flatMap(WatchState.init(rawValue:)),
            let since = row.column("since")?.integer, let checked = row.column("checked_at")?.integer
        else { throw WatchStoreError(path: path, "a domain row is unreadable; the file was left as it is") }
        return WatchRecord(
            domain: domain, state: state, reasons: try reasons(row, path: path), since: date(since),
            checkedAt: date(checked), cdnDiffersSince: row.column("cdn_differs_since")?.integer.map(date))
    }

    /// The history entry of a `transitions` row; `path` names the database in the error.
    public static func entry(_ row: SQLiteRow, path: String) throws -> WatchHistoryEntry {
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
            transition: WatchTransition(
                domain: domain, from: from, to: to, at: date(at), reasons: try reasons(row, path: path)),
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
    public var reason: Message

    public init(path: String, _ reason: Message) {
        self.path = path
        self.reason = reason
    }

    /// What is wrong, rendered where it is shown.
    public var message: Message { "\(path): \(reason)" }

    public var description: String { message.english }
}
