extension Linter {
    /// Built-in substitution variables (iOS 13.5+).
    static let builtinVariables: Set<String> = [
        "alpha", "upper", "lower", "alnum", "digit", "xdigit", "region", "lang",
    ]

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
                            Located(
                                item.pattern, offset: q.offset, pointer: JSONPointer.appending(q.pointer, item.name)))
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
                    "builtin-redefined",
                    "substitution variable \"\(variable.name)\" redefines the built-in $(\(variable.name))",
                    at: variable.offset, pointer: variable.pointer,
                    hint: "choose another name, e.g. \"my\(variable.name.capitalizedFirst)\"")
            }
            if variable.values.isEmpty {
                add(
                    "empty-variable",
                    "substitution variable \"\(variable.name)\" has no values; patterns using it never match",
                    at: variable.offset, pointer: variable.pointer)
            }
            for value in variable.values where value.value.includes("$(") {
                add(
                    "recursive-variable",
                    "value \"\(value.value)\" of $(\(variable.name)) uses another variable; iOS does not expand variables inside values",
                    at: value.offset, pointer: value.pointer)
            }
        }
        // Every component pattern, in the order of `variablePatterns`, without building that list:
        // only a pattern holding `$(` can yield a finding.
        var used: Set<String> = []
        var candidates = Candidates(variables: applinks.substitutionVariables)
        let tracksUse = !applinks.substitutionVariables.isEmpty
        func lint(_ c: Component, _ linter: inout Linter) {
            func references(_ pattern: String, _ offset: Int, _ pointer: String, _ item: String?) {
                linter.lintReferences(pattern, offset, pointer, item, defined, &candidates, &used, tracksUse)
            }
            if let p = c.path { references(p.value, p.offset, p.pointer, nil) }
            if let f = c.fragment { references(f.value, f.offset, f.pointer, nil) }
            if let q = c.query {
                switch q.value {
                case .string(let s): references(s, q.offset, q.pointer, nil)
                case .items(let items):
                    for item in items { references(item.pattern, q.offset, q.pointer, item.name) }
                case .ignoredDictionary: break
                }
            }
        }
        if let d = applinks.defaults { lint(d, &self) }
        // Details by index, so that none is copied (a dozen references each).
        let details = applinks.details
        for d in details.indices {
            if let defaults = details[d].defaults { lint(defaults, &self) }
            guard let components = details[d].components else { continue }
            for c in components.indices { lint(components[c], &self) }
        }
        work += candidates.work
        for variable in applinks.substitutionVariables where !used.contains(variable.name) && !variable.values.isEmpty {
            add(
                "unused-variable", "substitution variable \"\(variable.name)\" is never used", at: variable.offset,
                pointer: variable.pointer)
        }
    }
}

extension Linter {
    /// The references of one pattern (`item`: the name of a `?` dictionary entry, appended to the
    /// pointer). ASCII patterns are read byte by byte; others as `variableReferences(in:)` does.
    private mutating func lintReferences(
        _ pattern: String, _ offset: Int, _ basePointer: String, _ item: String?, _ defined: Set<String>,
        _ candidates: inout Candidates, _ used: inout Set<String>, _ tracksUse: Bool
    ) {
        var references: [VariableReference] = []
        let ascii: Bool? = pattern.utf8.withContiguousStorageIfAvailable { bytes in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return false }
            var i = 0
            let n = bytes.count
            while i + 1 < n {
                guard bytes[i] == UInt8(ascii: "$"), bytes[i + 1] == UInt8(ascii: "(") else {
                    i += 1
                    continue
                }
                var close = i + 2
                while close < n, bytes[close] != UInt8(ascii: ")") { close += 1 }
                guard close < n else {
                    references.append(.unterminated)
                    break
                }
                references.append(
                    .name(String(decoding: UnsafeBufferPointer(rebasing: bytes[(i + 2)..<close]), as: UTF8.self)))
                i = close + 1
            }
            return true
        }
        if ascii != true {
            guard pattern.utf8.containsVariableReference else { return }
            references = Self.variableReferences(in: pattern)
        }
        guard !references.isEmpty else { return }
        let pointer = item.map { JSONPointer.appending(basePointer, $0) } ?? basePointer
        for reference in references {
            switch reference {
            case .unterminated:
                add(
                    "unterminated-variable", "pattern \"\(pattern)\" has '$(' without a closing ')'",
                    at: offset, pointer: pointer)
            case .name(let name):
                if tracksUse { used.insert(name) }
                if !defined.contains(name) && !Self.builtinVariables.contains(name) {
                    let suggestion = candidates.suggestion(for: name)
                    add(
                        "undefined-variable",
                        "pattern uses $(\(name)), which is neither defined in substitutionVariables nor a built-in; the rule never matches\(suggestion.map { "; did you mean $(\($0))?" as Message } ?? "")",
                        at: offset, pointer: pointer)
                }
            }
        }
    }
}

extension Linter {
    /// The names a "did you mean" for an undefined variable chooses from, in a fixed order: the
    /// defined names in file order (first occurrence, empty names left out), then the built-ins by
    /// name. The suggestion
    /// takes the first best candidate, so ties go to the earlier name whatever the hash seed.
    /// Listed once per file, when the first undefined variable needs them.
    struct Candidates {
        let variables: [SubstitutionVariable]
        private var listed: [String]?

        /// Suggestions already made, by name: a file may use one undefined name thousands of times.
        private var made: [String: String?] = [:]
        /// Characters compared by the edit distances so far (each costs the product of the lengths).
        private(set) var work = 0
        /// Past this much comparing, undefined names get no suggestion: with many variables and
        /// many undefined names the search would grow with their product.
        static let workLimit = 5_000_000

        init(variables: [SubstitutionVariable]) { self.variables = variables }

        /// "Did you mean" for an undefined `name` (nil: none close enough, or the search budget is spent).
        mutating func suggestion(for name: String) -> String? {
            if let known = made[name] { return known }
            guard work <= Self.workLimit else { return nil }
            let names = self.names
            // A candidate further than the threshold in length alone cannot be close enough.
            let length = name.count
            var cost = 0
            var close: [String] = []
            for candidate in names {
                let other = candidate.count
                let threshold = max(1, min(length, other) / 3)
                cost += 1
                if abs(other - length) <= threshold {
                    close.append(candidate)
                    cost += (other + 1) * (length + 1)
                }
            }
            work += cost
            guard work <= Self.workLimit else { return nil }
            let suggestion = Linter.suggestion(for: name, among: close)
            made[name] = suggestion
            return suggestion
        }

        var names: [String] {
            mutating get {
                if let listed { return listed }
                var names: [String] = []
                var seen: Set<String> = []
                // An empty name (itself a finding) is no suggestion: "did you mean $()?" helps nobody.
                for variable in variables where !variable.name.isEmpty && seen.insert(variable.name).inserted {
                    names.append(variable.name)
                }
                names += Linter.builtinVariables.sorted()
                listed = names
                return names
            }
        }
    }
}

extension String {
    var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
