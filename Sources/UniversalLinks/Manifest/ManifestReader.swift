/// Reads a `ulinks.json` link manifest with the positioned JSON reader, so that every mistake gets
/// a line, a column, a JSON pointer and a stable code, as in association files.
///
/// Reading never throws: the manifest is returned when it has no error, and every finding is in
/// the report.
public struct ManifestReader: Sendable {
    public struct Result: Sendable {
        /// The manifest; nil when the report has an error.
        public var manifest: LinkManifest?
        /// The manifest as far as it could be read, errors or not (nil when the text is not a JSON object).
        public var partial: LinkManifest?
        public var report: DiagnosticReport
        public var source: SourceText
    }

    /// The keys a manifest object may have (Docs/ulinks-manifest.schema.json lists the same).
    public static var topLevelKeys: Set<String> { ManifestDecoder.topKeys }
    /// The keys a route object may have.
    public static var routeKeys: Set<String> { ManifestDecoder.routeKeys }

    public init() {}

    public func read(_ bytes: [UInt8]) -> Result {
        let json = JSONReader().read(bytes)
        var diagnostics = json.diagnostics
        var decoder = ManifestDecoder()
        var partial: LinkManifest?
        if json.isValidJSON, let root = json.root {
            partial = decoder.decode(root)
        }
        Finding.resolve(decoder.findings, in: json.source, into: &diagnostics)
        let report = DiagnosticReport(diagnostics).sorted()
        return Result(
            manifest: report.hasErrors ? nil : partial, partial: partial, report: report, source: json.source)
    }

    public func read(_ string: String) -> Result { read(Array(string.utf8)) }

    /// Whether a file is a link manifest rather than an association file: named `ulinks.json`, or a
    /// JSON object with a numeric top-level `"version"` (an association file has no such key).
    public static func isManifest(_ bytes: [UInt8], name: String?) -> Bool {
        if let name {
            let last = name.split(separator: "/").last.map(String.init) ?? name
            if last == "ulinks.json" { return true }
            if last.hasPrefix("apple-app-site-association") { return false }
        }
        guard let root = JSONReader().read(bytes).root, case .number? = root["version"]?.kind else { return false }
        return true
    }
}

/// Walks the JSON tree into a ``LinkManifest``, recording findings.
struct ManifestDecoder {
    var findings: [Finding] = []

    static let topKeys: Set<String> = [
        "$schema", "version", "apps", "android", "domains", "legacy", "substitutionVariables", "routes", "comment",
        "passkeys",
    ]
    static let routeKeys: Set<String> = [
        "name", "/", "?", "#", "exclude", "caseSensitive", "percentEncoded", "comment",
    ]

    mutating func add(_ code: DiagnosticCode, _ message: Message, _ node: JSONNode, _ pointer: String) {
        findings.append(Finding(code: code, message: message, offset: node.offset, pointer: pointer))
    }

    mutating func wrongType(_ key: String, expected: Message, _ node: JSONNode, _ pointer: String) {
        add("manifest-wrong-type", "\"\(key)\" must be \(expected), found \(node.typeDescription)", node, pointer)
    }

    mutating func unknownKeys(_ members: [JSONMember], known: Set<String>, pointer: String) {
        for m in members where !known.contains(m.key) {
            findings.append(
                Finding(
                    code: "manifest-unknown-key", message: "unknown key \"\(m.key)\" is ignored", offset: m.keyOffset,
                    pointer: JSONPointer.appending(pointer, m.key)))
        }
    }

