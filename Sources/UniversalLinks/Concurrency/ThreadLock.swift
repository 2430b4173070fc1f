#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// A mutual-exclusion lock for short critical sections, usable from any thread.
///
/// Foundation's `NSLock` would do, but on Linux it lives in the full Foundation, whose one use links
/// about 42 MB (its ICU data included) into a static binary (Docs/Size.md); `Synchronization.Mutex`
/// needs macOS 15 / iOS 18, newer than the package's platforms. A pthread mutex serves everywhere.
package final class ThreadLock: @unchecked Sendable {
    // Heap-allocated: a pthread mutex must not move once initialized.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    package init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    package func lock() { pthread_mutex_lock(mutex) }

    package func unlock() { pthread_mutex_unlock(mutex) }

    /// Runs `body` with the lock held.
    package func withLock<Result>(_ body: () throws -> Result) rethrows -> Result {
        lock()
        defer { unlock() }
        return try body()
    }
}
