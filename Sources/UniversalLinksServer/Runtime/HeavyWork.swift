import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers
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
    /// How long a request waits in line for a turn before it is refused, by default.
    public static let patience: Duration = .seconds(2)
    /// How long a request waits in line for a turn before it is refused (``patience`` unless told).
    public let waitingPatience: Duration
    /// The turns taken and the line of requests waiting for one, first come first served.
    private let line = NIOLockedValueBox(Line())
    private let threads: WorkerThreads

    public init(limit: Int, waitingLimit: Int = 0, patience: Duration = HeavyWork.patience) {
        self.limit = max(1, limit)
        self.waitingLimit = max(0, waitingLimit)
        self.waitingPatience = max(.zero, patience)
        self.threads = WorkerThreads(count: self.limit)
    }

    deinit { threads.pool.shutdownGracefully { _ in } }

    /// Refused because ``limit`` requests are already running.
    public struct Busy: Error, HTTPResponseError {
        public var status: HTTPResponse.Status { .tooManyRequests }

        public func response(from request: Request, context: some RequestContext) throws -> Response { response }

        var response: Response {
            var response = AdminResponse.error(.tooManyRequests, "busy", .api("busy"))
            response.headers[.retryAfter] = "1"
            return response
        }
    }

    /// Runs `body` on the work threads, or throws ``Busy`` when no turn comes (see the type's comment).
    func run<T: Sendable>(_ body: () async throws -> T) async throws -> T {
        try await acquire()
        defer { release() }
        if #available(macOS 15, iOS 18, *) {
            return try await withTaskExecutorPreference(threads) { try await body() }
        }
        return try await body()
    }
}

extension HeavyWork {
    struct Line {
        var running = 0
        var nextTicket = 0
        var waiting: [(ticket: Int, turn: CheckedContinuation<Bool, Never>)] = []
        /// Tickets given but not yet in `waiting`, and whether their wait ended meanwhile (their time
        /// ran out or their request was cancelled before they joined the line).
        var joining: [Int: Bool] = [:]
    }

    /// Takes a turn: at once when one is free, else in the bounded line until a running request hands
    /// its turn over (woken once, no polling), for at most ``waitingPatience``.
    private func acquire() async throws {
        enum Outcome { case turn, refused, ticket(Int) }
        let outcome: Outcome = line.withLockedValue { line in
            if line.running < limit {
                line.running += 1
                return .turn
            }
            guard line.waiting.count + line.joining.count < waitingLimit else { return .refused }
            line.nextTicket += 1
            line.joining[line.nextTicket] = false
            return .ticket(line.nextTicket)
        }
        guard case .ticket(let ticket) = outcome else {
            if case .refused = outcome { throw Busy() }
            return
        }
        let patience = waitingPatience
        let timer = Task { [weak self] in
            try? await Task.sleep(for: patience)
            if !Task.isCancelled { self?.leaveLine(ticket) }
        }
        defer { timer.cancel() }
        let granted = await withTaskCancellationHandler {
            await withCheckedContinuation { (turn: CheckedContinuation<Bool, Never>) in
                let answer: Bool? = line.withLockedValue { line in
                    if line.joining.removeValue(forKey: ticket) ?? true { return false }
                    if line.running < limit {  // a turn came free since the ticket
                        line.running += 1
                        return true
                    }
                    line.waiting.append((ticket, turn))
                    return nil
                }
                if let answer { turn.resume(returning: answer) }
            }
        } onCancel: {
            leaveLine(ticket)
        }
        guard granted else { throw Busy() }
    }

    /// Gives the turn to the first request in line, or frees it.
    private func release() {
        let next = line.withLockedValue { line -> CheckedContinuation<Bool, Never>? in
            guard !line.waiting.isEmpty else {
                line.running -= 1
                return nil
            }
            return line.waiting.removeFirst().turn
        }
        next?.resume(returning: true)
    }

    /// Takes `ticket` out of the line (its wait is over, or its request was cancelled): refused.
    /// Nothing happens when it already got its turn.
    private func leaveLine(_ ticket: Int) {
        let turn = line.withLockedValue { line -> CheckedContinuation<Bool, Never>? in
            if line.joining[ticket] != nil {
                line.joining[ticket] = true
                return nil
            }
            guard let index = line.waiting.firstIndex(where: { $0.ticket == ticket }) else { return nil }
            return line.waiting.remove(at: index).turn
        }
        turn?.resume(returning: false)
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
