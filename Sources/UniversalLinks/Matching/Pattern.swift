/// A compiled `/`, `?` or `#` pattern: `*` (zero or more characters), `?` (exactly one), literals,
/// and `$(name)` substitution variables.
///
/// Compiled once; matching works on bytes and allocates nothing unless the pattern uses a user
/// variable together with `*`. A class, so that rules refer to it without copying its arrays.
final class Pattern: Sendable {
    /// The pattern as written in the file.
    let source: String
    /// The pattern after path normalisation (equal to ``source`` for query and fragment patterns).
    let normalised: String
    let caseInsensitive: Bool
    let ops: [PatternOp]
    /// Operations of the alternatives of user variables, referenced by `altRanges`.
    let altOps: [PatternOp]
    let altRanges: [Range<Int32>]
    let pool: [UInt8]
    /// True when a user variable is used (matching then needs the backtracking engine).
    let hasChoice: Bool
    /// The literal bytes every matching text starts with (folded when case-insensitive).
    let literalPrefix: [UInt8]
    /// True for a pattern that matches every text (`*`).
    let matchesEverything: Bool
    /// True when the pattern is only literals (no wildcard, no variable).
    var isLiteral: Bool { ops.allSatisfy { $0.kind == .literal } }

    fileprivate init(source: String, normalised: String, caseInsensitive: Bool, builder: PatternBuilder) {
        self.source = source
        self.normalised = normalised
        self.caseInsensitive = caseInsensitive
        ops = builder.ops
        altOps = builder.altOps
        altRanges = builder.altRanges
        pool = builder.pool
        hasChoice = !builder.altRanges.isEmpty
        if let first = builder.ops.first, first.kind == .literal {
            literalPrefix = Array(builder.pool[Int(first.start)..<Int(first.start + first.count)])
        } else {
            literalPrefix = []
        }
        matchesEverything = builder.ops.count == 1 && builder.ops[0].kind == .star
    }

    /// What the rule index files this pattern under: its literal prefix at offset 0, unless that
    /// prefix is a single byte (`/`) followed by fixed-width variables (`$(lang)`, `$(digit)`) and
    /// a longer literal: then that literal, at its fixed byte offset.
    var indexKey: (offset: Int, literal: [UInt8]) {
        guard literalPrefix.count <= 1 else { return (0, literalPrefix) }
        var offset = 0
        for (k, op) in ops.enumerated() {
            switch op.kind {
            case .literal:
                if k > 0, op.count >= 2 {
                    return (offset, Array(pool[Int(op.start)..<Int(op.start + op.count)]))
                }
                offset += Int(op.count)
            case .letterClass: offset += 1
            case .code: offset += 2
            default: return (0, literalPrefix)
            }
        }
        return (0, literalPrefix)
    }

    /// The literal-prefix-then-star shape (`/buy/*`, `*`), used to prove later rules unreachable.
    var isPrefixThenStar: Bool {
        guard let last = ops.last, last.kind == .star else { return false }
        return ops.dropLast().allSatisfy { $0.kind == .literal }
    }
}

extension Pattern {
    /// Path normalisation, shared by patterns and URL paths: an empty path becomes `/`, runs of
    /// `/` collapse, a missing leading `/` is added (unless the text starts with `*`), and a `/`
    /// is appended unless the text ends with `/` or `*`.
    static func normalisePath(_ bytes: some Collection<UInt8>) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count + 2)
        appendNormalisedPath(bytes, to: &out)
        return out
    }

    /// ``normalisePath(_:)`` appended to `out` (collapsing only within what it appends).
    static func appendNormalisedPath(_ bytes: some Collection<UInt8>, to out: inout [UInt8]) {
        let start = out.count
        guard let first = bytes.first else { return out.append(0x2F) }
        if first != 0x2F && first != 0x2A { out.append(0x2F) }
        for b in bytes {
            if b == 0x2F && out.count > start && out[out.count - 1] == 0x2F { continue }
            out.append(b)
        }
        if let last = out.last, last != 0x2F && last != 0x2A { out.append(0x2F) }
    }

    /// Compiles `source`. `variables` nil means substitution variables are not recognised (iOS 12).
    convenience init(
        _ source: String, isPath: Bool, caseInsensitive: Bool, variables: SubstitutionTable?,
        issues: inout [MatcherIssue], offset: Int = 0, pointer: String = ""
    ) {
        let bytes = isPath ? ASCII.withBytes(of: source) { Pattern.normalisePath($0) } : Array(source.utf8)
        var builder = PatternBuilder(caseInsensitive: caseInsensitive)
        // Sized once: growing them byte by byte was most of the cost of compiling a short pattern.
        builder.pool.reserveCapacity(bytes.count)
        builder.ops.reserveCapacity(4)
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x24, let variables, i + 1 < bytes.count, bytes[i + 1] == 0x28 {
                // `$(name)`: the name runs to `)` and may hold anything but `$`, `(`, `)`.
                var j = i + 2
                while j < bytes.count, bytes[j] != 0x29, bytes[j] != 0x24, bytes[j] != 0x28 { j += 1 }
                guard j < bytes.count, bytes[j] == 0x29 else {
                    issues.append(
                        MatcherIssue(
                            .unterminatedVariable,
                            "\"$(\" in \"\(source)\" is not closed by \")\"; it is matched literally",
                            offset: offset, pointer: pointer))
                    builder.literal(b)
                    i += 1
                    continue
                }
                let name = String(decoding: bytes[(i + 2)..<j], as: UTF8.self)
                if let builtin = SubstitutionTable.Builtin.byName[name] {
                    switch builtin {
                    case .letter(let c): builder.ops.append(PatternOp(kind: .letterClass, arg: c.rawValue))
                    case .code(let t): builder.ops.append(PatternOp(kind: .code, arg: t.rawValue))
                    }
                } else if let values = variables.user[name] {
                    builder.choice(values)
                } else {
                    issues.append(
                        MatcherIssue(
                            .undefinedVariable,
                            "$(\(name)) is not defined in substitutionVariables; it matches nothing",
                            offset: offset, pointer: pointer))
                    builder.ops.append(PatternOp(kind: .nothing))
                }
                i = j + 1
                continue
            }
            builder.plain(b)
            i += 1
        }
        self.init(
            source: source, normalised: String(decoding: bytes, as: UTF8.self), caseInsensitive: caseInsensitive,
            builder: builder)
    }
}

