/// SHA-256 certificate fingerprints as Digital Asset Links writes them: 32 upper-case hex bytes separated by
/// colons (`14:6D:E9:...`), the form `keytool -list -v` and the Play Console print.
///
/// The one set of fingerprint rules: the statement-list parser, the `assetlinks.json` lint, the Android matcher,
/// the manifest reader and the CLI's `--fingerprint` options all use it.
public enum Fingerprint {
    /// Exactly the form statement lists must use (Google drops a statement with any other form, and its
    /// parser rejects lower case: compatibility test 2312).
    public static func isCanonical(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 95 else { return false }
        for (i, byte) in bytes.enumerated() {
            if i % 3 == 2 {
                guard byte == UInt8(ascii: ":") else { return false }
            } else {
                guard isUpperHex(byte) else { return false }
            }
        }
        return true
    }

    /// A fingerprint typed by a person (lower case, no colons, spaces or tabs) in canonical form: what a user
    /// means; nil when it is not 32 bytes of hex.
    public static func normalize(_ text: String) -> String? {
        let hex = text.utf8.filter { $0 != UInt8(ascii: ":") && $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }
        guard hex.count == 64, hex.allSatisfy(isHex) else { return nil }
        return format(hex.map(upper))
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

    static func isUpperHex(_ b: UInt8) -> Bool { (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x46) }
    static func isHex(_ b: UInt8) -> Bool { isUpperHex(b) || (b >= 0x61 && b <= 0x66) }
    static func upper(_ b: UInt8) -> UInt8 { b >= 0x61 && b <= 0x7A ? b - 0x20 : b }

    private static func format(_ hex: [UInt8]) -> String {
        var out: [UInt8] = []
        for (i, digit) in hex.enumerated() {
            if i > 0 && i % 2 == 0 { out.append(UInt8(ascii: ":")) }
            out.append(digit)
        }
        return String(decoding: out, as: UTF8.self)
    }
}
