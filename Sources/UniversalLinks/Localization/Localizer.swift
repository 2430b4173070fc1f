/// Speaks one ``Language``: translates diagnostics, code descriptions and keyed texts.
///
/// Diagnostics are built in English by the code that finds them (their English is a public contract:
/// scripts and golden tests read it), so translation happens where they are shown: the message is
/// matched against the English message templates (`m.*` keys) to recover its values, which are then
/// put into the same key's template of the language. Values are translated the same way when they
/// are themselves messages ("found an array"). A message no template matches stays English.
/// English never reaches any of this: every method returns its input unchanged for English.
public struct Localizer: Sendable, Hashable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    public static let english = Localizer(.english)

    private var table: LocalizationTable { LocalizationTable.of(language) }

    /// The template of `key` filled with `values`: the language's, else English's (so a missing
    /// translation shows English, never a key).
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        let template = language == .english ? nil : table[key]
        guard let template = template ?? LocalizationTable.of(.english)[key] else { return key }
        return values.isEmpty && !template.contains("{") ? template : MessageTemplate(template).render(values)
    }

    /// The code's one-line summary in this language.
    public func summary(_ info: DiagnosticCodeInfo) -> String {
        language == .english ? info.summary : table["\(info.code).summary"] ?? info.summary
    }

    /// The code's fix in this language.
    public func fix(_ info: DiagnosticCodeInfo) -> String? {
        guard language != .english, info.fix != nil else { return info.fix }
        return table["\(info.code).fix"] ?? info.fix
    }

    /// The registry entry with its summary and fix in this language.
    public func localized(_ info: DiagnosticCodeInfo) -> DiagnosticCodeInfo {
        guard language != .english else { return info }
        var info = info
        info.summary = summary(info)
        info.fix = fix(info)
        return info
    }

    /// An English message (or hint) built by the code, in this language; unchanged when no template
    /// matches it or the matching template is not translated.
    public func message(_ english: String) -> String {
        guard language != .english else { return english }
        return translate(english, depth: 0) ?? english
    }

    /// The diagnostic with its message and hint in this language; code, severity and place unchanged.
    public func localized(_ diagnostic: Diagnostic) -> Diagnostic {
        guard language != .english else { return diagnostic }
        var d = diagnostic
        d.message = message(d.message)
        if let hint = d.hint {
            let info = d.code.info
            d.hint = hint == info.fix ? fix(info) : message(hint)
        }
        return d
    }

    public func localized(_ report: DiagnosticReport) -> DiagnosticReport {
        guard language != .english else { return report }
        return DiagnosticReport(report.diagnostics.map(localized))
    }

    private func translate(_ text: String, depth: Int) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return nil }
        for (key, template) in MessageCatalog.english {
            guard let values = template.match(bytes) else { continue }
            guard let target = table[key] else { return nil }
            var translated = values
            if depth < 2 {
                for (name, value) in values {
                    if let inner = translate(value, depth: depth + 1) { translated[name] = inner }
                }
            }
            return MessageTemplate(target).render(translated)
        }
        return nil
    }
}

/// The English message templates, most specific (longest literal text) first, parsed once.
enum MessageCatalog {
    static let english: [(key: String, template: MessageTemplate)] = {
        let table = LocalizationTable.of(.english)
        let messages = table.keys.filter { $0.hasPrefix("m.") }.compactMap { key in
            table[key].map { (key: key, template: MessageTemplate($0)) }
        }
        return messages.sorted {
            ($0.template.literalLength, $1.key) > ($1.template.literalLength, $0.key)
        }
    }()
}
