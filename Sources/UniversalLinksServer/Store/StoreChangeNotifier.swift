/// A store that pushes "something changed" to every replica (PostgreSQL `LISTEN/NOTIFY`), so a
/// publish on one replica is served by the others within a reload, not a poll interval. Polling
/// stays as the fallback when the notification connection drops.
public protocol StoreChangeNotifier: Sendable {
    /// Calls `onChange` for each change committed by any replica, until cancelled or the
    /// connection fails (then throws).
    func listenForChanges(_ onChange: @escaping @Sendable () async -> Void) async throws

    /// ``listenForChanges(_:)`` with the id of the change committed, when the store says it (nil
    /// otherwise): a replica whose table is already there (its own publish) skips the reload.
    func listenForChangeIDs(_ onChange: @escaping @Sendable (Int64?) async -> Void) async throws
}

extension StoreChangeNotifier {
    public func listenForChangeIDs(_ onChange: @escaping @Sendable (Int64?) async -> Void) async throws {
        try await listenForChanges { await onChange(nil) }
    }
}
