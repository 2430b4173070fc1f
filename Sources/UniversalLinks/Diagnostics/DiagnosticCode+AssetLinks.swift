extension DiagnosticCode {
    private static let fingerprint = (0..<32).map { _ in "AB" }.joined(separator: ":")

    /// Digital Asset Links (`assetlinks.json`, SPEC §5), checked by ``AssetLinksValidator``.
    static let assetLinksCodes: [DiagnosticCodeInfo] = [
        .init(
            "assetlinks-not-array", .error, "assetlinks.json must be a JSON array of statements.",
            example: "{\"relation\": [\"delegate_permission/common.handle_all_urls\"]}",
            fix: "Wrap the statements in [ ].", domain: .assetlinks),
        .init(
            "assetlinks-statement", .error, "A statement Android ignores: no relation list, no target, an unknown namespace, a target without package_name or site, or an include that is not an https URL.",
            example: "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": \"android_app\"}}]",
            fix: "Give every statement a relation list and a complete target.", domain: .assetlinks),
        .init(
            "assetlinks-fingerprint", .error, "A sha256_cert_fingerprints entry is not 32 colon-separated upper-case hex bytes.",
            example: "[{\"relation\": [\"delegate_permission/common.handle_all_urls\"], \"target\": {\"namespace\": \"android_app\", \"package_name\": \"com.example\", \"sha256_cert_fingerprints\": [\"ab:cd\"]}}]",
            fix: "Copy the SHA-256 fingerprint from keytool or the Play Console: \(fingerprint).", domain: .assetlinks),
        .init(
            "assetlinks-too-large", .error, "The file is larger than 131,072 bytes.", example: nil,
            fix: "Shorten the file.", domain: .assetlinks),
    ]
}
