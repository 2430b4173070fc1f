import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP port that was free a moment ago, for a server a test starts and tells which port to use.
///
/// Taken below the kernel's ephemeral range (Linux: 32768-60999; macOS: 49152-65535), one after the
/// other from a per-process starting point: a port that `bind(0)` handed out and the test closed
/// again could be handed out once more, or taken by one of the many outgoing connections of the
/// tests running beside it (each takes an ephemeral port), before the test's server bound it
/// ("Address already in use").
public enum FreePort {
    private static let range = 20_000..<32_000
    private static let cursor = LockedBox<Int>(Int(getpid()) &* 7_919 % 12_000)

    public static func next() throws -> Int {
        for _ in 0..<range.count {
            let port = cursor.withValue { value -> Int in
                defer { value = (value + 1) % range.count }
                return range.lowerBound + value
            }
            if isBindable(port) { return port }
        }
        throw OpenSSL.Failure(description: "no free port in \(range)")
    }

    /// Whether 127.0.0.1:`port` can be bound now (with `SO_REUSEADDR`, as servers bind).
    private static func isBindable(_ port: Int) -> Bool {
        let fd = tcpSocket()
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        return withLoopbackAddress(port) { bind(fd, $0, $1) == 0 }
    }

    /// Waits until 127.0.0.1:`port` accepts a connection. The bound is generous (a full suite on a
    /// loaded 2-core machine took more than 10 s to start `openssl s_server`); `process`, when given,
    /// ends the wait at once if it exits, with its status, instead of waiting out the bound.
    public static func waitUntilListening(
        _ port: Int, timeout: Duration = .seconds(120), process: Process? = nil
    ) async throws {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            if accepts(port) { return }
            if let process, !process.isRunning {
                throw OpenSSL.Failure(
                    description:
                        "\(process.executableURL?.lastPathComponent ?? "the server") exited (status \(process.terminationStatus)) before listening on 127.0.0.1:\(port)"
                )
            }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw OpenSSL.Failure(description: "nothing listens on 127.0.0.1:\(port) after \(timeout)")
    }

    public static func accepts(_ port: Int) -> Bool {
        guard let fd = connection(port) else { return false }
        close(fd)
        return true
    }

    /// A blocking TCP socket connected to 127.0.0.1:`port` (the caller closes it); nil when nothing accepts.
    public static func connection(_ port: Int) -> Int32? {
        let fd = tcpSocket()
        guard fd >= 0 else { return nil }
        guard withLoopbackAddress(port, { connect(fd, $0, $1) == 0 }) else {
            close(fd)
            return nil
        }
        return fd
    }

    /// Calls `body` with the socket address 127.0.0.1:`port`.
    private static func withLoopbackAddress<T>(_ port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
    }

    private static func tcpSocket() -> Int32 {
        #if canImport(Glibc)
            socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(AF_INET, SOCK_STREAM, 0)
        #endif
    }
}
