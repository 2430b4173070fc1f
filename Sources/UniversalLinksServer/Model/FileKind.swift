/// The two association files a host can serve.
public enum FileKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple's `apple-app-site-association`, served at `/.well-known/` and at the legacy root path.
    case aasa = "apple-app-site-association"
    /// Android's Digital Asset Links statement list, served at `/.well-known/assetlinks.json`.
    case assetlinks = "assetlinks.json"

    /// Accepts the file name or the short name (`aasa`, `assetlinks`) used in admin URLs.
    public init?(urlComponent: String) {
        switch urlComponent {
        case "aasa", "apple-app-site-association": self = .aasa
        case "assetlinks", "assetlinks.json": self = .assetlinks
        default: return nil
        }
    }

    /// The public paths a file of this kind is served at.
    public var publicPaths: [String] {
        switch self {
        case .aasa: ["/.well-known/apple-app-site-association", "/apple-app-site-association"]
        case .assetlinks: ["/.well-known/assetlinks.json"]
        }
    }

    /// The kind served at `path`, if any (the exact paths only: no directory listings, no variants).
    public static func servedAt(_ path: Substring) -> FileKind? {
        switch path {
        case "/.well-known/apple-app-site-association", "/apple-app-site-association": .aasa
        case "/.well-known/assetlinks.json": .assetlinks
        default: nil
        }
    }
}
