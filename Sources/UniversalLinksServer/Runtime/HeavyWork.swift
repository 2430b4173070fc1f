import Atomics
import HTTPTypes
import Hummingbird
import NIOPosix

/// Requests that cost real CPU (the console's validate, match, diff, fmt and payload): at most
/// ``limit`` at once, each on threads of its own. Eight 281 KB diffs at once used to take every
/// thread of Swift's cooperative pool, where `/healthz`, `/readyz` and the admin API also run
/// (14.7 s for a `/healthz`); now they wait for a core like any thread, and one request beyond the
/// limit is answered `429 {"error":"busy"}` with `Retry-After` instead of queueing.
public final class HeavyWork: Sendable {
    public let limit: Int
    private let running = ManagedAtomic<Int>(0)
    private let threads: WorkerThreads

    public init(limit: Int) {
        self.limit = max(1, limit)
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

    /// Runs `body` on the work threads, or throws ``Busy`` at once when the limit is reached.
    func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        var current = running.load(ordering: .relaxed)
        while true {
            guard current < limit else { throw Busy() }
            let (exchanged, original) = running.compareExchange(
                expected: current, desired: current + 1, ordering: .acquiringAndReleasing)
            if exchanged { break }
            current = original
        }
        defer { running.wrappingDecrement(ordering: .releasing) }
        if #available(macOS 15, iOS 18, *) {
            return try await withTaskExecutorPreference(threads) { try await body() }
        }
        return try await body()
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
