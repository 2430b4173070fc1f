/// A bound on the work of the validator's rule-against-rule passes (the unreachable-rule proof
/// and its pre-scan), in units: a byte hashed or compared, a table probed.
///
/// Those passes are linear for real files, but some shapes (thousands of nested literal prefixes,
/// each a probe for every later rule) would grow with the square of the rule count. The budget is a
/// fixed multiple of the file size; past it the proof stops, the findings so far stand (each one
/// is proven), and the linter says the check was cut short. Tests read ``spent`` to check that
/// work stays proportional to the input by counting, not timing.
struct WorkBudget {
    let limit: Int
    private(set) var spent = 0

    init(limit: Int) { self.limit = limit }

    /// For a file of `size` bytes: room for every linear pass many times over.
    init(forFileOfSize size: Int) { self.init(limit: 1 << 20 + 16 * max(0, size)) }

    static var unlimited: WorkBudget { WorkBudget(limit: .max) }

    var exhausted: Bool { spent > limit }

    /// Records `units` of work; false once the budget is spent.
    @inline(__always)
    @discardableResult
    mutating func spend(_ units: Int) -> Bool {
        spent &+= units
        return spent <= limit
    }
}
