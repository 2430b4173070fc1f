/// How ``DomainChecker`` fetches: deadlines, trust, name overrides, identity and Apple's CDN.
public struct CheckerOptions: Sendable, Hashable {
    /// The whole check of one domain must finish within this many seconds (every fetch shares it).
    public var timeout: Double = 10
    /// Accept certificates the system does not trust, as devices do for `?mode=developer` entries (and say so).
    public var developerMode = false
    /// A PEM file of extra trusted root certificates (a private or test CA), added to the system's.
    public var extraCAFile: String?
    /// Host name to address:port mappings (like curl's `--resolve`), keyed by lower-cased host.
    public var resolve: [String: ResolveOverride] = [:]
    /// The user agent sent; Apple's CDN fetcher identifies itself as `AASA-Bot/1.0.0`.
    public var userAgent = CheckerOptions.appleUserAgent
    /// Base URL of Apple's CDN; the domain is appended.
    public var cdnBase = CheckerOptions.appleCDNBase
    /// Also fetch the legacy root location `https://HOST/apple-app-site-association`.
    public var checkLegacyRoot = true
    /// Apple's limit on the (decoded) file size; the download stops one byte past it.
    public var maxFileSize = 131_072
    /// Above this many seconds the response time warns.
    public var slowResponseSeconds: Double = 2
    /// A certificate expiring within this many days warns.
    public var expiryWarningDays = 14
    /// Digital Asset Links: at most this many files are fetched for one statement list (the list and its
    /// includes); an include loop or fan-out stops there with FETCH_BUDGET_EXHAUSTED.
    public var maxStatementFetches = 10
    /// Digital Asset Links: includes nested deeper than this are not fetched.
    public var maxIncludeDepth = 5
    /// Let URLs named by a file (includes) reach loopback, private and link-local addresses.
    public var allowPrivateAddresses = false
    /// Fetch a redirect's HTTPS target to say whether it would serve a valid file. Off where the
    /// target, named by the server, must not be fetched (`ulinks mcp` refuses private addresses).
    public var fetchRedirectTargets = true

    public static let appleUserAgent = "AASA-Bot/1.0.0"
    public static let appleCDNBase = "https://app-site-association.cdn-apple.com/a/v1/"

    public init() {}

    public init(
        timeout: Double = 10, developerMode: Bool = false, extraCAFile: String? = nil, resolve: [ResolveOverride] = [],
        userAgent: String = CheckerOptions.appleUserAgent, cdnBase: String = CheckerOptions.appleCDNBase
    ) {
        self.timeout = timeout
        self.developerMode = developerMode
        self.extraCAFile = extraCAFile
        self.resolve = Dictionary(resolve.map { ($0.host, $0) }, uniquingKeysWith: { _, last in last })
        self.userAgent = userAgent
        self.cdnBase = cdnBase
    }

    /// The override for `host`, if any.
    func override(for host: String) -> ResolveOverride? { resolve[host.lowercased()] }
}
