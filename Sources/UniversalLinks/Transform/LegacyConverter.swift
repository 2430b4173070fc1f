/// Rewrites legacy `paths` as iOS 13 `components`, deciding every URL the same way.
///
/// Each `"pattern"` becomes `{"/": "pattern"}` and each `"NOT pattern"` becomes
/// `{"/": "pattern", "exclude": true}`. Keys are added only where the defaults would otherwise
/// change the meaning: `"caseSensitive": true` on exclusions when the defaults fold case (legacy
/// `NOT` is always case-sensitive), `"exclude": false` when the defaults exclude, and `"?": "*"` /
/// `"#": "*"` when the defaults constrain the query or fragment (legacy paths ignore both).
/// Everything else in the file is kept, in order.
public struct LegacyConverter: Sendable {
    public enum Target: String, Sendable, Hashable, CaseIterable, Codable {
        /// `components` only: for iOS 13 and newer.
        case components
        /// `paths` kept next to the new `components` (and `"apps": []` ensured): one file for
        /// iOS 12 and older and iOS 13 and newer.
        case dual
    }

    /// The converted file.
    public struct Conversion: Sendable {
        public var root: JSONNode
        /// The new file as text (the canonical pretty form).
        public var text: String
        /// Details that got `components` from their `paths`.
        public var convertedDetails: Int
        public var convertedPaths: Int
    }

    public struct Failure: Error, Sendable, Hashable, CustomStringConvertible {
        public var description: String
    }

    public var target: Target

    public init(target: Target) { self.target = target }

    /// Converts a document. Fails when the document is not valid JSON or not an object. A file
    /// without `applinks` has nothing to convert: it comes back unchanged (canonical form), as iOS
    /// decides every URL the same way (no app) before and after.
    public func convert(_ document: AssociationDocument) throws(Failure) -> Conversion {
        guard document.isValidJSON, let root = document.root, let file = document.file, var rootMembers = root.members
        else {
            throw Failure(description: "the file is not a valid association file (a JSON object)")
        }
        guard let links = file.applinks else {
            return Conversion(
                root: root, text: CanonicalFormatter().format(root), convertedDetails: 0, convertedPaths: 0)
        }
        guard let linksIndex = rootMembers.lastIndex(where: { $0.key == "applinks" }),
            var linkMembers = rootMembers[linksIndex].value.members
        else { throw Failure(description: "\"applinks\" is not an object") }
        var detailsByPointer: [String: Detail] = [:]
        for detail in links.details { detailsByPointer[detail.pointer] = detail }
        var convertedDetails = 0
        var convertedPaths = 0
        if let detailsIndex = linkMembers.lastIndex(where: { $0.key == "details" }) {
            var detailsNode = linkMembers[detailsIndex].value
            let base = JSONPointer.appending("/applinks", "details")
            func rewrite(_ node: JSONNode, pointer: String) -> JSONNode {
                guard let detail = detailsByPointer[pointer], let paths = detail.paths, var members = node.members
                else {
                    return node
                }
                let hasComponents = detail.components != nil
                if !hasComponents {
                    let components = paths.map { component(for: $0.value, detail: detail, links: links) }
                    members.append(JSONMember(key: "components", keyOffset: 0, value: JSONNode(.array(components))))
                    convertedDetails += 1
                    convertedPaths += paths.count
                }
                if target == .components { members.removeAll { $0.key == "paths" } }
                return JSONNode(.object(members), offset: node.offset)
            }
            switch detailsNode.kind {
            case .array(let elements):
                detailsNode = JSONNode(
                    .array(elements.enumerated().map { rewrite($1, pointer: JSONPointer.appending(base, $0)) }))
            case .object(let members):
                detailsNode = JSONNode(
                    .object(
                        members.map {
                            JSONMember(
                                key: $0.key, keyOffset: $0.keyOffset,
                                value: rewrite($0.value, pointer: JSONPointer.appending(base, $0.key)))
                        }))
            default: break
            }
            linkMembers[detailsIndex].value = detailsNode
        }
        if target == .dual, !linkMembers.contains(where: { $0.key == "apps" }) {
            linkMembers.insert(JSONMember(key: "apps", keyOffset: 0, value: JSONNode(.array([]))), at: 0)
        }
        rootMembers[linksIndex].value = JSONNode(.object(linkMembers))
        let newRoot = JSONNode(.object(rootMembers))
        return Conversion(
            root: newRoot, text: CanonicalFormatter().format(newRoot), convertedDetails: convertedDetails,
            convertedPaths: convertedPaths)
    }

    /// Converts bytes (plain or signed).
    public func convert(bytes: [UInt8]) throws(Failure) -> Conversion {
        try convert(AssociationDocument(bytes: bytes))
    }

    /// The component equivalent, on iOS 13+, of one legacy path string.
    func component(for legacy: String, detail: Detail, links: AppLinks) -> JSONNode {
        let (pattern, isNot) = RuleCompiler.splitNot(legacy)
        let defaults = RuleCompiler.resolve(Component(), detailDefaults: detail.defaults, appDefaults: links.defaults)
        var members = [JSONMember(key: "/", keyOffset: 0, value: JSONNode(.string(pattern)))]
        func add(_ key: String, _ value: JSONNode.Kind) {
            members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(value)))
        }
        if defaults.query != nil { add("?", .string("*")) }
        if defaults.fragment != nil { add("#", .string("*")) }
        if isNot {
            add("exclude", .bool(true))
            if defaults.caseSensitive?.value == false { add("caseSensitive", .bool(true)) }
        } else if defaults.exclude?.value == true {
            add("exclude", .bool(false))
        }
        return JSONNode(.object(members))
    }
}