/// Accumulates operations, merging adjacent literal bytes.
struct PatternBuilder {
    var caseInsensitive: Bool
    var ops: [PatternOp] = []
    var altOps: [PatternOp] = []
    var altRanges: [Range<Int32>] = []
    var pool: [UInt8] = []

    /// A pattern byte outside a variable: `*`, `?` or a literal.
    mutating func plain(_ b: UInt8) { Self.plain(b, into: &ops, pool: &pool, fold: caseInsensitive) }

    mutating func literal(_ b: UInt8) { Self.literal(b, into: &ops, pool: &pool, fold: caseInsensitive) }

    static func plain(_ b: UInt8, into ops: inout [PatternOp], pool: inout [UInt8], fold: Bool) {
        switch b {
        case 0x2A:
            // `**` is the same as `*`.
            if ops.last?.kind != .star { ops.append(PatternOp(kind: .star)) }
        case 0x3F: ops.append(PatternOp(kind: .one))
        default: literal(b, into: &ops, pool: &pool, fold: fold)
        }
    }

    static func literal(_ b: UInt8, into ops: inout [PatternOp], pool: inout [UInt8], fold: Bool) {
        let byte = fold ? ASCII.lower(b) : b
        if let last = ops.last, last.kind == .literal, Int(last.start + last.count) == pool.count {
            ops[ops.count - 1].count += 1
        } else {
            ops.append(PatternOp(kind: .literal, start: Int32(pool.count), count: 1))
        }
        pool.append(byte)
    }

    /// A user variable: one alternative per value; values may use `*` and `?` but no variable.
    mutating func choice(_ values: [String]) {
        let first = Int32(altRanges.count)
        for value in values {
            var alt: [PatternOp] = []
            for b in value.utf8 { Self.plain(b, into: &alt, pool: &pool, fold: caseInsensitive) }
            let start = Int32(altOps.count)
            altOps += alt
            altRanges.append(start..<Int32(altOps.count))
        }
        if values.isEmpty {
            ops.append(PatternOp(kind: .nothing))
        } else {
            ops.append(PatternOp(kind: .choice, start: first, count: Int32(values.count)))
        }
    }
}

/// ASCII helpers for byte-level comparison.
enum ASCII {
    @inline(__always)
    static func lower(_ b: UInt8) -> UInt8 { b >= 0x41 && b <= 0x5A ? b | 0x20 : b }

    /// A legacy path without its `NOT ` prefix (any case, as iOS reads it), and whether it had one.
    @inline(__always)
    static func droppingNot(_ path: UnsafeBufferPointer<UInt8>) -> (pattern: UnsafeBufferPointer<UInt8>, isNot: Bool) {
        guard path.count >= 4, lower(path[0]) == 0x6E, lower(path[1]) == 0x6F, lower(path[2]) == 0x74, path[3] == 0x20
        else { return (path, false) }
        return (UnsafeBufferPointer(rebasing: path[4...]), true)
    }

    static func lowercased(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return bytes }
        return bytes.map(lower)
    }

    /// True when the UTF-8 of `s` contains `byte`.
    static func contains(_ s: String, _ byte: UInt8) -> Bool {
        withBytes(of: s) { $0.contains(byte) }
    }

    /// Runs `body` on the UTF-8 bytes of `s`, without copying them when the string is contiguous.
    @inline(__always)
    static func withBytes<R>(of s: String, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if let result = s.utf8.withContiguousStorageIfAvailable(body) { return result }
        // Small strings: `withUTF8` reads them from a stack copy, with no allocation.
        var s = s
        return s.withUTF8(body)
    }
}
