/// JSON string literals for the JSON the package writes by hand (match results, canonical files,
/// converted statements, the CLI's streamed JSON Lines): one escaper, over UTF-8 bytes, so that
/// every one of them escapes alike and the fast path is the only path.
package enum JSONText {
    /// How control characters are escaped.
    package enum ControlEscapes: Sendable {
        /// `\n`, `\r` and `\t`; the others as `\u00XX`.
        case short
        /// Every one as `\u00XX`: the pretty output of `ulinks match --format json` has always
        /// written them so (golden outputs pin it).
        case unicode
    }

    /// The most bytes ``write(_:controls:to:)`` writes for `count` bytes of text: each one as
    /// `\u00XX`, and the quotes.
    package static func capacity(_ count: Int) -> Int { 6 * count + 2 }

    /// Writes `text` (valid UTF-8) as a JSON string literal at `out`, which has room for
    /// ``capacity(_:)`` bytes; returns how many it wrote. `"`, `\` and the control characters are
    /// escaped, every other byte is copied as it is: runs without escapes whole, found eight bytes
    /// at a time. (Raw memory, not a generic sink: the CLI's buffer calls it across modules
    /// without a specialisation, and a `String` is built in place.)
    package static func write(
        _ text: UnsafeBufferPointer<UInt8>, controls: ControlEscapes = .short, to out: UnsafeMutablePointer<UInt8>
    ) -> Int {
        var k = 0
        out[k] = 0x22
        k += 1
        var run = 0
        var i = 0
        let n = text.count
        func copyRun(to end: Int) {
            guard end > run, let base = text.baseAddress else { return }
            (out + k).update(from: base + run, count: end - run)
            k += end - run
        }
        while i < n {
            i = ByteScan.skip(text, from: i) { !ByteScan.needsJSONEscape($0) }
            guard i < n else { break }
            let b = text[i]
            guard b < 0x20 || b == 0x22 || b == 0x5C else {
                i += 1
                continue
            }
            copyRun(to: i)
            i += 1
            run = i
            out[k] = 0x5C
            switch b {
            case 0x22, 0x5C: out[k + 1] = b
            case 0x0A where controls == .short: out[k + 1] = UInt8(ascii: "n")
            case 0x0D where controls == .short: out[k + 1] = UInt8(ascii: "r")
            case 0x09 where controls == .short: out[k + 1] = UInt8(ascii: "t")
            default:
                out[k + 1] = UInt8(ascii: "u")
                out[k + 2] = 0x30
                out[k + 3] = 0x30
                out[k + 4] = hexDigit(b >> 4)
                out[k + 5] = hexDigit(b & 0x0F)
                k += 4
            }
            k += 2
        }
        copyRun(to: n)
        out[k] = 0x22
        return k + 1
    }

    /// `text` as a JSON string literal.
    package static func quoted(_ text: String, controls: ControlEscapes = .short) -> String {
        var text = text
        return text.withUTF8 { bytes in
            String(unsafeUninitializedCapacity: capacity(bytes.count)) { out in
                guard let base = out.baseAddress else { return 0 }
                return write(bytes, controls: controls, to: base)
            }
        }
    }

    /// Appends `text` to `out` as a JSON string literal.
    package static func appendString(_ text: String, to out: inout String) {
        out += quoted(text)
    }

    /// Lower-case hex, as `String(_:radix: 16)` writes it.
    @inline(__always)
    static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x57 + v }
}
