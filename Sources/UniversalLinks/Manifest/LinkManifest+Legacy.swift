extension LinkManifest {
    /// A route that iOS 12's `paths` cannot express exactly.
    public struct LegacyProblem: Sendable, Hashable {
        public var route: Route
        public var message: Message
    }

    /// Routes whose iOS 12 path would decide some URL differently from the iOS 13 rule: legacy
    /// paths see only the path, as written, case-sensitively, with no variables (SPEC §2.2).
    public func legacyProblems() -> [LegacyProblem] {
        routes.enumerated().compactMap { i, route in
            Self.legacyProblem(route).map {
                LegacyProblem(route: route, message: "route \(route.name.map { "\"\($0)\"" } ?? "\(i)"): \($0)")
            }
        }
    }

    static func legacyProblem(_ route: Route) -> Message? {
        let path = route.path ?? "*"
        switch route.query {
        case nil, .string("*"), .ignoredDictionary: break
        default: return "iOS 12 paths ignore the query; remove \"?\" or set \"legacy\": false"
        }
        if let f = route.fragment, f != "*" {
            return "iOS 12 paths ignore the fragment; remove \"#\" or set \"legacy\": false"
        }
        if path.utf8.containsVariableReference {
            return "iOS 12 has no substitution variables; spell the values out or set \"legacy\": false"
        }
        if route.caseSensitive == false, path.utf8.contains(where: { ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) {
            return "iOS 12 compares paths case-sensitively; drop \"caseSensitive\": false or set \"legacy\": false"
        }
        if route.percentEncoded == false, path != "*" {
            return "iOS 12 compares paths percent-encoded; drop \"percentEncoded\": false or set \"legacy\": false"
        }
        if !route.exclude, RuleCompiler.splitNot(path).isNot {
            return "a legacy path starting with \"NOT \" is an exclusion; this path cannot be written for iOS 12"
        }
        return nil
    }

    /// The iOS 12 `paths`, one per route in order: `"pattern"` or `"NOT pattern"`. Meaningful when
    /// ``legacyProblems()`` is empty.
    public func legacyPaths() -> [String] {
        routes.map { route in (route.exclude ? "NOT " : "") + (route.path ?? "*") }
    }
}
