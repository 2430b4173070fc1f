import Atomics
import HummingbirdCore
import NIOConcurrencyHelpers
import NIOCore

/// The connections of one listener, so that it can stay under ``maximum`` (the open-file limit
/// with a reserve for the store, certificates and logs): at the limit it stops accepting (no
/// `accept` spinning on `EMFILE`) and closes the connection that has been idle longest (waiting
/// for a request, or for the rest of a request head) to make room, so a new client, `/healthz`
/// included, gets in while idle clients hold every slot.
final class OpenConnections: Sendable {
    let maximum: Int
    private let entries = NIOLockedValueBox<[ObjectIdentifier: Entry]>([:])

    private struct Entry: @unchecked Sendable {  // Channel is Sendable; the activity is atomic
        let channel: any Channel
        let activity: ConnectionActivity
    }

    init(maximum: Int) { self.maximum = max(1, maximum) }

    var count: Int { entries.withLockedValue { $0.count } }

    func opened(_ channel: any Channel, _ activity: ConnectionActivity) {
        entries.withLockedValue { $0[ObjectIdentifier(channel)] = Entry(channel: channel, activity: activity) }
    }

    func closed(_ channel: any Channel) {
        _ = entries.withLockedValue { $0.removeValue(forKey: ObjectIdentifier(channel)) }
    }

    /// Closes the connection idle for longest; false when every connection is busy.
    @discardableResult
    func closeOldestIdle() -> Bool {
        let oldest = entries.withLockedValue { entries -> (any Channel)? in
            var best: (since: Int64, channel: any Channel)?
            for entry in entries.values {
                let since = entry.activity.idleSince.load(ordering: .relaxed)
                guard since != ConnectionActivity.busy else { continue }
                if best == nil || since < best!.since { best = (since, entry.channel) }
            }
            if let best { entries[ObjectIdentifier(best.channel)] = nil }
            return best?.channel
        }
        oldest?.close(promise: nil)
        return oldest != nil
    }

    /// Hummingbird's hook on the listening socket: reading it (accepting) stops while this says no.
    struct Limit: AvailableConnectionsDelegate {
        let connections: OpenConnections
        var accepted = 0

        mutating func connectionOpened() { accepted += 1 }
        mutating func connectionClosed() { accepted -= 1 }

        func isAcceptingNewConnections() -> Bool {
            guard accepted >= connections.maximum else { return true }
            // Full: make room. Accepting resumes when that connection (or any other) has closed.
            connections.closeOldestIdle()
            return false
        }
    }
}

/// Whether one connection is waiting for a request (and since when) or working on one; written by
/// the connection's handlers on its event loop, read by ``OpenConnections`` when it needs room.
final class ConnectionActivity: Sendable {
    static let busy: Int64 = .max
    /// Uptime nanoseconds since the connection became idle, or ``busy``.
    let idleSince = ManagedAtomic<Int64>(0)

    init() { idle() }

    func idle(at now: NIODeadline = .now()) {
        idleSince.store(Int64(clamping: now.uptimeNanoseconds), ordering: .relaxed)
    }
    func busy() { idleSince.store(Self.busy, ordering: .relaxed) }
}
