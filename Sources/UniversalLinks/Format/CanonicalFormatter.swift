/// Prints JSON in the project's canonical, pretty form.
///
/// - Indentation of two spaces, one member per line, `"key": value`.
/// - Arrays of scalars stay on one line when they fit in ``lineWidth``.
/// - Keys of known AASA objects come in a fixed order (services, then `apps`, `defaults`,
///   `substitutionVariables`, `details`; `appID`, `appIDs`, `defaults`, `components`, `paths`;
///   `/`, `?`, `#`, `exclude`, `caseSensitive`, `percentEncoded`, `comment`); unknown keys follow in
///   their original order. Everything else, including rule order, is kept.
/// - Strings escape only what JSON requires (quotes, backslash, control characters); numbers keep their text.
public struct CanonicalFormatter: Sendable {
    public var indent: String
    public var lineWidth: Int

    public init(indent: String = "  ", lineWidth: Int = 100) {
        self.indent = indent
        self.lineWidth = lineWidth
    }

    public func format(_ root: JSONNode) -> String {
        var out = ""
        write(root, depth: 0, context: .root, into: &out)
        out += "\n"
        return out
    }

    enum Context {
        case root, applinks, detail, component, query, other

        var keyOrder: [String] {
            switch self {
            case .root: ["applinks", "webcredentials", "appclips", "activitycontinuation"]
            case .applinks: ["apps", "defaults", "substitutionVariables", "details"]
            case .detail: ["appID", "appIDs", "defaults", "components", "paths"]
            case .component: ["/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment"]
            case .query, .other: []
            }
        }

        func child(_ key: String) -> Context {
            switch (self, key) {
            case (.root, "applinks"): .applinks
            case (.applinks, "details"), (.applinks, "defaults"): key == "details" ? .detail : .component
            case (.detail, "components"), (.detail, "defaults"): .component
            case (.component, "?"): .query
            default: .other
            }
        }
    }

    private func write(_ node: JSONNode, depth: Int, context: Context, into out: inout String) {
        switch node.kind {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(_, let raw): out += raw
        case .string(let s): out += Self.quoted(s)
        case .array(let elements):
            if elements.isEmpty {
                out += "[]"
                return
            }
            if elements.allSatisfy(\.isScalar) {
                let inline = "[" + elements.map { scalarText($0) }.joined(separator: ", ") + "]"
                if inline.count + depth * indent.count < lineWidth {
                    out += inline
                    return
                }
            }
            out += "[\n"
            for (i, element) in elements.enumerated() {
                out += String(repeating: indent, count: depth + 1)
                // Elements of `details`/`components` are objects of the parent's element kind.
                write(element, depth: depth + 1, context: context, into: &out)
                out += i < elements.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: indent, count: depth) + "]"
        case .object(let members):
            if members.isEmpty {
                out += "{}"
                return
            }
            out += "{\n"
            let ordered = orderedMembers(members, context: context)
            for (i, member) in ordered.enumerated() {
                out += String(repeating: indent, count: depth + 1) + Self.quoted(member.key) + ": "
                write(member.value, depth: depth + 1, context: context.child(member.key), into: &out)
                out += i < ordered.count - 1 ? ",\n" : "\n"
            }
            out += String(repeating: indent, count: depth) + "}"
        }
    }

    private func orderedMembers(_ members: [JSONMember], context: Context) -> [JSONMember] {
        let order = context.keyOrder
        guard !order.isEmpty else { return members }
        let known = order.flatMap { key in members.filter { $0.key == key } }
        let rest = members.filter { !order.contains($0.key) }
        return known + rest
    }

    private func scalarText(_ node: JSONNode) -> String {
        var s = ""
        write(node, depth: 0, context: .other, into: &s)
        return s
    }

    /// A JSON string literal escaping only what JSON requires.
    public static func quoted(_ s: String) -> String { JSONText.quoted(s) }
}

extension JSONNode {
    var isScalar: Bool {
        switch kind {
        case .array, .object: false
        default: true
        }
    }
}
