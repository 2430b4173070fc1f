/// The platforms that decide whether an app or a web page may use passkeys for an RP ID, each from its
/// own file: iOS from the AASA's `webcredentials`, Android's Credential Manager from assetlinks.json's
/// `delegate_permission/common.get_login_creds`, browsers from `/.well-known/webauthn` (related origins).
public enum PasskeyPlatform: String, Sendable, Hashable, Codable, CaseIterable {
    case ios
    case android
    case browsers

    /// The platform's name as people write it.
    public var title: String {
        switch self {
        case .ios: "iOS"
        case .android: "Android"
        case .browsers: "Browsers"
        }
    }
}

/// Whether a platform accepts passkeys for the RP ID (JSON: the raw value).
public enum PasskeyVerdict: String, Sendable, Hashable, Codable, CaseIterable {
    /// The platform's file says yes.
    case ready
    /// Certainly not: the broken part and its fix are named.
    case broken
    /// Could not be decided (the host did not answer, the CDN could not be read): what would settle it is said.
    case unknown
    /// Not asked (no `--app` for iOS, no `--package` for Android).
    case skipped

    /// Worse is higher: the platform's verdict is the worst of its apps', the report's the worst of its
    /// platforms'.
    public var rank: Int {
        switch self {
        case .skipped: 0
        case .ready: 1
        case .unknown: 2
        case .broken: 3
        }
    }
}
