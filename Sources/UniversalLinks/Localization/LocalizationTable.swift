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
    public init(parsing text: String) {
        var entries: [String: String] = [:]
        var keys: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let trimmed = line.drop { $0 == " " }
            guard !trimmed.hasPrefix("#"), let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = String(trimmed[..<equals].reversed().drop { $0 == " " }.reversed())
            let value = trimmed[trimmed.index(after: equals)...].drop { $0 == " " }
            guard !key.isEmpty, !value.isEmpty, entries[key] == nil else { continue }
            entries[key] = Self.unescape(value)
            keys.append(key)
        }
        self.entries = entries
        self.keys = keys
    }

    public subscript(key: String) -> String? { entries[key] }

    private static func unescape(_ text: Substring) -> String {
        guard text.contains("\\") else { return String(text) }
        var out = ""
        var escaped = false
        for c in text {
            if escaped {
                out.append(c == "n" ? "\n" : c)
                escaped = false
            } else if c == "\\" {
                escaped = true
            } else {
                out.append(c)
            }
        }
        return out
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
