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
        text(matching: english, prefix: "explain.ignored.") { name, value in name == "reason" ? message(value) : value }
    }

    /// A rule change's summary (``RuleChange/summary``, English in JSON) in this language, the
    /// differences of a changed rule each translated too.
    public func ruleChangeSummary(_ english: String) -> String {
        let difference = { (what: String) -> String in
            what.split(separator: "; ", omittingEmptySubsequences: false).map { part in
                let value = { (v: String) in self.text(matching: v, prefix: "diff.value.") }
                return self.text(matching: String(part), prefix: "diff.key.") { name, v in
                    name == "old" || name == "new" ? value(v) : v
                }
            }.joined(separator: "; ")
        }
        return text(matching: english, prefix: "diff.change.") { name, value in
            name == "what" ? difference(value) : value
        }
    }
}
