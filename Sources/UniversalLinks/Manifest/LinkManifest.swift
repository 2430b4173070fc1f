/// The `ulinks.json` link manifest: one declaration of an app's links, from which the website's
/// `apple-app-site-association`, the Android `assetlinks.json`, the entitlements and the app's
/// router are all made (see `Docs/Manifest.md`).
///
/// Read it with ``ManifestReader`` (positioned diagnostics); build one in code with the
/// memberwise initialiser.
public struct LinkManifest: Sendable, Hashable {
    /// The only format version so far; a file states it as `"version": 1`.
    public static let currentVersion = 1

    public var version: Int
    /// iOS application identifiers, `TEAMID.bundle.id`, in priority order.
    public var apps: [String]
    /// Android apps for `assetlinks.json`.
    public var android: [AndroidApp]
    /// The hosts the links live on (Unicode or Punycode).
    public var domains: [String]
    /// True: the generated file also carries iOS 12 `paths`.
    public var legacy: Bool
    /// `applinks.substitutionVariables`, in file order.
    public var substitutionVariables: [ManifestVariable]
    /// Ordered: the first route whose every key matches decides, as in `components`.
    public var routes: [Route]
    /// Passkey RP IDs every app of the manifest may use (nil: the manifest declares none).
    public var passkeys: ManifestPasskeys?

    public init(
        apps: [String], domains: [String], routes: [Route], android: [AndroidApp] = [], legacy: Bool = false,
        substitutionVariables: [ManifestVariable] = [], passkeys: ManifestPasskeys? = nil
    ) {
        self.passkeys = passkeys
        self.version = Self.currentVersion
        self.apps = apps
        self.android = android
        self.domains = domains
        self.legacy = legacy
        self.substitutionVariables = substitutionVariables
        self.routes = routes
    }

    /// The routes an app handles (those that are not exclusions), with their names.
    public var namedRoutes: [(index: Int, name: String)] {
        routes.enumerated().compactMap { i, r in r.exclude ? nil : r.name.map { (i, $0) } }
    }
}

/// One manifest route: an AASA `components` rule with a name.
public struct Route: Sendable, Hashable {
    /// The name the app's router reports; required unless ``exclude``.
    public var name: String?
    /// `/`: path pattern (nil: any path).
    public var path: String?
    /// `?`: query pattern, a string or a dictionary of item patterns.
    public var query: QueryPattern?
    /// `#`: fragment pattern.
    public var fragment: String?
    public var exclude: Bool
    public var caseSensitive: Bool?
    public var percentEncoded: Bool?
    public var comment: String?
    /// Where the route is in the manifest (0 and "" for routes built in code).
    public var offset: Int = 0
    public var pointer: String = ""

    public init(
        name: String?, path: String? = nil, query: QueryPattern? = nil, fragment: String? = nil,
        exclude: Bool = false, caseSensitive: Bool? = nil, percentEncoded: Bool? = nil, comment: String? = nil
    ) {
        self.name = name
        self.path = path
        self.query = query
        self.fragment = fragment
        self.exclude = exclude
        self.caseSensitive = caseSensitive
        self.percentEncoded = percentEncoded
        self.comment = comment
    }

    /// A route from a path that may carry a query (`/promo?code=*`, typed where a path is asked for).
    /// In a path pattern `?` is a one-character wildcard, never a query: a `?` followed later by `=`
    /// is read as the start of a query and moved to the `?` key, as a dictionary of item patterns
    /// (`{"code": "*"}`) when every item is `name=value` with distinct names, else as a string
    /// (``query`` is then set).
    public init(name: String?, pathWithQuery text: String, exclude: Bool = false) {
        self.init(name: name, path: text, exclude: exclude)
        guard let mark = text.firstIndex(of: "?"), text[mark...].contains("=") else { return }
        let query = String(text[text.index(after: mark)...])
        path = String(text[..<mark])
        let items = query.split(separator: "&", omittingEmptySubsequences: false).map {
            $0.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
        }
        let names = items.map { String($0[0]) }
        if items.allSatisfy({ $0.count == 2 && !$0[0].isEmpty }), Set(names).count == names.count {
            self.query = .items(items.map { QueryItemPattern(name: String($0[0]), pattern: String($0[1])) })
        } else {
            self.query = .string(query)
        }
    }

    /// The equivalent `components` rule.
    public var component: Component {
        Component(
            path: path, query: query, fragment: fragment, exclude: exclude ? true : nil, caseSensitive: caseSensitive,
            percentEncoded: percentEncoded, comment: comment)
    }
}

/// An Android app of `assetlinks.json`: its package and signing-certificate SHA-256 fingerprints.
public struct AndroidApp: Sendable, Hashable {
    public var package: String
    public var fingerprints: [String]

    public init(package: String, fingerprints: [String]) {
        self.package = package
        self.fingerprints = fingerprints
    }
}

/// A `substitutionVariables` entry of the manifest.
public struct ManifestVariable: Sendable, Hashable {
    public var name: String
    public var values: [String]

    public init(name: String, values: [String]) {
        self.name = name
        self.values = values
    }
}

/// The manifest's `passkeys`: the RP IDs (hosts) the apps may use passkeys and passwords for, and the
/// other web origins allowed to use them (`/.well-known/webauthn`, Related Origin Requests).
public struct ManifestPasskeys: Sendable, Hashable {
    /// Hosts, as a WebAuthn RP ID is written (no scheme, port, path or wildcard).
    public var rpIDs: [String]
    /// `https://host` origins of `/.well-known/webauthn` (served on each RP ID).
    public var relatedOrigins: [String]

    public init(rpIDs: [String], relatedOrigins: [String] = []) {
        self.rpIDs = rpIDs
        self.relatedOrigins = relatedOrigins
    }
}
