extension Localizer {
    /// `  (never opens: PROBLEM)`, the note after an app iOS can never open (``AppDecision/neverOpensNote(_:)``).
    public func neverOpensNote(_ problem: Message) -> String {
        guard language != .english else { return AppDecision.neverOpensNote(problem.english) }
        return "  (" + text("match.never-opens", ["problem": render(problem)]) + ")"
    }
}
