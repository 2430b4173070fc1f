/// Reads one statement list (an `assetlinks.json` file or an `include`d file) the way Google's Digital Asset
/// Links service does: strict JSON, a single array; a statement that cannot be parsed is dropped and named,
/// the others are kept; `include` statements are collected for the caller to fetch.
///
/// Semantics follow the Digital Asset Links specification and the behaviour its public compatibility tests
/// describe (google/digitalassetlinks, `compatibility-tests/v1`).
public struct StatementListParser: Sendable {
    /// The largest list read, in bytes (the checker's limit for a fetched file).
    public var maximumSize: Int

    public init(maximumSize: Int = JSONReader.maximumFileSize) {
        self.maximumSize = maximumSize
    }

    /// One list, read.
    public struct Page: Sendable, Hashable {
        public var statements: [AssetStatement] = []
        /// `include` URLs in list order, with the statement index that names each.
        public var includes: [(url: String, statement: Int)] = []
        public var errors: [StatementListError] = []

        public static func == (lhs: Page, rhs: Page) -> Bool {
            lhs.statements == rhs.statements && lhs.errors == rhs.errors
                && lhs.includes.map(\.url) == rhs.includes.map(\.url)
                && lhs.includes.map(\.statement) == rhs.includes.map(\.statement)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(statements)
            hasher.combine(errors)
            hasher.combine(includes.map(\.url))
        }
    }

    /// Reads `bytes`, the list found at `source` (a URL or a file name, used in statements and errors).
    public func parse(_ bytes: [UInt8], source: String) -> Page {
        var page = Page()
        guard bytes.count <= maximumSize else {
            page.errors.append(
                .init(.tooLarge, url: source, "the list is \(bytes.count) bytes, over the \(maximumSize)-byte limit"))
            return page
        }
        let read = JSONReader().read(bytes)
        guard read.isValidJSON, let root = read.root else {
            let first: Message = read.diagnostics.first.map { ": line \($0.location?.line ?? 0): \($0.message)" } ?? ""
            page.errors.append(.init(.malformedContent, url: source, "the list is not valid JSON\(first)"))
            return page
        }
        guard let items = root.array else {
            page.errors.append(
                .init(
                    .malformedContent, url: source,
                    "expected a single array of statements, found \(root.typeDescription)"))
            return page
        }
        if items.isEmpty {
            page.errors.append(.init(.malformedContent, url: source, "empty statement list"))
        }
        for (index, item) in items.enumerated() {
            switch Self.statement(item, index: index, source: source) {
            case .statement(let statement): page.statements.append(statement)
            case .include(let url): page.includes.append((url, index))
            case .invalid(let why):
                page.errors.append(.init(.malformedContent, url: source, "statement dropped: \(why)", statement: index))
            }
        }
        return page
    }

    enum Parsed {
        case statement(AssetStatement)
        case include(String)
        case invalid(Message)
    }

    static func statement(_ node: JSONNode, index: Int, source: String) -> Parsed {
        guard node.members != nil else { return .invalid("a statement is an object, found \(node.typeDescription)") }
        if let include = node["include"] {
            // Other, unknown fields are allowed next to include (for extensibility); the standard ones are not.
            if node["relation"] != nil || node["target"] != nil {
                return .invalid("invalid field next to \"include\": an include statement has no relation or target")
            }
            guard let url = include.string, !url.isEmpty else { return .invalid("\"include\" is not a URL string") }
            let lower = url.lowercased()
            guard lower.hasPrefix("https://") || lower.hasPrefix("http://") else {
                return .invalid("\"include\" is not an http(s) URL: \(url)")
            }
            // Checked here, before anything fetches it: a port past 65535 or a broken host is refused as
            // Google refuses it, never handed to the connection code.
            if let problem = AssetLinksReader.includeProblem(url) {
                return .invalid("\"include\" \(problem.fullMessage)")
            }
            return .include(url)
        }
        guard let relationNode = node["relation"] else { return .invalid("no relation") }
        guard let list = relationNode.array else { return .invalid("\"relation\" is not an array") }
        guard !list.isEmpty else { return .invalid("no relation (the array is empty)") }
        var relations: [String] = []
        for entry in list {
            guard let relation = entry.string else { return .invalid("a relation is not a string") }
            guard Self.isRelation(relation) else {
                return .invalid(
                    "invalid relation \"\(relation)\" (expected kind/detail such as delegate_permission/common.handle_all_urls)"
                )
            }
            relations.append(relation)
        }
        guard let targetNode = node["target"] else { return .invalid("no target specified") }
        guard targetNode.members != nil else { return .invalid("the target is not an object") }
        switch targetNode["namespace"]?.string {
        case "web":
            guard let site = targetNode["site"]?.string else { return .invalid("the web target has no site field") }
            switch WebSite.normalize(site) {
            case .success(let normal):
                return .statement(
                    AssetStatement(relations: relations, target: .web(site: normal), source: source, index: index))
            case .failure(let why):
                return .invalid("the web target's site \"\(site)\" \(why.reason)")
            }
        case "android_app":
            guard let package = targetNode["package_name"]?.string else { return .invalid("no package_name field") }
            guard Self.isPackageName(package) else { return .invalid("invalid package name \"\(package)\"") }
            guard let printsNode = targetNode["sha256_cert_fingerprints"] else {
                return .invalid("no sha256_cert_fingerprints field")
            }
            guard let prints = printsNode.array else { return .invalid("sha256_cert_fingerprints is not an array") }
            guard !prints.isEmpty else {
                return .invalid("sha256_cert_fingerprints must contain at least one certificate")
            }
            var fingerprints: [String] = []
            for print in prints {
                guard let text = print.string else {
                    return .invalid("a sha256_cert_fingerprints entry is not a string")
                }
                guard Fingerprint.isCanonical(text) else {
                    return .invalid(
                        "malformed certificate fingerprint \"\(text)\" (32 upper-case hex pairs separated by colons)")
                }
                fingerprints.append(text)
            }
            return .statement(
                AssetStatement(
                    relations: relations, target: .androidApp(package: package, fingerprints: fingerprints),
                    source: source,
                    index: index))
        case let other?:
            return .invalid("unrecognized namespace \"\(other)\" (web or android_app)")
        case nil:
            return .invalid("the target has no namespace")
        }
    }

    /// `kind/detail`, each part of `[a-z0-9_.]`.
    public static func isRelation(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        return parts.count == 2
            && parts.allSatisfy { part in
                !part.isEmpty
                    && part.allSatisfy {
                        ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F || $0 == 0x2E
                    }
            }
    }

    /// Java package grammar: dot-separated identifiers of ASCII letters, digits and `_`, not starting with a digit.
    public static func isPackageName(_ text: String) -> Bool {
        let parts = text.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        return !text.isEmpty
            && parts.allSatisfy { part in
                guard let first = part.first, !(first >= 0x30 && first <= 0x39) else { return false }
                return part.allSatisfy {
                    ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x41 && $0 <= 0x5A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F
                }
            }
    }
}
