extension HostName {
    /// Whether `bytes` is a valid `Host` header value (RFC 9110 §7.2, RFC 3986 §3.2): a registered
    /// name or IPv4 address (unreserved characters, percent escapes, sub-delimiters) or a bracketed
    /// IP literal, then optionally `:` and a port of up to five digits. Not a user name, not an
    /// empty host, not `name:abc`. Shared by the fast path and the full pipeline.
    static func isValidAuthority<Bytes: Collection>(_ bytes: Bytes) -> Bool where Bytes.Element == UInt8 {
        var index = bytes.startIndex
        guard index != bytes.endIndex else { return false }
        if bytes[index] == UInt8(ascii: "[") {
            // An IP literal: hex digits, ':' and '.' (and a 'v' future form) up to the bracket.
            index = bytes.index(after: index)
            var closed = false
            while index != bytes.endIndex {
                let byte = bytes[index]
                index = bytes.index(after: index)
                if byte == UInt8(ascii: "]") {
                    closed = true
                    break
                }
                guard isHex(byte) || byte == UInt8(ascii: ":") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "v")
                else { return false }
            }
            guard closed else { return false }
        } else {
            var length = 0
            while index != bytes.endIndex, bytes[index] != UInt8(ascii: ":") {
                guard isNameByte(bytes[index]) else { return false }
                length += 1
                index = bytes.index(after: index)
            }
            guard length > 0 else { return false }
        }
        guard index != bytes.endIndex else { return true }
        guard bytes[index] == UInt8(ascii: ":") else { return false }
        var digits = 0
        index = bytes.index(after: index)
        while index != bytes.endIndex {
            guard bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 5 else { return false }
            digits += 1
            index = bytes.index(after: index)
        }
        return true
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x46).contains(byte) || (0x61...0x66).contains(byte)
    }

    /// Unreserved, sub-delimiters and `%` (RFC 3986 reg-name).
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"),
            UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
            UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
            UInt8(ascii: "="):
            true
        default: false
        }
    }
}
