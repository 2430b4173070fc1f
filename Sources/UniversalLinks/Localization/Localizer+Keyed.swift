extension Localizer {
    /// A text the code built in English from one of the hand-written templates whose keys start with
    /// `prefix` (a reason stored in English, a line a library returns as a string), in this language:
    /// the most specific English template that matches it whole gives the values, which go into the
    /// same key's translation. Unchanged for English and when no template matches.
    ///
    /// Prefer ``text(_:_:)`` where the code that builds the text can say its key; this is for texts
    /// that travel as English strings (JSON, a store) before they are shown. `values` translates a
    /// recovered value (by its placeholder's name) when it is itself prose (a check's finding, "opens in
    /// the browser"); by default values are kept as they are. With `nested`, each value that is itself
    /// such a text, or a diagnostic message (``message(_:)``), is translated instead ("statement
    /// dropped: {why}", the why a parser's message).
    public func text(
        matching english: String, prefix: String, nested: Bool = false,
        values: (_ name: String, _ value: String) -> String = { $1 }
    ) -> String {
        guard language != .english else { return english }
        let bytes = Array(english.utf8)
        for candidate in KeyedTemplates.all where candidate.key.hasPrefix(prefix) {
            guard let matched = candidate.template.match(bytes) else { continue }
            guard nested else {
                return text(candidate.key, Dictionary(uniqueKeysWithValues: matched.map { ($0, values($0, $1)) }))
            }
            return text(
                candidate.key,
                matched.mapValues { value in
                    let inner =
                        value.utf8.count < bytes.count ? text(matching: value, prefix: prefix, nested: true) : value
                    return inner == value ? message(value) : inner
                })
        }
        return english
    }
}

/// The English templates of the hand-written keys (not the `m.*` diagnostics catalog), most specific
/// (longest literal text) first, parsed once.
enum KeyedTemplates {
    static let all: [(key: String, template: MessageTemplate)] = {
        let english = LocalizationTable.of(.english)
        let templates = english.keys.filter { !$0.hasPrefix("m.") }.compactMap { key in
            english[key].map { (key: key, template: MessageTemplate($0)) }
        }
        return templates.sorted { ($0.template.literalLength, $1.key) > ($1.template.literalLength, $0.key) }
    }()
}
