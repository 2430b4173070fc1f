/// Turns a detail's rules into ``CompiledRule`` values for one iOS version.
struct RuleCompiler {
    var variables: SubstitutionTable
    var appDefaults: Component?
    var source: SourceText?
    var issues: [MatcherIssue] = []

    /// The rules iOS uses for `detail`: `components` when present (iOS 13+), otherwise `paths`.
    mutating func rules(for detail: Detail, ios: IOSVersion) -> [CompiledRule] {
        switch ios {
        case .ios12:
            return (detail.paths ?? []).map { legacy($0, detail: detail, modern: false) }
        case .ios13:
            if let components = detail.components {
                return components.map { component($0, detail: detail) }
            }
            return (detail.paths ?? []).map { legacy($0, detail: detail, modern: true) }
        }
    }

    /// Every key falls back to the detail's defaults, then `applinks.defaults` (the undocumented
    /// `/`, `?`, `#` and `exclude` included).
    static func resolve(_ c: Component, detailDefaults: Component?, appDefaults: Component?) -> Component {
        var r = c
        r.path = c.path ?? detailDefaults?.path ?? appDefaults?.path
        r.query = c.query ?? detailDefaults?.query ?? appDefaults?.query
        r.fragment = c.fragment ?? detailDefaults?.fragment ?? appDefaults?.fragment
        r.exclude = c.exclude ?? detailDefaults?.exclude ?? appDefaults?.exclude
        r.caseSensitive = c.caseSensitive ?? detailDefaults?.caseSensitive ?? appDefaults?.caseSensitive
        r.percentEncoded = c.percentEncoded ?? detailDefaults?.percentEncoded ?? appDefaults?.percentEncoded
        return r
    }

    mutating func component(_ c: Component, detail: Detail) -> CompiledRule {
        let r = Self.resolve(c, detailDefaults: detail.defaults, appDefaults: appDefaults)
        return compile(r, pointer: c.pointer, offset: c.offset, variables: variables, isLegacy: false)
    }

    /// Legacy `paths` entry. `NOT ` (any case, with the space) makes it an exclusion, always
    /// case-sensitive; query and fragment are never looked at.
    ///
    /// Our reading for iOS 13+ (`modern`): legacy paths are read as components, so substitution
    /// variables and the defaults' `caseSensitive`/`percentEncoded` apply to them (not `/`, `?`,
    /// `#`, `exclude`). iOS 12 knows neither defaults nor variables.
    mutating func legacy(_ path: Located<String>, detail: Detail, modern: Bool) -> CompiledRule {
        let (pattern, isNot) = Self.splitNot(path.value)
        var r = Component()
        r.path = Located(pattern, offset: path.offset, pointer: path.pointer)
        r.exclude = Located(isNot, offset: path.offset, pointer: path.pointer)
        if modern {
            // As `resolve` falls back an empty component's keys.
            r.caseSensitive = detail.defaults?.caseSensitive ?? appDefaults?.caseSensitive
            r.percentEncoded = detail.defaults?.percentEncoded ?? appDefaults?.percentEncoded
        }
        if isNot { r.caseSensitive = Located(true, offset: path.offset, pointer: path.pointer) }
        r.offset = path.offset
        r.pointer = path.pointer
        return compile(
            r, pointer: path.pointer, offset: path.offset, variables: modern ? variables : nil, isLegacy: true)
    }

    /// Splits a legacy `NOT ` prefix.
    static func splitNot(_ pattern: String) -> (pattern: String, isNot: Bool) {
        ASCII.withBytes(of: pattern) { u in
            let (rest, isNot) = ASCII.droppingNot(u)
            return isNot ? (String(decoding: rest, as: UTF8.self), true) : (pattern, false)
        }
    }

    mutating func compile(
        _ r: Component, pointer: String, offset: Int, variables: SubstitutionTable?, isLegacy: Bool
    ) -> CompiledRule {
        let caseSensitive = r.caseSensitive?.value ?? true
        let percentEncoded = r.percentEncoded?.value ?? true
        let mode = TextMode(percentEncoded: percentEncoded, caseSensitive: caseSensitive)
        let ci = !caseSensitive
        func pattern(_ located: Located<String>, isPath: Bool) -> Pattern {
            Pattern(
                located.value, isPath: isPath, caseInsensitive: ci, variables: variables, issues: &issues,
                offset: located.offset, pointer: located.pointer)
        }
        let path = pattern(r.path ?? Located("*"), isPath: true)
        var query = CompiledRule.QueryMatcher.any
        if let q = r.query {
            switch q.value {
            case .string(let s):
                query = .string(pattern(Located(s, offset: q.offset, pointer: q.pointer), isPath: false))
            case .items(let items):
                query = .items(
                    items.map { item in
                        var name = Array(item.name.utf8)  // as written, like every pattern
                        if mode.folded { name = ASCII.lowercased(name) }
                        let p = JSONPointer.appending(q.pointer, item.name)
                        return CompiledRule.ItemMatcher(
                            name: name, display: item.name,
                            pattern: pattern(Located(item.pattern, offset: q.offset, pointer: p), isPath: false))
                    })
            case .ignoredDictionary:
                query = .any
            }
        }
        let fragment = r.fragment.map { pattern($0, isPath: false) }
        var reference = RuleReference(pointer: pointer)
        if let location = source?.location(of: offset) {
            reference.line = location.line
            reference.column = location.column
        }
        return CompiledRule(
            resolved: r, path: path, query: query, fragment: fragment, exclude: r.exclude?.value ?? false, mode: mode,
            reference: reference, offset: offset, isLegacy: isLegacy)
    }
}

/// The two behaviours iOS has had: iOS 12 and older read legacy `paths` only; iOS 13 and newer
/// read `components` when a detail has them.
public enum IOSVersion: Int, Sendable, Hashable, Codable, CaseIterable {
    case ios12 = 12
    case ios13 = 13
}
