/// A store that pushes "something changed" to every replica (PostgreSQL `LISTEN/NOTIFY`), so a
/// publish on one replica is served by the others within a reload, not a poll interval. Polling
/// stays as the fallback when the notification connection drops.
public protocol StoreChangeNotifier: Sendable {
    /// Calls `onChange` for each change committed by any replica, until cancelled or the
    /// connection fails (then throws).
    func listenForChanges(_ onChange: @escaping @Sendable () async -> Void) async throws
}
