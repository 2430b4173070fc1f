extension Localizer {
    /// A text the code built in English from one of the hand-written templates whose keys start with
    /// `prefix` (a reason stored in English, a line a library returns as a string), in this language:
    /// the most specific English template that matches it whole gives the values, which go into the
    /// same key's translation. Unchanged for English and when no template matches.
    ///
    /// Prefer ``text(_:_:)`` where the code that builds the text can say its key; this is for texts
    /// that travel as English strings (JSON, a store) before they are shown. With `translatingValues`,
    /// each value is itself translated as a message when a diagnostic template matches it (an error
    /// that quotes a library's message).
    public func text(matching english: String, prefix: String, translatingValues: Bool = false) -> String {
        guard language != .english else { return english }
        let bytes = Array(english.utf8)
        let englishTable = LocalizationTable.of(.english)
        let candidates = englishTable.keys.filter { $0.hasPrefix(prefix) }.compactMap { key in
            englishTable[key].map { (key: key, template: MessageTemplate($0)) }
        }
        let ordered = candidates.sorted { $0.template.literalLength > $1.template.literalLength }
        for candidate in ordered {
            guard let values = candidate.template.match(bytes) else { continue }
            return text(candidate.key, translatingValues ? values.mapValues(message) : values)
        }
        return english
    }
}
