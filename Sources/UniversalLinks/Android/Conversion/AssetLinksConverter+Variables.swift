extension RuleTranslation {
    /// A pattern split into literal text and `$(name)` references (as ``Pattern`` reads them).
    enum Piece { case text(String), variable(String) }

    static func pieces(_ pattern: String) -> [Piece] {
        var result: [Piece] = []
        var literal = ""
        let scalars = Array(pattern.unicodeScalars)
        var i = 0
        while i < scalars.count {
            if scalars[i] == "$", i + 1 < scalars.count, scalars[i + 1] == "(" {
                var j = i + 2
                while j < scalars.count, scalars[j] != ")", scalars[j] != "$", scalars[j] != "(" { j += 1 }
                if j < scalars.count, scalars[j] == ")" {
                    if !literal.isEmpty { result.append(.text(literal)) }
                    literal = ""
                    var name = ""
                    name.unicodeScalars.append(contentsOf: scalars[(i + 2)..<j])
                    result.append(.variable(name))
                    i = j + 1
                    continue
                }
            }
            literal.unicodeScalars.append(scalars[i])
            i += 1
        }
        if !literal.isEmpty { result.append(.text(literal)) }
        return result
    }

    /// The values a variable stands for (built-ins first, as iOS resolves them); nil when undefined.
    func values(of name: String) -> [String]? {
        if let builtin = SubstitutionTable.Builtin.byName[name] {
            switch builtin {
            case .letter(let c):
                return (0x30...0x7A).map { UInt8($0) }.filter { c.contains($0, folded: false) }
                    .map { String(UnicodeScalar($0)) }
            case .code(.region): return ISOCodes.regions
            case .code(.language): return ISOCodes.languages
            }
        }
        return variables[name]
    }

    /// Appends `rule`, one copy per combination of variable values (each `$(name)` occurrence is
    /// independent, as on iOS), or warns when that is too many or a variable is undefined.
    mutating func expand(_ rule: Component, from c: Component) {
        var slots: [String] = []  // the text of each pattern: path, fragment, item patterns
        slots.append(rule.path?.value ?? "")
        slots.append(rule.fragment?.value ?? "")
        let items: [QueryItemPattern]
        if case .items(let list)? = rule.query?.value { items = list } else { items = [] }
        slots += items.map(\.pattern)
        let split = slots.map(Self.pieces)
        var choices: [[String]] = []
        for pieces in split {
            for case .variable(let name) in pieces {
                guard let values = values(of: name) else {
                    note(c, "$(\(name)) is not defined, so iOS never matches this rule; it is left out")
                    return
                }
                choices.append(values)
            }
        }
        guard !choices.isEmpty else { return rules.append(rule) }
        let total = choices.reduce(1) { $0 > maximumExpansion ? $0 : $0 * max($1.count, 0) }
        guard total <= maximumExpansion else {
            warn(
                c,
                "the rule's substitution variables stand for more than \(maximumExpansion) combinations; Android has no variables, so the rule is left out"
            )
            return
        }
        guard total > 0 else {
            note(c, "a substitution variable of this rule has no values, so iOS never matches it; it is left out")
            return
        }
        note(c, "substitution variables expanded into \(total) rules")
        for n in 0..<total {
            var rest = n
            var pick: [String] = []
            for list in choices.reversed() {
                pick.append(list[rest % list.count])
                rest /= list.count
            }
            pick.reverse()
            var k = 0
            var texts: [String] = []
            for pieces in split {
                var text = ""
                for piece in pieces {
                    switch piece {
                    case .text(let t): text += t
                    case .variable:
                        text += pick[k]
                        k += 1
                    }
                }
                texts.append(text)
            }
            var copy = rule
            if rule.path != nil { copy.path = Located(texts[0]) }
            if rule.fragment != nil { copy.fragment = Located(texts[1]) }
            if !items.isEmpty {
                copy.query = Located(
                    .items(
                        items.enumerated().map {
                            QueryItemPattern(name: $0.element.name, pattern: texts[2 + $0.offset])
                        }))
            }
            rules.append(copy)
        }
    }
}
