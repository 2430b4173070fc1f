import Foundation

/// Where ACME state lives, next to the files (so replicas on one PostgreSQL share it): the account
/// key per directory, and one row per host with its certificate, its last failure and the order
/// lease that lets only one replica order a given certificate at a time.
///
/// Private keys go in and come out only through ``acmeAccountKey(directory:)`` and
/// ``issuedCertificates(since:)``; ``certificateStates()`` (what the admin API shows) never has them.
public protocol CertificateStore: Sendable {
    /// The stored account key (PEM) for an ACME directory URL.
    func acmeAccountKey(directory: String) async throws -> String?
    /// Stores the key unless one is already stored (another replica won); returns the stored one.
    func saveACMEAccountKey(_ pem: String, directory: String, at: Date) async throws -> String
    /// Takes the order lease of `host` for `owner` until `until`, if it is free, expired or already
    /// `owner`'s. Returns whether `owner` holds it.
    func acquireOrderLease(host: HostName, owner: String, until: Date, now: Date) async throws -> Bool
    /// Stores an issued certificate, clears the failure count and releases the lease.
    func saveCertificate(_ certificate: StoredCertificate, owner: String, at: Date) async throws
    /// Records a failed order: the error text (never key material), one more failure in a row, and
    /// the next attempt at `nextAttempt(failures)` (every replica backs off from the shared count);
    /// releases the lease. Returns the failure count and the next attempt.
    func recordCertificateFailure(
        host: HostName, error: String, owner: String, at: Date, nextAttempt: @escaping @Sendable (Int) -> Date
    ) async throws -> (failures: Int, nextAttempt: Date)
    /// Certificates issued at or after `since` (all with nil), with their keys: what a replica loads.
    func issuedCertificates(since: Date?) async throws -> [StoredCertificate]
    /// Makes a stored certificate due for renewal now (the admin API's forced renewal). False when the
    /// host has no certificate.
    func requestRenewal(host: HostName, now: Date) async throws -> Bool
    /// Hosts whose certificate is due (missing, or past its renewal time), not backing off and not
    /// being ordered: what a replica's manager tries to order.
    func dueHosts(now: Date, limit: Int) async throws -> [HostName]
    /// Shares an http-01 answer with every replica (the CA's request may reach any of them).
    func saveChallenge(token: String, host: HostName, keyAuthorization: String, expires: Date) async throws
    func deleteChallenge(token: String) async throws
    /// The answer for `token` when it was stored for `host` and has not expired.
    func challenge(token: String, host: HostName, now: Date) async throws -> String?
    /// Every host's state without key material.
    func certificateStates() async throws -> [CertificateState]
    /// One host's state without key material; nil when the store has no row for it.
    func certificateState(host: HostName) async throws -> CertificateState?
}

/// A certificate with its key as stored.
public struct StoredCertificate: Sendable, CustomStringConvertible {
    public var host: HostName
    public var chainPEM: String
    public var privateKeyPEM: String
    public var notBefore: Date
    public var notAfter: Date
    public var issuedAt: Date

    public init(
        host: HostName, chainPEM: String, privateKeyPEM: String, notBefore: Date, notAfter: Date, issuedAt: Date
    ) {
        self.host = host
        self.chainPEM = chainPEM
        self.privateKeyPEM = privateKeyPEM
        self.notBefore = notBefore
        self.notAfter = notAfter
        self.issuedAt = issuedAt
    }

    /// Two thirds into the lifetime.
    public var renewalDate: Date { Self.renewalDate(notBefore: notBefore, notAfter: notAfter) }

    static func renewalDate(notBefore: Date, notAfter: Date) -> Date {
        notBefore.addingTimeInterval(notAfter.timeIntervalSince(notBefore) * 2 / 3)
    }

    /// Never includes the key.
    public var description: String { "StoredCertificate(\(host), valid \(notBefore) to \(notAfter))" }
}

/// What the admin API shows for one host (no key material, ever).
public struct CertificateState: Sendable, Codable, Hashable {
    public enum Status: String, Sendable, Codable, Hashable {
        /// No certificate and no order running.
        case none
        /// An order is running (a replica holds the lease).
        case pending
        case valid
        case expired
    }

    public var host: HostName
    public var status: Status
    public var notBefore: Date?
    public var validUntil: Date?
    public var renewAt: Date?
    public var lastError: String?
    public var failures: Int
    public var nextAttempt: Date?

    public init(
        host: HostName, status: Status, notBefore: Date? = nil, validUntil: Date? = nil, renewAt: Date? = nil,
        lastError: String? = nil, failures: Int = 0, nextAttempt: Date? = nil
    ) {
        self.host = host
        self.status = status
        self.notBefore = notBefore
        self.validUntil = validUntil
        self.renewAt = renewAt
        self.lastError = lastError
        self.failures = failures
        self.nextAttempt = nextAttempt
    }

    /// Builds the state from a row's columns (shared by the SQL stores).
    static func from(
        host: HostName, notBefore: Int64?, notAfter: Int64?, leaseUntil: Int64?, lastError: String?, failures: Int,
        nextAttempt: Int64?, now: Date
    ) -> CertificateState {
        let nowMillis = StoreRows.millis(now)
        let status: Status
        if let notAfter, notAfter > nowMillis {
            status = .valid
        } else if let leaseUntil, leaseUntil > nowMillis {
            status = .pending
        } else if notAfter != nil {
            status = .expired
        } else {
            status = .none
        }
        let before = notBefore.map(StoreRows.date)
        let after = notAfter.map(StoreRows.date)
        let renew = before.flatMap { b in after.map { StoredCertificate.renewalDate(notBefore: b, notAfter: $0) } }
        return CertificateState(
            host: host, status: status, notBefore: before, validUntil: after, renewAt: renew, lastError: lastError,
            failures: failures, nextAttempt: nextAttempt.map(StoreRows.date))
    }
}
