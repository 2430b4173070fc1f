import Foundation
import NIOConcurrencyHelpers

/// Whether the store answered its last operation: what `/healthz` reports and `/readyz` probes.
/// Updated by every store call of ``AssociationService`` (admin requests, reloads, polls), so a
/// replica whose database went away says so within one poll interval.
public final class StoreHealth: Sendable {
    public struct Snapshot: Sendable, Equatable {
        /// False from the first failed operation until one succeeds again.
        public var available: Bool
        /// Why it is unavailable (the last error), nil when it is available.
        public var reason: String?
        public var since: Date
    }

    private let state = NIOLockedValueBox(Snapshot(available: true, reason: nil, since: Date()))

    public init() {}

    public var snapshot: Snapshot { state.withLockedValue { $0 } }

    /// Records an outcome; returns true when it changes the state (worth a log line).
    @discardableResult
    func record(available: Bool, reason: String? = nil) -> Bool {
        state.withLockedValue { state in
            let changed = state.available != available
            if changed { state.since = Date() }
            state.available = available
            state.reason = available ? nil : reason
            return changed
        }
    }
}
