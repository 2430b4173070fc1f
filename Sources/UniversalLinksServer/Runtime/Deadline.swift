import NIOConcurrencyHelpers

/// Runs an operation with a time limit that holds even when the operation ignores cancellation (a
/// database client waiting for a connection that will not come): the caller gets its answer at the
/// deadline, and the operation is cancelled and left to finish on its own.
enum Deadline {
    struct Expired: Error {}

    /// The operation's result, or ``Expired`` once `limit` has passed.
    static func run<T: Sendable>(within limit: Duration, _ operation: @Sendable @escaping () async throws -> T)
        async throws -> T
    {
        let outcome = Outcome<T>()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                outcome.start(continuation)
                let work = Task {
                    do {
                        outcome.finish(.success(try await operation()))
                    } catch {
                        outcome.finish(.failure(error))
                    }
                }
                let timer = Task {
                    try? await Task.sleep(for: limit)
                    if outcome.finish(.failure(Expired())) { work.cancel() }
                }
                outcome.onFinish { timer.cancel() }
            }
        } onCancel: {
            outcome.finish(.failure(CancellationError()))
        }
    }

    /// The first of the operation, the timer and cancellation to finish resumes the caller, once.
    private final class Outcome<T: Sendable>: Sendable {
        private struct State {
            var continuation: CheckedContinuation<T, any Error>?
            var early: Result<T, any Error>?
            var done = false
            var cleanup: (@Sendable () -> Void)?
        }
        private let state = NIOLockedValueBox(State())

        func start(_ continuation: CheckedContinuation<T, any Error>) {
            let early = state.withLockedValue { state -> Result<T, any Error>? in
                if let early = state.early { return early }
                state.continuation = continuation
                return nil
            }
            if let early { continuation.resume(with: early) }
        }

        func onFinish(_ cleanup: @escaping @Sendable () -> Void) {
            let done = state.withLockedValue { state -> Bool in
                if !state.done { state.cleanup = cleanup }
                return state.done
            }
            if done { cleanup() }
        }

        /// Resumes the caller unless something else already did; returns whether this call did.
        @discardableResult
        func finish(_ result: Result<T, any Error>) -> Bool {
            let (continuation, cleanup, first) = state.withLockedValue {
                state -> (CheckedContinuation<T, any Error>?, (@Sendable () -> Void)?, Bool) in
                guard !state.done else { return (nil, nil, false) }
                state.done = true
                if state.continuation == nil { state.early = result }
                defer { state.continuation = nil }
                return (state.continuation, state.cleanup, true)
            }
            continuation?.resume(with: result)
            cleanup?()
            return first
        }
    }
}
