import Foundation
import NIOCore

/// What a fetch has received so far, shared between the reading task and the deadline: a timed-out fetch
/// still reports its status, headers and how many bytes arrived.
final class FetchProgress: @unchecked Sendable {
    struct Snapshot: Sendable {
        var status: Int?
        var reason: String?
        var headers: [HeaderField] = []
        var body: [UInt8] = []
        var oversize = false
        var headersSeconds: Double?
    }

    private let lock = NSLock()
    private var state = Snapshot()

    var snapshot: Snapshot { lock.withLock { state } }

    func head(status: Int, reason: String, headers: [HeaderField], seconds: Double) {
        lock.withLock {
            state.status = status
            state.reason = reason
            state.headers = headers
            state.headersSeconds = seconds
        }
    }

    /// Appends up to `cap + 1` bytes in all; returns true once the body is known to exceed `cap`.
    func append(_ chunk: ByteBuffer, cap: Int) -> Bool {
        lock.withLock {
            let room = cap + 1 - state.body.count
            guard room > 0 else {
                state.oversize = true
                return true
            }
            let view = chunk.readableBytesView
            state.body.append(contentsOf: view.prefix(room))
            if state.body.count > cap {
                state.oversize = true
                return true
            }
            return false
        }
    }
}
