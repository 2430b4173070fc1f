/// Android's `android.os.PatternMatcher`, as AOSP implements it (`frameworks/base/core/java/android/os/
/// PatternMatcher.java`, Apache-2.0): what `<data android:path…>` and the `<data>` of a
/// `<uri-relative-filter-group>` accept.
///
/// Reproduced exactly, quirks included, because a manifest means what Android does with it:
/// - `path` (literal), `pathPrefix` and `pathSuffix` compare UTF-16 code units, case-sensitively;
/// - `pathPattern` (simple glob): `x*` repeats the character before it, `.` is any character, `.*` skips
///   to the **first** occurrence of the next pattern character (no backtracking: `.*a` does not match
///   `aXa`), `\` escapes;
/// - `pathAdvancedPattern`: `.`, sets `[a-z]` and `[^…]`, `*`, `+`, `{n}`, `{n,}`, `{n,m}`, matched
///   greedily without backtracking (`[a-z]*z` never matches); a lone `}` is dropped; a malformed pattern
///   is refused as Android's parser refuses it (the package then fails to install).
///
/// Strings are matched as Android sees them: the URL's path, query or fragment percent-decoded.
public struct AndroidPatternMatcher: Sendable, Hashable {
    /// `PatternMatcher`'s pattern types, named after the manifest attributes that create them.
    public enum Kind: String, Sendable, Hashable, Codable, CaseIterable {
        /// `path`, `query`, `fragment`: the whole string.
        case literal
        /// `pathPrefix`: the string starts with the pattern.
        case prefix
        /// `pathPattern`: the simple glob.
        case simpleGlob
        /// `pathAdvancedPattern`: the advanced glob.
        case advancedGlob
        /// `pathSuffix`: the string ends with the pattern.
        case suffix

        /// The kind a `<data>` attribute creates (`path`, `pathPrefix`, `queryPattern`, `fragmentSuffix`...),
        /// nil for any other attribute.
        public init?(attribute name: String) {
            for part in ["path", "query", "fragment"] where name.hasPrefix(part) {
                switch name.dropFirst(part.count) {
                case "": self = .literal
                case "Prefix": self = .prefix
                case "Pattern": self = .simpleGlob
                case "AdvancedPattern": self = .advancedGlob
                case "Suffix": self = .suffix
                default: return nil
                }
                return
            }
            return nil
        }
    }

    /// Why Android refuses an advanced pattern, in Android's own words (the text of the exception its
    /// `PatternMatcher` throws), shown as Android writes them in every language.
    public struct PatternError: Error, Sendable, Hashable, CustomStringConvertible {
        public var message: Message
        public var description: String { message.english }

        init(android text: String) { message = .verbatim(text) }
    }

    public let pattern: String
    public let kind: Kind
    let units: [UInt16]
    let elements: [Element]

    /// One token of an advanced pattern with its repetition bounds.
    struct Element: Sendable, Hashable {
        enum Token: Sendable, Hashable {
            case literal(UInt16)
            case any
            /// Members are `(lower, upper)` pairs; a pair written backwards (`z-a`) is kept and matches nothing.
            case set([Member], inverted: Bool)
        }
        struct Member: Sendable, Hashable {
            var lower: UInt16
            var upper: UInt16
        }
        var token: Token
        var minimum: Int
        var maximum: Int
    }

    /// Fails only for ``Kind/advancedGlob``, with the reason Android's parser gives.
    public init(_ pattern: String, kind: Kind) throws(PatternError) {
        self.pattern = pattern
        self.kind = kind
        units = Array(pattern.utf16)
        elements = kind == .advancedGlob ? try Self.parseAdvanced(units) : []
    }

    /// Whether Android matches `string` (nil, an absent URL part, never matches).
    public func matches(_ string: String?) -> Bool {
        guard let string else { return false }
        let text = Array(string.utf16)
        switch kind {
        case .literal: return text == units
        case .prefix: return text.starts(with: units)
        case .suffix: return text.count >= units.count && text[(text.count - units.count)...].elementsEqual(units)
        case .simpleGlob: return Self.matchSimpleGlob(units, text)
        case .advancedGlob: return Self.matchAdvanced(elements, text)
        }
    }

    // MARK: pathPattern

