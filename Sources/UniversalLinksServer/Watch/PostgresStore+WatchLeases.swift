import Foundation
import PostgresNIO
import UniversalLinksWatch

/// The watch's check leases and marks of checks in flight in PostgreSQL (see ``ServerWatchStore``).
extension PostgresStore {
    /// Which of the domains are free is read first (one statement, only the free ones returned); then one
    /// statement takes the leases of the first free ones, re-checked on each row: replicas asking at the same
    /// moment each get a disjoint share (the row lock makes the second re-read the first one's lease and skip
    /// it); a third marks the checks in flight. All in one transaction.
    public func acquireWatchLeases(_ request: WatchLeaseRequest) async throws -> WatchLeaseGrant {
        guard !request.domains.isEmpty else { return WatchLeaseGrant() }
        let (s, logger) = (schema, logger)
        let now = StoreRows.millis(request.now)
        return try await run { client in
            try await client.withTransaction(logger: logger) { db in
                // Only the free ones come back (at 10,000 domains most are held): none yet, or ended, and not
                // being checked.
                var free: [String: Int64?] = [:]
                for try await (domain, until) in try await db.query(
                    """
                    SELECT d, l.lease_until FROM unnest(\(request.domains)::text[]) AS d
                    LEFT JOIN \(unescaped: s).watch_leases l ON l.domain = d
                    LEFT JOIN \(unescaped: s).watch_checking c ON c.domain = d
                    WHERE COALESCE(l.lease_until, 0) <= \(now) AND COALESCE(c.until, 0) <= \(now)
                    """, logger: logger
                ).decode((String, Int64?).self) {
                    free[domain] = until
                }
                var grant = WatchLeaseGrant()
                var chosen: [String] = []
                for domain in request.domains {
                    guard let until = free[domain] else { continue }
                    if chosen.count < request.limit {
                        chosen.append(domain)
                    } else if let until {
                        grant.oldestDue = min(grant.oldestDue ?? .distantFuture, StoreRows.date(until))
                    }
                }
                guard !chosen.isEmpty else { return grant }
                var taken: [String] = []
                for try await domain in try await db.query(
                    """
                    INSERT INTO \(unescaped: s).watch_leases (domain, lease_owner, lease_until)
                    SELECT d, \(request.owner), \(StoreRows.millis(request.until)) FROM unnest(\(chosen)::text[]) AS d
                    ON CONFLICT (domain) DO UPDATE SET lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
                    WHERE watch_leases.lease_until IS NULL OR watch_leases.lease_until <= \(now)
                    RETURNING domain
                    """, logger: logger
                ).decode(String.self) {
                    taken.append(domain)
                }
                if let checking = request.checkingUntil, !taken.isEmpty {
                    var marked: Set<String> = []
                    for try await domain in try await db.query(
                        """
                        INSERT INTO \(unescaped: s).watch_checking (domain, owner, until)
                        SELECT d, \(request.owner), \(StoreRows.millis(checking)) FROM unnest(\(taken)::text[]) AS d
                        ON CONFLICT (domain) DO UPDATE SET owner = excluded.owner, until = excluded.until
                        WHERE watch_checking.until <= \(now)
                        RETURNING domain
                        """, logger: logger
                    ).decode(String.self) {
                        marked.insert(domain)
                    }
                    // A domain another replica is still checking (its mark came after the read) is left to it.
                    taken = taken.filter { marked.contains($0) }
                }
                let order = Dictionary(chosen.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
                grant.taken = taken.sorted { order[$0, default: 0] < order[$1, default: 0] }
                for domain in grant.taken {
                    if let until = free[domain] ?? nil { grant.late = max(grant.late, Double(now - until) / 1000) }
                }
                return grant
            }
        }
    }

    public func finishWatchChecks(_ domains: [String], owner: String) async throws {
        _ = try await column(
            """
            DELETE FROM \(unescaped: schema).watch_checking WHERE domain = ANY(\(domains)) AND owner = \(owner)
            RETURNING domain
            """, String.self)
    }

    public func watchRegistrationCount() async throws -> Int {
        try await column("SELECT count(*) FROM \(unescaped: schema).watch_registrations", Int64.self).first.map {
            Int(clamping: $0)
        } ?? 0
    }

    public func releaseWatchLeases(_ domains: [String]) async throws {
        _ = try await column(
            """
            UPDATE \(unescaped: schema).watch_leases SET lease_until = NULL WHERE domain = ANY(\(domains))
            RETURNING domain
            """, String.self)
    }

}
