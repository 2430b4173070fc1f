/// What `ulinks passkeys` (and `POST /api/v1/passkeys`) asks about one RP ID.
///
/// JSON: `{"rpID", "appIDs", "packages", "fingerprints", "useCDN"}`; every list may be empty (that
/// platform is then skipped).
public struct PasskeysRequest: Sendable, Hashable, Codable {
    /// The relying party ID: a host name such as `example.com`.
    public var rpID: String
    /// iOS app IDs (`TEAMID.bundle.id`) that must be listed in the AASA's `webcredentials.apps`.
    public var appIDs: [String]
    /// Android package names that must be granted `delegate_permission/common.get_login_creds`.
    public var packages: [String]
    /// SHA-256 signing certificate fingerprints (colon-separated hex, any case); every package is checked
    /// with each.
    public var fingerprints: [String]
    /// Also read Apple's CDN copy of the AASA, which is what devices read.
    public var useCDN: Bool

    public init(
        rpID: String, appIDs: [String] = [], packages: [String] = [], fingerprints: [String] = [],
        useCDN: Bool = false
    ) {
        self.rpID = rpID
        self.appIDs = appIDs
        self.packages = packages
        self.fingerprints = fingerprints
        self.useCDN = useCDN
    }

    enum CodingKeys: String, CodingKey { case rpID, appIDs, packages, fingerprints, useCDN }

    /// Missing lists read as empty, a missing `useCDN` as false (API callers send what they need).
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        rpID = try c.decode(String.self, forKey: .rpID)
        appIDs = try c.decodeIfPresent([String].self, forKey: .appIDs) ?? []
        packages = try c.decodeIfPresent([String].self, forKey: .packages) ?? []
        fingerprints = try c.decodeIfPresent([String].self, forKey: .fingerprints) ?? []
        useCDN = try c.decodeIfPresent(Bool.self, forKey: .useCDN) ?? false
    }
}
