import Testing
import UniversalLinks

/// Whether a message's keys are translated, checked without rendering (so without the process-wide
/// `MessageTables.missingKeys`, which the audit suite clears): the helpers that build findings for many
/// tests (`ProjectFixture.examine`, `EntitlementFixtures.validate`) record an issue naming each key a
/// language lacks, so every project and entitlements test is a key audit too.
enum MessageAudit {
    static let translations = Language.allCases.filter { $0 != .english }

    /// The keys of `message` and its nested messages that `language` has no translation for (keys
    /// without words, joins and values, need none).
    static func untranslatedKeys(_ message: Message, _ language: Language) -> [String] {
        var key = message.key
        if message.isPlural, case .integer(let count)? = message.arguments["count"] {
            key += language.pluralCategory(count) == .one ? ".one" : ".other"
        }
        var missing = hasWords(key) && MessageTables.entries(language)[key] == nil ? [key] : []
        for case .message(let nested) in message.arguments.values {
            missing += untranslatedKeys(nested, language)
        }
        return missing
    }

    /// Whether `key` has letters outside its `{name}` placeholders (as the renderer decides it).
    static func hasWords(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        var i = 0
        while i < bytes.count {
            if bytes[i] == UInt8(ascii: "{"), let end = placeholderEnd(bytes, from: i + 1) {
                i = end + 1
                continue
            }
            let b = bytes[i]
            if (b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A || b >= 0x80 { return true }
            i += 1
        }
        return false
    }

    static func placeholderEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var i = start
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "}") { return i > start ? i : nil }
            let isName = (b >= 0x30 && b <= 0x39) || ((b | 0x20) >= 0x61 && (b | 0x20) <= 0x7A) || b == 0x5F
            guard isName else { return nil }
            i += 1
        }
        return nil
    }

    /// Records an issue naming every key of `diagnostics` a translation lacks.
    static func check(_ diagnostics: [Diagnostic], sourceLocation: Testing.SourceLocation = #_sourceLocation) {
        var missing: Set<String> = []
        for d in diagnostics {
            for message in [d.message] + (d.hint.map { [$0] } ?? []) {
                for language in translations {
                    for key in untranslatedKeys(message, language) { missing.insert("\(language.rawValue): \(key)") }
                }
            }
        }
        if !missing.isEmpty {
            Issue.record("keys missing a translation: \(missing.sorted())", sourceLocation: sourceLocation)
        }
    }
}
