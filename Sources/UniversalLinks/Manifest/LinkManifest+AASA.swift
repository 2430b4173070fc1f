extension LinkManifest {
    /// The pointer of route `index`'s rule in the generated file (one detail, one component per route).
    public static func componentPointer(_ index: Int) -> String { "/applinks/details/0/components/\(index)" }

    /// The route index a pointer into the generated file names: its rule or a value inside it
    /// (nil: not inside a route's rule).
    public static func routeIndex(ofPointer pointer: String) -> Int? {
        let prefix = "/applinks/details/0/components/"
        guard pointer.hasPrefix(prefix) else { return nil }
        return Int(pointer.dropFirst(prefix.count).prefix { $0 != "/" })
    }

    /// The association file the manifest stands for: one detail listing every iOS app (or
    /// `placeholderApps` when it has none, for routing), a component per route in order, and with
    /// ``legacy`` the iOS 12 `paths` too.
    public func associationFile(placeholderApps: [String] = ["ROUTER0000.router"]) -> AssociationFile {
        var components: [Component] = []
        for (i, route) in routes.enumerated() {
            var c = route.component
            c.pointer = Self.componentPointer(i)
            c.offset = route.offset
            components.append(c)
        }
        var detail = Detail(appIDs: apps.isEmpty ? placeholderApps : apps, components: components)
        detail.pointer = "/applinks/details/0"
        if legacy { detail.paths = legacyPaths().map { Located($0) } }
        var links = AppLinks(apps: legacy ? [] : nil, details: [detail])
        links.substitutionVariables = substitutionVariables.map {
            SubstitutionVariable(name: $0.name, values: $0.values.map { Located($0) })
        }
        return AssociationFile(applinks: links)
    }

    /// The `apple-app-site-association` JSON (modern `components`; with ``legacy`` also `"apps": []`
    /// and `paths`), before formatting.
    public func associationJSON() -> JSONNode {
        func node(_ kind: JSONNode.Kind) -> JSONNode { JSONNode(kind) }
        func member(_ key: String, _ value: JSONNode) -> JSONMember { JSONMember(key: key, keyOffset: 0, value: value) }
        func strings(_ values: [String]) -> JSONNode { node(.array(values.map { node(.string($0)) })) }
        var detail = [member("appIDs", strings(apps))]
        detail.append(member("components", node(.array(routes.map { Self.componentJSON($0) }))))
        if legacy { detail.append(member("paths", strings(legacyPaths()))) }
        var links: [JSONMember] = []
        if legacy { links.append(member("apps", node(.array([])))) }
        if !substitutionVariables.isEmpty {
            links.append(
                member(
                    "substitutionVariables",
                    node(.object(substitutionVariables.map { member($0.name, strings($0.values)) }))))
        }
        links.append(member("details", node(.array([node(.object(detail))]))))
        var top = [member("applinks", node(.object(links)))]
        // Passkeys: iOS accepts an RP ID only when its file lists the app under webcredentials.
        if let passkeys, !passkeys.rpIDs.isEmpty, !apps.isEmpty {
            top.append(member("webcredentials", node(.object([member("apps", strings(apps))]))))
        }
        return node(.object(top))
    }

    /// A route as a `components` rule: only the keys it sets, `exclude` only when true.
    static func componentJSON(_ route: Route) -> JSONNode {
        var members: [JSONMember] = []
        func add(_ key: String, _ kind: JSONNode.Kind) {
            members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(kind)))
        }
        if let path = route.path { add("/", .string(path)) }
        switch route.query {
        case .string(let s): add("?", .string(s))
        case .items(let items):
            add(
                "?",
                .object(items.map { JSONMember(key: $0.name, keyOffset: 0, value: JSONNode(.string($0.pattern))) }))
        case .ignoredDictionary, nil: break
        }
        if let fragment = route.fragment { add("#", .string(fragment)) }
        if route.exclude { add("exclude", .bool(true)) }
        if let c = route.caseSensitive { add("caseSensitive", .bool(c)) }
        if let p = route.percentEncoded { add("percentEncoded", .bool(p)) }
        if let comment = route.comment { add("comment", .string(comment)) }
        return JSONNode(.object(members))
    }

    /// The formatted `apple-app-site-association` text.
    public func associationText() -> String { CanonicalFormatter().format(associationJSON()) }
}
