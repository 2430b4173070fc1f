// The manifest's own routes -> Android dynamic rules mapping. Kept in this one file so that it can
// give way to the core's `convert --to assetlinks` converter when both exist.
extension ManifestGenerator {
    static let handleAllURLs = "delegate_permission/common.handle_all_urls"

    /// `assetlinks.json`: one statement per Android app, with the routes as Android 15 dynamic
    /// rules (`relation_extensions`), validated with no error. Warnings name each route Android
    /// reads differently from iOS.
    func assetLinks(_ manifest: LinkManifest) throws(Failure) -> (text: String, warnings: [String]) {
        let (rules, warnings) = Self.androidRules(manifest)
        func member(_ key: String, _ value: JSONNode) -> JSONMember { JSONMember(key: key, keyOffset: 0, value: value) }
        func strings(_ values: [String]) -> JSONNode { JSONNode(.array(values.map { JSONNode(.string($0)) })) }
        let statements = manifest.android.map { app in
            JSONNode(
                .object([
                    member("relation", strings([Self.handleAllURLs])),
                    member(
                        "target",
                        JSONNode(
                            .object([
                                member("namespace", JSONNode(.string("android_app"))),
                                member("package_name", JSONNode(.string(app.package))),
                                member("sha256_cert_fingerprints", strings(app.fingerprints)),
                            ]))),
                    member(
                        "relation_extensions",
                        JSONNode(
                            .object([
                                member(
                                    Self.handleAllURLs,
                                    JSONNode(
                                        .object([member("dynamic_app_deep_link_components", JSONNode(.array(rules)))])))
                            ]))),
                ]))
        }
        let text = CanonicalFormatter().format(JSONNode(.array(statements)))
        let report = AssetLinksValidator().validate(Array(text.utf8))
        guard !report.hasErrors else {
            throw Failure(problems: report.errors.map { "assetlinks.json: error[\($0.code)]: \($0.message)" })
        }
        return (text, warnings)
    }

    /// Each route as an Android rule (`/`, `?` dictionary, `#`, `exclude`, `comments`).
    static func androidRules(_ manifest: LinkManifest) -> (rules: [JSONNode], warnings: [String]) {
        var rules: [JSONNode] = []
        var warnings: [String] = []
        for (i, route) in manifest.routes.enumerated() {
            let label = "Android: route \(route.name.map { "\"\($0)\"" } ?? "\(i)")"
            var members: [JSONMember] = []
            func add(_ key: String, _ kind: JSONNode.Kind) {
                members.append(JSONMember(key: key, keyOffset: 0, value: JSONNode(kind)))
            }
            let patterns = [route.path, route.fragment].compactMap { $0 } + Self.queryPatterns(route)
            if patterns.contains(where: { $0.utf8.containsVariableReference }) {
                warnings.append("\(label): Android has no substitution variables; the route is left out")
                continue
            }
            if let path = route.path { add("/", .string(path)) }
            switch route.query {
            case .items(let items):
                add(
                    "?",
                    .object(items.map { JSONMember(key: $0.name, keyOffset: 0, value: JSONNode(.string($0.pattern))) }))
            case .string(let s) where s != "*":
                warnings.append("\(label): Android matches query items only; the query string \"\(s)\" is not checked")
            default: break
            }
            if let fragment = route.fragment { add("#", .string(fragment)) }
            if route.exclude { add("exclude", .bool(true)) }
            if route.caseSensitive == false {
                warnings.append(
                    "\(label): Android compares case-sensitively; \"caseSensitive\": false is not carried over")
            }
            if route.percentEncoded == false {
                warnings.append("\(label): Android decodes URLs itself; \"percentEncoded\": false is not carried over")
            }
            if let name = route.name { add("comments", .string(name)) }
            rules.append(JSONNode(.object(members)))
        }
        return (rules, warnings)
    }

    static func queryPatterns(_ route: Route) -> [String] {
        switch route.query {
        case .string(let s): [s]
        case .items(let items): items.flatMap { [$0.name, $0.pattern] }
        default: []
        }
    }
}
