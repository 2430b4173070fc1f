/// The asset a statement is about (Digital Asset Links `target`): a web site or an Android app.
public enum AssetTarget: Sendable, Hashable {
    /// `{"namespace": "web", "site": "https://example.com"}`; `site` is kept normalised (see ``WebSite``).
    case web(site: String)
    /// `{"namespace": "android_app", "package_name": ..., "sha256_cert_fingerprints": [...]}`.
    case androidApp(package: String, fingerprints: [String])

    public var namespace: String {
        switch self {
        case .web: "web"
        case .androidApp: "android_app"
        }
    }
}

extension AssetTarget: Codable {
    enum CodingKeys: String, CodingKey {
        case namespace, site
        case package = "package_name"
        case fingerprints = "sha256_cert_fingerprints"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if try container.decode(String.self, forKey: .namespace) == "web" {
            self = .web(site: try container.decode(String.self, forKey: .site))
        } else {
            self = .androidApp(
                package: try container.decode(String.self, forKey: .package),
                fingerprints: try container.decode([String].self, forKey: .fingerprints))
        }
    }

    /// The same shape as in `assetlinks.json`.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(namespace, forKey: .namespace)
        switch self {
        case .web(let site):
            try container.encode(site, forKey: .site)
        case .androidApp(let package, let fingerprints):
            try container.encode(package, forKey: .package)
            try container.encode(fingerprints, forKey: .fingerprints)
        }
    }
}
