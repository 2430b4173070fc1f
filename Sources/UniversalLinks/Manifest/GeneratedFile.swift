/// One file made by ``ManifestGenerator``: where it goes under the output folder, and its text.
public struct GeneratedFile: Sendable, Hashable {
    /// Relative to the output folder, `/`-separated (`.well-known/apple-app-site-association`).
    public var path: String
    public var text: String

    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// Where the generated files will be hosted: each target gets a configuration that serves the
/// extensionless file as `application/json` and answers `/.well-known/` without a redirect.
public enum HostingTarget: String, Sendable, Hashable, CaseIterable, Codable {
    case nginx, caddy, apache, firebase, vercel, netlify, s3
}
