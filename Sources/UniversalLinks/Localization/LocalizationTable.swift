/// One language's texts: `key = template` entries, parsed from the tables compiled into the code.
///
/// A table file holds one raw multi-line string literal per area (`LocalizationTable+AreaLang.swift`):
/// one entry per line, `key = template`; `#` starts a comment line; in a template `\n` is a line
/// break and `\\` a backslash; an entry with nothing after `=` is untranslated (English is used).
/// Literals compile fast and cost nothing until a language is first used; then its tables are
/// parsed once (see `Docs/Localization.md`).
public struct LocalizationTable: Sendable {
    /// The entries: key to template text.
    public let entries: [String: String]
    /// The keys in table order.
    public let keys: [String]

    /// Parses table text; a line that is not an entry or a comment is ignored.
    ///
    /// Works on the UTF-8 bytes (`=`, `#`, spaces and backslashes are ASCII): a language's first use
    /// parses its tables here, and walking them as `Character`s cost most of a translated run's start-up.
    public init(parsing text: String) {
        var entries: [String: String] = [:]
        var keys: [String] = []
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            let end = bytes[start...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            if let (key, value) = Self.entry(bytes[start..<end]), entries[key] == nil {
                entries[key] = value
                keys.append(key)
            }
            start = end + 1
        }
        self.entries = entries
        self.keys = keys
    }

    public subscript(key: String) -> String? { entries[key] }

    /// `key = template` (spaces around `=` dropped); nil for a comment, a blank line, or an entry with
    /// no key or nothing after `=`.
    private static func entry(_ line: ArraySlice<UInt8>) -> (String, String)? {
        let space = UInt8(ascii: " ")
        let trimmed = line.drop { $0 == space }
        guard trimmed.first != UInt8(ascii: "#"), let equals = trimmed.firstIndex(of: UInt8(ascii: "=")) else {
            return nil
        }
        var keyEnd = equals
        while keyEnd > trimmed.startIndex, trimmed[keyEnd - 1] == space { keyEnd -= 1 }
        let value = trimmed[(equals + 1)...].drop { $0 == space }
        guard keyEnd > trimmed.startIndex, !value.isEmpty else { return nil }
        return (String(decoding: trimmed[..<keyEnd], as: UTF8.self), unescape(value))
    }

    /// `\n` is a line break; a backslash keeps the byte after it (`\\`, `\ `).
    private static func unescape(_ text: ArraySlice<UInt8>) -> String {
        let backslash = UInt8(ascii: "\\")
        guard text.contains(backslash) else { return String(decoding: text, as: UTF8.self) }
        var out: [UInt8] = []
        out.reserveCapacity(text.count)
        var escaped = false
        for byte in text {
            if escaped {
                out.append(byte == UInt8(ascii: "n") ? UInt8(ascii: "\n") : byte)
                escaped = false
            } else if byte == backslash {
                escaped = true
            } else {
                out.append(byte)
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension LocalizationTable {
    /// The table of `language`, parsed on first use (English too: its keys are the reference for the
    /// translations, though English output is built by the code itself and never reads it).
    public static func of(_ language: Language) -> LocalizationTable {
        switch language {
        case .english: english
        case .portugueseBrazil: portugueseBrazil
        case .chineseSimplified: chineseSimplified
        case .korean: korean
        }
    }

    private static let english = LocalizationTable(
        parsing: [diagnosticsEn, commandsEn, matchingEn, traceEn, watchEn, reportsEn].joined(separator: "\n"))
    private static let portugueseBrazil = LocalizationTable(
        parsing: [diagnosticsPtBR, commandsPtBR, matchingPtBR, tracePtBR, watchPtBR, reportsPtBR]
            .joined(separator: "\n"))
    private static let chineseSimplified = LocalizationTable(
        parsing: [diagnosticsZhHans, commandsZhHans, matchingZhHans, traceZhHans, watchZhHans, reportsZhHans]
            .joined(separator: "\n"))
    private static let korean = LocalizationTable(
        parsing: [diagnosticsKo, commandsKo, matchingKo, traceKo, watchKo, reportsKo].joined(separator: "\n"))
}
