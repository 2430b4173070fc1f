extension Linter {
    /// Built-in substitution variables (iOS 13.5+).
    static let builtinVariables: Set<String> = ["alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang"]

    /// A `$(name)` reference found in a pattern, or an unterminated `$(`.
    enum VariableReference: Equatable {
        case name(String)
        case unterminated
    }

    static func variableReferences(in pattern: String) -> [VariableReference] {
        var result: [VariableReference] = []
        var rest = pattern[...]
        while let start = rest.range(of: "$(") {
            let after = rest[start.upperBound...]
            guard let close = after.firstIndex(of: ")") else {
                result.append(.unterminated)
                break
            }
            result.append(.name(String(after[..<close])))
            rest = after[after.index(after: close)...]
        }
        return result
    }

    /// Every component pattern of the file that can hold variables, with where it is.
    var variablePatterns: [Located<String>] {
        guard let applinks = file.applinks else { return [] }
        var components: [Component] = []
        if let d = applinks.defaults { components.append(d) }
        for detail in applinks.details {
            if let d = detail.defaults { components.append(d) }
            components += detail.components ?? []
        }
        var patterns: [Located<String>] = []
        for c in components {
            if let p = c.path { patterns.append(p) }
            if let f = c.fragment { patterns.append(f) }
            if let q = c.query {
                switch q.value {
                case .string(let s): patterns.append(Located(s, offset: q.offset, pointer: q.pointer))
                case .items(let items):
                    for item in items {
                        patterns.append(
                            Located(item.pattern, offset: q.offset, pointer: JSONPointer.appending(q.pointer, item.name)))
                    }
                case .ignoredDictionary: break
                }
            }
        }
        return patterns
    }

    mutating func lintVariables(_ applinks: AppLinks) {
        var defined: Set<String> = []
        for variable in applinks.substitutionVariables {
            defined.insert(variable.name)
            if variable.name.isEmpty || variable.name.contains(where: { $0 == "$" || $0 == "(" || $0 == ")" }) {
                add(
                    "invalid-variable-name",
                    "substitution variable name \"\(variable.name)\" is invalid: it must be non-empty and contain no $, ( or )",
                    at: variable.offset, pointer: variable.pointer)
            }
            if Self.builtinVariables.contains(variable.name) {
                add(
                    "builtin-redefined", "substitution variable \"\(variable.name)\" redefines the built-in $(\(variable.name))",
                    at: variable.offset, pointer: variable.pointer, hint: "choose another name, e.g. \"my\(variable.name.capitalizedFirst)\"")
            }
            if variable.values.isEmpty {
                add(
                    "empty-variable", "substitution variable \"\(variable.name)\" has no values; patterns using it never match",
                    at: variable.offset, pointer: variable.pointer)
            }
            for value in variable.values where value.value.includes("$(") {
                add(
                    "recursive-variable",
                    "value \"\(value.value)\" of $(\(variable.name)) uses another variable; iOS does not expand variables inside values",
                    at: value.offset, pointer: value.pointer)
            }
        }
        var used: Set<String> = []
        for pattern in variablePatterns {
            for reference in Self.variableReferences(in: pattern.value) {
                switch reference {
                case .unterminated:
                    add(
                        "unterminated-variable", "pattern \"\(pattern.value)\" has '$(' without a closing ')'",
                        at: pattern.offset, pointer: pattern.pointer)
                case .name(let name):
                    used.insert(name)
                    if !defined.contains(name) && !Self.builtinVariables.contains(name) {
                        let suggestion = Self.suggestion(for: name, among: Array(defined) + Self.builtinVariables.sorted())
                        add(
                            "undefined-variable",
                            "pattern uses $(\(name)), which is neither defined in substitutionVariables nor a built-in; the rule never matches"
                                + (suggestion.map { "; did you mean $(\($0))?" } ?? ""),
                            at: pattern.offset, pointer: pattern.pointer)
                    }
                }
            }
        }
        for variable in applinks.substitutionVariables where !used.contains(variable.name) && !variable.values.isEmpty {
            add("unused-variable", "substitution variable \"\(variable.name)\" is never used", at: variable.offset,
                pointer: variable.pointer)
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
