import NIOCore

/// The web console served by `ulinks serve` (the page at `/` and the JSON API under `/api/v1`).
public struct ConsoleConfiguration: Sendable {
    /// Off by default for embedders; `ulinks serve` turns it on when listening on loopback (or with `--console`).
    public var enabled: Bool
    /// Lets `POST /api/v1/check` fetch from loopback, private and link-local addresses (tests, intranets).
    public var allowPrivateCheck: Bool
    /// The most URLs one request may decide (`/api/v1/match`, `/api/v1/diff`, `/api/v1/check`).
    public var maximumURLs: Int
    /// Seconds allowed for one `/api/v1/check`, as `ulinks check --timeout` (and for each fetch of `/api/v1/trace`).
    public var checkTimeout: Double
    /// `HOST=ADDR:PORT` mappings for the check and the trace, used only with ``allowPrivateCheck``
    /// (`ulinks serve --console-check-resolve`).
    public var checkResolve: [String] = []
    /// Where the admin token is (a file's path, or `$ULINKS_ADMIN_TOKEN`), said beside the console's
    /// token field; nil: the places it can be. `ulinks serve` sets it when listening on loopback only
    /// (a page on a public address does not name the server's paths).
    public var adminTokenPlace: String?
    /// Extra trusted root certificates (a PEM file) for the check and the trace (`--console-check-ca`).
    public var checkCAFile: String?
    /// Validate, match, diff, fmt and payload requests running at once (each on a thread of its own,
    /// see ``HeavyWork``); one more is answered 429. Default: one less than the cores, at least 1.
    public var maximumConcurrentWork = max(1, System.coreCount - 1)
    /// Such requests that may wait (up to ``HeavyWork/patience``) for one running to finish before they
    /// are answered 429: a page's own requests overlap (a validate while a match runs). Default 8.
    public var maximumWaitingWork = 8
    /// How long such a request waits for its turn before it is answered 429 (default ``HeavyWork/patience``).
    public var waitingPatience: Duration = HeavyWork.patience
    /// `/api/v1/passkeys` requests running at once (each fetches three files for up to ``checkTimeout``);
    /// up to ``maximumWaitingWork`` more wait for a turn (``waitingPatience``), any more are answered 429.
    public var maximumConcurrentPasskeys = 4
    /// The most comparisons one `/api/v1/diff` may make: URLs compared × iOS versions × (app, rule)
    /// pairs of both files. Past it the URLs generated from the patterns are cut to fit and the answer
    /// says so (`truncated`); given URLs alone past it are refused (`400 over-budget`). A pair near
    /// the size limit then takes 0.1-0.3 s of one core in a release build (see `DiffBudget`).
    public var diffBudget = 4_000_000

    public init(
        enabled: Bool = false, allowPrivateCheck: Bool = false, maximumURLs: Int = 100, checkTimeout: Double = 10
    ) {
        self.enabled = enabled
        self.allowPrivateCheck = allowPrivateCheck
        self.maximumURLs = maximumURLs
        self.checkTimeout = checkTimeout
    }

    /// Whether a request for `path` belongs to the console (never one of the association files).
    func serves(_ path: String) -> Bool {
        enabled && (path == "/" || path == "/favicon.ico" || path.hasPrefix("/api/") || path.hasPrefix("/console/"))
    }
}
