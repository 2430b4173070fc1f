import Foundation
import Logging
import SQLiteNIO
import UniversalLinks
import UniversalLinksChecker

/// The watch's state file (`ulinks watch --state FILE`): one SQLite database in WAL mode, a row per domain
/// and a row per transition with the report that caused it (compact JSON).
///
/// A file that is not this store's is refused, never written: not SQLite, damaged (`PRAGMA quick_check`),
/// or another program's database (a different `application_id`, or tables without ours). Each save is one
/// transaction; `synchronous=NORMAL` keeps every committed transition across a crash of the process (the
/// WAL is in the operating system's hands), and loses at most the last ones if the machine loses power.
public final class SQLiteWatchStore: WatchStore {
    private let connection: SQLiteConnection
    private let lock = AsyncSerialLock()
    public let path: String

    /// `'ulWA'`: marks the file as this store's.
    static let applicationID = 0x756C_5741
    static let schemaVersion = 1

    /// Opens the state file at `path`, creating it when it does not exist or is empty. Throws
    /// ``WatchStoreError`` (the file untouched) when it is not a watch state file.
    public static func open(path: String) async throws -> SQLiteWatchStore {
        let existing = try Self.existingContent(path)
        let connection: SQLiteConnection
        do {
            connection = try await SQLiteConnection.open(
                storage: .file(path: path),
                logger: Logger(label: "ulinks.watch.sqlite", factory: { _ in SwiftLogNoOpLogHandler() }))
        } catch {
            throw WatchStoreError(path: path, "cannot open it: \(error)")
        }
        let store = SQLiteWatchStore(connection: connection, path: path)
        do {
            if existing {
                try await store.verify()
            } else {
                try await store.create()
            }
            try await store.configure()
        } catch {
            try? await connection.close()
            if let refused = error as? WatchStoreError { throw refused }
            throw WatchStoreError(path: path, "not a readable watch state file (\(error)); it was left as it is")
        }
        return store
    }

    private init(connection: SQLiteConnection, path: String) {
        self.connection = connection
        self.path = path
    }

    /// Closes the database. Call once, after the last use.
    public func close() async throws {
        try await lock.run { try await connection.close() }
    }

    /// Whether the file has content (then it must be one of ours); refuses a file that is not SQLite
    /// before SQLite opens it.
    private static func existingContent(_ path: String) throws -> Bool {
        guard FileManager.default.fileExists(atPath: path) else { return false }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw WatchStoreError(path: path, "cannot be read")
        }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 16)) ?? Data()
        if head.isEmpty { return false }
        guard head == Data("SQLite format 3\0".utf8) else {
            throw WatchStoreError(path: path, "not an SQLite database, so not a watch state file; it was left as it is")
        }
        return true
    }

    /// Checks that an existing database is intact and ours.
    private func verify() async throws {
        let check = try await connection.query("PRAGMA quick_check").first?.column("quick_check")?.string ?? ""
        guard check == "ok" else {
            throw WatchStoreError(
                path: path, "the database is damaged (quick_check: \(check.prefix(200))); it was left as it is")
        }
        let id = try await connection.query("PRAGMA application_id").first?.column("application_id")?.integer ?? 0
        let tables = Set(
            try await connection.query("SELECT name FROM sqlite_master WHERE type = 'table'").compactMap {
                $0.column("name")?.string
            })
        if id == 0 && tables.isEmpty {
            try await create()
            return
        }
        guard id == Self.applicationID, tables.isSuperset(of: ["domains", "transitions"]) else {
            throw WatchStoreError(
                path: path, "an SQLite database of another program, not a watch state file; it was left as it is")
        }
        let version = try await connection.query("PRAGMA user_version").first?.column("user_version")?.integer ?? 0
        guard version == Self.schemaVersion else {
            throw WatchStoreError(
                path: path, "a watch state file of schema \(version); this ulinks reads schema \(Self.schemaVersion)")
        }
    }

    private func create() async throws {
        for statement in Tables.file.create + [
            "PRAGMA application_id = \(Self.applicationID)",
            "PRAGMA user_version = \(Self.schemaVersion)",
        ] {
            _ = try await connection.query(statement)
        }
    }

    private func configure() async throws {
        for statement in ["PRAGMA busy_timeout=5000", "PRAGMA journal_mode=WAL", "PRAGMA synchronous=NORMAL"] {
            _ = try await connection.query(statement)
        }
    }

    public func records() async throws -> [String: WatchRecord] {
        try await lock.run { try await Self.records(connection, Tables.file, path: path) }
    }

    public func record(domain: String) async throws -> WatchRecord? {
        try await lock.run { try await Self.record(connection, Tables.file, domain: domain, path: path) }
    }

    public func save(
        _ record: WatchRecord, transition: WatchTransition?, report: DomainReport?, replacing previous: WatchRecord?
    ) async throws -> Bool {
        let path = self.path
        return try await transaction { db in
            try await Self.save(
                db, Tables.file, record, transition: transition, report: report, replacing: previous, path: path)
        }
    }

    public func touch(_ domains: [String], at: Date) async throws {
        try await transaction { db in try await Self.touch(db, Tables.file, domains, at: at) }
    }

    public func history(domain: String, limit: Int) async throws -> [WatchHistoryEntry] {
        try await lock.run { try await Self.history(connection, Tables.file, domain: domain, limit: limit, path: path) }
    }

    /// Runs `body` in one write transaction, rolled back when it throws.
    private func transaction<Result: Sendable>(
        _ body: @Sendable @escaping (SQLiteConnection) async throws -> Result
    ) async throws -> Result {
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
