/// The rules of one ``RuleList`` in a flat, reference-free form: every pattern's operations and
/// literal bytes live in two shared arrays, and each rule is a small plain struct. Trying a rule
/// then touches no reference count and allocates nothing.
///
/// A class, so that using it per URL copies none of its arrays.
final class RuleProgram: Sendable {
    /// A pattern as a range of `ops`; `complex` >= 0 names a pattern with user variables, matched
    /// by its ``Pattern`` object (the backtracking engine).
    struct PatternCode: Sendable {
        var start: Int32 = 0
        var count: Int32 = 0
        var complex: Int32 = -1
        var everything = true
    }

    struct ItemCode: Sendable {
        /// The item name (as compared) in `pool`.
        var nameStart: Int32
        var nameCount: Int32
        var pattern: PatternCode
    }

    struct RuleCode: Sendable {
        enum QueryKind: UInt8, Sendable { case any, string, items }
        var path = PatternCode()
        var queryKind = QueryKind.any
        var query = PatternCode()
        var itemsStart: Int32 = 0
        var itemsCount: Int32 = 0
        var hasFragment = false
        var fragment = PatternCode()
        var modeIndex: UInt8 = 0
        var exclude = false
        var folded: Bool { modeIndex & 1 != 0 }
    }

    let ops: [PatternOp]
    let pool: [UInt8]
    let codes: [RuleCode]
    let items: [ItemCode]
    let complex: [Pattern]

    init(_ rules: [CompiledRule]) {
        var builder = Builder()
        builder.add(rules)
        ops = builder.ops
        pool = builder.pool
        codes = builder.codes
        items = builder.items
        complex = builder.complex
    }

    /// Flattens compiled rules.
    private struct Builder {
        var ops: [PatternOp] = []
        var pool: [UInt8] = []
        var codes: [RuleCode] = []
        var items: [ItemCode] = []
        var complex: [Pattern] = []

        mutating func add(_ rules: [CompiledRule]) {
            for rule in rules {
                var code = RuleCode()
                code.modeIndex = UInt8(rule.mode.index)
                code.exclude = rule.exclude
                code.path = add(rule.path)
                switch rule.query {
                case .any: break
                case .string(let p):
                    code.queryKind = .string
                    code.query = add(p)
                    if code.query.everything { code.queryKind = .any }
                case .items(let list):
                    code.queryKind = .items
                    code.itemsStart = Int32(items.count)
                    for item in list {
                        let nameStart = Int32(pool.count)
                        pool += item.name
                        items.append(
                            ItemCode(
                                nameStart: nameStart, nameCount: Int32(item.name.count), pattern: add(item.pattern)))
                    }
                    code.itemsCount = Int32(list.count)
                }
                if let f = rule.fragment {
                    code.fragment = add(f)
                    code.hasFragment = !code.fragment.everything
                }
                codes.append(code)
            }
        }

        private mutating func add(_ p: Pattern) -> PatternCode {
            if p.matchesEverything { return PatternCode() }
            if p.hasChoice {
                complex.append(p)
                return PatternCode(complex: Int32(complex.count - 1), everything: false)
            }
            let start = Int32(ops.count)
            let base = Int32(pool.count)
            pool += p.pool
            for var op in p.ops {
                if op.kind == .literal { op.start += base }
                ops.append(op)
            }
            return PatternCode(start: start, count: Int32(p.ops.count), everything: false)
        }
    }
}
