extension AssociationFile {
    /// Builds the typed model from a JSON tree, recording type errors as findings.
    ///
    /// Decoding is lenient the way iOS is: a value of the wrong type is reported and left out, and
    /// everything else is still read.
    static func decode(_ root: JSONNode, findings: inout [Finding]) -> AssociationFile? {
        var decoder = ModelDecoder()
        let file = decoder.file(root)
        findings += decoder.findings
        return file
    }
}

struct ModelDecoder {
    var findings: [Finding] = []

    mutating func wrongType(_ node: JSONNode, _ pointer: String, expected: Message, hint: Message? = nil) {
        findings.append(
            Finding(
                code: "wrong-type",
                message: "\(displayPointer(pointer)) must be \(expected), found \(node.typeDescription)",
                hint: hint, offset: node.offset, pointer: pointer))
    }

    /// The place a pointer names, in words: `the file`, `element 0 of "details"`, `"paths"`.
    func displayPointer(_ pointer: String) -> Message {
        let key = pointer.split(separator: "/").last.map(String.init) ?? ""
        if key.isEmpty { return "the file" }
        if key.allSatisfy(\.isNumber) {
            return "element \(key) of \(displayPointer(String(pointer.dropLast(key.count + 1))))"
        }
        return .verbatim(
            "\"\(key.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))\"")
    }

    mutating func file(_ root: JSONNode) -> AssociationFile? {
        guard let members = root.members else {
            if let elements = root.array {
                let looksLikeAASA = elements.contains { $0["applinks"] != nil || $0["webcredentials"] != nil }
                findings.append(
                    Finding(
                        code: "top-level-array",
                        message: looksLikeAASA
                            ? "the whole file is wrapped in an array; it must be a single JSON object"
                            : "the file is a JSON array (an assetlinks.json statement list?); an apple-app-site-association file is a JSON object",
                        hint: looksLikeAASA ? "remove the enclosing [ and ]" : nil, offset: root.offset, pointer: ""))
                if looksLikeAASA, let first = elements.first(where: { $0.members != nil }) {
                    var inner = ModelDecoder()
                    let result = inner.file(first)
                    return result
                }
                return nil
            }
            wrongType(root, "", expected: "a JSON object")
            return nil
        }
        var file = AssociationFile()
        for member in members {
            let pointer = JSONPointer.appending("", member.key)
            switch member.key {
            case "applinks": file.applinks = appLinks(member.value, pointer)
            case "webcredentials": file.webcredentials = serviceApps(member.value, pointer)
            case "appclips": file.appclips = serviceApps(member.value, pointer)
            case "activitycontinuation": file.activitycontinuation = serviceApps(member.value, pointer)
            default: file.unknownKeys.append(UnknownKey(key: member.key, offset: member.keyOffset, pointer: pointer))
            }
        }
        return file
    }