    private static let star = UInt16(UInt8(ascii: "*"))
    private static let dot = UInt16(UInt8(ascii: "."))
    private static let backslash = UInt16(UInt8(ascii: "\\"))

    /// The simple glob, step for step as AOSP's `matchGlobPattern` walks it (its quirks are the contract).
    static func matchSimpleGlob(_ pattern: [UInt16], _ text: [UInt16]) -> Bool {
        let patternCount = pattern.count
        guard patternCount > 0 else { return text.isEmpty }
        func at(_ i: Int) -> UInt16 { i < patternCount ? pattern[i] : 0 }
        var p = 0
        var t = 0
        var next = pattern[0]
        while p < patternCount, t < text.count {
            var c = next
            p += 1
            next = at(p)
            let escaped = c == backslash
            if escaped {
                c = next
                p += 1
                next = at(p)
            }
            guard next == star else {
                if c != dot && text[t] != c { return false }
                t += 1
                continue
            }
            if !escaped && c == dot {
                // `.*`: at the end of the pattern everything left matches; otherwise skip to the first
                // occurrence of the next pattern character.
                if p >= patternCount - 1 { return true }
                p += 1
                next = pattern[p]
                if next == backslash {
                    p += 1
                    next = at(p)
                }
                while t < text.count, text[t] != next { t += 1 }
                if t == text.count { return false }
                p += 1
                next = at(p)
                t += 1
            } else {
                // `c*`: as many `c` as there are.
                while t < text.count, text[t] == c { t += 1 }
                p += 1
                next = at(p)
            }
        }
        if p >= patternCount && t >= text.count { return true }
        // The text ended with a `.*` left in the pattern.
        return p == patternCount - 2 && pattern[p] == dot && pattern[p + 1] == star
    }

    // MARK: pathAdvancedPattern

    /// AOSP keeps a parsed pattern in 2048 ints and refuses one that needs more.
    static let storage = 2048

