extension AssetLinksReader {
    /// Relations Google documents: App Links, shared sign-in credentials, Trusted Web Activity origins.
    static let knownRelations = [
        AssetLinksFile.handleAllURLs, "delegate_permission/common.get_login_creds",
        "delegate_permission/common.use_as_origin",
    ]

    /// A relation string is `kind/detail`, each part `[a-z0-9_.]+` (Google's compatibility tests 2101-2124).
    static func relationProblem(_ relation: String) -> Message? {
        let parts = relation.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2 else {
            return parts.count == 1 ? "has no '/': a relation is kind/detail" : "has more than one '/'"
        }
        func valid(_ part: Substring) -> Bool {
            !part.isEmpty
                && part.utf8.allSatisfy {
                    ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E
                }
        }
        if !valid(parts[0]) { return "has an invalid kind \"\(parts[0])\" (lower-case letters, digits, _ and . only)" }
        if !valid(parts[1]) {
            return "has an invalid detail \"\(parts[1])\" (lower-case letters, digits, _ and . only)"
        }
        return nil
    }

    mutating func readRelations(_ node: JSONNode?, statement: JSONNode, pointer: String) -> [String] {
        guard let node else {
            add(
                "assetlinks-statement",
                "a statement needs \"relation\": [\"\(AssetLinksFile.handleAllURLs)\"]; Android skips this one",
                at: statement.offset, pointer: pointer)
            return []
        }
        guard let list = node.array, !list.isEmpty else {
            add(
                "assetlinks-statement",
                "\"relation\" is a non-empty array of strings such as \"\(AssetLinksFile.handleAllURLs)\", found \(node.array != nil ? "an empty array" : node.typeDescription)",
                at: node.offset, pointer: pointer)
            return []
        }
        var relations: [String] = []
        var invalid = false
        for (i, item) in list.enumerated() {
            let p = JSONPointer.appending(pointer, i)
            guard let relation = item.string else {
                add(
                    "assetlinks-relation",
                    "a relation is a string, found \(item.typeDescription); the whole statement is skipped",
                    at: item.offset, pointer: p)
                invalid = true
                continue
            }
            if let problem = Self.relationProblem(relation) {
                var hint: Message?
                if let near = Self.nearestRelation(relation) { hint = "did you mean \"\(near)\"?" }
                add(
                    "assetlinks-relation", "relation \"\(relation)\" \(problem); the whole statement is skipped",
                    at: item.offset, pointer: p, hint: hint)
                invalid = true
                continue
            }
            if !Self.knownRelations.contains(relation) {
                let near = Self.nearestRelation(relation)
                add(
                    "assetlinks-unknown-relation",
                    "relation \"\(relation)\" is not one Android or Chrome acts on\(near.map { "; did you mean \"\($0)\"?" as Message } ?? "")",
                    at: item.offset, pointer: p,
                    hint: near.map { "write \"\($0)\"" })
            }
            relations.append(relation)
        }
        // Google's parser rejects the whole statement when one relation is malformed.
        return invalid ? [] : relations
    }

    /// The known relation closest to `relation`, when it is close enough to be a typo.
    static func nearestRelation(_ relation: String) -> String? {
        let text = Array(relation.lowercased().filter { !$0.isWhitespace })
        let best = knownRelations.map { ($0, Linter.editDistance(Array($0), text)) }.min { $0.1 < $1.1 }
        guard let best, best.1 <= 8 || relation.lowercased().includes("handle_all_urls") else { return nil }
        return best.0
    }

    /// `relation_extensions`: an object keyed by relation; for `handle_all_urls`, the Android 15+
    /// `dynamic_app_link_components`.
    mutating func readExtensions(
        _ node: JSONNode, relations: [String], target: AssetLinksStatement.Target, pointer: String
    ) -> DynamicAppLinkRules {
        guard let members = node.members else {
            add(
                "assetlinks-relation-extensions",
                "\"relation_extensions\" is an object keyed by relation, found \(node.typeDescription)",
                at: node.offset, pointer: pointer)
            return .absent
        }
        var rules = DynamicAppLinkRules.absent
        for member in members {
            let p = JSONPointer.appending(pointer, member.key)
            if !relations.contains(member.key) {
                add(
                    "assetlinks-relation-extensions",
                    "\"relation_extensions\" has \"\(member.key)\", which is not in this statement's \"relation\" list; Android ignores it",
                    at: member.keyOffset, pointer: p, hint: "add \"\(member.key)\" to \"relation\", or fix the key")
            }
            guard let extensionMembers = member.value.members else {
                add(
                    "assetlinks-relation-extensions",
                    "the extension of \"\(member.key)\" is an object, found \(member.value.typeDescription)",
                    at: member.value.offset, pointer: p)
                continue
            }
            for inner in extensionMembers where member.key == AssetLinksFile.handleAllURLs {
                let ip = JSONPointer.appending(p, inner.key)
                guard inner.key == "dynamic_app_link_components" else {
                    unknownKey(
                        inner, known: ["dynamic_app_link_components"], place: "in the handle_all_urls extension",
                        pointer: p)
                    continue
                }
                if case .web = target {
                    add(
                        "assetlinks-relation-extensions",
                        "dynamic rules apply to Android apps; this statement's target is a web site",
                        at: inner.keyOffset, pointer: ip)
                }
                var reader = DynamicRuleReader()
                let read = reader.read(inner.value, pointer: ip)
                findings += reader.findings
                guard relations.contains(member.key) else { continue }
                if let read {
                    rules = .rules(read)
                } else {
                    let first = reader.findings.first { $0.code != "assetlinks-dynamic-pattern" }
                    rules = .dropped(first?.message ?? Message("malformed dynamic rules"))
                }
            }
        }
        return rules
    }
}
