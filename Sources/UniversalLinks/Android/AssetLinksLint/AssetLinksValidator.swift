/// Checks an `assetlinks.json` file (SPEC §5): a JSON array of statements, each with a `relation`
/// list and a `target` (`android_app` with `package_name` and `sha256_cert_fingerprints`, or `web`
/// with `site`), or an `include` URL; and the Android 15+ `relation_extensions` with
/// `dynamic_app_link_components`.
///
/// It checks what makes Android ignore a statement or a rule, following Google's compatibility
/// tests (google/digitalassetlinks, `compatibility-tests/v1`); it does not fetch `include`d files.
public struct AssetLinksValidator: Sendable {
    public init() {}

    public func validate(_ bytes: [UInt8]) -> DiagnosticReport {
        DiagnosticReport(AssetLinksDocument(bytes: bytes).diagnostics)
    }

    /// Reads and validates `bytes`, keeping the document (for rendering with its source).
    public func read(_ bytes: [UInt8]) -> AssetLinksDocument { AssetLinksDocument(bytes: bytes) }

    /// What is wrong with `name` as an Android package name (application ID), or nil when valid.
    public static func packageNameProblem(_ name: String) -> Message? { AssetLinksReader.packageNameProblem(name) }

    static func isFingerprint(_ text: String) -> Bool { Fingerprint.isCanonical(text) }
}
