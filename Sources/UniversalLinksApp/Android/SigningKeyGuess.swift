import UniversalLinks

/// Which key an APK's certificate probably is, from its subject. A heuristic (see Docs/AndroidChecks.md):
/// Google Play's generated app signing keys carry Google's own subject, Android's debug keystore carries
/// `CN=Android Debug`, and anything else is a key the developer made: for an app on Play App Signing that is
/// the upload key, whose fingerprint devices never see.
public enum SigningKeyGuess: String, Sendable, Hashable, Codable {
    /// `CN=Android Debug, O=Android, C=US`: the SDK's debug keystore.
    case debug
    /// The subject Google uses for app signing keys it generates (`CN=Android, OU=Android, O=Google Inc., ...`).
    case playAppSigning
    /// A key the developer made: the upload key when the app uses Play App Signing, else the release key.
    case developerKey

    public init(_ signature: APKSignature) {
        let subject = signature.subject ?? ""
        if subject.contains("CN=Android Debug") {
            self = .debug
        } else if subject.contains("O=Google Inc.") && subject.contains("CN=Android") && subject.contains("OU=Android")
        {
            self = .playAppSigning
        } else {
            self = .developerKey
        }
    }

    /// What to tell the user, nil when nothing needs saying; rendered where it is shown.
    public var reminder: Message? {
        MessageTables.register(.app)
        return switch self {
        case .debug:
            "signed with the Android debug key: release builds have another fingerprint; list the release (or Play app signing) key in assetlinks.json"
        case .playAppSigning:
            nil
        case .developerKey:
            "this looks like your own key, not a Google Play app signing key: with Play App Signing, Play re-signs the app and devices verify the app signing key's fingerprint (Play Console > Test and release > App integrity > App signing); list that one in assetlinks.json, and this one too to keep links working for builds you install yourself"
        }
    }
}
