import Foundation
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// The watch's state inside the server's store (`ulinks serve --watch`), so that every replica on one
/// PostgreSQL shares it: each domain's record and history of transitions (`WatchStore` of UniversalLinksWatch), the domains
/// registered through the admin API, the check leases that let one replica at a time check a domain, what
/// the last check saw of the certificate and the CDN (for `/metrics`), and when Apple's CDN first served
/// each published version.
public protocol ServerWatchStore: WatchStore {
    /// Every registered domain, sorted by domain.
    func watchRegistrations() async throws -> [WatchRegistration]
    func watchRegistration(domain: String) async throws -> WatchRegistration?
    /// Adds or replaces the registration of its domain.
    func saveWatchRegistration(_ registration: WatchRegistration) async throws
    /// Removes the registration and, unless `keepState` (a hosted domain stays watched), the domain's current
    /// record, facts and lease (its history stays). False when the domain was not registered.
    func deleteWatchRegistration(domain: String, keepState: Bool) async throws -> Bool

    /// Takes the check lease of each of the request's domains, in its order and at most its limit, that is
    /// free (none yet, or one that ended at or before `now`) and not being checked (see
    /// ``WatchLeaseRequest/checkingUntil``), and returns the domains taken. A lease is not released after
    /// the check: it runs one interval, so across replicas a domain is checked once per interval.
    func acquireWatchLeases(_ request: WatchLeaseRequest) async throws -> WatchLeaseGrant
    /// Ends the leases of `domains` now (a publish makes its domain due at once); a check in flight still
    /// keeps a second one from starting until it finishes.
    func releaseWatchLeases(_ domains: [String]) async throws
    /// `owner`'s checks of `domains` are over (saved): the domains may be checked again once due.
    func finishWatchChecks(_ domains: [String], owner: String) async throws
    /// How many domains are registered (one count, not every registration read).
    func watchRegistrationCount() async throws -> Int

    /// Notes what the last check of `domain` saw (`/metrics`).
    func saveWatchFacts(_ facts: WatchFacts) async throws
    /// What the last checks saw, by domain.
    func watchFacts() async throws -> [String: WatchFacts]
    /// Every domain's transitions at or after `since` (without reports), oldest first, at most `limit`.
    func watchTransitions(since: Date, limit: Int) async throws -> [WatchTransition]

    /// Apple's CDN served bytes hashing to `sha256` for `host`'s apple-app-site-association at `at`: every
    /// version with those bytes, published at or before `at` and not yet seen on the CDN, gets `at` as its
    /// propagation time. Returns those versions.
    func recordCDNPropagation(host: HostName, sha256: String, at: Date) async throws -> [Int]
    /// The propagation seconds of each host's live apple-app-site-association version, for those the CDN
    /// has served.
    func liveCDNPropagation() async throws -> [String: Double]
}

/// What ``ServerWatchStore/acquireWatchLeases(_:)`` is asked for.
public struct WatchLeaseRequest: Sendable {
    /// In the order they should start (hosted first).
    public var domains: [String]
    public var owner: String
    /// The end of the lease: the domain's next check is due then.
    public var until: Date
    /// The deadline of the check that starts now: until then (or until ``ServerWatchStore/finishWatchChecks(_:owner:)``)
    /// no other check of the domain starts, even when its lease is released. Nil: not marked.
    public var checkingUntil: Date?
    public var now: Date
    /// Domains taken at most (the free slots).
    public var limit: Int

    public init(
        _ domains: [String], owner: String, until: Date, checkingUntil: Date? = nil, now: Date, limit: Int? = nil
    ) {
        self.domains = domains
        self.owner = owner
        self.until = until
        self.checkingUntil = checkingUntil
        self.now = now
        self.limit = max(0, limit ?? domains.count)
    }
}

/// What ``ServerWatchStore/acquireWatchLeases(_:)`` took, and how late the schedule runs.
public struct WatchLeaseGrant: Sendable, Hashable {
    public var taken: [String] = []
    /// Seconds the latest of the domains taken started after its due time (its lease's end).
    public var late: Double = 0
    /// The earliest due time among the domains due and not taken (no free slot): now minus it is how late
    /// the schedule runs.
    public var oldestDue: Date?

    public init(taken: [String] = [], late: Double = 0, oldestDue: Date? = nil) {
        self.taken = taken
        self.late = late
        self.oldestDue = oldestDue
    }

    /// How late the schedule runs at `now`.
    public func lateness(at now: Date) -> Double {
        max(late, oldestDue.map { now.timeIntervalSince($0) } ?? 0, 0)
    }
}

extension ServerWatchStore {
    /// The leases of every free domain of `domains`, without marking checks in flight.
    public func acquireWatchLeases(_ domains: [String], owner: String, until: Date, now: Date) async throws
        -> [String]
    {
        try await acquireWatchLeases(WatchLeaseRequest(domains, owner: owner, until: until, now: now)).taken
    }
}

/// A domain watched on request (`PUT /admin/v1/watch/{domain}`), with what must hold and where its
/// transitions go.
public struct WatchRegistration: Sendable, Hashable, Codable {
    public var target: WatchTarget
    public var createdAt: Date
    public var updatedAt: Date

    public init(target: WatchTarget, createdAt: Date, updatedAt: Date) {
        self.target = target
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    public var domain: String { target.domain }
}

/// What the last check of a domain saw besides its state: the certificate's end and the age of Apple's
/// CDN copy (`/metrics`).
public struct WatchFacts: Sendable, Hashable {
    public var domain: String
    public var certificateExpiry: Date?
    /// The CDN's `Age` header, seconds.
    public var cdnAge: Int?
    public var checkedAt: Date

    public init(domain: String, certificateExpiry: Date?, cdnAge: Int?, checkedAt: Date) {
        self.domain = domain
        self.certificateExpiry = certificateExpiry
        self.cdnAge = cdnAge
        self.checkedAt = checkedAt
    }

    /// The facts of `report`, checked at `at`.
    init(_ report: DomainReport, at: Date) {
        self.init(
            domain: report.domain,
            certificateExpiry: report.certificate.map { Date(timeIntervalSince1970: Double($0.notAfter)) },
            cdnAge: report.cdn?.apple?.age, checkedAt: at)
    }
}

extension WatchRegistration {
    /// The target as the SQL stores keep it (compact JSON).
    static func encodeTarget(_ target: WatchTarget) throws -> String { try JSONOutput.encode(target, pretty: false) }

    /// A registration from a stored row.
    static func decode(target: String?, createdAt: Int64, updatedAt: Int64) throws -> WatchRegistration {
        guard let text = target, let decoded = try? JSONDecoder().decode(WatchTarget.self, from: Data(text.utf8)) else {
            throw StoreError(.corrupt, .api("unreadable-registration"))
        }
        return WatchRegistration(
            target: decoded, createdAt: StoreRows.date(createdAt), updatedAt: StoreRows.date(updatedAt))
    }
}
