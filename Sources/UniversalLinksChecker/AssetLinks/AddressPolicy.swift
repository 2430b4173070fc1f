import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Which addresses a fetch made on someone else's say-so may reach: an `include` named by a statement
/// list, a domain typed into the web console or asked for by an MCP client. By default only public
/// unicast addresses (no loopback, private, link-local, shared, multicast, reserved, documentation or
/// unspecified address: server-side request forgery); `--resolve` mappings and the callers' explicit
/// flags are the user saying otherwise. One implementation for the checker, the console and `ulinks mcp`.
public enum AddressPolicy {
    /// Whether `address` (a numeric IPv4 or IPv6 address) is public unicast. Anything that is not an
    /// address is not public.
    public static func isPublic(_ address: String) -> Bool {
        var v4 = in_addr()
        if inet_pton(AF_INET, address, &v4) == 1 {
            return isPublic(v4: withUnsafeBytes(of: &v4) { Array($0) })
        }
        var v6 = in6_addr()
        guard inet_pton(AF_INET6, address.split(separator: "%").first.map(String.init) ?? address, &v6) == 1 else {
            return false
        }
        return isPublic(v6: withUnsafeBytes(of: &v6) { Array($0) })
    }

    /// What a fetch on someone else's say-so may do with a host: its addresses are looked up once,
    /// and the fetch is pinned to the first one (no second lookup that could answer differently).
    public enum Pinning: Sendable, Equatable {
        /// The host has no address.
        case unresolved
        /// One of its addresses (this one) is not public unicast.
        case refused(String)
        /// Every address is public: connect to this one.
        case pinned(String)
    }

    /// Whether and where a fetch of `host` may connect when the user may have mapped it with
    /// `--resolve`: a mapping is the user's own say-so for that host (like `--allow-private` for it
    /// alone), so it is pinned to the mapped address whatever that is; an unmapped host is looked up and
    /// vetted (``pin(_:)``). The one rule of `check`, `trace` and `watch`.
    public static func pin(_ host: String, mapping: ResolveOverride?) async -> Pinning {
        if let mapping { return .pinned(mapping.address) }
        return await pin(host)
    }

    /// Looks `host` up (``resolve(_:)``) and says whether and where a fetch may connect.
    public static func pin(_ host: String) async -> Pinning {
        let addresses = await resolve(host)
        guard let first = addresses.first else { return .unresolved }
        if let refused = addresses.first(where: { !isPublic($0) }) { return .refused(refused) }
        return .pinned(first)
    }

    /// The host's addresses (IPv4 first, numeric strings, no repeats), from the system resolver, on a
    /// thread of its own. Not on a Dispatch queue: on Linux Dispatch's global queues and Swift's
    /// cooperative pool share one set of workers as wide as the machine has cores, so a lookup that
    /// waits seconds for a slow DNS server would stall every async task of the process (in
    /// `ulinks serve`, the admin API and the console) for as long.
    public static func resolve(_ host: String) async -> [String] {
        await withCheckedContinuation { continuation in
            Thread { continuation.resume(returning: lookup(host)) }.start()
        }
    }

    private static func lookup(_ host: String) -> [String] {
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
        var v4: [String] = []
        var v6: [String] = []
        var node: UnsafeMutablePointer<addrinfo>? = first
        while let current = node {
            var buffer = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            if getnameinfo(
                current.pointee.ai_addr, current.pointee.ai_addrlen, &buffer, socklen_t(buffer.count), nil, 0,
                NI_NUMERICHOST) == 0
            {
                let text = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
                if current.pointee.ai_family == AF_INET { v4.append(text) } else { v6.append(text) }
            }
            node = current.pointee.ai_next
        }
        var seen: Set<String> = []
        return (v4 + v6).filter { seen.insert($0).inserted }
    }

    private static func isPublic(v6 b: [UInt8]) -> Bool {
        guard b.count == 16 else { return false }
        if b[0..<10].allSatisfy({ $0 == 0 }) && b[10] == 0xFF && b[11] == 0xFF { return isPublic(v4: Array(b[12...])) }
        if b[0..<15].allSatisfy({ $0 == 0 }) { return false }  // :: and ::1
        if b[0] & 0xFE == 0xFC { return false }  // fc00::/7 unique local
        if b[0] == 0xFE && b[1] & 0xC0 == 0x80 { return false }  // fe80::/10 link-local
        if b[0] == 0xFF { return false }  // multicast
        // NAT64
        if b[0] == 0x00 && b[1] == 0x64 && b[2] == 0xFF && b[3] == 0x9B { return isPublic(v4: Array(b[12...])) }
        if b[0] == 0x20 && b[1] == 0x01 && b[2] == 0x0D && b[3] == 0xB8 { return false }  // documentation
        return true
    }

    private static func isPublic(v4 b: [UInt8]) -> Bool {
        guard b.count == 4 else { return false }
        switch (b[0], b[1]) {
        case (0, _), (10, _), (127, _), (169, 254), (192, 168): return false
        case (172, 16...31), (100, 64...127), (198, 18...19): return false  // private, shared, benchmarking
        case (192, 0) where b[2] == 0 || b[2] == 2: return false  // IETF, documentation
        case (198, 51) where b[2] == 100, (203, 0) where b[2] == 113: return false  // documentation
        case (224..., _): return false  // multicast, reserved, broadcast
        default: return true
        }
    }
}