    mutating func decode(_ root: JSONNode) -> LinkManifest? {
        guard let members = root.members else {
            add("manifest-not-object", "a manifest is a JSON object, found \(root.typeDescription)", root, "")
            return nil
        }
        unknownKeys(members, known: Self.topKeys, pointer: "")
        var manifest = LinkManifest(apps: [], domains: [], routes: [])
        if let version = root["version"] {
            if case .number(let value, _) = version.kind, value == Double(LinkManifest.currentVersion) {
                manifest.version = LinkManifest.currentVersion
            } else {
                add(
                    "manifest-version",
                    "\"version\" is \(version.typeDescription); this tool reads version \(LinkManifest.currentVersion)",
                    version, "/version")
            }
        } else {
            add("manifest-version", "the manifest has no \"version\" (write \"version\": 1)", root, "")
        }
        manifest.apps = strings(root, "apps", pointer: "/apps").map { s in
            if let id = AppID(s.value), id.hasTeamIDShapedPrefix {
                if let finding = id.repeatedPrefixFinding {
                    findings.append(
                        Finding(
                            code: "manifest-app-id-repeated-prefix", message: finding.message, hint: finding.hint,
                            offset: s.node.offset, pointer: s.pointer))
                }
                return s.value
            }
            add(
                "manifest-app-id",
                "\"\(s.value)\" is not an app ID of the form TEAMID.bundle.id (10-character team ID)",
                s.node, s.pointer)
            return s.value
        }
        manifest.android = androidApps(root)
        if manifest.apps.isEmpty && manifest.android.isEmpty {
            add("manifest-no-apps", "the manifest names no app: add \"apps\" (iOS) or \"android\"", root, "")
        }
        if let domains = root["domains"] {
            if domains.array?.isEmpty == true {
                add(
                    "manifest-missing-key", "\"domains\" is empty: name the hosts the links live on", domains,
                    "/domains")
            }
        } else {
            add("manifest-missing-key", "the manifest has no \"domains\"", root, "")
        }
        manifest.domains = strings(root, "domains", pointer: "/domains").map { s in
            if let problem = ManifestDecoder.domainProblem(s.value) {
                add("manifest-domain", "\"\(s.value)\" is not a host name: \(problem)", s.node, s.pointer)
            }
            return s.value
        }
        if let legacy = root["legacy"] {
            if let b = legacy.bool {
                manifest.legacy = b
            } else {
                wrongType("legacy", expected: "true or false", legacy, "/legacy")
            }
        }
        manifest.substitutionVariables = variables(root)
        manifest.passkeys = passkeys(root)
        if let routes = root["routes"] {
            if let list = routes.array {
                manifest.routes = list.enumerated().compactMap { i, node in route(node, pointer: "/routes/\(i)") }
            } else {
                wrongType("routes", expected: "an array of route objects", routes, "/routes")
            }
        } else {
            add("manifest-missing-key", "the manifest has no \"routes\"", root, "")
        }
        checkNames(manifest.routes)
        if manifest.legacy {
            for problem in manifest.legacyProblems() {
                findings.append(
                    Finding(
                        code: "manifest-legacy-route", message: problem.message, offset: problem.route.offset,
                        pointer: problem.route.pointer))
            }
        }
        return manifest
    }

    /// A string array member, each string with its node and pointer.
    mutating func strings(_ object: JSONNode, _ key: String, pointer: String) -> [(
        value: String, node: JSONNode, pointer: String
    )] {
        guard let node = object[key] else { return [] }
        guard let array = node.array else {
            wrongType(key, expected: "an array of strings", node, pointer)
            return []
        }
        var result: [(String, JSONNode, String)] = []
        for (i, element) in array.enumerated() {
            guard let s = element.string else {
                wrongType(key, expected: "an array of strings", element, pointer + "/\(i)")
                continue
            }
            result.append((s, element, pointer + "/\(i)"))
        }
        return result
    }

