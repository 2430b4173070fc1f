import Foundation
import SQLiteNIO
import UniversalLinksChecker
import UniversalLinksWatch

extension SQLiteStore: ServerWatchStore {
    /// The watch's record and history tables, with the statements `ulinks watch --state` uses.
    static let watchStateTables = SQLiteWatchStore.Tables(domains: "watch_domains", transitions: "watch_transitions")

    /// Created with the other tables (see `migrate`).
    static let watchTables =
        watchStateTables.create + [
            """
            CREATE TABLE IF NOT EXISTS watch_registrations (domain TEXT PRIMARY KEY, target TEXT NOT NULL,
              created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL)
            """,
            "CREATE TABLE IF NOT EXISTS watch_leases (domain TEXT PRIMARY KEY, lease_owner TEXT, lease_until INTEGER)",
            """
            CREATE TABLE IF NOT EXISTS watch_facts (domain TEXT PRIMARY KEY, certificate_expiry INTEGER, cdn_age INTEGER,
              checked_at INTEGER NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS cdn_propagation (host TEXT NOT NULL, kind TEXT NOT NULL, version INTEGER NOT NULL,
              propagated_at INTEGER NOT NULL, PRIMARY KEY (host, kind, version))
            """,
            "CREATE INDEX IF NOT EXISTS watch_transitions_at ON watch_transitions (at)",
            // A check in flight (until its deadline): a released lease (a publish, a changed registration) does not
            // let a second check of the domain start beside it.
            "CREATE TABLE IF NOT EXISTS watch_checking (domain TEXT PRIMARY KEY, owner TEXT NOT NULL, until INTEGER NOT NULL)",
        ]

    // MARK: WatchStore

    public func records() async throws -> [String: WatchRecord] {
        let path = self.path
        return try await read { db in try await SQLiteWatchStore.records(db, Self.watchStateTables, path: path) }
    }

    public func record(domain: String) async throws -> WatchRecord? {
        let path = self.path
        return try await read { db in
            try await SQLiteWatchStore.record(db, Self.watchStateTables, domain: domain, path: path)
        }
    }

    public func save(
        _ record: WatchRecord, transition: WatchTransition?, report: DomainReport?, replacing previous: WatchRecord?
    ) async throws -> Bool {
        let path = self.path
        return try await transaction { db in
            try await SQLiteWatchStore.save(
                db, Self.watchStateTables, record, transition: transition, report: report, replacing: previous,
                path: path)
        }
    }

    public func touch(_ domains: [String], at: Date) async throws {
        try await transaction { db in try await SQLiteWatchStore.touch(db, Self.watchStateTables, domains, at: at) }
    }

    public func history(domain: String, limit: Int) async throws -> [WatchHistoryEntry] {
        let path = self.path
        return try await read { db in
            try await SQLiteWatchStore.history(db, Self.watchStateTables, domain: domain, limit: limit, path: path)
        }
    }

    // MARK: Registrations

    public func watchRegistrations() async throws -> [WatchRegistration] {
        try await read { db in
            try await db.query("SELECT target, created_at, updated_at FROM watch_registrations ORDER BY domain")
                .map(Self.registration)
        }
    }

    public func watchRegistration(domain: String) async throws -> WatchRegistration? {
        try await read { db in
            try await db.query(
                "SELECT target, created_at, updated_at FROM watch_registrations WHERE domain = ?", [.text(domain)]
            ).first.map(Self.registration)
        }
    }

    public func saveWatchRegistration(_ registration: WatchRegistration) async throws {
        let target = try WatchRegistration.encodeTarget(registration.target)
        try await transaction { db in
            _ = try await db.query(
                """
                INSERT INTO watch_registrations VALUES (?, ?, ?, ?) ON CONFLICT (domain) DO UPDATE SET
                  target = excluded.target, updated_at = excluded.updated_at
                """,
                [
                    .text(registration.domain), .text(target), .integer(Int(StoreRows.millis(registration.createdAt))),
                    .integer(Int(StoreRows.millis(registration.updatedAt))),
                ])
        }
    }

    public func deleteWatchRegistration(domain: String, keepState: Bool) async throws -> Bool {
        try await transaction { db in
            let deleted = try await db.query(
                "DELETE FROM watch_registrations WHERE domain = ? RETURNING domain", [.text(domain)])
            for table in keepState ? [] : ["watch_domains", "watch_facts", "watch_leases", "watch_checking"] {
                _ = try await db.query("DELETE FROM \(table) WHERE domain = ?", [.text(domain)])
            }
            return !deleted.isEmpty
        }
    }

    private static func registration(_ row: SQLiteRow) throws -> WatchRegistration {
        try WatchRegistration.decode(
            target: row.column("target")?.string, createdAt: Int64(row.column("created_at")?.integer ?? 0),
            updatedAt: Int64(row.column("updated_at")?.integer ?? 0))
    }

    // MARK: Leases

