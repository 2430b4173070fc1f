import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import SQLiteNIO
import UniversalLinks

/// The embedded default store: one SQLite file in WAL mode.
///
/// Each change is one `BEGIN IMMEDIATE` transaction (version row, live pointer, change log entry),
/// committed with `synchronous=FULL`, so a `kill -9` at any moment leaves either the whole change or
/// none of it: never a torn version or a live pointer to a missing one.
public final class SQLiteStore: AssociationStore {
    private let connection: SQLiteConnection
    private let lock = AsyncSerialLock()
    public let path: String

    /// Opens (creating if needed) the database at `path`.
    public static func open(
        path: String, logger: Logger = Logger(label: "ulinks.store.sqlite", factory: { _ in SwiftLogNoOpLogHandler() })
    ) async throws -> SQLiteStore {
        let connection = try await SQLiteConnection.open(storage: .file(path: path), logger: logger)
        let store = SQLiteStore(connection: connection, path: path)
        try await store.migrate()
        return store
    }

    private init(connection: SQLiteConnection, path: String) {
        self.connection = connection
        self.path = path
    }

    private func migrate() async throws {
        for statement in [
            // The wait first: switching to WAL takes the file's lock, and a second process opening the same
            // store at the same moment would otherwise fail at once with "database is locked".
            "PRAGMA busy_timeout=5000",
            "PRAGMA journal_mode=WAL",
            "PRAGMA synchronous=FULL",
            """
            CREATE TABLE IF NOT EXISTS versions (host TEXT NOT NULL, kind TEXT NOT NULL, version INTEGER NOT NULL,
              content BLOB NOT NULL, sha256 TEXT NOT NULL, size INTEGER NOT NULL, content_type TEXT NOT NULL,
              created_at INTEGER NOT NULL, PRIMARY KEY (host, kind, version))
            """,
            """
            CREATE TABLE IF NOT EXISTS live (host TEXT NOT NULL, kind TEXT NOT NULL, version INTEGER NOT NULL,
              since INTEGER NOT NULL, PRIMARY KEY (host, kind))
            """,
            """
            CREATE TABLE IF NOT EXISTS changes (id INTEGER PRIMARY KEY AUTOINCREMENT, host TEXT NOT NULL,
              kind TEXT NOT NULL, action TEXT NOT NULL, version INTEGER, sha256 TEXT, at INTEGER NOT NULL)
            """,
            // One host's change log (`GET /admin/v1/changes?host=`) without reading every change.
            "CREATE INDEX IF NOT EXISTS changes_by_host ON changes (host, id)",
        ] + Self.certificateTables + Self.watchTables {
            _ = try await connection.query(statement)
        }
    }

    /// Runs `body` in one write transaction, rolled back when it throws.
    func transaction<T: Sendable>(_ body: @Sendable @escaping (SQLiteConnection) async throws -> T) async throws
        -> T
    {
        try await Self.mappingErrors {
            try await lock.run {
                _ = try await connection.query("BEGIN IMMEDIATE")
                do {
                    let result = try await body(connection)
                    _ = try await connection.query("COMMIT")
                    return result
                } catch {
                    _ = try? await connection.query("ROLLBACK")
                    throw error
                }
            }
        }
    }

    func read<T: Sendable>(_ body: @Sendable @escaping (SQLiteConnection) async throws -> T) async throws -> T {
        try await Self.mappingErrors { try await lock.run { try await body(connection) } }
    }

