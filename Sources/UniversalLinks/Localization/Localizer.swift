/// Speaks one ``Language``: renders ``Message`` values, where they are shown.
///
/// A message's template is the language's translation of its key, else its English (a named key's
/// English from its table, a message written in the code is its own English), filled with its
/// arguments, each rendered in the same language. Nothing is parsed back: a key is looked up, once.
/// A key a translation lacks is shown in English and recorded (``MessageTables/missingKeys``), so a
/// test names it.
public struct Localizer: Sendable, Hashable {
    public let language: Language

    public init(_ language: Language) { self.language = language }

    public static let english = Localizer(.english)

    /// `message` in this language.
    public func render(_ message: Message) -> String {
        var key = message.key
        if message.isPlural {
            guard case .integer(let count)? = message.arguments["count"] else { return key }
            key += language.pluralCategory(count) == .one ? ".one" : ".other"
        }
        var template: String?
        if language != .english {
            template = MessageTables.template(key, language)
            if template == nil && MessageTemplate.hasWords(key) { MessageTables.recordMissing(key) }
        }
        let english = template == nil ? MessageTables.template(key, .english) : nil
        let chosen = template ?? english ?? key
        guard !message.arguments.isEmpty, chosen.utf8.contains(UInt8(ascii: "{")) else { return chosen }
        return MessageTemplate(chosen).render(message.arguments.mapValues(render))
    }

    /// An argument in this language.
    public func render(_ argument: Message.Argument) -> String {
        switch argument {
        case .text(let text): text
        case .integer(let number): String(number)
        case .message(let message): render(message)
        }
    }

    /// `message` in this language, or nil.
    public func render(_ message: Message?) -> String? { message.map(render) }

    /// The named key's text with `values` shown as they are, in this language.
    public func text(_ key: String, _ values: [String: String] = [:]) -> String {
        render(Message(key, texts: values))
    }

    /// The plural family `KEY.one` / `KEY.other` by this language's rule for `count`.
    public func text(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        render(.plural(key, count: count, values.mapValues { .text($0) }))
    }

    /// The code's one-line summary in this language.
    public func summary(_ info: DiagnosticCodeInfo) -> String { render(info.summary) }

    /// The code's fix in this language.
    public func fix(_ info: DiagnosticCodeInfo) -> String? { info.fix.map(render) }
}

/// A language's plural categories (CLDR, `https://www.unicode.org/cldr/charts/latest/supplemental/language_plural_rules.html`):
/// English "one" is 1; Portuguese "one" is 0 and 1 (`i = 0..1`); Chinese and Korean have one form.
public enum PluralCategory: String, Sendable {
    case one, other
}

extension Language {
    /// The plural category of the integer `count` in this language.
    public func pluralCategory(_ count: Int) -> PluralCategory {
        switch self {
        case .english: count == 1 ? .one : .other
        case .portugueseBrazil: count == 0 || count == 1 ? .one : .other
        case .chineseSimplified, .korean: .other
        }
    }
}
