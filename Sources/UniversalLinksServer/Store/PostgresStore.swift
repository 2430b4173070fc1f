import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import PostgresNIO
import UniversalLinks

/// A store in PostgreSQL, shared by several server replicas.
///
/// Writes from every replica are serialised by one transaction-scoped advisory lock, so change ids
/// commit in order and a replica that has seen change N has seen every change before it. Replicas
/// poll ``lastChangeID()`` (see ``StoreSync``) and reload when it moves.
public final class PostgresStore: AssociationStore {
    /// The connection pool, replaced by a fresh one when the database comes back after an outage
    /// (see ``PostgresStore+Outage``).
    let pool: NIOLockedValueBox<Pool>
    var client: PostgresClient { pool.withLockedValue { $0.client } }
    let configuration: PostgresClient.Configuration
    /// Set while the database does not answer: calls fail at once instead of queueing.
    let outage = NIOLockedValueBox<Outage?>(nil)
    let logger: Logger
    let schema: String
    /// The advisory lock class of the write lock; the second key is the schema's hash, so that the
    /// replicas of one deployment serialise their writes and deployments (or tests) sharing a database
    /// in separate schemas do not wait for each other.
    static let writeLockClass: Int32 = 0x756c_696e

    /// Connects using a `postgres://user:password@host:port/database` URL; `schema` keeps separate
    /// deployments (or tests) apart in one database.
    public static func connect(
        url: String, schema: String = "public",
        logger: Logger = Logger(label: "ulinks.store.postgres", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws -> PostgresStore {
        guard let components = URLComponents(string: url),
            ["postgres", "postgresql"].contains(components.scheme ?? ""),
            let host = components.host, !host.isEmpty
        else {
            throw StoreError(.unavailable, "not a postgres:// URL: \(url)")
        }
        // The connection code traps on a port past 65535: read it as every port is read.
        if let port = components.port, HTTPURL.port(String(port)) == nil {
            throw StoreError(.unavailable, "the port \(port) of \(url) is not 1-65535")
        }
        guard schema.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }),
            !schema.isEmpty
        else {
            throw StoreError(.unavailable, "schema names are lower-case letters, digits and _: \(schema)")
        }
        let database = components.path.hasPrefix("/") ? String(components.path.dropFirst()) : components.path
        var configuration = PostgresClient.Configuration(
            host: host, port: components.port ?? 5432, username: components.user ?? "postgres",
            password: components.password, database: database.isEmpty ? nil : database, tls: .disable)
        configuration.options.maximumConnections = 8
        // A database that does not answer a connection within this is treated as down (503 at once).
        configuration.options.connectTimeout = .seconds(3)
        let store = PostgresStore(configuration: configuration, schema: schema, logger: logger)
        do {
            try await store.migrate()
        } catch {
            try? await store.close()
            throw StoreError(.unavailable, "cannot use PostgreSQL at \(host): \(String(reflecting: error))")
        }
        return store
    }

    private init(configuration: PostgresClient.Configuration, schema: String, logger: Logger) {
        self.configuration = configuration
        self.pool = NIOLockedValueBox(Pool(configuration: configuration, logger: logger))
        self.schema = schema
        self.logger = logger
    }

