extension LinkManifest {
    /// The manifest as `ulinks.json` text: keys in the documented order, canonical formatting.
    public func jsonText() -> String {
        func member(_ key: String, _ value: JSONNode) -> JSONMember { JSONMember(key: key, keyOffset: 0, value: value) }
        func string(_ s: String) -> JSONNode { JSONNode(.string(s)) }
        func strings(_ values: [String]) -> JSONNode { JSONNode(.array(values.map(string))) }
        var members = [member("version", JSONNode(.number(Double(version), String(version))))]
        if !apps.isEmpty { members.append(member("apps", strings(apps))) }
        if !android.isEmpty {
            members.append(
                member(
                    "android",
                    JSONNode(
                        .array(
                            android.map {
                                JSONNode(
                                    .object([
                                        member("package", string($0.package)),
                                        member("fingerprints", strings($0.fingerprints)),
                                    ]))
                            }))))
        }
        members.append(member("domains", strings(domains)))
        if legacy { members.append(member("legacy", JSONNode(.bool(true)))) }
        if let passkeys {
            var fields = [member("rpIDs", strings(passkeys.rpIDs))]
            if !passkeys.relatedOrigins.isEmpty {
                fields.append(member("relatedOrigins", strings(passkeys.relatedOrigins)))
            }
            members.append(member("passkeys", JSONNode(.object(fields))))
        }
        if !substitutionVariables.isEmpty {
            members.append(
                member(
                    "substitutionVariables",
                    JSONNode(.object(substitutionVariables.map { member($0.name, strings($0.values)) }))))
        }
        let routeNodes = routes.map { route -> JSONNode in
            var fields: [JSONMember] = route.name.map { [member("name", string($0))] } ?? []
            fields += Self.componentJSON(route).members ?? []
            return JSONNode(.object(fields))
        }
        members.append(member("routes", JSONNode(.array(routeNodes))))
        return CanonicalFormatter().format(JSONNode(.object(members)))
    }
}
