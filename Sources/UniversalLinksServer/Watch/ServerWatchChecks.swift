import Foundation

/// The checks one replica has under way: their slots (hosted and registered apart), the tasks (cancelled at
/// shutdown), and the wake-up of the look loop when a slot frees.
actor ServerWatchChecks {
    private var busy = [0, 0]
    private var tasks: [UUID: Task<Void, Never>] = [:]
    private var waiter: CheckedContinuation<Void, Never>?
    private var woken = false

    /// Free slots of each kind, `width` each.
    func free(width: Int) -> [Int] { busy.map { max(0, width - $0) } }

    func start(kind: Int, count: Int, _ body: @escaping @Sendable () async -> Void) {
        busy[kind] += count
        let id = UUID()
        tasks[id] = Task {
            await body()
            self.ended(id)
        }
    }

    func finish(kind: Int) {
        busy[kind] = max(0, busy[kind] - 1)
        woken = true
        waiter?.resume()
        waiter = nil
    }

    private func ended(_ id: UUID) { tasks[id] = nil }

    /// Returns after `tick`, or sooner when a check ends (its slot is free), or at cancellation.
    func waitForSlot(within tick: Duration) async {
        if woken {
            woken = false
            // A moment for other checks to end too, so that one look (one statement) starts them together.
            try? await Task.sleep(for: .milliseconds(100))
            return
        }
        let timer = Task {
            guard (try? await Task.sleep(for: tick)) != nil else { return }
            self.wake()
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if woken || Task.isCancelled {
                    continuation.resume()
                } else {
                    waiter = continuation
                }
            }
        } onCancel: {
            Task { await self.wake() }
        }
        timer.cancel()
        woken = false
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }

    func cancelAll() async {
        let running = Array(tasks.values)
        for task in running { task.cancel() }
        for task in running { await task.value }
    }
}
