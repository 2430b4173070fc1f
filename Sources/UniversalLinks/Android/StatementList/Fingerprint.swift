/// SHA-256 certificate fingerprints as Digital Asset Links writes them: 32 upper-case hex pairs separated by
/// colons (`14:6D:E9:...`).
public enum Fingerprint {
    /// Exactly the form statement lists must use (Google drops a statement with any other form).
    public static func isCanonical(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 95 else { return false }
        for (i, byte) in bytes.enumerated() {
            if i % 3 == 2 {
                guard byte == UInt8(ascii: ":") else { return false }
            } else {
                guard (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x46) else { return false }
            }
        }
        return true
    }

    /// A fingerprint typed by a person (lower case, no colons, spaces) in canonical form; nil when it is not
    /// 32 bytes of hex.
    public static func normalize(_ text: String) -> String? {
        let hex = text.utf8.filter { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: " ") }
        guard hex.count == 64,
            hex.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x41 && $0 <= 0x46) || ($0 >= 0x61 && $0 <= 0x66) })
        else { return nil }
        let upper = String(decoding: hex, as: UTF8.self).uppercased()
        return format(Array(upper.utf8))
    }

    /// The canonical form of raw digest bytes.
    public static func of(digest: [UInt8]) -> String {
        let digits = Array("0123456789ABCDEF".utf8)
        var hex: [UInt8] = []
        for byte in digest {
            hex.append(digits[Int(byte >> 4)])
            hex.append(digits[Int(byte & 0x0F)])
        }
        return format(hex)
    }

    private static func format(_ hex: [UInt8]) -> String {
        var out: [UInt8] = []
        for (i, digit) in hex.enumerated() {
            if i > 0 && i % 2 == 0 { out.append(UInt8(ascii: ":")) }
            out.append(digit)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
