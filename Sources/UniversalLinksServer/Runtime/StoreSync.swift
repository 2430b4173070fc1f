import Logging
import ServiceLifecycle

/// Keeps the served table in step with the store: polls ``AssociationStore/lastChangeID()`` every
/// ``ServerConfiguration/pollInterval`` and reloads when it moved. This is what bounds propagation
/// between replicas sharing a PostgreSQL store (a change is live everywhere within one interval
/// plus one reload), and what picks up edits in a `--dir` folder.
///
/// On graceful shutdown it stops polling. It does not close the store: whoever opened it does, once
/// the application has stopped (see `ulinks serve`).
public struct StoreSync: Service {
    let service: AssociationService

    public init(service: AssociationService) { self.service = service }

    public func run() async throws {
        do {
            try await cancelWhenGracefulShutdown {
                while true {
                    try await Task.sleep(for: service.configuration.pollInterval)
                    do {
                        try await service.reloadIfChanged()
                    } catch {
                        service.logger.error(
                            "store poll failed; still serving the last good table", metadata: ["error": "\(error)"])
                    }
                }
            }
        } catch is CancellationError {
            // Shutdown.
        }
    }
}