    /// An array of strings: `what` names its elements (`strings`, `app ID strings`), `each` one element
    /// (`string`, `app ID string`).
    mutating func stringArray(_ node: JSONNode, _ pointer: String, what: Message, each: Message) -> [Located<String>]? {
        guard let elements = node.array else {
            if let s = node.string {
                wrongType(node, pointer, expected: "an array of \(what)", hint: "write [\"\(s)\"]")
                return [Located(s, offset: node.offset, pointer: pointer)]
            }
            wrongType(node, pointer, expected: "an array of \(what)")
            return nil
        }
        var result: [Located<String>] = []
        result.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            let p = JSONPointer.appending(pointer, i)
            if let s = element.string {
                result.append(Located(s, offset: element.offset, pointer: p))
            } else {
                wrongType(element, p, expected: each)
            }
        }
        return result
    }

    mutating func serviceApps(_ node: JSONNode, _ pointer: String) -> ServiceApps? {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object with an \"apps\" array")
            return nil
        }
        var service = ServiceApps(apps: [], offset: node.offset, pointer: pointer)
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            if member.key == "apps" {
                service.apps = stringArray(member.value, p, what: "app ID strings", each: "app ID string") ?? []
            } else {
                service.unknownKeys.append(UnknownKey(key: member.key, offset: member.keyOffset, pointer: p))
            }
        }
        return service
    }

    mutating func appLinks(_ node: JSONNode, _ pointer: String) -> AppLinks? {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object")
            return nil
        }
        var links = AppLinks(apps: nil)
        links.detailsForm = .missing
        links.offset = node.offset
        links.pointer = pointer
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            switch member.key {
            case "apps":
                links.apps = stringArray(member.value, p, what: "strings", each: "string") ?? []
            case "defaults":
                links.defaults = component(member.value, p)
            case "substitutionVariables":
                links.substitutionVariables = variables(member.value, p)
            case "details":
                if let elements = member.value.array {
                    links.detailsForm = .array
                    links.details.reserveCapacity(elements.count)
                    for (i, element) in elements.enumerated() {
                        if let d = detail(element, JSONPointer.appending(p, i)) { links.details.append(d) }
                    }
                } else if let objectMembers = member.value.members {
                    // The oldest form: details keyed by app ID.
                    links.detailsForm = .object
                    for m in objectMembers {
                        let dp = JSONPointer.appending(p, m.key)
                        if var d = detail(m.value, dp) {
                            d.appIDs.insert(Located(m.key, offset: m.keyOffset, pointer: dp), at: 0)
                            d.hasAppIDKey = true
                            links.details.append(d)
                        }
                    }
                } else {
                    wrongType(member.value, p, expected: "an array of objects")
                }
            default:
                links.unknownKeys.append(UnknownKey(key: member.key, offset: member.keyOffset, pointer: p))
            }
        }
        return links
    }

    mutating func variables(_ node: JSONNode, _ pointer: String) -> [SubstitutionVariable] {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object mapping names to arrays of strings")
            return []
        }
        var result: [SubstitutionVariable] = []
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            let values = stringArray(member.value, p, what: "strings", each: "string") ?? []
            result.append(SubstitutionVariable(name: member.key, values: values, offset: member.keyOffset, pointer: p))
        }
        return result
    }

    mutating func detail(_ node: JSONNode, _ pointer: String) -> Detail? {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object")
            return nil
        }
        var detail = Detail()
        detail.offset = node.offset
        detail.pointer = pointer
        var appIDs: [Located<String>] = []
        var appIDList: [Located<String>] = []
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            switch member.key {
            case "appID":
                detail.hasAppIDKey = true
                if let s = member.value.string {
                    appIDs = [Located(s, offset: member.value.offset, pointer: p)]
                } else {
                    wrongType(member.value, p, expected: "a string")
                }
            case "appIDs":
                detail.hasAppIDsKey = true
                appIDList = stringArray(member.value, p, what: "app ID strings", each: "app ID string") ?? []
            case "paths":
                detail.paths = stringArray(member.value, p, what: "strings", each: "string")
            case "components":
                if let elements = member.value.array {
                    var components: [Component] = []
                    components.reserveCapacity(elements.count)
                    for (i, element) in elements.enumerated() {
                        appendComponent(element, JSONPointer.appending(p, i), to: &components)
                    }
                    detail.components = components
                } else if member.value.members != nil {
                    wrongType(member.value, p, expected: "an array of objects", hint: "wrap the object in [ ]")
                    if let c = component(member.value, p) { detail.components = [c] }
                } else {
                    wrongType(member.value, p, expected: "an array of objects")
                }
            case "defaults":
                detail.defaults = component(member.value, p)
            default:
                detail.unknownKeys.append(UnknownKey(key: member.key, offset: member.keyOffset, pointer: p))
            }
        }
        detail.appIDs = appIDs
        for id in appIDList where !detail.appIDs.contains(where: { $0.value == id.value }) {
            detail.appIDs.append(id)
        }
        return detail
    }

    mutating func component(_ node: JSONNode, _ pointer: String) -> Component? {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object")
            return nil
        }
        return component(members, node, pointer)
    }

    /// A `components` element straight into the list: going through the Optional of
    /// ``component(_:_:)`` copies the Component (a dozen references) once more.
    mutating func appendComponent(_ node: JSONNode, _ pointer: String, to components: inout [Component]) {
        guard let members = node.members else {
            wrongType(node, pointer, expected: "an object")
            return
        }
        components.append(component(members, node, pointer))
    }

    mutating func component(_ members: [JSONMember], _ node: JSONNode, _ pointer: String) -> Component {
        var c = Component()
        c.offset = node.offset
        c.pointer = pointer
        /// Reports a matching key of the wrong type, and records it on the rule (iOS ignores it).
        func ignore(_ v: JSONNode, _ p: String, _ key: String, expected: Message, hint: Message? = nil) {
            wrongType(v, p, expected: expected, hint: hint)
            c.ignoredKeys.append(
                IgnoredKey(
                    key: key,
                    reason: "must be \(expected), found \(v.typeDescription)"
                        + (hint.map { " (\($0))" } ?? Message("")),
                    offset: v.offset, pointer: p))
        }
        for member in members {
            // The key's pointer is stored with every matching key; a comment needs it only to
            // report a wrong type.
            let p = member.key == "comment" ? "" : JSONPointer.appending(pointer, member.key)
            let v = member.value
            switch member.key {
            case "/", "#":
                guard let s = v.string else {
                    ignore(v, p, member.key, expected: "a string pattern")
                    continue
                }
                let located = Located(s, offset: v.offset, pointer: p)
                if member.key == "/" { c.path = located } else { c.fragment = located }
            case "?":
                if let s = v.string {
                    c.query = Located(.string(s), offset: v.offset, pointer: p)
                } else if let items = v.members {
                    var patterns: [QueryItemPattern] = []
                    var ignored = false
                    for item in items {
                        if let s = item.value.string {
                            patterns.append(QueryItemPattern(name: item.key, pattern: s))
                        } else {
                            ignored = true
                        }
                    }
                    c.query = Located(ignored ? .ignoredDictionary : .items(patterns), offset: v.offset, pointer: p)
                } else {
                    ignore(v, p, member.key, expected: "a string or an object of strings")
                }
            case "exclude", "caseSensitive", "percentEncoded":
                guard let b = v.bool else {
                    let hint: Message? =
                        v.string.map {
                            ["true", "false"].contains($0.lowercased()) ? "write \($0.lowercased()) without quotes" : ""
                        }
                        .flatMap { $0.isEmpty ? nil : $0 }
                    ignore(v, p, member.key, expected: "true or false", hint: hint)
                    continue
                }
                let located = Located(b, offset: v.offset, pointer: p)
                switch member.key {
                case "exclude": c.exclude = located
                case "caseSensitive": c.caseSensitive = located
                default: c.percentEncoded = located
                }
            case "comment":
                if let s = v.string {
                    c.comment = s
                } else {
                    wrongType(v, JSONPointer.appending(pointer, member.key), expected: "a string")
                }
            default:
                c.unknownKeys.append(UnknownKey(key: member.key, offset: member.keyOffset, pointer: p))
            }
        }
        return c
    }
}
