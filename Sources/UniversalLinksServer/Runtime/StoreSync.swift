import Logging
import ServiceLifecycle

/// Keeps the served table in step with the store: reloads on each change notification when the store
/// pushes them (``StoreChangeNotifier``: PostgreSQL), and polls ``AssociationStore/lastChangeID()``
/// every ``ServerConfiguration/pollInterval`` as well, reloading when it moved. A change is live on
/// every replica sharing a PostgreSQL store within one reload of its commit (one poll interval plus
/// one reload at worst, when notifications are down); polling is also what picks up edits in a
/// `--dir` folder.
///
/// On graceful shutdown it stops polling. It does not close the store: whoever opened it does, once
/// the application has stopped (see `ulinks serve`).
public struct StoreSync: Service {
    let service: AssociationService

    public init(service: AssociationService) { self.service = service }

    public func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                try await withThrowingTaskGroup(of: Void.self) { group in
                    if let notifier = service.store as? any StoreChangeNotifier {
                        // A burst of changes wakes one reload, not one each (newest-only buffer).
                        let (wakeups, wake) = AsyncStream.makeStream(
                            of: Int64?.self, bufferingPolicy: .bufferingNewest(1))
                        group.addTask { try await listen(notifier) { wake.yield($0) } }
                        group.addTask {
                            for await id in wakeups {
                                // This replica's own publish is served already: no store call for it.
                                if let id, id <= service.state.table.generation { continue }
                                if let id {
                                    try? await service.catchUp(toChange: id)
                                } else {
                                    try? await service.reloadIfChanged()
                                }
                            }
                        }
                    }
                    group.addTask { try await poll() }
                    try await group.next()
                }
            }
        } catch is CancellationError {
            // Shutdown.
        }
    }

    private func poll() async throws {
        while true {
            try await Task.sleep(for: service.configuration.pollInterval)
            do {
                try await service.reloadIfChanged()
            } catch let error as StoreError where error.code == .unavailable {
                // Logged once when the store goes away and once when it is back (``StoreHealth``), not every poll.
                service.logger.debug(
                    "store poll failed; still serving the last good table", metadata: ["error": "\(error)"])
            } catch {
                service.logger.error(
                    "store poll failed; still serving the last good table", metadata: ["error": "\(error)"])
            }
        }
    }

    /// Reloads on each notification; reconnects after a second when the connection drops.
    private func listen(_ notifier: any StoreChangeNotifier, wake: @escaping @Sendable (Int64?) -> Void) async throws {
        while true {
            do {
                try await notifier.listenForChangeIDs { wake($0) }
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                service.logger.warning(
                    "change notifications lost; polling until they are back", metadata: ["error": "\(error)"])
            }
            try await Task.sleep(for: .seconds(1))
        }
    }
}
