import Logging
import PostgresNIO

extension PostgresStore: StoreChangeNotifier {
    /// One channel per schema, so deployments sharing a database do not wake each other.
    static func changeChannel(_ schema: String) -> String { "ulinks_changes_" + schema }

    public func listenForChanges(_ onChange: @escaping @Sendable () async -> Void) async throws {
        try await listenForChangeIDs { _ in await onChange() }
    }

    /// The payload is the change's id (written by `logChange`); an empty one (a server of
    /// an earlier version) is nil.
    public func listenForChangeIDs(_ onChange: @escaping @Sendable (Int64?) async -> Void) async throws {
        let channel = Self.changeChannel(schema)
        try await client.withConnection { connection in
            try await connection.listen(on: channel) { notifications in
                for try await notification in notifications { await onChange(Int64(notification.payload)) }
            }
        }
    }

    /// The change-log row and its notification in one statement (one round trip of the write
    /// transaction instead of two; the payload is the row's id). Delivered to listeners when the
    /// transaction commits, never before.
    static func logChange(
        _ db: PostgresConnection, _ s: String, _ host: HostName, _ kind: FileKind, _ action: ChangeRecord.Action,
        _ version: Int?, _ sha: String?, _ now: Int64, _ logger: Logger
    ) async throws {
        try await db.query(
            """
            WITH c AS (
              INSERT INTO \(unescaped: s).changes (host, kind, action, version, sha256, at)
              VALUES (\(host.value), \(kind.rawValue), \(action.rawValue), \(version), \(sha), \(now)) RETURNING id)
            SELECT pg_notify(\(changeChannel(s)), (SELECT id FROM c)::text)
            """, logger: logger)
    }
}
