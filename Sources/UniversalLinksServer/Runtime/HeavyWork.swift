import Atomics
import HTTPTypes
import Hummingbird
import NIOPosix

/// Requests that cost real CPU (the console's validate, match, diff, fmt and payload): at most
/// ``limit`` at once, each on threads of its own. Eight 281 KB diffs at once used to take every
/// thread of Swift's cooperative pool, where `/healthz`, `/readyz` and the admin API also run
/// (14.7 s for a `/healthz`); now they wait for a core like any thread. Beyond the limit, up to
/// ``waitingLimit`` requests wait for a turn for at most ``patience`` (one page asks for a validate
/// while its match runs); any more, or a wait past that, is answered `429 {"error":"busy"}` with
/// `Retry-After`.
public final class HeavyWork: Sendable {
    public let limit: Int
    public let waitingLimit: Int
    /// How long a request waits in line for a turn before it is refused.
    public static let patience: Duration = .seconds(2)
    private let running = ManagedAtomic<Int>(0)
    private let waiting = ManagedAtomic<Int>(0)
    private let threads: WorkerThreads

    public init(limit: Int, waitingLimit: Int = 0) {
        self.limit = max(1, limit)
        self.waitingLimit = max(0, waitingLimit)
        self.threads = WorkerThreads(count: self.limit)
    }

    deinit { threads.pool.shutdownGracefully { _ in } }

    /// Refused because ``limit`` requests are already running.
    public struct Busy: Error, HTTPResponseError {
        public var status: HTTPResponse.Status { .tooManyRequests }

        public func response(from request: Request, context: some RequestContext) throws -> Response { response }

        var response: Response {
            var response = AdminResponse.error(
                .tooManyRequests, "busy", "the server is busy with other requests of this kind; try again in a second")
            response.headers[.retryAfter] = "1"
            return response
        }
    }

    /// Runs `body` on the work threads, or throws ``Busy`` when no turn comes (see the type's comment).
    func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        try await acquire()
        defer { running.wrappingDecrement(ordering: .releasing) }
        if #available(macOS 15, iOS 18, *) {
            return try await withTaskExecutorPreference(threads) { try await body() }
        }
        return try await body()
    }
}

extension HeavyWork {
    /// Takes a turn: at once when one is free, else after waiting in the bounded line.
    private func acquire() async throws {
        if tryAcquire() { return }
        guard waiting.loadThenWrappingIncrement(ordering: .relaxed) < waitingLimit else {
            waiting.wrappingDecrement(ordering: .relaxed)
            throw Busy()
        }
        defer { waiting.wrappingDecrement(ordering: .relaxed) }
        let deadline = ContinuousClock.now + Self.patience
        while ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
            if tryAcquire() { return }
        }
        throw Busy()
    }

    private func tryAcquire() -> Bool {
        var current = running.load(ordering: .relaxed)
        while current < limit {
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }
}

/// A task executor on a thread pool of its own (Swift's cooperative pool is as wide as the cores).
final class WorkerThreads: Sendable {
    let pool: NIOThreadPool

    init(count: Int) {
        pool = NIOThreadPool(numberOfThreads: count)
        pool.start()
    }
}

@available(macOS 15, iOS 18, *)
extension WorkerThreads: TaskExecutor {
    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        pool.submit { _ in job.runSynchronously(on: executor) }
    }
}
