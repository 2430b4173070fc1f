/// Which hosts Android asks to verify for an app, as AOSP's `DomainVerificationCollector` collects them
/// (`services/core/java/com/android/server/pm/verify/domain/DomainVerificationCollector.java`, Apache-2.0).
///
/// Two rules, chosen by the app's `targetSdkVersion`:
/// - **Android 12 and above** (target 31+, `RESTRICT_DOMAINS`): only filters with `autoVerify`, `VIEW`,
///   `BROWSABLE`, `DEFAULT` and no scheme but `http`/`https` count, and each host is verified on its own.
/// - **Below Android 12**: as soon as one filter has `autoVerify`, `VIEW`, `BROWSABLE` and only web schemes,
///   the hosts of **every** filter with `VIEW`, `BROWSABLE` and some web scheme are verified, autoVerify or
///   not, `DEFAULT` or not, and together: one host failing fails them all.
///
/// Hosts that are not domain names (`Patterns.DOMAIN_NAME`, with an optional `*.`) are left out of the
/// verification and listed as invalid.
public struct AndroidHostCollection: Sendable, Hashable, Codable {
    /// Whether hosts are verified one by one (target 31+) rather than all together.
    public var perHost: Bool
    /// The hosts Android asks to verify, first-seen order, each once.
    public var hosts: [String]
    /// Hosts of the filters that would be verified but that are not domain names.
    public var invalidHosts: [String]

    /// The Android version (API level) from which hosts are verified one by one.
    public static let perHostSince = 31

    /// Collects from `filters` for an app targeting `targetSdk` (nil: unknown, read as current, 31+).
    public init(filters: [AndroidManifest.IntentFilter], targetSdk: Int?) {
        perHost = (targetSdk ?? Self.perHostSince) >= Self.perHostSince
        let verified: [AndroidManifest.IntentFilter]
        if perHost {
            verified = filters.filter { $0.autoVerify && $0.hasDefault && $0.handlesWebURIs(onlyWebSchemes: true) }
        } else if filters.contains(where: { $0.autoVerify && $0.handlesWebURIs(onlyWebSchemes: true) }) {
            verified = filters.filter { $0.handlesWebURIs(onlyWebSchemes: false) }
        } else {
            verified = []
        }
        var seen: Set<String> = []
        var hosts: [String] = []
        var invalid: [String] = []
        for host in verified.flatMap(\.hosts) where seen.insert(host).inserted {
            if Self.isValidHost(host) { hosts.append(host) } else { invalid.append(host) }
        }
        self.hosts = hosts
        invalidHosts = invalid
    }

    /// `(\*\.)?` followed by `android.util.Patterns.DOMAIN_NAME`: labels of letters, digits and non-ASCII
    /// characters (`-` and `_` inside), a top-level label of two or more letters or a Punycode `xn--`
    /// label; or a dotted IPv4 address as that pattern writes it.
    public static func isValidHost(_ host: String) -> Bool {
        var name = Substring(host)
        if name.hasPrefix("*.") { name = name.dropFirst(2) }
        if isIPv4(name) { return true }
        let labels = name.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let top = labels.last else { return false }
        func isLabelCharacter(_ s: Unicode.Scalar) -> Bool { s.isASCIIAlphanumeric || s.value >= 0xA0 }
        for label in labels.dropLast() {
            let scalars = Array(label.unicodeScalars)
            guard let first = scalars.first, let last = scalars.last, scalars.count <= 63,
                isLabelCharacter(first), isLabelCharacter(last),
                scalars.allSatisfy({ isLabelCharacter($0) || $0 == "-" || $0 == "_" })
            else { return false }
        }
        let topScalars = Array(top.unicodeScalars)
        if top.lowercased().hasPrefix("xn--") {
            // `xn\-\-[\w\-]{0,58}\w`
            let rest = topScalars.dropFirst(4)
            func isWord(_ s: Unicode.Scalar) -> Bool { s.isASCIIAlphanumeric || s == "_" }
            if top.hasPrefix("xn--"), let last = rest.last, rest.count <= 59, isWord(last),
                rest.allSatisfy({ isWord($0) || $0 == "-" })
            {
                return true
            }
        }
        return (2...63).contains(topScalars.count)
            && topScalars.allSatisfy { ("a"..."z").contains($0) || ("A"..."Z").contains($0) || $0.value >= 0xA0 }
    }

    /// `Patterns.IP_ADDRESS`: four decimal parts of at most 255; the first is not 0, the inner two may be,
    /// and leading zeros are allowed only as three digits (`010` but not `01`).
    static func isIPv4(_ text: Substring) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for (index, part) in parts.enumerated() {
            guard (1...3).contains(part.count), part.allSatisfy(\.isASCII), part.allSatisfy(\.isNumber),
                let value = Int(part), value <= 255
            else { return false }
            if part.count == 2 && part.first == "0" { return false }
            if part.count == 1 && value == 0 && index == 0 { return false }
        }
        return true
    }
}

extension AndroidManifest.IntentFilter {
    static let viewAction = "android.intent.action.VIEW"
    static let browsableCategory = "android.intent.category.BROWSABLE"
    static let defaultCategory = "android.intent.category.DEFAULT"

    public var hasDefault: Bool { categories.contains(Self.defaultCategory) }

    /// `IntentFilter.handlesWebUris`: `VIEW`, `BROWSABLE` and some scheme; with `onlyWebSchemes`, every scheme
    /// `http` or `https`, otherwise at least one of them.
    public func handlesWebURIs(onlyWebSchemes: Bool) -> Bool {
        guard actions.contains(Self.viewAction), categories.contains(Self.browsableCategory), !schemes.isEmpty
        else { return false }
        let isWeb = { (scheme: String) in scheme == "http" || scheme == "https" }
        return onlyWebSchemes ? schemes.allSatisfy(isWeb) : schemes.contains(where: isWeb)
    }
}
