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
        language == .english ? info.summary : registryText("\(info.code).summary", info.summary)
    }

    /// The code's fix in this language.
    public func fix(_ info: DiagnosticCodeInfo) -> String? {
        guard language != .english, let fix = info.fix else { return info.fix }
        return registryText("\(info.code).fix", fix)
    }

    /// A registry text: its English template (which may name a value the registry interpolates)
    /// matched against the registry's English, the values put into the translation.
    private func registryText(_ key: String, _ english: String) -> String {
        guard let target = table[key], let template = LocalizationTable.of(.english)[key] else { return english }
        guard template.contains("{") else { return target }
        guard let values = MessageTemplate(template).match(Array(english.utf8)) else { return english }
        return MessageTemplate(target).render(values)
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
        let table = table
        return Self.translate(english, depth: 0) { table[$0.key] } ?? english
    }

    /// The diagnostic with its message and hint in this language; code, severity and place unchanged.
    public func localized(_ diagnostic: Diagnostic) -> Diagnostic {
        guard language != .english else { return diagnostic }
        var d = diagnostic
        d.message = message(d.message)
        d.hint = d.hint.map { hint($0, of: d.code) }
        return d
    }

    /// A hint: the code's registered fix, or a message of its own.
    private func hint(_ hint: String, of code: DiagnosticCode) -> String {
        let info = code.info
        return hint == info.fix ? fix(info) ?? hint : message(hint)
    }

    /// A report finding (its rule a diagnostic code or a check id) with message and hint translated.
    public func localized(_ finding: ReportFinding) -> ReportFinding {
        guard language != .english else { return finding }
        var f = finding
        f.message = message(f.message)
        f.hint = f.hint.map { hint($0, of: DiagnosticCode(f.rule)) }
        return f
    }

    public func localized(_ report: DiagnosticReport) -> DiagnosticReport {
        guard language != .english else { return report }
        return DiagnosticReport(report.diagnostics.map(localized))
    }

    public func localized(_ source: SourceReport) -> SourceReport {
        guard language != .english else { return source }
        return SourceReport(name: source.name, source: source.source, report: localized(source.report))
    }

    /// The translation of a whole message: by the most specific template that matches it, else as
    /// two messages joined (a message and the suffix the code appended: "...; did you mean "x"?").
    /// `lookup` gives a template's translation (nil: not translated).
    private static func translate(_ text: String, depth: Int, _ lookup: Lookup) -> String? {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, depth < 4 else { return nil }
        let english = MessageCatalog.english
        for position in MessageCatalog.index.candidates(for: bytes) {
            let entry = english[position]
            guard let values = entry.template.match(bytes) else { continue }
            return render(entry, values, depth: depth, lookup)
        }
        return translateJoined(bytes, depth: depth, lookup)
    }

    typealias Lookup = (MessageCatalog.Entry) -> String?

    private static func render(
        _ entry: MessageCatalog.Entry, _ values: [String: String], depth: Int, _ lookup: Lookup
    ) -> String? {
        // A structure without words ("'{entry}': {message}") reads the same in every language.
        guard let target = lookup(entry) ?? (entry.isStructural ? entry.english : nil) else { return nil }
        var translated = values
        var any = false
        for (name, value) in values {
            if let inner = translate(value, depth: depth + 1, lookup) {
                translated[name] = inner
                any = true
            }
        }
        if entry.isStructural && !any { return nil }
        return MessageTemplate(target).render(translated)
    }

    /// `text` as a translated message followed by a translated suffix that some template matches
    /// whole; the split is tried where a suffix template's first literal occurs: the most specific
    /// template first, each at its rightmost place first.
    private static func translateJoined(_ bytes: [UInt8], depth: Int, _ lookup: Lookup) -> String? {
        guard bytes.count > 1 else { return nil }
        var splits: [(position: Int, at: Int)] = []
        for at in 1..<bytes.count {
            for position in MessageCatalog.index.startingWithLiteral(bytes[at...])
            where MessageCatalog.isSuffix[position] {
                splits.append((position, at))
            }
        }
        splits.sort { ($0.position, $1.at) < ($1.position, $0.at) }
        let english = MessageCatalog.english
        for (position, at) in splits {
            let entry = english[position]
            if let values = entry.template.match(Array(bytes[at...])),
                let tail = render(entry, values, depth: depth, lookup),
                let head = translate(String(decoding: bytes[..<at], as: UTF8.self), depth: depth + 1, lookup)
            {
                return head + tail
            }
        }
        return nil
    }
}

