/// The association files a host can serve.
public enum FileKind: String, Sendable, Hashable, Codable, CaseIterable {
    /// Apple's `apple-app-site-association`, served at `/.well-known/` and at the legacy root path.
    case aasa = "apple-app-site-association"
    /// Android's Digital Asset Links statement list, served at `/.well-known/assetlinks.json`.
    case assetlinks = "assetlinks.json"
    /// The WebAuthn related origins file (`{"origins": [...]}`), served at `/.well-known/webauthn`:
    /// browsers that support Related Origin Requests read it from the RP ID's host
    /// (https://w3c.github.io/webauthn/#sctn-validating-relation-origin).
    case webauthn = "webauthn"

    /// Accepts the file name or the short name (`aasa`, `assetlinks`, `webauthn`) used in admin URLs.
    public init?(urlComponent: String) {
        switch urlComponent {
        case "aasa", "apple-app-site-association": self = .aasa
        case "assetlinks", "assetlinks.json": self = .assetlinks
        case "webauthn": self = .webauthn
        default: return nil
        }
    }

    /// The short name used in admin URLs, the console and the `X-ULinks-Kind` header.
    public var shortName: String {
        switch self {
        case .aasa: "aasa"
        case .assetlinks: "assetlinks"
        case .webauthn: "webauthn"
        }
    }

    /// The public paths a file of this kind is served at.
    public var publicPaths: [String] {
        switch self {
        case .aasa: ["/.well-known/apple-app-site-association", "/apple-app-site-association"]
        case .assetlinks: ["/.well-known/assetlinks.json"]
        case .webauthn: ["/.well-known/webauthn"]
        }
    }

    /// The kind served at `path`, if any (the exact paths only: no directory listings, no variants).
    public static func servedAt(_ path: Substring) -> FileKind? {
        switch path {
        case "/.well-known/apple-app-site-association", "/apple-app-site-association": .aasa
        case "/.well-known/assetlinks.json": .assetlinks
        case "/.well-known/webauthn": .webauthn
        default: nil
        }
    }
}
