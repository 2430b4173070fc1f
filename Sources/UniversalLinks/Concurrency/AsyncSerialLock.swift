/// Runs async operations one at a time, in arrival order.
///
/// An actor alone is not enough: it is re-entrant at every `await`, so two transactions on the one
/// SQLite connection could interleave their statements. (Used by the server's store and the watch's
/// state file.)
public actor AsyncSerialLock {
    public init() {}

    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Runs `operation` once every operation that arrived before it has finished.
    public func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
        if busy {
            await withCheckedContinuation { waiters.append($0) }
        } else {
            busy = true
        }
        defer {
            if waiters.isEmpty {
                busy = false
            } else {
                waiters.removeFirst().resume()
            }
        }
        return try await operation()
    }
}
