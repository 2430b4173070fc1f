import UniversalLinks

/// The file read from the origin, in short, with every diagnostic of `ulinks validate`.
public struct FileSummary: Sendable, Codable {
    /// Bytes read (decoded), at most the cap plus one.
    public var bytes: Int
    public var contentType: String?
    public var contentEncoding: String?
    /// Set when the file is CMS signed.
    public var signed: SignedEnvelopeInfo?
    /// The apps of `applinks`, in `details` order.
    public var apps: [String]
    /// Every service in the file with the apps it lists.
    public var services: [String: [String]]
    public var errors: Int
    public var warnings: Int
    public var diagnostics: [Diagnostic]
}
