/// The ordered rules of one detail for one iOS version, with a prefix index when there are many.
///
/// A class, so that picking a detail's list per URL copies nothing.
final class RuleList: Sendable {
    /// The rules with their metadata (references, resolved keys), for results and explanations.
    let rules: [CompiledRule]
    /// The same rules in flat form, for matching.
    let program: RuleProgram
    let index: RuleIndex?
    /// `index`, for the per-URL path: binding the optional reference retained and released it
    /// at every lookup (`index` keeps it alive).
    let unretainedIndex: Unmanaged<RuleIndex>?

    /// Below this many rules a plain scan is faster than the index (measured with the matching
    /// benchmark: a 16-rule file decided 10% faster without it).
    static let indexThreshold = 32

    init(_ rules: [CompiledRule]) {
        self.rules = rules
        self.program = RuleProgram(rules)
        let index = rules.count >= Self.indexThreshold ? RuleIndex(rules) : nil
        self.index = index
        self.unretainedIndex = index.map { Unmanaged.passUnretained($0) }
    }
}
