/// Runs async operations one at a time, in arrival order.
///
/// An actor alone is not enough: it is re-entrant at every `await`, so two transactions on the one
/// SQLite connection could interleave their statements.
actor AsyncSerialLock {
    private var busy = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    func run<T: Sendable>(_ operation: @Sendable () async throws -> T) async throws -> T {
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
