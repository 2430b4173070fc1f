#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A provisioning profile (`.mobileprovision`, `.provisionprofile`): a CMS-signed property list. The
/// envelope is read with the core's BER reader (the signature is not verified: the profile is the
/// developer's own file); the property list with Foundation's parser.
public struct ProvisioningProfile: Sendable, Hashable, Codable {
    public var name: String?
    public var teamIdentifiers: [String]
    public var appIDPrefixes: [String]
    /// The `application-identifier` it allows, `TEAMID.bundle.id` or a wildcard `TEAMID.*`.
    public var applicationIdentifier: String?
    /// The associated-domains entitlement it allows (`*` for any): nil when the capability is absent.
    public var associatedDomains: [String]?
    public var expirationDate: Date?

    /// Why a profile could not be read.
    public struct ReadError: Error, Sendable, Hashable {
        public var message: Message
    }

    public init(bytes: [UInt8]) throws(ReadError) {
        let payload: [UInt8]
        switch SignedEnvelope.unwrapIfSigned(bytes) {
        case .success(let unwrapped)?: payload = unwrapped.payload
        case .failure(let error)?: throw ReadError(message: "the CMS envelope cannot be read: \(error.message)")
        case nil:
            // A decoded profile (`security cms -D -i`) is the property list itself.
            payload = bytes
        }
        let root: Any
        do {
            root = try PropertyListReader.read(payload).root
        } catch {
            throw ReadError(message: "the signed content is not a property list")
        }
        guard let dictionary = root as? [String: Any] else {
            throw ReadError(message: "the signed property list is not a dictionary")
        }
        name = dictionary["Name"] as? String
        teamIdentifiers = dictionary["TeamIdentifier"] as? [String] ?? []
        appIDPrefixes = dictionary["ApplicationIdentifierPrefix"] as? [String] ?? []
        expirationDate = dictionary["ExpirationDate"] as? Date
        let entitlements = dictionary["Entitlements"] as? [String: Any] ?? [:]
        applicationIdentifier =
            (entitlements["application-identifier"] ?? entitlements["com.apple.application-identifier"]) as? String
        switch entitlements[AssociatedDomain.entitlementKey] {
        case let list as [String]: associatedDomains = list
        case let single as String: associatedDomains = [single]
        default: associatedDomains = nil
        }
    }

    /// Whether the profile's App ID covers `bundleID` (exactly, or by a trailing `*`).
    public func covers(bundleID: String) -> Bool {
        guard let applicationIdentifier, let dot = applicationIdentifier.firstIndex(of: ".") else { return false }
        let pattern = applicationIdentifier[applicationIdentifier.index(after: dot)...]
        if pattern.hasSuffix("*") { return bundleID.hasPrefix(pattern.dropLast()) }
        return pattern == bundleID
    }
}