    mutating func androidApps(_ root: JSONNode) -> [AndroidApp] {
        guard let node = root["android"] else { return [] }
        guard let list = node.array else {
            wrongType("android", expected: "an array of {\"package\", \"fingerprints\"} objects", node, "/android")
            return []
        }
        var apps: [AndroidApp] = []
        for (i, entry) in list.enumerated() {
            let pointer = "/android/\(i)"
            guard let members = entry.members else {
                wrongType("android", expected: "an array of {\"package\", \"fingerprints\"} objects", entry, pointer)
                continue
            }
            unknownKeys(members, known: ["package", "fingerprints", "comment"], pointer: pointer)
            let package = entry["package"]?.string ?? ""
            if !AndroidApp.isValidPackage(package) {
                add(
                    "manifest-android-package",
                    "\"\(package)\" is not an Android package name (dot-separated identifiers, at least two)",
                    entry["package"] ?? entry, pointer + "/package")
            }
            let fingerprints = strings(entry, "fingerprints", pointer: pointer + "/fingerprints")
            if fingerprints.isEmpty {
                add(
                    "manifest-fingerprint", "the Android app \"\(package)\" has no signing-certificate fingerprint",
                    entry, pointer)
            }
            for f in fingerprints where !AndroidApp.isValidFingerprint(f.value) {
                add(
                    "manifest-fingerprint",
                    "\"\(f.value)\" is not a SHA-256 fingerprint (32 upper-case hex bytes separated by ':')", f.node,
                    f.pointer)
            }
            apps.append(AndroidApp(package: package, fingerprints: fingerprints.map(\.value)))
        }
        return apps
    }

    /// `"passkeys": {"rpIDs": [...], "relatedOrigins": [...]}`: RP IDs are host names (no wildcard), related
    /// origins `https://host` with no path, and there is no related origin without an RP ID to serve them.
    mutating func passkeys(_ root: JSONNode) -> ManifestPasskeys? {
        guard let node = root["passkeys"] else { return nil }
        let expected: Message = "an object with \"rpIDs\" and \"relatedOrigins\""
        guard let members = node.members else {
            wrongType("passkeys", expected: expected, node, "/passkeys")
            return nil
        }
        unknownKeys(members, known: ["rpIDs", "relatedOrigins", "comment"], pointer: "/passkeys")
        let rpIDs = strings(node, "rpIDs", pointer: "/passkeys/rpIDs")
        if rpIDs.isEmpty {
            add("manifest-passkeys", "\"passkeys\" names no RP ID: add \"rpIDs\": [\"example.com\"]", node, "/passkeys")
        }
        for s in rpIDs {
            if s.value.hasPrefix("*.") {
                add(
                    "manifest-passkeys", "\"\(s.value)\" is not an RP ID: an RP ID is one host, without *.", s.node,
                    s.pointer)
            } else if let problem = ManifestDecoder.domainProblem(s.value) {
                add("manifest-passkeys", "\"\(s.value)\" is not a host name: \(problem)", s.node, s.pointer)
            }
        }
        let origins = strings(node, "relatedOrigins", pointer: "/passkeys/relatedOrigins")
        for s in origins {
            if let problem = WebAuthnOrigin.problem(s.value) {
                add("manifest-passkeys", problem, s.node, s.pointer)
            }
        }
        return ManifestPasskeys(rpIDs: rpIDs.map(\.value), relatedOrigins: origins.map(\.value))
    }

    mutating func variables(_ root: JSONNode) -> [ManifestVariable] {
        guard let node = root["substitutionVariables"] else { return [] }
        guard let members = node.members else {
            wrongType("substitutionVariables", expected: "an object of name: [values]", node, "/substitutionVariables")
            return []
        }
        return members.map { m in
            let pointer = JSONPointer.appending("/substitutionVariables", m.key)
            let values = strings(node, m.key, pointer: pointer).map(\.value)
            return ManifestVariable(name: m.key, values: values)
        }
    }

