import NIOCore

/// Which addresses a fetch made on a file's say-so (an `include`, a domain from a list) may reach. A URL in a
/// statement list is chosen by whoever wrote the file, so by default it must not reach loopback, private,
/// link-local or other internal addresses (server-side request forgery); `--resolve` mappings and
/// `--allow-private` are the user saying otherwise.
enum AddressPolicy {
    /// Whether `address` is loopback, private (RFC 1918, unique local), link-local, carrier-grade NAT,
    /// unspecified or multicast.
    static func isInternal(_ address: SocketAddress) -> Bool {
        switch address {
        case .v4(let v4):
            let value = UInt32(bigEndian: v4.address.sin_addr.s_addr)
            return isInternal(v4: value)
        case .v6(let v6):
            let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
            // IPv4-mapped (::ffff:a.b.c.d): judge the IPv4 address.
            if bytes[0..<10].allSatisfy({ $0 == 0 }) && bytes[10] == 0xFF && bytes[11] == 0xFF {
                let value = bytes[12..<16].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
                return isInternal(v4: value)
            }
            // :: and ::1
            if bytes[0..<15].allSatisfy({ $0 == 0 }) && (bytes[15] == 0 || bytes[15] == 1) { return true }
            if bytes[0] & 0xFE == 0xFC { return true }  // fc00::/7 unique local
            if bytes[0] == 0xFE && bytes[1] & 0xC0 == 0x80 { return true }  // fe80::/10 link-local
            if bytes[0] == 0xFF { return true }  // multicast
            return false
        case .unixDomainSocket:
            return true
        }
    }

    static func isInternal(v4 value: UInt32) -> Bool {
        let a = value >> 24
        let b = (value >> 16) & 0xFF
        return a == 0 || a == 10 || a == 127 || (a == 169 && b == 254) || (a == 172 && (16...31).contains(b))
            || (a == 192 && b == 168) || (a == 100 && (64...127).contains(b)) || a >= 224
    }
}
