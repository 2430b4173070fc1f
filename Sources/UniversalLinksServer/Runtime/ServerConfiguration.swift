import UniversalLinks

/// How an ``AssociationService`` serves and guards its files.
public struct ServerConfiguration: Sendable {
    /// Sent with every file. Apple's CDN and devices re-fetch on their own schedule; an hour keeps
    /// ordinary caches from holding a withdrawn file for long.
    public var cacheControl: String
    /// The admin bearer token; nil disables the admin API (every admin request gets 403).
    public var adminToken: String?
    /// Why the admin API is refused even with the right token (for example: listening on a public
    /// address without TLS); nil when it is allowed.
    public var adminRefusal: Message?
    /// How often the store is polled for changes made elsewhere (other replicas, a `--dir` folder).
    public var pollInterval: Duration
    /// Largest upload accepted by the admin API.
    public var maximumUploadSize: Int
    /// The web console (page and `/api/v1`); off unless enabled (`ulinks serve` enables it).
    public var console = ConsoleConfiguration()
    /// How long an admin request waits for the store before it is answered `503 store-unavailable`
    /// (with `Retry-After`): a database that is down or unreachable must not hold requests open.
    public var storeTimeout: Duration = .seconds(5)
    /// The watch of the hosted and registered domains (`ulinks serve --watch`); nil (the default) for none.
    public var watch: ServerWatchConfiguration?

    public init(
        cacheControl: String = "public, max-age=3600",
        adminToken: String? = nil,
        adminRefusal: Message? = nil,
        pollInterval: Duration = .seconds(1),
        maximumUploadSize: Int = UploadValidator.maximumSize
    ) {
        self.cacheControl = cacheControl
        self.adminToken = adminToken
        self.adminRefusal = adminRefusal
        self.pollInterval = pollInterval
        self.maximumUploadSize = maximumUploadSize
    }
}
