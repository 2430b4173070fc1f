/// The rules of one ``RuleList`` in a flat, reference-free form: every pattern's operations and
/// literal bytes live in two shared arrays, and each rule is a small plain struct. Trying a rule
/// then touches no reference count and allocates nothing.
///
/// A class, so that using it per URL copies nothing. The flattened arrays live in memory the
/// program owns, and matching reads them through ``buffers``, a plain struct of pointers: deciding a URL then does no reference counting at all (retains and releases were
/// half the time of a small file's decision).
/// (`@unchecked Sendable`: the memory is written in `init` only, read-only after, freed in `deinit`.)
final class RuleProgram: @unchecked Sendable {
    /// A pattern as a range of `ops`; `complex` >= 0 names a pattern with user variables, matched
    /// by its ``Pattern`` object (the backtracking engine).
    struct PatternCode: Sendable {
        /// The common shapes, matched without the general loop.
        enum Shape: UInt8, Sendable {
            case general
            /// One literal: the text must equal it.
            case exact
            /// One literal then `*`: the text must start with it.
            case prefix
        }
        var start: Int32 = 0
        var count: Int32 = 0
        var complex: Int32 = -1
        var everything = true
        var shape = Shape.general
        /// The literal of an ``Shape/exact`` or ``Shape/prefix`` pattern, in `pool`.
        var literalStart: Int32 = 0
        var literalCount: Int32 = 0
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

    /// The patterns with user variables, kept alive for ``Buffers/complex`` (which does not retain).
    let complex: [Pattern]

    /// The flattened rules, in memory the program owns (read-only, freed in `deinit`).
    let buffers: Buffers

    init(_ rules: [CompiledRule]) {
        var builder = Builder()
        builder.add(rules)
        complex = builder.complex
        buffers = Buffers(
            ops: .ownedCopy(of: builder.ops), pool: .ownedCopy(of: builder.pool), codes: .ownedCopy(of: builder.codes),
            items: .ownedCopy(of: builder.items),
            complex: .ownedCopy(of: builder.complex.map { Unmanaged.passUnretained($0) }))
    }

    deinit {
        buffers.ops.freeOwned()
        buffers.pool.freeOwned()
        buffers.codes.freeOwned()
        buffers.items.freeOwned()
        buffers.complex.freeOwned()
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
            var code = PatternCode(start: start, count: Int32(p.ops.count), everything: false)
            if let head = p.ops.first, head.kind == .literal,
                p.ops.count == 1 || (p.ops.count == 2 && p.ops[1].kind == .star)
            {
                code.shape = p.ops.count == 1 ? .exact : .prefix
                code.literalStart = head.start + base
                code.literalCount = head.count
            }
            return code
        }
    }
}