    public func acquireWatchLeases(_ request: WatchLeaseRequest) async throws -> WatchLeaseGrant {
        try await transaction { db in
            let now = Int(StoreRows.millis(request.now))
            // Most domains are held (each look comes every few seconds, a lease runs an interval): one read of
            // every lease leaves them out instead of a write attempt each.
            var due: [String: Int] = [:]
            var held: Set<String> = []
            for row in try await db.query(
                """
                SELECT l.domain, l.lease_until, c.until AS checking FROM watch_leases l
                LEFT JOIN watch_checking c ON c.domain = l.domain
                UNION ALL SELECT c.domain, NULL, c.until FROM watch_checking c
                WHERE NOT EXISTS (SELECT 1 FROM watch_leases l WHERE l.domain = c.domain)
                """)
            {
                guard let domain = row.column("domain")?.string else { continue }
                let until = row.column("lease_until")?.integer
                if (until ?? 0) > now || (row.column("checking")?.integer ?? 0) > now {
                    held.insert(domain)
                } else if let until {
                    due[domain] = until
                }
            }
            var grant = WatchLeaseGrant()
            for domain in request.domains where !held.contains(domain) {
                guard grant.taken.count < request.limit else {
                    // Due and not started: the schedule runs this late.
                    if let until = due[domain] {
                        grant.oldestDue = min(grant.oldestDue ?? .distantFuture, StoreRows.date(Int64(until)))
                    }
                    continue
                }
                // The certificates' order lease, without its re-entry by the same owner: a watch lease marks
                // the domain as checked for one interval, whoever asks.
                let rows = try await db.query(
                    """
                    INSERT INTO watch_leases (domain, lease_owner, lease_until) VALUES (?1, ?2, ?3)
                    ON CONFLICT (domain) DO UPDATE SET lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
                    WHERE watch_leases.lease_until IS NULL OR watch_leases.lease_until <= ?4
                    RETURNING domain
                    """,
                    [
                        .text(domain), .text(request.owner), .integer(Int(StoreRows.millis(request.until))),
                        .integer(now),
                    ])
                guard !rows.isEmpty else { continue }
                if let checking = request.checkingUntil {
                    _ = try await db.query(
                        "INSERT OR REPLACE INTO watch_checking (domain, owner, until) VALUES (?, ?, ?)",
                        [.text(domain), .text(request.owner), .integer(Int(StoreRows.millis(checking)))])
                }
                grant.taken.append(domain)
                if let until = due[domain] { grant.late = max(grant.late, Double(now - until) / 1000) }
            }
            return grant
        }
    }

    public func finishWatchChecks(_ domains: [String], owner: String) async throws {
        try await transaction { db in
            for domain in domains {
                _ = try await db.query(
                    "DELETE FROM watch_checking WHERE domain = ? AND owner = ?", [.text(domain), .text(owner)])
            }
        }
    }

    public func watchRegistrationCount() async throws -> Int {
        try await read { db in
            try await db.query("SELECT count(*) AS n FROM watch_registrations").first?.column("n")?.integer ?? 0
        }
    }

    public func releaseWatchLeases(_ domains: [String]) async throws {
        try await transaction { db in
            for domain in domains {
                _ = try await db.query("UPDATE watch_leases SET lease_until = NULL WHERE domain = ?", [.text(domain)])
            }
        }
    }

    // MARK: Facts and timeline

    public func saveWatchFacts(_ facts: WatchFacts) async throws {
        try await transaction { db in
            _ = try await db.query(
                "INSERT OR REPLACE INTO watch_facts VALUES (?, ?, ?, ?)",
                [
                    .text(facts.domain), facts.certificateExpiry.map { .integer(Int(StoreRows.millis($0))) } ?? .null,
                    facts.cdnAge.map { .integer($0) } ?? .null, .integer(Int(StoreRows.millis(facts.checkedAt))),
                ])
        }
    }

    public func watchFacts() async throws -> [String: WatchFacts] {
        try await read { db in
            var result: [String: WatchFacts] = [:]
            for row in try await db.query("SELECT domain, certificate_expiry, cdn_age, checked_at FROM watch_facts") {
                guard let domain = row.column("domain")?.string else { continue }
                result[domain] = WatchFacts(
                    domain: domain,
                    certificateExpiry: row.column("certificate_expiry")?.integer.map { StoreRows.date(Int64($0)) },
                    cdnAge: row.column("cdn_age")?.integer,
                    checkedAt: StoreRows.date(Int64(row.column("checked_at")?.integer ?? 0)))
            }
            return result
        }
    }

    public func watchTransitions(since: Date, limit: Int) async throws -> [WatchTransition] {
        let path = self.path
        return try await read { db in
            try await db.query(
                """
                SELECT domain, from_state, to_state, at, reasons, NULL AS report FROM watch_transitions
                WHERE at >= ? ORDER BY id LIMIT ?
                """, [.integer(Int(StoreRows.millis(since))), .integer(max(0, limit))]
            ).map { try SQLiteWatchStore.entry($0, path: path).transition }
        }
    }

    // MARK: Propagation

    public func recordCDNPropagation(host: HostName, sha256: String, at: Date) async throws -> [Int] {
        try await transaction { db in
            try await db.query(
                """
                INSERT INTO cdn_propagation (host, kind, version, propagated_at)
                SELECT host, kind, version, ?1 FROM versions v WHERE host = ?2 AND kind = ?4 AND sha256 = ?3
                  AND created_at <= ?1
                  AND NOT EXISTS (SELECT 1 FROM cdn_propagation p WHERE p.host = v.host AND p.kind = v.kind
                    AND p.version = v.version)
                RETURNING version
                """,
                [.integer(Int(StoreRows.millis(at))), .text(host.value), .text(sha256), .text(FileKind.aasa.rawValue)]
            ).compactMap { $0.column("version")?.integer }
        }
    }

    public func liveCDNPropagation() async throws -> [String: Double] {
        try await read { db in
            var result: [String: Double] = [:]
            for row in try await db.query(
                """
                SELECT l.host, p.propagated_at - v.created_at AS millis FROM live l
                JOIN versions v ON v.host = l.host AND v.kind = l.kind AND v.version = l.version
                JOIN cdn_propagation p ON p.host = l.host AND p.kind = l.kind AND p.version = l.version
                WHERE l.kind = ?
                """, [.text(FileKind.aasa.rawValue)])
            {
                guard let host = row.column("host")?.string, let millis = row.column("millis")?.integer else {
                    continue
                }
                result[host] = Double(max(0, millis)) / 1000
            }
            return result
        }
    }
}