    mutating func route(_ node: JSONNode, pointer: String) -> Route? {
        guard let members = node.members else {
            wrongType("routes", expected: "an array of route objects", node, pointer)
            return nil
        }
        unknownKeys(members, known: Self.routeKeys, pointer: pointer)
        var route = Route(name: nil)
        route.offset = node.offset
        route.pointer = pointer
        func string(_ key: String) -> String? {
            guard let value = node[key] else { return nil }
            if let s = value.string { return s }
            wrongType(key, expected: "a string", value, JSONPointer.appending(pointer, key))
            return nil
        }
        func bool(_ key: String) -> Bool? {
            guard let value = node[key] else { return nil }
            if let b = value.bool { return b }
            wrongType(key, expected: "true or false", value, JSONPointer.appending(pointer, key))
            return nil
        }
        route.name = string("name")
        route.path = string("/")
        route.fragment = string("#")
        route.exclude = bool("exclude") ?? false
        route.caseSensitive = bool("caseSensitive")
        route.percentEncoded = bool("percentEncoded")
        route.comment = string("comment")
        if let query = node["?"] {
            let queryPointer = JSONPointer.appending(pointer, "?")
            if let s = query.string {
                route.query = .string(s)
            } else if let items = query.members {
                var patterns: [QueryItemPattern] = []
                for item in items {
                    guard let value = item.value.string else {
                        // iOS would ignore the whole dictionary: refuse it here rather than generate that.
                        wrongType(
                            "?\(item.key)", expected: "a string pattern", item.value,
                            JSONPointer.appending(queryPointer, item.key))
                        continue
                    }
                    patterns.append(QueryItemPattern(name: item.key, pattern: value))
                }
                route.query = .items(patterns)
            } else {
                wrongType("?", expected: "a string or an object of item patterns", query, queryPointer)
            }
        }
        return route
    }

    /// Every route an app handles has a name, and no two share one.
    mutating func checkNames(_ routes: [Route]) {
        var seen: Set<String> = []
        for route in routes {
            guard let name = route.name else {
                if !route.exclude {
                    findings.append(
                        Finding(
                            code: "manifest-route-name",
                            message: "this route has no \"name\" (the app's router reports it)",
                            offset: route.offset, pointer: route.pointer))
                }
                continue
            }
            if name.isEmpty || !seen.insert(name).inserted {
                findings.append(
                    Finding(
                        code: "manifest-route-name",
                        message: name.isEmpty ? "the route name is empty" : "the route name \"\(name)\" is used twice",
                        offset: route.offset, pointer: JSONPointer.appending(route.pointer, "name")))
            }
        }
    }

    /// Why `host` is not a host name for the manifest (nil: it is). A leading `*.` is allowed.
    static func domainProblem(_ host: String) -> Message? {
        if host.includes("://") { return "write the host alone, without a scheme" }
        if host.includes("/") { return "write the host alone, without a path" }
        if host.includes(":") { return "the file is served on port 443; remove the port" }
        var name = Substring(host)
        if name.hasPrefix("*.") { name = name.dropFirst(2) }
        guard !name.isEmpty else { return "it is empty" }
        let ascii: String
        do { ascii = try IDNA.toASCII(String(name)) } catch { return "\(error)" }
        for label in ascii.split(separator: ".", omittingEmptySubsequences: false) {
            guard !label.isEmpty, label.utf8.count <= 63 else { return "it has an empty or too long label" }
            guard label.utf8.allSatisfy({ isLDH($0) }), label.first != "-", label.last != "-" else {
                return "only letters, digits and '-' may appear in a label"
            }
        }
        return nil
    }

    static func isLDH(_ b: UInt8) -> Bool {
        (b >= 0x30 && b <= 0x39) || (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) || b == 0x2D
    }
}

extension AndroidApp {
    /// Dot-separated Java identifiers, at least two (Android's rule for application IDs).
    public static func isValidPackage(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2 else { return false }
        return parts.allSatisfy { part in
            guard let first = part.utf8.first, (first | 0x20) >= 0x61, (first | 0x20) <= 0x7A else { return false }
            return part.utf8.allSatisfy { ManifestDecoder.isLDH($0) && $0 != 0x2D || $0 == 0x5F }
        }
    }

    /// 32 upper-case hex bytes separated by `:`, as `assetlinks.json` requires.
    public static func isValidFingerprint(_ text: String) -> Bool { Fingerprint.isCanonical(text) }
}
