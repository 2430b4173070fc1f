import Foundation
import Testing

@testable import UniversalLinks

/// The one JSON string escaper (`JSONText`) against a plain per-scalar escaper, on every ASCII
/// byte and some non-ASCII scalars, at every length and offset around a word (the escaper skips
/// eight bytes at a time), in both control-character styles; and read back by Foundation.
@Suite struct JSONTextTests {
    static let alphabet: [Unicode.Scalar] =
        (0..<0x80).compactMap(Unicode.Scalar.init) + ["é", "☃", "\u{2028}", "\u{80}", "😀"]

    /// What the match outputs wrote before the escapers were folded into one.
    static func reference(_ s: String, short: Bool) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n" where short: out += "\\n"
            case "\r" where short: out += "\\r"
            case "\t" where short: out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    @Test func agreesWithAPerScalarEscaper() throws {
        var rng = SplitMix64(seed: 3)
        for length in 0...40 {
            for _ in 0..<40 {
                var s = ""
                for _ in 0..<length {
                    // Mostly plain letters, so that long runs without an escape occur.
                    s.unicodeScalars.append(
                        rng.next() % 3 == 0 ? Self.alphabet[Int(rng.next() % UInt64(Self.alphabet.count))] : "a")
                }
                let short = JSONText.quoted(s)
                #expect(short == Self.reference(s, short: true), "\(Array(s.utf8))")
                #expect(JSONText.quoted(s, controls: .unicode) == Self.reference(s, short: false), "\(Array(s.utf8))")
                let back = try JSONSerialization.jsonObject(with: Data(short.utf8), options: .fragmentsAllowed)
                #expect(back as? String == s)
            }
        }
    }

    @Test func everyControlCharacter() {
        for b in 0..<0x20 {
            let s = String(UnicodeScalar(UInt8(b)))
            let hex = String(b, radix: 16)
            let unicode = "\"\\u" + String(repeating: "0", count: 4 - hex.count) + hex + "\""
            #expect(JSONText.quoted(s, controls: .unicode) == unicode)
            let short = [0x0A: "\"\\n\"", 0x0D: "\"\\r\"", 0x09: "\"\\t\""][b] ?? unicode
            #expect(JSONText.quoted(s) == short)
        }
    }
}
