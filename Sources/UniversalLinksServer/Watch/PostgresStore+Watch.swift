import Foundation
import Logging
import PostgresNIO
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

extension PostgresStore: ServerWatchStore {
    /// Created with the other tables (see `migrate`), in the store's schema: the same tables as in SQLite.
    static func watchTables(_ s: String) -> [PostgresQuery] {
        [
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_domains (domain TEXT PRIMARY KEY, state TEXT NOT NULL,
              reasons TEXT NOT NULL, since BIGINT NOT NULL, checked_at BIGINT NOT NULL, cdn_differs_since BIGINT)
            """,
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_transitions (id BIGSERIAL PRIMARY KEY, domain TEXT NOT NULL,
              from_state TEXT NOT NULL, to_state TEXT NOT NULL, at BIGINT NOT NULL, reasons TEXT NOT NULL, report TEXT)
            """,
            "CREATE INDEX IF NOT EXISTS watch_transitions_domain ON \(unescaped: s).watch_transitions (domain, id)",
            "CREATE INDEX IF NOT EXISTS watch_transitions_at ON \(unescaped: s).watch_transitions (at)",
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_registrations (domain TEXT PRIMARY KEY, target TEXT NOT NULL,
              created_at BIGINT NOT NULL, updated_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_leases (domain TEXT PRIMARY KEY, lease_owner TEXT,
              lease_until BIGINT)
            """,
            // A check in flight (until its deadline): a released lease does not let a second check start beside it.
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_checking (domain TEXT PRIMARY KEY, owner TEXT NOT NULL,
              until BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).watch_facts (domain TEXT PRIMARY KEY, certificate_expiry BIGINT,
              cdn_age BIGINT, checked_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).cdn_propagation (host TEXT NOT NULL, kind TEXT NOT NULL,
              version BIGINT NOT NULL, propagated_at BIGINT NOT NULL, PRIMARY KEY (host, kind, version))
            """,
        ]
    }

    /// The rows of a statement, decoded as `type` (a tuple of columns), through the outage guard.
    func rows<each Column: PostgresDecodable & Sendable>(
        _ query: PostgresQuery, _ type: (repeat each Column).Type
    ) async throws -> [(repeat each Column)] {
        let logger = self.logger
        return try await run { client in
            var result: [(repeat each Column)] = []
            for try await row in try await client.query(query, logger: logger).decode(type) { result.append(row) }
            return result
        }
    }

    /// The values of a one-column statement, through the outage guard.
    func column<Value: PostgresDecodable & Sendable>(_ query: PostgresQuery, _ type: Value.Type) async throws
        -> [Value]
    {
        let logger = self.logger
        return try await run { client in
            var result: [Value] = []
            for try await value in try await client.query(query, logger: logger).decode(Value.self) {
                result.append(value)
            }
            return result
        }
    }

    // MARK: WatchStore

    public func records() async throws -> [String: WatchRecord] {
        try await records(
            "SELECT domain, state, reasons, since, checked_at, cdn_differs_since FROM \(unescaped: schema).watch_domains"
        )
    }

    public func record(domain: String) async throws -> WatchRecord? {
        try await records(
            """
            SELECT domain, state, reasons, since, checked_at, cdn_differs_since FROM \(unescaped: schema).watch_domains
            WHERE domain = \(domain)
            """
        ).first?.value
    }

    private func records(_ query: PostgresQuery) async throws -> [String: WatchRecord] {
        var result: [String: WatchRecord] = [:]
        for row in try await rows(query, (String, String, String, Int64, Int64, Int64?).self) {
            let record = try Self.record(row)
            result[record.domain] = record
        }
        return result
    }

    private static func record(_ row: (String, String, String, Int64, Int64, Int64?)) throws -> WatchRecord {
        guard let state = WatchState(rawValue: row.1) else { throw Self.unreadable("watch_domains", row.0) }
        return WatchRecord(
            domain: row.0, state: state, reasons: try Self.reasons(row.2, row.0), since: StoreRows.date(row.3),
            checkedAt: StoreRows.date(row.4), cdnDiffersSince: row.5.map(StoreRows.date))
    }

    public func save(
        _ record: WatchRecord, transition: WatchTransition?, report: DomainReport?, replacing previous: WatchRecord?
    ) async throws -> Bool {
        let (s, logger) = (schema, logger)
        let reasons = try JSONOutput.encode(record.reasons, pretty: false, messageValues: true)
        let transitionReasons = try transition.map {
            try JSONOutput.encode($0.reasons, pretty: false, messageValues: true)
        }
        let reportJSON = try report.map { try JSONOutput.encode($0, pretty: false, messageValues: true) }
        // Not the write lock of the files: the watch's rows are the domain's own, and a replica's checks
        // must not wait for publishes. The domain's row lock (FOR UPDATE, or the insert's) holds until the
        // end: a replica that checked the same domain waits, then finds the record changed and saves nothing.
        return try await run { client in
            try await client.withTransaction(logger: logger) { db in
                var stored: WatchRecord?
                for try await row in try await db.query(
                    """
                    SELECT domain, state, reasons, since, checked_at, cdn_differs_since FROM \(unescaped: s).watch_domains
                    WHERE domain = \(record.domain) FOR UPDATE
                    """, logger: logger
                ).decode((String, String, String, Int64, Int64, Int64?).self) {
                    stored = try Self.record(row)
                }
                guard WatchRecord.matches(stored, previous) else { return false }
                let (since, checked) = (StoreRows.millis(record.since), StoreRows.millis(record.checkedAt))
                let differs = record.cdnDiffersSince.map(StoreRows.millis)
                if stored == nil {
                    // A first record: another replica's insert since the read wins (nothing returned).
                    var inserted = false
                    for try await _ in try await db.query(
                        """
                        INSERT INTO \(unescaped: s).watch_domains VALUES (\(record.domain), \(record.state.rawValue),
                          \(reasons), \(since), \(checked), \(differs))
                        ON CONFLICT (domain) DO NOTHING RETURNING domain
                        """, logger: logger
                    ).decode(String.self) {
                        inserted = true
                    }
                    guard inserted else { return false }
                } else {
                    try await db.query(
                        """
                        UPDATE \(unescaped: s).watch_domains SET state = \(record.state.rawValue), reasons = \(reasons),
                          since = \(since), checked_at = \(checked), cdn_differs_since = \(differs)
                        WHERE domain = \(record.domain)
                        """, logger: logger)
                }
                if let transition, let transitionReasons {
                    try await db.query(
                        """
                        INSERT INTO \(unescaped: s).watch_transitions (domain, from_state, to_state, at, reasons, report)
                        VALUES (\(transition.domain), \(transition.from.rawValue), \(transition.to.rawValue),
                          \(StoreRows.millis(transition.at)), \(transitionReasons), \(reportJSON))
                        """, logger: logger)
                }
                return true
            }
        }
    }

    public func touch(_ domains: [String], at: Date) async throws {
        let (s, logger) = (schema, logger)
        try await run { client in
            _ = try await client.query(
                """
                UPDATE \(unescaped: s).watch_domains SET checked_at = \(StoreRows.millis(at))
                WHERE domain = ANY(\(domains))
                """, logger: logger)
        }
    }

    public func history(domain: String, limit: Int) async throws -> [WatchHistoryEntry] {
        try await transitions(
            """
            SELECT domain, from_state, to_state, at, reasons, report FROM
              (SELECT * FROM \(unescaped: schema).watch_transitions WHERE domain = \(domain) ORDER BY id DESC
               LIMIT \(max(0, limit))) t ORDER BY id
            """)
    }

    private func transitions(_ query: PostgresQuery) async throws -> [WatchHistoryEntry] {
        try await rows(query, (String, String, String, Int64, String, String?).self).map { row in
            guard let from = WatchState(rawValue: row.1), let to = WatchState(rawValue: row.2) else {
                throw Self.unreadable("watch_transitions", row.0)
            }
            // A report this ulinks cannot read (written by another version) is left out, not an error.
            let report = row.5.flatMap { try? JSONDecoder().decode(DomainReport.self, from: Data($0.utf8)) }
            return WatchHistoryEntry(
                transition: WatchTransition(
                    domain: row.0, from: from, to: to, at: StoreRows.date(row.3),
                    reasons: try Self.reasons(row.4, row.0)),
                report: report)
        }
    }

    private static func reasons(_ text: String, _ domain: String) throws -> [WatchReason] {
        guard let reasons = try? JSONDecoder().decode([WatchReason].self, from: Data(text.utf8)) else {
            throw unreadable("watch reasons", domain)
        }
        return reasons
    }

    private static func unreadable(_ what: String, _ domain: String) -> StoreError {
        StoreError(.corrupt, .api("unreadable-row", ["what": "\(what)", "domain": String(domain.prefix(200))]))
    }

    // MARK: Registrations

    public func watchRegistrations() async throws -> [WatchRegistration] {
        try await rows(
            "SELECT target, created_at, updated_at FROM \(unescaped: schema).watch_registrations ORDER BY domain",
            (String, Int64, Int64).self
        ).map { (row: (String, Int64, Int64)) in
            try WatchRegistration.decode(target: row.0, createdAt: row.1, updatedAt: row.2)
        }
    }

    public func watchRegistration(domain: String) async throws -> WatchRegistration? {
        try await rows(
            """
            SELECT target, created_at, updated_at FROM \(unescaped: schema).watch_registrations
            WHERE domain = \(domain)
            """, (String, Int64, Int64).self
        ).first.map { (row: (String, Int64, Int64)) in
            try WatchRegistration.decode(target: row.0, createdAt: row.1, updatedAt: row.2)
        }
    }

    public func saveWatchRegistration(_ registration: WatchRegistration) async throws {
        let target = try WatchRegistration.encodeTarget(registration.target)
        _ = try await column(
            """
            INSERT INTO \(unescaped: schema).watch_registrations VALUES (\(registration.domain), \(target),
              \(StoreRows.millis(registration.createdAt)), \(StoreRows.millis(registration.updatedAt)))
            ON CONFLICT (domain) DO UPDATE SET target = excluded.target, updated_at = excluded.updated_at
            RETURNING domain
            """, String.self)
    }

    public func deleteWatchRegistration(domain: String, keepState: Bool) async throws -> Bool {
        let (s, logger) = (schema, logger)
        return try await run { client in
            try await client.withTransaction(logger: logger) { db in
                var deleted = false
                for try await _ in try await db.query(
                    "DELETE FROM \(unescaped: s).watch_registrations WHERE domain = \(domain) RETURNING domain",
                    logger: logger
                ).decode(String.self) {
                    deleted = true
                }
                guard !keepState else { return deleted }
                try await db.query("DELETE FROM \(unescaped: s).watch_domains WHERE domain = \(domain)", logger: logger)
                try await db.query("DELETE FROM \(unescaped: s).watch_facts WHERE domain = \(domain)", logger: logger)
                try await db.query("DELETE FROM \(unescaped: s).watch_leases WHERE domain = \(domain)", logger: logger)
                try await db.query(
                    "DELETE FROM \(unescaped: s).watch_checking WHERE domain = \(domain)", logger: logger)
                return deleted
            }
        }
    }

    // MARK: Facts and timeline

    public func saveWatchFacts(_ facts: WatchFacts) async throws {
        _ = try await column(
            """
            INSERT INTO \(unescaped: schema).watch_facts VALUES (\(facts.domain),
              \(facts.certificateExpiry.map(StoreRows.millis)), \(facts.cdnAge.map(Int64.init)),
              \(StoreRows.millis(facts.checkedAt)))
            ON CONFLICT (domain) DO UPDATE SET certificate_expiry = excluded.certificate_expiry,
              cdn_age = excluded.cdn_age, checked_at = excluded.checked_at
            RETURNING domain
            """, String.self)
    }

    public func watchFacts() async throws -> [String: WatchFacts] {
        let rows = try await rows(
            "SELECT domain, certificate_expiry, cdn_age, checked_at FROM \(unescaped: schema).watch_facts",
            (String, Int64?, Int64?, Int64).self)
        var result: [String: WatchFacts] = [:]
        for row in rows {
            result[row.0] = WatchFacts(
                domain: row.0, certificateExpiry: row.1.map(StoreRows.date), cdnAge: row.2.flatMap { Int(exactly: $0) },
                checkedAt: StoreRows.date(row.3))
        }
        return result
    }

    public func watchTransitions(since: Date, limit: Int) async throws -> [WatchTransition] {
        try await transitions(
            """
            SELECT domain, from_state, to_state, at, reasons, NULL::text FROM \(unescaped: schema).watch_transitions
            WHERE at >= \(StoreRows.millis(since)) ORDER BY id LIMIT \(max(0, limit))
            """
        ).map(\.transition)
    }

    // MARK: Propagation

    public func recordCDNPropagation(host: HostName, sha256: String, at: Date) async throws -> [Int] {
        let s = schema
        let millis = StoreRows.millis(at)
        return try await column(
            """
            INSERT INTO \(unescaped: s).cdn_propagation (host, kind, version, propagated_at)
            SELECT host, kind, version, \(millis) FROM \(unescaped: s).versions
            WHERE host = \(host.value) AND kind = \(FileKind.aasa.rawValue) AND sha256 = \(sha256) AND created_at <= \(millis)
            ON CONFLICT (host, kind, version) DO NOTHING
            RETURNING version
            """, Int64.self
        ).compactMap { Int(exactly: $0) }
    }

    public func liveCDNPropagation() async throws -> [String: Double] {
        let s = schema
        let rows = try await rows(
            """
            SELECT l.host, p.propagated_at - v.created_at FROM \(unescaped: s).live l
            JOIN \(unescaped: s).versions v ON v.host = l.host AND v.kind = l.kind AND v.version = l.version
            JOIN \(unescaped: s).cdn_propagation p ON p.host = l.host AND p.kind = l.kind AND p.version = l.version
            WHERE l.kind = \(FileKind.aasa.rawValue)
            """, (String, Int64).self)
        var result: [String: Double] = [:]
        for (host, millis) in rows { result[host] = Double(max(0, millis)) / 1000 }
        return result
    }
}
