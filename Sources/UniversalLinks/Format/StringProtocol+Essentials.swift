// What the core used from Foundation's string extensions, rebuilt on the standard library: on Linux those
// extensions live in the full Foundation, whose one use links about 42 MB (its ICU data included) into a
// static binary (Docs/Size.md). Each function gives what its Foundation namesake gives.

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`: without leading and trailing tabs and space separators, as
    /// Foundation's `CharacterSet.whitespaces` has them (Unicode category Zs, and U+200B, which CoreFoundation
    /// still counts).
    package func trimmingWhitespace() -> String { trimming(Self.isWhitespace) }

    /// `trimmingCharacters(in: .whitespacesAndNewlines)`: also without line and paragraph separators
    /// (U+000A-U+000D, U+0085, U+2028, U+2029), Foundation's `CharacterSet.newlines`.
    package func trimmingWhitespaceAndNewlines() -> String {
        trimming { Self.isWhitespace($0) || Self.isNewline($0) }
    }

    /// Without the leading and trailing Unicode scalars for which `isTrimmed` holds.
    package func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// `removingPercentEncoding`: `%XX` sequences decoded as UTF-8; nil when a `%` is not followed by two
    /// hex digits or the decoded bytes are not UTF-8.
    package var removingPercentEncodingStrictly: String? {
        let bytes = Array(utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x25 {
                guard i + 2 < bytes.count, let hi = ASCII.hexValue(bytes[i + 1]),
                    let lo = ASCII.hexValue(bytes[i + 2])
                else { return nil }
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(bytes[i])
                i += 1
            }
        }
        // Invalid UTF-8 decodes to U+FFFD, which re-encodes differently (`String(validating:)` needs macOS 15).
        let text = String(decoding: out, as: UTF8.self)
        return text.utf8.elementsEqual(out) ? text : nil
    }

    /// `padding(toLength: width, withPad: " ", startingAt: 0)`: cut or filled with spaces to `width`
    /// UTF-16 code units, as `NSString` counts its length.
    package func padding(toWidth width: Int) -> String {
        let text = String(self)
        let length = text.utf16.count
        if length < width { return text + String(repeating: " ", count: width - length) }
        // A cut inside a surrogate pair leaves U+FFFD, as NSString's does.
        return String(decoding: Array(text.utf16.prefix(Swift.max(width, 0))), as: UTF16.self)
    }

    private static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\t" || scalar.value == 0x200B || scalar.properties.generalCategory == .spaceSeparator
    }

    private static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        (0x0A...0x0D).contains(scalar.value) || scalar.value == 0x85 || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
