/// Reads `dynamic_app_link_components` (Android 15+): the same `/`, `?`, `#` and `exclude` keys and
/// wildcards as AASA components, with `?` a dictionary only and no `caseSensitive`,
/// `percentEncoded` or substitution variables.
///
/// Our reading of Google's documentation: a malformed list (a rule that is not an object, a key
/// Android does not know, a value of the wrong type, a string `?`) makes Android ignore the whole
/// list, so one mistake turns off every rule. Shared by the validator (which reports each problem)
/// and the matcher (which then decides as if there were no rules).
struct DynamicRuleReader {
    static let ruleKeys = ["/", "?", "#", "exclude"]

    /// Problems found; `malformed` ones drop the list.
    var findings: [Finding] = []
    var malformed = false

    /// The rules of `node` (the value of `dynamic_app_link_components`), or nil when Android drops them.
    mutating func read(_ node: JSONNode, pointer: String) -> [Component]? {
        guard let list = node.array else {
            fail(
                "\"dynamic_app_link_components\" is \(node.typeDescription), not an array of rules", at: node.offset,
                pointer: pointer)
            return nil
        }
        var rules: [Component] = []
        for (i, rule) in list.enumerated() {
            let p = JSONPointer.appending(pointer, i)
            if let component = read(rule: rule, pointer: p) { rules.append(component) }
        }
        return malformed ? nil : rules
    }

    private mutating func read(rule: JSONNode, pointer: String) -> Component? {
        guard let members = rule.members else {
            fail("a dynamic rule is an object, found \(rule.typeDescription)", at: rule.offset, pointer: pointer)
            return nil
        }
        var c = Component()
        c.offset = rule.offset
        c.pointer = pointer
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            let value = member.value
            switch member.key {
            case "/", "#":
                guard let s = value.string else {
                    fail(
                        "\"\(member.key)\" is a pattern string, found \(value.typeDescription)", at: value.offset,
                        pointer: p)
                    continue
                }
                if member.key == "/" {
                    c.path = Located(s, offset: value.offset, pointer: p)
                } else {
                    c.fragment = Located(s, offset: value.offset, pointer: p)
                }
                lintPattern(s, key: member.key, at: value.offset, pointer: p)
            case "?":
                c.query = readQuery(value, pointer: p).map { Located($0, offset: value.offset, pointer: p) }
            case "exclude":
                guard let b = value.bool else {
                    fail("\"exclude\" is true or false, found \(value.typeDescription)", at: value.offset, pointer: p)
                    continue
                }
                c.exclude = Located(b, offset: value.offset, pointer: p)
            case "caseSensitive", "percentEncoded":
                fail(
                    "\"\(member.key)\" is an AASA option Android does not have; Android ignores every dynamic rule of this statement",
                    at: member.keyOffset, pointer: p,
                    hint: "remove \"\(member.key)\": Android matches case-sensitively, as written (percent-encoded)")
            default:
                let suggestion = Linter.suggestion(for: member.key, among: Self.ruleKeys)
                fail(
                    "unknown key \"\(member.key)\" in a dynamic rule; Android ignores every dynamic rule of this statement\(suggestion.map { "; did you mean \"\($0)\"?" as Message } ?? "")",
                    at: member.keyOffset, pointer: p,
                    hint: "a dynamic rule has only \"/\", \"?\", \"#\" and \"exclude\"")
            }
        }
        return c
    }

    private mutating func readQuery(_ value: JSONNode, pointer: String) -> QueryPattern? {
        guard let members = value.members else {
            if let s = value.string {
                findings.append(
                    Finding(
                        code: "assetlinks-dynamic-query-string",
                        message:
                            "\"?\": \"\(s)\" is a string; on Android \"?\" is a dictionary of query parameters, and a string makes Android ignore every dynamic rule of this statement",
                        hint: nil, offset: value.offset, pointer: pointer))
                malformed = true
            } else {
                fail(
                    "\"?\" is a dictionary of query parameters, found \(value.typeDescription)", at: value.offset,
                    pointer: pointer)
            }
            return nil
        }
        var items: [QueryItemPattern] = []
        for member in members {
            guard let s = member.value.string else {
                fail(
                    "the value of query parameter \"\(member.key)\" is a pattern string, found \(member.value.typeDescription)",
                    at: member.value.offset, pointer: JSONPointer.appending(pointer, member.key))
                continue
            }
            items.append(QueryItemPattern(name: member.key, pattern: s))
            lintPattern(s, key: "?", at: member.value.offset, pointer: JSONPointer.appending(pointer, member.key))
        }
        return .items(items)
    }

    /// Patterns Android reads literally where the author likely meant something else (warnings).
    private mutating func lintPattern(_ s: String, key: String, at offset: Int, pointer: String) {
        func warn(_ message: Message) {
            findings.append(
                Finding(
                    code: "assetlinks-dynamic-pattern", message: message, hint: nil, offset: offset, pointer: pointer))
        }
        if s.includes("$(") {
            warn("\"\(s)\": Android has no substitution variables; \"$(\" is matched literally")
        }
        if key == "/" && s.includes("://") {
            warn("\"\(s)\" is a full URL; \"/\" matches the path only")
        }
        if key == "#" && s.hasPrefix("#") {
            warn("\"\(s)\" starts with '#', which is not part of the fragment: it must match a literal '#'")
        }
        if s.utf8.contains(where: { $0 >= 0x80 }) {
            warn("\"\(s)\" has non-ASCII characters; URLs carry them percent-encoded, so it never matches")
        }
    }

    private mutating func fail(_ message: Message, at offset: Int, pointer: String, hint: Message? = nil) {
        findings.append(
            Finding(code: "assetlinks-dynamic-rules", message: message, hint: hint, offset: offset, pointer: pointer))
        malformed = true
    }
}