/// The English message templates, most specific (longest literal text) first, parsed once.
enum MessageCatalog {
    struct Entry: Sendable {
        let key: String
        let english: String
        let template: MessageTemplate
        /// No words: only joins other messages.
        let isStructural: Bool
    }

    static let english: [Entry] = {
        let table = LocalizationTable.of(.english)
        let messages = table.keys.filter { $0.hasPrefix("m.") }.compactMap { key -> Entry? in
            guard let text = table[key] else { return nil }
            let template = MessageTemplate(text)
            return Entry(key: key, english: text, template: template, isStructural: !template.hasWords)
        }
        return messages.sorted {
            ($0.template.literalLength, $1.key) > ($1.template.literalLength, $0.key)
        }
    }()

    /// Where to look for the templates that can match a message: ``english`` positions by the first
    /// bytes of the template's literal start, so a message is tried against a few dozen templates, not
    /// all of them (trying all was most of a translated run's time per message).
    static let index = CatalogIndex(english.map(\.template))

    /// Whether the template at each position can end a joined message: starting with literal text,
    /// with words.
    static let isSuffix: [Bool] = english.map { entry in
        guard case .literal? = entry.template.segments.first else { return false }
        return !entry.isStructural
    }
}

extension Localizer {
    /// The placeholder names of a table template, for the completeness checks.
    public static func placeholders(of template: String) -> [String] { MessageTemplate(template).placeholders }
}

extension Localizer {
    /// The keys of the English templates a translation of `message` uses (nil when none covers it):
    /// what a translator must translate for it.
    public static func templateKeys(covering message: String) -> [String]? {
        var keys: [String] = []
        let covered = translate(message, depth: 0) { entry in
            keys.append(entry.key)
            return entry.english
        }
        return covered == nil ? nil : keys
    }
}

extension Localizer {
    /// Whether table template `template` renders to `text` for some values.
    public static func template(_ template: String, matches text: String) -> Bool {
        MessageTemplate(template).match(Array(text.utf8)) != nil
    }
}

/// The positions of templates in a list, by the first bytes (up to ``width``) of their literal start;
/// templates that start with a placeholder can match any message and are always candidates.
struct CatalogIndex: Sendable {
    static let width = 4
    private var byPrefix: [UInt64: [Int]] = [:]
    private var open: [Int] = []

    init(_ templates: [MessageTemplate]) {
        for (position, template) in templates.enumerated() {
            if case .literal(let first)? = template.segments.first {
                byPrefix[Self.key(first[...], length: min(Self.width, first.count)), default: []].append(position)
            } else {
                open.append(position)
            }
        }
    }

    /// The positions of every template that can match `message`, in list order (the catalog's order
    /// is its preference: most specific first).
    func candidates(for message: [UInt8]) -> [Int] {
        (open + startingWithLiteral(message[...])).sorted()
    }

    /// The positions of the templates starting with literal text that can match `message`, in no
    /// order. Such a template's literal start is a prefix of any message it matches, so its first
    /// bytes (up to ``width``) are the message's first 1 to 4 bytes.
    func startingWithLiteral(_ message: ArraySlice<UInt8>) -> [Int] {
        var positions: [Int] = []
        for length in 1...max(1, min(Self.width, message.count)) where length <= message.count {
            positions += byPrefix[Self.key(message, length: length)] ?? []
        }
        return positions
    }

    /// Up to four bytes and their count in one number.
    private static func key(_ bytes: ArraySlice<UInt8>, length: Int) -> UInt64 {
        var key = UInt64(length) << 32
        for (shift, byte) in zip(stride(from: 24, through: 0, by: -8), bytes.prefix(length)) {
            key |= UInt64(byte) << UInt64(shift)
        }
        return key
    }
}
