import Foundation
import Logging
import NIOCore
import PostgresNIO

extension PostgresStore: CertificateStore {
    /// Created with the other tables (see `migrate`), in the store's schema.
    static func certificateTables(_ s: String) -> [PostgresQuery] {
        [
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).acme_accounts (directory TEXT PRIMARY KEY, key_pem TEXT NOT NULL,
              created_at BIGINT NOT NULL)
            """,
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).certificates (host TEXT PRIMARY KEY, chain_pem TEXT, key_pem TEXT,
              not_before BIGINT, not_after BIGINT, issued_at BIGINT, last_error TEXT,
              failures INTEGER NOT NULL DEFAULT 0, renew_at BIGINT, next_attempt BIGINT, lease_owner TEXT, lease_until BIGINT)
            """,
            "CREATE INDEX IF NOT EXISTS certificates_issued_at ON \(unescaped: s).certificates (issued_at)",
            // dueHosts runs every second: without these it reads the whole table.
            "CREATE INDEX IF NOT EXISTS certificates_renew_at ON \(unescaped: s).certificates (renew_at)",
            "CREATE INDEX IF NOT EXISTS certificates_pending ON \(unescaped: s).certificates (host) WHERE chain_pem IS NULL",
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: s).acme_challenges (token TEXT PRIMARY KEY, host TEXT NOT NULL,
              key_authorization TEXT NOT NULL, expires BIGINT NOT NULL)
            """,
        ]
    }

    public func acmeAccountKey(directory: String) async throws -> String? {
        for try await (key) in try await client.query(
            "SELECT key_pem FROM \(unescaped: schema).acme_accounts WHERE directory = \(directory)", logger: logger
        ).decode(String.self) {
            return key
        }
        return nil
    }

    public func saveACMEAccountKey(_ pem: String, directory: String, at: Date) async throws -> String {
        _ = try await client.query(
            """
            INSERT INTO \(unescaped: schema).acme_accounts VALUES (\(directory), \(pem), \(StoreRows.millis(at)))
            ON CONFLICT (directory) DO NOTHING
            """, logger: logger)
        return try await acmeAccountKey(directory: directory) ?? pem
    }

    public func acquireOrderLease(host: HostName, owner: String, until: Date, now: Date) async throws -> Bool {
        let s = schema
        for try await _ in try await client.query(
            """
            INSERT INTO \(unescaped: s).certificates (host, lease_owner, lease_until)
            VALUES (\(host.value), \(owner), \(StoreRows.millis(until)))
            ON CONFLICT (host) DO UPDATE SET lease_owner = excluded.lease_owner, lease_until = excluded.lease_until
            WHERE (certificates.lease_until IS NULL OR certificates.lease_until < \(StoreRows.millis(now))
                OR certificates.lease_owner = \(owner))
              AND (certificates.next_attempt IS NULL OR certificates.next_attempt <= \(StoreRows.millis(now)))
              AND (certificates.renew_at IS NULL OR certificates.renew_at <= \(StoreRows.millis(now)))
            RETURNING host
            """, logger: logger
        ).decode(String.self) {
            return true
        }
        return false
    }

    public func saveCertificate(_ certificate: StoredCertificate, owner: String, at: Date) async throws {
        _ = try await client.query(
            """
            INSERT INTO \(unescaped: schema).certificates (host, chain_pem, key_pem, not_before, not_after, issued_at,
              renew_at, failures)
            VALUES (\(certificate.host.value), \(certificate.chainPEM), \(certificate.privateKeyPEM),
              \(StoreRows.millis(certificate.notBefore)), \(StoreRows.millis(certificate.notAfter)),
              \(StoreRows.millis(certificate.issuedAt)), \(StoreRows.millis(certificate.renewalDate)), 0)
            ON CONFLICT (host) DO UPDATE SET chain_pem = excluded.chain_pem, key_pem = excluded.key_pem,
              not_before = excluded.not_before, not_after = excluded.not_after, issued_at = excluded.issued_at,
              renew_at = excluded.renew_at,
              last_error = NULL, failures = 0, next_attempt = NULL, lease_owner = NULL, lease_until = NULL
            """, logger: logger)
    }

    public func recordCertificateFailure(
        host: HostName, error: String, owner: String, at: Date, nextAttempt: @escaping @Sendable (Int) -> Date
    ) async throws -> (failures: Int, nextAttempt: Date) {
        let (s, logger) = (schema, logger)
        // One transaction, as in SQLite: between the lease's release and the new next_attempt another
        // replica could otherwise take the lease and order at once, skipping the backoff.
        return try await transaction { db in
            var failures = 1
            for try await (count) in try await db.query(
                """
                INSERT INTO \(unescaped: s).certificates (host, last_error, failures) VALUES (\(host.value), \(error), 1)
                ON CONFLICT (host) DO UPDATE SET last_error = excluded.last_error,
                  failures = certificates.failures + 1, lease_owner = NULL, lease_until = NULL
                RETURNING failures
                """, logger: logger
            ).decode(Int32.self) {
                failures = Int(count)
            }
            let next = nextAttempt(failures)
            try await db.query(
                """
                UPDATE \(unescaped: s).certificates SET next_attempt = \(StoreRows.millis(next))
                WHERE host = \(host.value)
                """, logger: logger)
            return (failures, next)
        }
    }

    public func issuedCertificates(since: Date?) async throws -> [StoredCertificate] {
        var result: [StoredCertificate] = []
        for try await row in try await client.query(
            """
            SELECT host, chain_pem, key_pem, not_before, not_after, issued_at FROM \(unescaped: schema).certificates
            WHERE chain_pem IS NOT NULL AND issued_at >= \(since.map(StoreRows.millis) ?? 0)
            """, logger: logger
        ).decode((String, String, String, Int64, Int64, Int64).self) {
            guard let host = HostName(row.0) else { continue }
            result.append(
                StoredCertificate(
                    host: host, chainPEM: row.1, privateKeyPEM: row.2, notBefore: StoreRows.date(row.3),
                    notAfter: StoreRows.date(row.4), issuedAt: StoreRows.date(row.5)))
        }
        return result
    }

    public func certificateStates() async throws -> [CertificateState] {
        try await states(
            """
            SELECT host, not_before, not_after, lease_until, last_error, failures, next_attempt
            FROM \(unescaped: schema).certificates ORDER BY host
            """)
    }

    public func certificateState(host: HostName) async throws -> CertificateState? {
        try await states(
            """
            SELECT host, not_before, not_after, lease_until, last_error, failures, next_attempt
            FROM \(unescaped: schema).certificates WHERE host = \(host.value)
            """
        ).first
    }

    /// The states a query of (host, not_before, not_after, lease_until, last_error, failures, next_attempt) selects.
    private func states(_ query: PostgresQuery) async throws -> [CertificateState] {
        let now = Date()
        var result: [CertificateState] = []
        for try await row in try await client.query(query, logger: logger).decode(
            (String, Int64?, Int64?, Int64?, String?, Int32, Int64?).self)
        {
            guard let host = HostName(row.0) else { continue }
            result.append(
                CertificateState.from(
                    host: host, notBefore: row.1, notAfter: row.2, leaseUntil: row.3, lastError: row.4,
                    failures: Int(row.5), nextAttempt: row.6, now: now))
        }
        return result
    }

    public func requestRenewal(host: HostName, now: Date) async throws -> Bool {
        for try await _ in try await client.query(
            """
            UPDATE \(unescaped: schema).certificates SET renew_at = \(StoreRows.millis(now)), next_attempt = NULL
            WHERE host = \(host.value) AND chain_pem IS NOT NULL RETURNING host
            """, logger: logger
        ).decode(String.self) {
            return true
        }
        return false
    }

    public func dueHosts(now: Date, limit: Int) async throws -> [HostName] {
        let millis = StoreRows.millis(now)
        var result: [HostName] = []
        for try await (host) in try await client.query(
            """
            SELECT host FROM \(unescaped: schema).certificates WHERE chain_pem IS NULL
              AND (next_attempt IS NULL OR next_attempt <= \(millis)) AND (lease_until IS NULL OR lease_until < \(millis))
            UNION
            SELECT host FROM \(unescaped: schema).certificates WHERE renew_at <= \(millis)
              AND (next_attempt IS NULL OR next_attempt <= \(millis)) AND (lease_until IS NULL OR lease_until < \(millis))
            LIMIT \(limit)
            """, logger: logger
        ).decode(String.self) {
            if let name = HostName(host) { result.append(name) }
        }
        return result
    }

    public func saveChallenge(token: String, host: HostName, keyAuthorization: String, expires: Date) async throws {
        _ = try await client.query(
            """
            INSERT INTO \(unescaped: schema).acme_challenges VALUES (\(token), \(host.value), \(keyAuthorization),
              \(StoreRows.millis(expires)))
            ON CONFLICT (token) DO UPDATE SET host = excluded.host, key_authorization = excluded.key_authorization,
              expires = excluded.expires
            """, logger: logger)
    }

    public func deleteChallenge(token: String) async throws {
        _ = try await client.query(
            "DELETE FROM \(unescaped: schema).acme_challenges WHERE token = \(token)", logger: logger)
    }

    public func challenge(token: String, host: HostName, now: Date) async throws -> String? {
        for try await (answer) in try await client.query(
            """
            SELECT key_authorization FROM \(unescaped: schema).acme_challenges
            WHERE token = \(token) AND host = \(host.value) AND expires > \(StoreRows.millis(now))
            """, logger: logger
        ).decode(String.self) {
            return answer
        }
        return nil
    }
}