    private func migrate() async throws {
        let s = schema
        try await client.withTransaction(logger: logger) { db in
            try await Self.lockWrites(db, s, logger)
            try await db.query("CREATE SCHEMA IF NOT EXISTS \(unescaped: s)", logger: logger)
            try await db.query(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: s).versions (host TEXT NOT NULL, kind TEXT NOT NULL,
                  version BIGINT NOT NULL, content BYTEA NOT NULL, sha256 TEXT NOT NULL, size BIGINT NOT NULL,
                  content_type TEXT NOT NULL, created_at BIGINT NOT NULL, PRIMARY KEY (host, kind, version))
                """, logger: logger)
            try await db.query(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: s).live (host TEXT NOT NULL, kind TEXT NOT NULL,
                  version BIGINT NOT NULL, since BIGINT NOT NULL, PRIMARY KEY (host, kind))
                """, logger: logger)
            try await db.query(
                """
                CREATE TABLE IF NOT EXISTS \(unescaped: s).changes (id BIGSERIAL PRIMARY KEY, host TEXT NOT NULL,
                  kind TEXT NOT NULL, action TEXT NOT NULL, version BIGINT, sha256 TEXT, at BIGINT NOT NULL)
                """, logger: logger)
            // One host's change log (`GET /admin/v1/changes?host=`) without reading every change.
            try await db.query(
                "CREATE INDEX IF NOT EXISTS changes_by_host ON \(unescaped: s).changes (host, id)", logger: logger)
            try await db.query(Self.publishFunctionDefinition(s, lockClass: Self.writeLockClass), logger: logger)
            for statement in Self.certificateTables(s) + Self.watchTables(s) {
                try await db.query(statement, logger: logger)
            }
        }
    }

    /// One write transaction, holding the schema's write lock; a ``StoreError`` thrown inside comes
    /// out as itself, not wrapped.
    func transaction<T: Sendable>(_ body: @Sendable (PostgresConnection) async throws -> T) async throws -> T {
        let (s, logger) = (schema, logger)
        return try await run { client in
            do {
                return try await client.withTransaction(logger: logger) { connection in
                    try await Self.lockWrites(connection, s, logger)
                    return try await body(connection)
                }
            } catch let error as PostgresTransactionError {
                if let inner = error.closureError as? StoreError { throw inner }
                throw error
            }
        }
    }

    /// Writers of one schema take turns (until the transaction ends); other schemas are not held up.
    private static func lockWrites(_ db: PostgresConnection, _ schema: String, _ logger: Logger) async throws {
        try await db.query("SELECT pg_advisory_xact_lock(\(writeLockClass), hashtext(\(schema)))", logger: logger)
    }

    public func liveFiles() async throws -> [StoredFile] {
        let files = NIOLockedValueBox<[StoredFile]>([])
        try await forEachLiveFile { file in files.withLockedValue { $0.append(file) } }
        return files.withLockedValue { $0 }
    }

    /// Streams the rows as PostgreSQL sends them: one row in memory at a time.
    public func forEachLiveFile(_ body: @escaping @Sendable (StoredFile) throws -> Void) async throws {
        let (schema, logger) = (self.schema, self.logger)
        try await run { client in
            let rows = try await client.query(
                """
                SELECT v.host, v.kind, v.version, v.content, v.sha256, v.size, v.content_type, v.created_at, l.since
                FROM \(unescaped: schema).live l JOIN \(unescaped: schema).versions v
                  ON v.host = l.host AND v.kind = l.kind AND v.version = l.version
                """, logger: logger)
            for try await row in rows.decode((String, String, Int, ByteBuffer, String, Int, String, Int64, Int64).self)
            {
                try body(try Self.storedFile(row))
            }
        }
    }

    public func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
        -> VersionRecord
    {
        try await publishChange(content, contentType: contentType, host: host, kind: kind, at: at).record
    }

    /// One statement, one round trip: the function made by `migrate()` takes the write lock and
    /// writes the version, the live pointer and the change (with its notification) in the
    /// statement's own transaction. It used to be six (BEGIN, the lock, the version, live, the
    /// change, COMMIT), each parsed and planned by PostgreSQL again and each a hop between the
    /// server's threads and the database's process, which a storm of publishes took from serving
    /// on a small machine (issue 37.10); the function's statements are planned once per connection.
    public func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
        async throws -> PublishedChange
    {
        let sha = ContentDigest.hex(content)
        let now = StoreRows.millis(at)
        let (s, logger) = (schema, logger)
        let written = try await run { client -> (Int, Int64)? in
            for try await row in try await client.query(
                """
                SELECT published_version, change_id FROM \(unescaped: s).\(unescaped: Self.publishFunction)(
                  \(host.value), \(kind.rawValue), \(ByteBuffer(bytes: content)), \(sha), \(content.count), \(contentType), \(now))
                """, logger: logger
            ).decode((Int, Int64).self) {
                return row
            }
            return nil
        }
        guard let (version, changeID) = written else {
            throw StoreError(.corrupt, .api("store-damaged", ["error": "\(Self.publishFunction) returned no row"]))
        }
        let record = VersionRecord(
            host: host, kind: kind, version: version, sha256: sha, size: content.count, contentType: contentType,
            createdAt: StoreRows.date(now))
        return PublishedChange(
            file: StoredFile(record: record, content: content, liveSince: record.createdAt), changeID: changeID)
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) async throws -> VersionRecord {
        let now = StoreRows.millis(at)
        let s = schema
        let logger = logger
        return try await transaction { db -> VersionRecord in
            var found: VersionRecord?
            for try await row in try await db.query(
                """
                SELECT host, kind, version, sha256, size, content_type, created_at FROM \(unescaped: s).versions
                WHERE host = \(host.value) AND kind = \(kind.rawValue) AND version = \(version)
                """, logger: logger
            ).decode((String, String, Int, String, Int, String, Int64).self) {
                found = try StoreRows.record(
                    host: row.0, kind: row.1, version: row.2, sha256: row.3, size: row.4, contentType: row.5,
                    createdAt: row.6)
            }
            guard let record = found else {
                throw StoreError(
                    .notFound, .api("no-version", ["host": "\(host)", "version": "\(version)", "kind": kind.rawValue]))
            }
            try await Self.setLive(db, s, host, kind, version, now, logger)
            try await Self.log(db, s, host, kind, .rollback, version, record.sha256, now, logger)
            return record
        }
    }

    public func delete(host: HostName, kind: FileKind, at: Date) async throws -> Bool {
        let now = StoreRows.millis(at)
        let s = schema
        let logger = logger
        return try await transaction { db -> Bool in
            var deleted = 0
            for try await (count) in try await db.query(
                "WITH d AS (DELETE FROM \(unescaped: s).live WHERE host = \(host.value) AND kind = \(kind.rawValue) RETURNING 1) SELECT COUNT(*) FROM d",
                logger: logger
            ).decode(Int.self) {
                deleted = count
            }
            guard deleted > 0 else { return false }
            try await Self.log(db, s, host, kind, .delete, nil, nil, now, logger)
            return true
        }
    }

    public func file(host: HostName, kind: FileKind, version: Int?) async throws -> StoredFile? {
        let query: PostgresQuery
        if let version {
            query = """
                SELECT v.host, v.kind, v.version, v.content, v.sha256, v.size, v.content_type, v.created_at,
                  COALESCE(l.since, v.created_at)
                FROM \(unescaped: schema).versions v LEFT JOIN \(unescaped: schema).live l
                  ON l.host = v.host AND l.kind = v.kind AND l.version = v.version
                WHERE v.host = \(host.value) AND v.kind = \(kind.rawValue) AND v.version = \(version)
                """
        } else {
            query = """
                SELECT v.host, v.kind, v.version, v.content, v.sha256, v.size, v.content_type, v.created_at, l.since
                FROM \(unescaped: schema).live l JOIN \(unescaped: schema).versions v
                  ON v.host = l.host AND v.kind = l.kind AND v.version = l.version
                WHERE l.host = \(host.value) AND l.kind = \(kind.rawValue)
                """
        }
        let logger = self.logger
        return try await run { client in
            for try await row in try await client.query(query, logger: logger).decode(
                (String, String, Int, ByteBuffer, String, Int, String, Int64, Int64).self)
            {
                return try Self.storedFile(row)
            }
            return nil
        }
    }

    public func versions(host: HostName, kind: FileKind) async throws -> [VersionRecord] {
        let (schema, logger) = (self.schema, self.logger)
        return try await run { client in
            var records: [VersionRecord] = []
            for try await row in try await client.query(
                """
                SELECT v.host, v.kind, v.version, v.sha256, v.size, v.content_type, v.created_at, p.propagated_at
                FROM \(unescaped: schema).versions v LEFT JOIN \(unescaped: schema).cdn_propagation p
                  ON p.host = v.host AND p.kind = v.kind AND p.version = v.version
                WHERE v.host = \(host.value) AND v.kind = \(kind.rawValue) ORDER BY v.version
                """, logger: logger
            ).decode((String, String, Int, String, Int, String, Int64, Int64?).self) {
                var record = try StoreRows.record(
                    host: row.0, kind: row.1, version: row.2, sha256: row.3, size: row.4, contentType: row.5,
                    createdAt: row.6)
                record.cdnPropagatedAt = row.7.map(StoreRows.date)
                records.append(record)
            }
            return records
        }
    }

    public func changes(host: HostName?, limit: Int) async throws -> [ChangeRecord] {
        let query: PostgresQuery
        if let host {
            query =
                "SELECT id, host, kind, action, version, sha256, at FROM \(unescaped: schema).changes WHERE host = \(host.value) ORDER BY id DESC LIMIT \(limit)"
        } else {
            query =
                "SELECT id, host, kind, action, version, sha256, at FROM \(unescaped: schema).changes ORDER BY id DESC LIMIT \(limit)"
        }
        let logger = self.logger
        return try await run { client in
            var records: [ChangeRecord] = []
            for try await row in try await client.query(query, logger: logger).decode(
                (Int64, String, String, String, Int?, String?, Int64).self)
            {
                records.append(
                    try StoreRows.change(
                        id: row.0, host: row.1, kind: row.2, action: row.3, version: row.4, sha256: row.5, at: row.6))
            }
            return records
        }
    }

    public func lastChangeID() async throws -> Int64 {
        let (schema, logger) = (self.schema, self.logger)
        return try await run { client in
            for try await (id) in try await client.query(
                "SELECT COALESCE(MAX(id), 0)::BIGINT FROM \(unescaped: schema).changes", logger: logger
            ).decode(Int64.self) {
                return id
            }
            return 0
        }
    }

    public func close() async throws {
        let probe = outage.withLockedValue { outage in
            defer { outage = nil }
            return outage?.probe
        }
        probe?.cancel()
        await pool.withLockedValue { $0 }.stop()
    }

    // MARK: Rows

    private static func setLive(
        _ db: PostgresConnection, _ s: String, _ host: HostName, _ kind: FileKind, _ version: Int, _ now: Int64,
        _ logger: Logger
    ) async throws {
        try await db.query(
            """
            INSERT INTO \(unescaped: s).live VALUES (\(host.value), \(kind.rawValue), \(version), \(now))
            ON CONFLICT (host, kind) DO UPDATE SET version = excluded.version, since = excluded.since
            """, logger: logger)
    }

    private static func log(
        _ db: PostgresConnection, _ s: String, _ host: HostName, _ kind: FileKind, _ action: ChangeRecord.Action,
        _ version: Int?,
        _ sha: String?, _ now: Int64, _ logger: Logger
    ) async throws {
        try await logChange(db, s, host, kind, action, version, sha, now, logger)
    }

    private static func storedFile(_ row: (String, String, Int, ByteBuffer, String, Int, String, Int64, Int64)) throws
        -> StoredFile
    {
        let record = try StoreRows.record(
            host: row.0, kind: row.1, version: row.2, sha256: row.4, size: row.5, contentType: row.6, createdAt: row.7)
        return StoredFile(record: record, content: Array(row.3.readableBytesView), liveSince: StoreRows.date(row.8))
    }
}
