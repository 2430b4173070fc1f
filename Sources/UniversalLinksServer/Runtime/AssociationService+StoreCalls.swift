import Foundation

extension AssociationService {
    /// Runs one store operation for a request: timed in the metrics, bounded by
    /// ``ServerConfiguration/storeTimeout``, and recorded in ``health``. A store that does not answer
    /// in time, or fails to reach its database, comes out as `StoreError(.unavailable)` (503 with
    /// `Retry-After`); a full disk as `StoreError(.full)` (507); a refusal (`not-found`,
    /// `read-only`) as itself.
    func storeCall<T: Sendable>(
        _ operation: String, limit: Duration? = nil, _ body: @Sendable @escaping () async throws -> T
    ) async throws -> T {
        let limit = limit ?? configuration.storeTimeout
        do {
            let result = try await metrics.timeStore(operation) { try await Deadline.run(within: limit, body) }
            noteStore(available: true)
            return result
        } catch is Deadline.Expired {
            let error = StoreError(.unavailable, .api("store-timeout", ["time": Self.seconds(limit)]))
            noteStore(available: false, error)
            (store as? any StoreOutageAware)?.storeTimedOut()
            throw error
        } catch let error as StoreError {
            if error.code == .unavailable || error.code == .full {
                noteStore(available: false, error)
            } else {
                noteStore(available: true)
            }
            throw error
        }
    }

    private func noteStore(available: Bool, _ error: StoreError? = nil) {
        guard health.record(available: available, reason: error?.message.english) else { return }
        if available {
            logger.notice("the store answers again")
        } else {
            logger.error("the store is unavailable", metadata: ["error": "\(error?.message.english ?? "")"])
        }
    }

    static func seconds(_ duration: Duration) -> String {
        let value = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}

/// A store that can tell an outage from an answer and recover as soon as its database is back
/// (``PostgresStore``): told when a call ran out of time, so that it stops queueing work on a
/// connection pool that is waiting out a back-off.
protocol StoreOutageAware: Sendable {
    func storeTimedOut()
}
