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

    /// Takes the check lease of each of `domains` that is free (none yet, or one that ended at or before
    /// `now`) for `owner` until `until`, and returns the domains taken. A lease is not released after the
    /// check: it runs one interval, so across replicas a domain is checked once per interval.
    func acquireWatchLeases(_ domains: [String], owner: String, until: Date, now: Date) async throws -> [String]
    /// Ends the leases of `domains` now (a publish makes its domain due at once).
    func releaseWatchLeases(_ domains: [String]) async throws

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
            throw StoreError(.corrupt, "a watch registration is unreadable")
        }
        return WatchRegistration(
            target: decoded, createdAt: StoreRows.date(createdAt), updatedAt: StoreRows.date(updatedAt))
    }
}
