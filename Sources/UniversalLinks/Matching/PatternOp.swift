/// One instruction of a compiled ``Pattern``: plain data, so the matching loop does no reference
/// counting.
struct PatternOp: Sendable, Hashable {
    enum Kind: UInt8, Sendable {
        /// `count` bytes of the literal pool from `start`.
        case literal
        /// `?`: exactly one character (one UTF-8 scalar, or one invalid byte).
        case one
        /// `*`: zero or more characters, `/` included.
        case star
        /// A single-character built-in (`$(alpha)`...); `arg` is a ``LetterClass`` raw value.
        case letterClass
        /// A two-letter code built-in (`$(region)`, `$(lang)`); `arg` is a ``CodeTable`` raw value.
        case code
        /// A user variable: one of `count` alternatives from `start` in the alternative table.
        case choice
        /// An undefined variable: matches nothing.
        case nothing
    }

    var kind: Kind
    var arg: UInt8 = 0
    var start: Int32 = 0
    var count: Int32 = 0
}

/// The single-character built-in substitution variables.
enum LetterClass: UInt8, Sendable, CaseIterable {
    case alpha, upper, lower, alnum, digit, xdigit

    /// Whether `b` is in the class. `folded` text has been lower-cased, and case-insensitive
    /// matching folds the classes too (`$(upper)` then accepts any letter).
    @inline(__always)
    func contains(_ b: UInt8, folded: Bool) -> Bool {
        let isUpper = b >= 0x41 && b <= 0x5A
        let isLower = b >= 0x61 && b <= 0x7A
        let isDigit = b >= 0x30 && b <= 0x39
        switch self {
        case .alpha: return isUpper || isLower
        case .upper: return isUpper || (folded && isLower)
        case .lower: return isLower || (folded && isUpper)
        case .alnum: return isUpper || isLower || isDigit
        case .digit: return isDigit
        case .xdigit: return isDigit || (b >= 0x41 && b <= 0x46) || (b >= 0x61 && b <= 0x66)
        }
    }
}

/// The two-letter code tables (`$(region)` upper case, `$(lang)` lower case).
enum CodeTable: UInt8, Sendable, CaseIterable {
    case region, language

    /// Bit `26 * first + second` (letters as 0...25) is set for each code.
    static let regionBits = bits(ISOCodes.regions)
    static let languageBits = bits(ISOCodes.languages)

    private static func bits(_ codes: [String]) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 11)
        for code in codes {
            let u = Array(code.utf8)
            guard u.count == 2 else { continue }
            let i = Int((u[0] | 0x20) &- 0x61) * 26 + Int((u[1] | 0x20) &- 0x61)
            bits[i >> 6] |= 1 << UInt64(i & 63)
        }
        return bits
    }

    /// Whether the two bytes form a code of this table, in the table's case unless `folded`.
    @inline(__always)
    func contains(_ a: UInt8, _ b: UInt8, folded: Bool) -> Bool {
        let upperCase = self == .region
        func letter(_ x: UInt8) -> Int? {
            if x >= 0x41 && x <= 0x5A { return folded || upperCase ? Int(x - 0x41) : nil }
            if x >= 0x61 && x <= 0x7A { return folded || !upperCase ? Int(x - 0x61) : nil }
            return nil
        }
        guard let i = letter(a), let j = letter(b) else { return false }
        let bit = i * 26 + j
        let table = self == .region ? CodeTable.regionBits : CodeTable.languageBits
        return table[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
