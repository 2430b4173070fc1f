#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The target of an HTML page's `<meta http-equiv="refresh" content="0; url=...">`, the redirect a
/// browser follows without running JavaScript (email click trackers often answer with one).
///
/// Tolerant as browsers are (attributes in any order and case, single, double or no quotes, `url=`
/// with or without quotes, `;` or `,` after the delay) and bounded: only the first ``maximumScan``
/// bytes are read, and a tag is given up after ``maximumTagLength`` bytes, so any input is read in
/// time linear in its size.
public struct MetaRefresh: Sendable, Hashable {
    /// The delay in seconds, as written (0 when absent or not a number).
    public var seconds: Int
    /// The URL as written (not resolved against the page).
    public var url: String

    public static let maximumScan = 256 * 1024
    public static let maximumTagLength = 4096

    public init(seconds: Int, url: String) {
        self.seconds = seconds
        self.url = url
    }

    /// The first refresh with a URL in `html`; nil when there is none.
    public static func find(in html: [UInt8]) -> MetaRefresh? {
        let bytes = html.prefix(maximumScan)
        var i = bytes.startIndex
        while let open = index(of: Array("<meta".utf8), in: bytes, from: i) {
            let end =
                bytes[open...].prefix(maximumTagLength).firstIndex(of: UInt8(ascii: ">"))
                ?? min(bytes.endIndex, open + maximumTagLength)
            let attributes = Self.attributes(bytes[(open + 5)..<end])
            if attributes["http-equiv"]?.lowercased() == "refresh", let content = attributes["content"],
                let refresh = parse(content: content)
            {
                return refresh
            }
            i = max(end, open + 5)
        }
        return nil
    }

    /// Reads `content`: `5`, `0; url=https://x`, `0;URL='https://x'`, `0, https://x`.
    public static func parse(content: String) -> MetaRefresh? {
        // Entities are decoded with the attribute, before its value is read (`url=&quot;...&quot;`).
        var rest = Substring(decodeEntities(content)).drop { $0 == " " || $0 == "\t" }
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        let seconds = Int(digits.prefix(6)) ?? 0
        rest = rest.dropFirst(digits.count).drop { $0.isASCII && ($0.isNumber || $0 == ".") }
        rest = rest.drop { $0 == " " || $0 == "\t" || $0 == ";" || $0 == "," }
        if rest.lowercased().hasPrefix("url") {
            let afterName = rest.dropFirst(3).drop { $0 == " " || $0 == "\t" }
            if afterName.first == "=" { rest = afterName.dropFirst().drop { $0 == " " || $0 == "\t" } }
        }
        if let quote = rest.first, quote == "'" || quote == "\"" {
            rest = rest.dropFirst()
            if let close = rest.firstIndex(of: quote) { rest = rest[..<close] }
        }
        let url = String(rest).trimmingWhitespaceAndNewlines()
        guard !url.isEmpty else { return nil }
        return MetaRefresh(seconds: seconds, url: url)
    }

    /// Whether the page seems to redirect with JavaScript (which the trace does not run).
    public static func mentionsScriptRedirect(in html: [UInt8]) -> Bool {
        let bytes = html.prefix(maximumScan)
        return ["location.href", "location.replace", "location.assign", "window.location"].contains {
            index(of: Array($0.utf8), in: bytes, from: bytes.startIndex) != nil
        }
    }

    /// Attribute names (lower-cased) and values of one tag's inside.
    static func attributes(_ bytes: ArraySlice<UInt8>) -> [String: String] {
        var result: [String: String] = [:]
        var i = bytes.startIndex
        func isSpace(_ b: UInt8) -> Bool { b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x0C || b == 0x2F }
        while i < bytes.endIndex {
            while i < bytes.endIndex, isSpace(bytes[i]) { i += 1 }
            let nameStart = i
            while i < bytes.endIndex, !isSpace(bytes[i]), bytes[i] != UInt8(ascii: "=") { i += 1 }
            let name = String(decoding: bytes[nameStart..<i], as: UTF8.self).lowercased()
            while i < bytes.endIndex, isSpace(bytes[i]), bytes[i] != UInt8(ascii: "/") { i += 1 }
            var value = ""
            if i < bytes.endIndex, bytes[i] == UInt8(ascii: "=") {
                i += 1
                while i < bytes.endIndex, isSpace(bytes[i]), bytes[i] != UInt8(ascii: "/") { i += 1 }
                if i < bytes.endIndex, bytes[i] == UInt8(ascii: "\"") || bytes[i] == UInt8(ascii: "'") {
                    let quote = bytes[i]
                    let start = i + 1
                    let close = bytes[start...].firstIndex(of: quote) ?? bytes.endIndex
                    value = String(decoding: bytes[start..<close], as: UTF8.self)
                    i = min(bytes.endIndex, close + 1)
                } else {
                    let start = i
                    while i < bytes.endIndex, !isSpace(bytes[i]) || bytes[i] == UInt8(ascii: "/") { i += 1 }
                    value = String(decoding: bytes[start..<i], as: UTF8.self)
                }
            }
            if !name.isEmpty, result[name] == nil { result[name] = value }
            if i == nameStart { i += 1 }
        }
        return result
    }

    /// `&amp;` and the other entities a URL in an attribute carries.
    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        return text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&#38;", with: "&")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
    }

    /// The first index of `needle` (ASCII, matched case-insensitively) at or after `from`.
    static func index(of needle: [UInt8], in bytes: ArraySlice<UInt8>, from: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var i = max(from, bytes.startIndex)
        let last = bytes.endIndex - needle.count
        while i <= last {
            if lower(bytes[i]) == first {
                var k = 1
                while k < needle.count, lower(bytes[i + k]) == needle[k] { k += 1 }
                if k == needle.count { return i }
            }
            i += 1
        }
        return nil
    }

    private static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b + 32 : b }
}