    /// SQLite's own errors as the store's: a full disk (`SQLITE_FULL`, which is also what a write
    /// past the file-size limit gives) is `store-full`, any other failure of the file
    /// `store-unavailable`, both with SQLite's reason, which the log alone used to say.
    private static func mappingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch let error as SQLiteError {
            switch error.reason {
            case .full:
                throw StoreError(.full, .api("store-full", ["error": error.message]))
            case .corrupt, .notADatabase:
                throw StoreError(.corrupt, .api("store-damaged", ["error": error.message]))
            default:
                throw StoreError(.unavailable, .api("store-sqlite", ["error": error.message]))
            }
        }
    }

    private static let liveFilesQuery = """
        SELECT v.host, v.kind, v.version, v.content, v.sha256, v.size, v.content_type, v.created_at, l.since
        FROM live l JOIN versions v ON v.host = l.host AND v.kind = l.kind AND v.version = l.version
        """

    public func liveFiles() async throws -> [StoredFile] {
        try await read { db in try await db.query(Self.liveFilesQuery).map(Self.storedFile) }
    }

    /// Streams the rows on the store's thread (SQLiteNIO's row callback): one row in memory at a time.
    public func forEachLiveFile(_ body: @escaping @Sendable (StoredFile) throws -> Void) async throws {
        let failure = NIOLockedValueBox<(any Error)?>(nil)
        try await read { db in
            try await db.query(Self.liveFilesQuery, []) { row in
                guard failure.withLockedValue({ $0 == nil }) else { return }
                do {
                    try body(try Self.storedFile(row))
                } catch {
                    failure.withLockedValue { $0 = error }
                }
            }
        }
        if let error = failure.withLockedValue({ $0 }) { throw error }
    }

    public func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
        -> VersionRecord
    {
        try await publishChange(content, contentType: contentType, host: host, kind: kind, at: at).record
    }

    public func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
        async throws -> PublishedChange
    {
        let sha = ContentDigest.hex(content)
        let now = StoreRows.millis(at)
        return try await transaction { db in
            let next =
                try await db.query(
                    "SELECT COALESCE(MAX(version), 0) + 1 AS next FROM versions WHERE host = ? AND kind = ?",
                    [.text(host.value), .text(kind.rawValue)]
                ).first?.column("next")?.integer ?? 1
            _ = try await db.query(
                "INSERT INTO versions VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                [
                    .text(host.value), .text(kind.rawValue), .integer(next), .blob(ByteBuffer(bytes: content)),
                    .text(sha), .integer(content.count), .text(contentType), .integer(Int(now)),
                ])
            try await Self.setLive(db, host, kind, next, now)
            let id = try await Self.log(db, host, kind, .publish, next, sha, now)
            let record = VersionRecord(
                host: host, kind: kind, version: Int(next), sha256: sha, size: content.count, contentType: contentType,
                createdAt: StoreRows.date(now))
            return PublishedChange(
                file: StoredFile(record: record, content: content, liveSince: record.createdAt), changeID: id)
        }
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) async throws -> VersionRecord {
        let now = StoreRows.millis(at)
        return try await transaction { db in
            guard
                let row = try await db.query(
                    "SELECT host, kind, version, sha256, size, content_type, created_at FROM versions WHERE host = ? AND kind = ? AND version = ?",
                    [.text(host.value), .text(kind.rawValue), .integer(version)]
                ).first
            else {
                throw StoreError(
                    .notFound, .api("no-version", ["host": "\(host)", "version": "\(version)", "kind": kind.rawValue]))
            }
            let record = try Self.record(row)
            try await Self.setLive(db, host, kind, version, now)
            try await Self.log(db, host, kind, .rollback, version, record.sha256, now)
            return record
        }
    }

    public func delete(host: HostName, kind: FileKind, at: Date) async throws -> Bool {
        let now = StoreRows.millis(at)
        return try await transaction { db in
            let existing = try await db.query(
                "SELECT version FROM live WHERE host = ? AND kind = ?", [.text(host.value), .text(kind.rawValue)])
            guard !existing.isEmpty else { return false }
            _ = try await db.query(
                "DELETE FROM live WHERE host = ? AND kind = ?", [.text(host.value), .text(kind.rawValue)])
            try await Self.log(db, host, kind, .delete, nil, nil, now)
            return true
        }
    }

    public func file(host: HostName, kind: FileKind, version: Int?) async throws -> StoredFile? {
        try await read { db in
            let rows: [SQLiteRow]
            let select = """
                SELECT v.host, v.kind, v.version, v.content, v.sha256, v.size, v.content_type, v.created_at,
                  COALESCE((SELECT since FROM live l WHERE l.host = v.host AND l.kind = v.kind AND l.version = v.version), v.created_at) AS since
                FROM versions v
                """
            if let version {
                rows = try await db.query(
                    select + " WHERE v.host = ? AND v.kind = ? AND v.version = ?",
                    [.text(host.value), .text(kind.rawValue), .integer(version)])
            } else {
                rows = try await db.query(
                    select
                        + " JOIN live l2 ON l2.host = v.host AND l2.kind = v.kind AND l2.version = v.version WHERE v.host = ? AND v.kind = ?",
                    [.text(host.value), .text(kind.rawValue)])
            }
            return try rows.first.map(Self.storedFile)
        }
    }

    public func versions(host: HostName, kind: FileKind) async throws -> [VersionRecord] {
        try await read { db in
            try await db.query(
                """
                SELECT v.host, v.kind, v.version, v.sha256, v.size, v.content_type, v.created_at, p.propagated_at
                FROM versions v LEFT JOIN cdn_propagation p ON p.host = v.host AND p.kind = v.kind AND p.version = v.version
                WHERE v.host = ? AND v.kind = ? ORDER BY v.version
                """,
                [.text(host.value), .text(kind.rawValue)]
            ).map { row in
                var record = try Self.record(row)
                record.cdnPropagatedAt = row.column("propagated_at")?.integer.map { StoreRows.date(Int64($0)) }
                return record
            }
        }
    }

    public func changes(host: HostName?, limit: Int) async throws -> [ChangeRecord] {
        try await read { db in
            let rows: [SQLiteRow]
            let select = "SELECT id, host, kind, action, version, sha256, at FROM changes"
            if let host {
                rows = try await db.query(
                    select + " WHERE host = ? ORDER BY id DESC LIMIT ?", [.text(host.value), .integer(limit)])
            } else {
                rows = try await db.query(select + " ORDER BY id DESC LIMIT ?", [.integer(limit)])
            }
            return try rows.map { row in
                try StoreRows.change(
                    id: Int64(row.column("id")?.integer ?? 0), host: row.column("host")?.string ?? "",
                    kind: row.column("kind")?.string ?? "", action: row.column("action")?.string ?? "",
                    version: row.column("version")?.integer.map { Int($0) }, sha256: row.column("sha256")?.string,
                    at: Int64(row.column("at")?.integer ?? 0))
            }
        }
    }

    public func lastChangeID() async throws -> Int64 {
        try await read { db in
            Int64(
                try await db.query("SELECT COALESCE(MAX(id), 0) AS id FROM changes").first?.column("id")?.integer ?? 0)
        }
    }

    /// Runs SQLite's own consistency check; "ok" when the file is sound.
    public func integrityCheck() async throws -> String {
        try await read { db in
            try await db.query("PRAGMA integrity_check").first?.column("integrity_check")?.string ?? ""
        }
    }

    public func close() async throws {
        try await lock.run { try await connection.close() }
    }

    // MARK: Rows

    private static func setLive(
        _ db: SQLiteConnection, _ host: HostName, _ kind: FileKind, _ version: Int, _ now: Int64
    ) async throws {
        _ = try await db.query(
            "INSERT INTO live VALUES (?, ?, ?, ?) ON CONFLICT (host, kind) DO UPDATE SET version = excluded.version, since = excluded.since",
            [.text(host.value), .text(kind.rawValue), .integer(version), .integer(Int(now))])
    }

    /// Logs a change; returns its id (nil only if SQLite did not say).
    @discardableResult
    private static func log(
        _ db: SQLiteConnection, _ host: HostName, _ kind: FileKind, _ action: ChangeRecord.Action, _ version: Int?,
        _ sha: String?,
        _ now: Int64
    ) async throws -> Int64? {
        try await db.query(
            "INSERT INTO changes (host, kind, action, version, sha256, at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id",
            [
                .text(host.value), .text(kind.rawValue), .text(action.rawValue), version.map { .integer($0) } ?? .null,
                sha.map { .text($0) } ?? .null, .integer(Int(now)),
            ]
        ).first?.column("id")?.integer.map(Int64.init)
    }

    private static func record(_ row: SQLiteRow) throws -> VersionRecord {
        try StoreRows.record(
            host: row.column("host")?.string ?? "", kind: row.column("kind")?.string ?? "",
            version: Int(row.column("version")?.integer ?? 0), sha256: row.column("sha256")?.string ?? "",
            size: Int(row.column("size")?.integer ?? 0), contentType: row.column("content_type")?.string ?? "",
            createdAt: Int64(row.column("created_at")?.integer ?? 0))
    }

    private static func storedFile(_ row: SQLiteRow) throws -> StoredFile {
        let record = try record(row)
        guard let blob = row.column("content")?.blob else { throw StoreError(.corrupt, "version without content") }
        let since = StoreRows.date(Int64(row.column("since")?.integer ?? 0))
        return StoredFile(record: record, content: Array(blob.readableBytesView), liveSince: since)
    }
}
