/// Walks an `assetlinks.json` tree once: builds the ``AssetLinksFile`` Android would use and records
/// every problem as a finding (each aspect in an `AssetLinksReader+Aspect.swift` file).
///
/// Google's parser (the compatibility tests of google/digitalassetlinks, `compatibility-tests/v1`)
/// skips a statement it cannot parse and keeps the others; the reader does the same.
struct AssetLinksReader {
    static let statementKeys = ["relation", "target", "include", "relation_extensions"]

    var findings: [Finding] = []

    mutating func add(
        _ code: DiagnosticCode, _ message: Message, at offset: Int, pointer: String, hint: Message? = nil
    ) {
        findings.append(Finding(code: code, message: message, hint: hint, offset: offset, pointer: pointer))
    }

    /// The statements of `root`; nil when the root is not an array (reported).
    mutating func read(_ root: JSONNode) -> AssetLinksFile? {
        guard let list = root.array else {
            add(
                "assetlinks-not-array",
                "an assetlinks.json file is a JSON array of statements, found \(root.typeDescription)", at: root.offset,
                pointer: "")
            return nil
        }
        if list.isEmpty {
            add(
                "assetlinks-empty",
                "the statement list is empty: it links nothing (Google reports an empty statement list as an error)",
                at: root.offset, pointer: "")
        }
        var file = AssetLinksFile()
        var seen: [String: Int] = [:]
        for (index, node) in list.enumerated() {
            let pointer = JSONPointer.appending("", index)
            guard let statement = readStatement(node, pointer: pointer) else { continue }
            let key = Self.identity(of: statement)
            if let first = seen[key] {
                add(
                    "assetlinks-duplicate-statement",
                    "this statement repeats statement \(first) (same relations and target)",
                    at: node.offset, pointer: pointer)
            } else {
                seen[key] = index
            }
            file.statements.append(statement)
        }
        return file
    }

    /// What makes two statements the same: relations as a set and the target.
    static func identity(of s: AssetLinksStatement) -> String {
        var key = Set(s.relations).sorted().joined(separator: ",") + "|" + (s.include ?? "")
        switch s.target {
        case .androidApp(let name, let prints): key += "|app|\(name)|" + Set(prints).sorted().joined(separator: ",")
        case .web(let site): key += "|web|" + site.lowercased()
        case .unusable: key += "|?"
        }
        return key
    }

    private mutating func readStatement(_ node: JSONNode, pointer: String) -> AssetLinksStatement? {
        guard let members = node.members else {
            add(
                "assetlinks-statement", "a statement is an object, found \(node.typeDescription)", at: node.offset,
                pointer: pointer)
            return nil
        }
        var statement = AssetLinksStatement(offset: node.offset, pointer: pointer)
        if let include = node["include"] {
            readInclude(include, statement: node, pointer: pointer, into: &statement)
            return statement
        }
        for member in members where !Self.statementKeys.contains(member.key) {
            unknownKey(member, known: Self.statementKeys, place: "in a statement", pointer: pointer)
        }
        statement.relations = readRelations(node["relation"], statement: node, pointer: pointer + "/relation")
        if let target = node["target"] {
            statement.target = readTarget(target, pointer: pointer + "/target")
        } else {
            add(
                "assetlinks-statement", "a statement needs a \"target\" object; Android skips this one",
                at: node.offset,
                pointer: pointer + "/target")
        }
        if let extensions = node["relation_extensions"] {
            statement.dynamicRules = readExtensions(
                extensions, relations: statement.relations, target: statement.target,
                pointer: pointer + "/relation_extensions")
        }
        return statement
    }

    private mutating func readInclude(
        _ include: JSONNode, statement: JSONNode, pointer: String, into result: inout AssetLinksStatement
    ) {
        let p = pointer + "/include"
        guard let url = include.string else {
            add(
                "assetlinks-include", "\"include\" is an https:// URL string, found \(include.typeDescription)",
                at: include.offset, pointer: p)
            return
        }
        let lower = url.lowercased()
        if lower.hasPrefix("http://") {
            add(
                "assetlinks-include",
                "\"include\" is an http:// URL: a secure file cannot include an insecure one, so Android ignores it",
                at: include.offset, pointer: p, hint: "serve the included file over https")
        } else if !lower.hasPrefix("https://") || url.count <= 8 {
            add("assetlinks-include", "\"include\" is not an https:// URL: \"\(url)\"", at: include.offset, pointer: p)
        } else if let problem = Self.includeProblem(url) {
            add(
                "assetlinks-include", "\"include\" \(problem.fullMessage): Google refuses it (MALFORMED_CONTENT)",
                at: include.offset, pointer: p)
        } else {
            result.include = url
        }
        for key in ["relation", "target"] where statement[key] != nil {
            add(
                "assetlinks-include",
                "an include statement cannot also have \"\(key)\"; Google's parser rejects the statement (invalid field)",
                at: statement.offset, pointer: pointer + "/" + key,
                hint: "put the include and the statement in two separate objects")
            result.include = nil
        }
    }

    /// Why an https include URL cannot be fetched (a port past 65535, a broken host), as the
    /// statement-list reader refuses it.
    static func includeProblem(_ url: String) -> HTTPURL.Problem? {
        do { _ = try HTTPURL(url) } catch { return error }
        return nil
    }

    mutating func unknownKey(_ member: JSONMember, known: [String], place: Message, pointer: String) {
        var message: Message = "unknown key \"\(member.key)\" \(place) is ignored by Android"
        var hint: Message = "known keys here: \(known.map { "\"\($0)\"" }.joined(separator: ", "))"
        if let suggestion = Linter.suggestion(for: member.key, among: known) {
            message += "; did you mean \"\(suggestion)\"?"
            hint = "rename \"\(member.key)\" to \"\(suggestion)\""
        }
        add(
            "assetlinks-unknown-key", message, at: member.keyOffset,
            pointer: JSONPointer.appending(pointer, member.key), hint: hint)
    }
}
