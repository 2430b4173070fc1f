import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A loopback TCP port that was free a moment ago (bound to 0, read back, closed).
public enum FreePort {
    public static func next() throws -> Int {
        let fd = tcpSocket()
        guard fd >= 0 else { throw OpenSSL.Failure(description: "socket() failed") }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
            }
        }
        guard bound else { throw OpenSSL.Failure(description: "bind() failed") }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    public static func waitUntilListening(_ port: Int, timeout: Duration = .seconds(10)) async throws {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            if accepts(port) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw OpenSSL.Failure(description: "nothing listens on 127.0.0.1:\(port)")
    }

    public static func waitUntilListeningBlocking(_ port: Int) throws {
        for _ in 0..<200 {
            if accepts(port) { return }
            usleep(50_000)
        }
        throw OpenSSL.Failure(description: "nothing listens on 127.0.0.1:\(port)")
    }

    public static func accepts(_ port: Int) -> Bool {
        let fd = tcpSocket()
        guard fd >= 0 else { return false }
        defer { close(fd) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = UInt16(port).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0
            }
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
