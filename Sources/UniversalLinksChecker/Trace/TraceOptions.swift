import UniversalLinks

/// What ``LinkTracer`` follows and decides: the fetch options of ``DomainChecker`` (deadline, trust,
/// `--resolve`, Apple's CDN), the apps asked about, and the limits of the walk.
public struct TraceOptions: Sendable {
    /// Fetching: `timeout` bounds each hop's page fetch and each host's association check.
    public var checker: CheckerOptions
    /// iOS app IDs on the device; empty: any app the files list.
    public var apps: [String]
    /// The Android app asked about; nil: no Android verdict.
    public var android: AndroidApp?
    /// Decide iOS from Apple's CDN copy (what devices fetch since iOS 14) instead of the origin file.
    public var cdn: Bool
    /// At most this many hops are fetched (the tapped URL is the first).
    public var maxHops: Int
    /// Follow hops whose host resolves to a loopback, private or link-local address (a `--resolve`
    /// mapping allows its host on its own).
    public var allowPrivateAddresses: Bool
    /// The app's Associated Domains (from its entitlements); nil: not asked.
    public var entitlements: AppEntitlements?
    /// The User-Agent of the page fetches: a phone's browser, since click trackers answer it.
    public var browserUserAgent: String
    /// The language of the report's prose (reasons, notes, fixes); English by default, as the JSON
    /// contract has it. Codes, URLs, app IDs and JSON keys never change.
    public var localizer: Localizer = .english

    public static let safariUserAgent =
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.2 Mobile/15E148 Safari/604.1"

    /// An Android app: its package and the SHA-256 fingerprints of its signing certificates (empty:
    /// any statement for the package counts).
    public struct AndroidApp: Sendable, Hashable {
        public var package: String
        public var fingerprints: [String]
        public init(package: String, fingerprints: [String] = []) {
            self.package = package
            self.fingerprints = fingerprints
        }
    }

    /// The app side: its Associated Domains entries and its own app ID when known.
    public struct AppEntitlements: Sendable, Hashable {
        public var source: String
        public var domains: [AssociatedDomain]
        public var applicationIdentifier: String?
        public init(source: String, domains: [AssociatedDomain], applicationIdentifier: String? = nil) {
            self.source = source
            self.domains = domains
            self.applicationIdentifier = applicationIdentifier
        }
    }

    public init(
        checker: CheckerOptions = CheckerOptions(), apps: [String] = [], android: AndroidApp? = nil, cdn: Bool = false,
        maxHops: Int = 10, allowPrivateAddresses: Bool = false, entitlements: AppEntitlements? = nil
    ) {
        self.checker = checker
        self.apps = apps
        self.android = android
        self.cdn = cdn
        self.maxHops = maxHops
        self.allowPrivateAddresses = allowPrivateAddresses
        self.entitlements = entitlements
        self.browserUserAgent = Self.safariUserAgent
    }
}
