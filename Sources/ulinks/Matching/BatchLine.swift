import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What one line of a `--urls` file is: a URL to decide, nothing (blank or `#` comment), or not a
/// URL (invalid UTF-8, a control character, longer than ``LineReader/maximumLine``).
enum BatchLine {
    case skip
    /// A URL of printable ASCII (the usual line), in place in the reader's buffer: no `String` is
    /// made for it unless the caller wants one.
    case ascii(UnsafeBufferPointer<UInt8>)
    case url(String)
    case notURL(reason: Message)

    /// Classifies a line read by ``LineReader``. The URL is the line without surrounding white
    /// space (as `String.trimmingWhitespace()` trims: space, tab and the Unicode
    /// space separators).
    static func classify(_ line: LineReader.Line) -> BatchLine {
        guard case .text(var bytes) = line else {
            return .notURL(
                reason: Message("match.not-url.reason.too-long", ["bytes": .integer(LineReader.maximumLine)]))
        }
        // ASCII space and tab first, without making a String.
        while let first = bytes.first, first == 0x20 || first == 0x09 {
            bytes = UnsafeBufferPointer(rebasing: bytes.dropFirst())
        }
        while let last = bytes.last, last == 0x20 || last == 0x09 {
            bytes = UnsafeBufferPointer(rebasing: bytes.dropLast())
        }
        guard let first = bytes.first else { return .skip }
        if first == UInt8(ascii: "#") { return .skip }
        var ascii = true
        // Plain printable ASCII words are passed over eight bytes at a time.
        let plain = ByteScan.printableASCIIPrefix(bytes)
        for i in plain..<bytes.count {
            let b = bytes[i]
            if b >= 0x80 {
                ascii = false
            } else if (b < 0x20 && b != 0x09) || b == 0x7F {
                return .notURL(
                    reason: Message("match.not-url.reason.control", texts: ["code": hex4(b), "byte": "\(i + 1)"]))
            }
        }
        if ascii { return .ascii(bytes) }
        guard let text = String(validating: bytes, as: UTF8.self) else {
            return .notURL(reason: Message("match.not-url.reason.utf8"))
        }
        // Non-ASCII at either end may be a Unicode space: trim as Foundation does.
        guard bytes[0] >= 0x80 || bytes[bytes.count - 1] >= 0x80 else { return .url(text) }
        let trimmed = text.trimmingWhitespace()
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return .skip }
        return .url(trimmed)
    }

    private static func hex4(_ b: UInt8) -> String {
        let h = String(b, radix: 16, uppercase: true)
        return String(repeating: "0", count: 4 - h.count) + h
    }
}

extension Localizer {
    /// `line N: error: not a URL: REASON`, a line of `--urls` that is not a URL, in this language.
    func notURLLine(_ number: Int, _ reason: Message) -> String {
        render(Message("match.not-url.line", ["line": .text("\(number)"), "reason": .message(reason)]))
    }

    /// Why a line is not a URL (``BatchLine/notURL(reason:)``) in this language.
    func notURLReason(_ reason: Message) -> String { render(reason) }
}
