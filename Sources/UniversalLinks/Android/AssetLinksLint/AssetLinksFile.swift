/// The statements of an `assetlinks.json` file (Digital Asset Links, SPEC §5), as Android reads them.
///
/// Decoding is lenient: a statement Android would skip is kept with what could be read, so that the
/// validator can say why and the matcher can leave it out. ``AssetLinksValidator`` reports the problems.
public struct AssetLinksFile: Sendable, Hashable {
    public var statements: [AssetLinksStatement]

    public init(statements: [AssetLinksStatement] = []) { self.statements = statements }

    /// The relation that verifies App Links.
    public static let handleAllURLs = "delegate_permission/common.handle_all_urls"
}

/// One statement: `{"relation": [...], "target": {...}}` or `{"include": "https://..."}`.
public struct AssetLinksStatement: Sendable, Hashable {
    /// What a statement's `target` names.
    public enum Target: Sendable, Hashable {
        case androidApp(packageName: String, fingerprints: [String])
        case web(site: String)
        /// A missing, malformed or unknown target: Android skips the statement.
        case unusable
    }

    public var relations: [String]
    public var target: Target
    /// The URL of an `include` statement.
    public var include: String?
    /// Android 15+ rules of the `handle_all_urls` relation (`relation_extensions`).
    public var dynamicRules: DynamicAppLinkRules
    public var offset: Int
    public var pointer: String

    public init(
        relations: [String] = [], target: Target = .unusable, include: String? = nil,
        dynamicRules: DynamicAppLinkRules = .absent, offset: Int = 0, pointer: String = ""
    ) {
        self.relations = relations
        self.target = target
        self.include = include
        self.dynamicRules = dynamicRules
        self.offset = offset
        self.pointer = pointer
    }

    /// The package name when the target is an Android app.
    public var packageName: String? {
        if case .androidApp(let name, _) = target { return name }
        return nil
    }

    /// The certificate fingerprints when the target is an Android app.
    public var fingerprints: [String] {
        if case .androidApp(_, let prints) = target { return prints }
        return []
    }

    /// True when the statement verifies App Links for its Android app.
    public var handlesAllURLs: Bool { packageName != nil && relations.contains(AssetLinksFile.handleAllURLs) }
}

/// The `dynamic_app_link_components` of a statement (Android 15+).
public enum DynamicAppLinkRules: Sendable, Hashable {
    /// No dynamic rules: every URL of a verified host opens the app.
    case absent
    /// The rules, in order (a `Component` per rule, only `/`, `?` as items, `#` and `exclude` set).
    case rules([Component])
    /// The list is malformed and Android ignores all of it (as if absent); the reason says why.
    case dropped(Message)
}
