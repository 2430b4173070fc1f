extension Localizer {
    /// The key and values of the hand-written template (keys starting with `prefix`) that `english` was
    /// built from, the most specific first; nil when none matches. For texts that travel as English
    /// (a rule change's summary, an ignored key's note in JSON) whose values need translating too.
    public func template(matching english: String, prefix: String) -> (key: String, values: [String: String])? {
        let bytes = Array(english.utf8)
        let englishTable = LocalizationTable.of(.english)
        let candidates = englishTable.keys.filter { $0.hasPrefix(prefix) }.compactMap { key in
            englishTable[key].map { (key: key, template: MessageTemplate($0)) }
        }
        for candidate in candidates.sorted(by: { $0.template.literalLength > $1.template.literalLength }) {
            if let values = candidate.template.match(bytes) { return (candidate.key, values) }
        }
        return nil
    }

    /// `english` translated by the template it matches, with each value named in `translating` first
    /// translated by the function given for it. Unchanged for English and when no template matches.
    public func text(
        matching english: String, prefix: String, translating: [String: (String) -> String]
    ) -> String {
        guard language != .english, var found = template(matching: english, prefix: prefix) else { return english }
        for (name, translate) in translating { found.values[name] = found.values[name].map(translate) }
        return text(found.key, found.values)
    }
}

extension Localizer {
    /// `  (never opens: PROBLEM)`, the note after an app iOS can never open (``AppDecision/neverOpensNote(_:)``).
    public func neverOpensNote(_ problem: String) -> String {
        guard language != .english else { return AppDecision.neverOpensNote(problem) }
        return "  (" + text("match.never-opens", ["problem": message(problem)]) + ")"
    }

    /// A warning of ``MatchExplanation/warnings`` (English in JSON) in this language.
    public func matchWarning(_ english: String) -> String {
        text(matching: english, prefix: "match.warning.")
    }

    /// A note of ``MatchExplanation/RuleTrace/ignoredKeys`` (English in JSON) in this language: why
    /// iOS ignores the key (a diagnostic's message), or that it is not a key iOS knows.
    public func ignoredKeyNote(_ english: String) -> String {
        text(matching: english, prefix: "explain.ignored.", translating: ["reason": message])
    }

    /// A rule change's summary (``RuleChange/summary``, English in JSON) in this language, the
    /// differences of a changed rule each translated too.
    public func ruleChangeSummary(_ english: String) -> String {
        let difference = { (what: String) -> String in
            what.split(separator: "; ", omittingEmptySubsequences: false).map { part in
                let value = { (v: String) in self.text(matching: v, prefix: "diff.value.") }
                return self.text(
                    matching: String(part), prefix: "diff.key.", translating: ["old": value, "new": value])
            }.joined(separator: "; ")
        }
        return text(matching: english, prefix: "diff.change.", translating: ["what": difference])
    }
}
