#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's open-file limit (`RLIMIT_NOFILE`), which bounds how many connections a server can
/// hold. Distributions start processes with a soft limit of 1,024 (or less) under a hard limit of
/// 500,000 or more: a server raises it, or runs out of descriptors at a thousand clients.
public enum FileDescriptorLimit {
    /// Raises the soft limit to the hard limit (on macOS also capped by `OPEN_MAX`). Returns the
    /// limit before and after.
    @discardableResult
    public static func raise() -> (before: Int, after: Int) {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return (1024, 1024) }
        let before = Int(clamping: limit.rlim_cur)
        var target = limit.rlim_max
        #if canImport(Darwin)
            target = min(target, rlim_t(OPEN_MAX))
        #endif
        guard target > limit.rlim_cur else { return (before, before) }
        limit.rlim_cur = target
        guard setrlimit(resource, &limit) == 0 else { return (before, before) }
        return (before, Int(clamping: target))
    }

    #if canImport(Darwin)
        private static let resource = RLIMIT_NOFILE
    #else
        private static let resource = Int32(RLIMIT_NOFILE.rawValue)
    #endif

    /// The current soft limit.
    public static var current: Int {
        var limit = rlimit()
        guard getrlimit(resource, &limit) == 0 else { return 1024 }
        return Int(clamping: limit.rlim_cur)
    }

    /// Connections a server may hold under `limit` descriptors: an eighth (at least 32) stays for
    /// the store, certificates, logs and the listener, and ``webhookConnections(forLimit:)`` for the
    /// watch's webhook deliveries.
    public static func maximumConnections(forLimit limit: Int) -> Int {
        max(1, limit - reserve(forLimit: limit) - webhookConnections(forLimit: limit))
    }

    /// Descriptors no connection takes, in or out: the store (SQLite's files, PostgreSQL's pool),
    /// certificates, logs and the listeners.
    public static func reserve(forLimit limit: Int) -> Int { max(32, limit / 8) }

    /// Webhook deliveries the watch may have in flight under `limit` descriptors (each holds one
    /// outgoing connection): a sixteenth, 4 to 256. Hanging receivers then wait for a turn instead of
    /// taking the reserve (issue 37.5: 3,000 hanging webhooks under `ulimit -n 2048` left SQLite unable to
    /// open its file).
    public static func webhookConnections(forLimit limit: Int) -> Int { min(256, max(4, limit / 16)) }
}
