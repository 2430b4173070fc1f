import Foundation
import MCP

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which hosts the `check` tool may fetch: a DNS name (no IP literal, no port), resolving only to
/// public addresses, unless the server was started to allow private ones. The address vetted is the
/// one connected to (pinned), so a second DNS answer cannot point elsewhere.
enum HostPolicy {
    /// The host name in `domain` (lower case, without a trailing dot), or an `invalidParams` error.
    static func hostName(_ domain: String) throws -> String {
        var host = domain.lowercased()
        if host.hasSuffix(".") { host.removeLast() }
        guard !host.isEmpty, host.utf8.count <= 253 else { throw MCPError.invalidParams("'domain' must be a host name") }
        guard host.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) else {
            throw MCPError.invalidParams(
                "'domain' must be a host name such as example.com (letters, digits, '-' and '.'; no scheme, port or path; IDN in xn-- form)")
        }
        let labels = host.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.allSatisfy({ !$0.isEmpty && $0.count <= 63 && !$0.hasPrefix("-") && !$0.hasSuffix("-") }) else {
            throw MCPError.invalidParams("'domain' is not a valid host name")
        }
        guard !labels.allSatisfy({ $0.allSatisfy(\.isNumber) }) else {
            throw MCPError.invalidParams("'domain' must be a name, not an IP address: Apple fetches by name over HTTPS")
        }
        return host
    }

    /// The addresses `host` resolves to (numeric strings), via the system resolver.
    static func resolve(_ host: String) -> [String] {
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        #if canImport(Darwin)
            hints.ai_socktype = SOCK_STREAM
        #else
            hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        #endif
        var list: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(host, "443", &hints, &list) == 0, let first = list else { return [] }
        defer { freeaddrinfo(first) }
        var addresses: [String] = []
        var cursor: UnsafeMutablePointer<addrinfo>? = first
        while let info = cursor {
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(info.pointee.ai_addr, info.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0, NI_NUMERICHOST) == 0 {
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if !addresses.contains(text) { addresses.append(text) }
            }
            cursor = info.pointee.ai_next
        }
        return addresses
    }

    /// Whether an address is loopback, private, link-local, shared, multicast, reserved or unspecified.
    static func isPrivate(_ address: String) -> Bool {
        if let v4 = ipv4(address) { return isPrivate(v4) }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address.split(separator: "%").first.map(String.init) ?? address, &v6) == 1 else {
            return true  // not an address we understand: refuse
        }
        let bytes = withUnsafeBytes(of: v6) { Array($0) }
        if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
            return isPrivate(Array(bytes[12..<16]))  // IPv4-mapped
        }
        if bytes[0..<12] == [0, 0x64, 0xFF, 0x9B, 0, 0, 0, 0, 0, 0, 0, 0] { return isPrivate(Array(bytes[12..<16])) }  // NAT64
        if bytes[0..<15].allSatisfy({ $0 == 0 }) { return true }  // :: and ::1
        if bytes[0] & 0xFE == 0xFC { return true }  // fc00::/7 unique local
        if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return true }  // fe80::/10 link-local
        if bytes[0] == 0xFF { return true }  // multicast
        if bytes[0] == 0x20 && bytes[1] == 0x01 && bytes[2] == 0x0D && bytes[3] == 0xB8 { return true }  // documentation
        return false
    }

    static func ipv4(_ address: String) -> [UInt8]? {
        var v4 = in_addr()
        guard inet_pton(AF_INET, address, &v4) == 1 else { return nil }
        return withUnsafeBytes(of: v4) { Array($0) }
    }

    static func isPrivate(_ b: [UInt8]) -> Bool {
        switch (b[0], b[1]) {
        case (0, _), (10, _), (127, _): true
        case (100, 64...127): true  // shared address space
        case (169, 254): true
        case (172, 16...31): true
        case (192, 168): true
        case (192, 0) where b[2] == 0 || b[2] == 2: true
        case (198, 18...19): true
        case (198, 51) where b[2] == 100: true
        case (203, 0) where b[2] == 113: true
        case (224...255, _): true
        default: false
        }
    }
}
