/// Whether an owner's work in progress has all ended, for a drain at exit that waits for that or a
/// deadline, whichever comes first, without polling.
///
/// The owner (an actor with tasks of its own: the MCP session's calls, the webhook dispatcher's
/// workers) says `update(idle:)` whenever its work starts or ends; ``wait(within:)`` returns as soon as
/// the work is idle or `limit` has passed. Used by `ulinks mcp` and the webhook deliveries of `watch`.
package final class IdleSignal: @unchecked Sendable {
    /// A waiter from its start to its end: not yet suspended, suspended, or woken (by its deadline or
    /// its cancellation) before it could suspend.
    private enum Waiter {
        case starting
        case waiting(CheckedContinuation<Void, Never>)
        case woken
    }

    private let lock = ThreadLock()
    private var idle = true
    private var waiters: [Int: Waiter] = [:]
    private var nextWaiter = 0

    package init() {}

    /// Records whether the work is idle now; becoming idle wakes every waiter.
    package func update(idle: Bool) {
        let woken = lock.withLock { () -> [CheckedContinuation<Void, Never>] in
            self.idle = idle
            guard idle else { return [] }
            var woken: [CheckedContinuation<Void, Never>] = []
            for (number, waiter) in waiters {
                if case .waiting(let continuation) = waiter {
                    woken.append(continuation)
                    waiters[number] = nil
                }
            }
            return woken
        }
        for continuation in woken { continuation.resume() }
    }

    /// Returns once the work is idle, `limit` has passed or the calling task is cancelled.
    package func wait(within limit: Duration) async {
        let number = lock.withLock { () -> Int in
            defer { nextWaiter += 1 }
            waiters[nextWaiter] = .starting
            return nextWaiter
        }
        let timer = Task {
            try? await Task.sleep(for: limit)
            self.wake(number)
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let now = lock.withLock { () -> Bool in
                    var woken = false
                    if case .woken? = waiters[number] { woken = true }
                    if idle || woken {
                        waiters[number] = nil
                        return true
                    }
                    waiters[number] = .waiting(continuation)
                    return false
                }
                if now { continuation.resume() }
            }
        } onCancel: {
            self.wake(number)
        }
        timer.cancel()
        lock.withLock { waiters[number] = nil }
    }

    /// Ends one waiter's wait: resumed if it waits, told to return at once if it has not suspended yet.
    private func wake(_ number: Int) {
        let continuation = lock.withLock { () -> CheckedContinuation<Void, Never>? in
            switch waiters[number] {
            case .waiting(let continuation):
                waiters[number] = nil
                return continuation
            case .starting:
                waiters[number] = .woken
                return nil
            case .woken, nil:
                return nil
            }
        }
        continuation?.resume()
    }
}
