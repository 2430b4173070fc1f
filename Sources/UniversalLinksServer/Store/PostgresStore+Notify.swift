import Logging
import PostgresNIO

extension PostgresStore: StoreChangeNotifier {
    /// One channel per schema, so deployments sharing a database do not wake each other.
    static func changeChannel(_ schema: String) -> String { "ulinks_changes_" + schema }

    public func listenForChanges(_ onChange: @escaping @Sendable () async -> Void) async throws {
        let channel = Self.changeChannel(schema)
        try await client.withConnection { connection in
            try await connection.listen(on: channel) { notifications in
                for try await _ in notifications { await onChange() }
            }
        }
    }

    /// Sent inside each write transaction: delivered to listeners when it commits, never before.
    static func notifyChange(_ db: PostgresConnection, _ schema: String, _ logger: Logger) async throws {
        try await db.query("SELECT pg_notify(\(changeChannel(schema)), '')", logger: logger)
    }
}