    /// Parses as `parseAndVerifyAdvancedPattern` does: the same tokens, the same refusals, and the same
    /// storage count (a set member costs two ints, a `{n,m}` four), so the same patterns are too large.
    static func parseAdvanced(_ p: [UInt16]) throws(PatternError) -> [Element] {
        var elements: [Element] = []
        var stored = 0
        var i = 0
        var inSet = false
        var inInterval = false
        var rangeStartPending = false  // a set member `a-` waits for its upper bound
        var set: [Element.Member] = []
        var inverted = false
        var pendingLower: UInt16 = 0
        /// Whether the last thing stored is a repetition modifier (or nothing at all).
        var lastIsModifier = true

        func modify(_ minimum: Int, _ maximum: Int, cost: Int) throws(PatternError) {
            guard !lastIsModifier, !elements.isEmpty else {
                throw PatternError(android: "Modifier must follow a token.")
            }
            elements[elements.count - 1].minimum = minimum
            elements[elements.count - 1].maximum = maximum
            stored += cost
            lastIsModifier = true
        }

        while i < p.count {
            guard stored <= storage - 3 else { throw PatternError(android: "Pattern is too large!") }
            var c = p[i]
            var literal = false
            switch c {
            case UInt16(UInt8(ascii: "[")):
                if inSet {
                    literal = true
                } else {
                    guard i + 1 < p.count else { throw PatternError(android: "Set was not terminated!") }
                    inverted = p[i + 1] == UInt16(UInt8(ascii: "^"))
                    if inverted { i += 1 }
                    i += 1
                    inSet = true
                    set = []
                    stored += 1
                    lastIsModifier = false
                    continue
                }
            case UInt16(UInt8(ascii: "]")):
                if !inSet {
                    literal = true
                } else {
                    guard !set.isEmpty else {
                        throw PatternError(android: "You must define characters in a set.")
                    }
                    elements.append(Element(token: .set(set, inverted: inverted), minimum: 1, maximum: 1))
                    stored += 1
                    inSet = false
                    rangeStartPending = false
                }
            case UInt16(UInt8(ascii: "{")):
                if !inSet {
                    guard !lastIsModifier else { throw PatternError(android: "Modifier must follow a token.") }
                    i += 1
                    inInterval = true
                }
            case UInt16(UInt8(ascii: "}")):
                // Outside an interval a `}` is dropped (AOSP stores nothing for it).
                if inInterval {
                    inInterval = false
                    stored += 1
                }
            case star:
                if !inSet { try modify(0, Int(Int32.max), cost: 1) }
            case UInt16(UInt8(ascii: "+")):
                if !inSet { try modify(1, Int(Int32.max), cost: 1) }
            case dot:
                if !inSet {
                    elements.append(Element(token: .any, minimum: 1, maximum: 1))
                    stored += 1
                    lastIsModifier = false
                }
            case backslash:
                guard i + 1 < p.count else { throw PatternError(android: "Escape found at end of pattern!") }
                i += 1
                c = p[i]
                literal = true
            default:
                literal = true
            }
            if inSet {
                if rangeStartPending {
                    set.append(Element.Member(lower: pendingLower, upper: c))
                    rangeStartPending = false
                    stored += 1
                } else if i + 2 < p.count, p[i + 1] == UInt16(UInt8(ascii: "-")), p[i + 2] != UInt16(UInt8(ascii: "]"))
                {
                    pendingLower = c
                    rangeStartPending = true
                    stored += 1
                    i += 1  // the dash
                } else {
                    set.append(Element.Member(lower: c, upper: c))
                    stored += 2
                }
            } else if inInterval {
                guard let close = p[i...].firstIndex(of: UInt16(UInt8(ascii: "}"))) else {
                    throw PatternError(android: "Range not ended with '}'")
                }
                let interval = Array(p[i..<close])
                let minimum: Int
                let maximum: Int
                if let comma = interval.firstIndex(of: UInt16(UInt8(ascii: ","))) {
                    minimum = try javaParseInt(interval[..<comma])
                    maximum = comma == interval.count - 1 ? Int(Int32.max) : try javaParseInt(interval[(comma + 1)...])
                } else {
                    minimum = try javaParseInt(interval[...])
                    maximum = minimum
                }
                guard minimum <= maximum else {
                    throw PatternError(android: "Range quantifier minimum is greater than maximum")
                }
                // Three ints now (start, minimum, maximum), the fourth when the `}` is read.
                try modify(minimum, maximum, cost: 3)
                i = close
                continue
            } else if literal {
                elements.append(Element(token: .literal(c), minimum: 1, maximum: 1))
                stored += 1
                lastIsModifier = false
            }
            i += 1
        }
        if inSet { throw PatternError(android: "Set was not terminated!") }
        return elements
    }

    /// `Integer.parseInt`: an optional sign, then decimal digits (any script's, as `Character.digit`
    /// reads them), within 32 bits.
    static func javaParseInt(_ units: ArraySlice<UInt16>) throws(PatternError) -> Int {
        let failure = PatternError(android: "Range number format incorrect")
        var digits = units
        var negative = false
        if let first = digits.first, first == UInt16(UInt8(ascii: "-")) || first == UInt16(UInt8(ascii: "+")) {
            negative = first == UInt16(UInt8(ascii: "-"))
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty else { throw failure }
        var value = 0
        for unit in digits {
            guard let scalar = Unicode.Scalar(unit), scalar.properties.numericType == .decimal,
                let digit = scalar.properties.numericValue.map(Int.init)
            else { throw failure }
            value = value * 10 + digit
            guard value <= Int(Int32.max) + (negative ? 1 : 0) else { throw failure }
        }
        return negative ? -value : value
    }

    /// Each token takes as many characters as it can, up to its maximum, and never gives any back.
    static func matchAdvanced(_ elements: [Element], _ text: [UInt16]) -> Bool {
        var t = 0
        for element in elements {
            guard element.minimum <= element.maximum else { return false }
            var taken = 0
            while taken < element.maximum, t + taken < text.count, element.token.matches(text[t + taken]) {
                taken += 1
            }
            if taken < element.minimum { return false }
            t += taken
        }
        return t >= text.count
    }
}

extension AndroidPatternMatcher.Element.Token {
    func matches(_ unit: UInt16) -> Bool {
        switch self {
        case .any: true
        case .literal(let c): unit == c
        case .set(let members, let inverted): members.contains { $0.lower <= unit && unit <= $0.upper } != inverted
        }
    }
}
