import Foundation
import Testing
import UniversalLinksServer

/// The certificate tables of the SQL stores: the order lease (one replica at a time), renewal due
/// dates, shared backoff, shared challenge answers, and states without key material.
@Suite struct CertificateStoreTests {
    static let host = HostName("app.example.com")!
    /// Now, in whole seconds (the stores keep milliseconds; states are judged against the real clock).
    static let t0 = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    @Test(arguments: [StoreTests.Backend.sqlite, .postgres])
    func leaseRenewalBackoffAndStates(_ backend: StoreTests.Backend) async throws {
        try await StoreTests.with(backend) { plain in
            let store = try #require(plain as? any CertificateStore)
            let t0 = Self.t0
            // One lease holder at a time; the holder may renew it; it expires.
            #expect(try await store.acquireOrderLease(host: Self.host, owner: "a", until: t0 + 300, now: t0))
            #expect(try await !store.acquireOrderLease(host: Self.host, owner: "b", until: t0 + 300, now: t0 + 1))
            #expect(try await store.acquireOrderLease(host: Self.host, owner: "a", until: t0 + 300, now: t0 + 2))
            #expect(try await store.acquireOrderLease(host: Self.host, owner: "b", until: t0 + 700, now: t0 + 301))
            #expect(try await store.certificateStates().first?.status == .pending)

            // A failure releases the lease and backs off by the shared count.
            let first = try await store.recordCertificateFailure(
                host: Self.host, error: "transport: refused", owner: "b", at: t0 + 302
            ) { t0 + 302 + Double($0) * 10 }
            #expect(first.failures == 1 && first.nextAttempt == t0 + 312)
            #expect(try await !store.acquireOrderLease(host: Self.host, owner: "a", until: t0 + 900, now: t0 + 305))
            #expect(try await store.dueHosts(now: t0 + 305, limit: 10).isEmpty)
            #expect(try await store.dueHosts(now: t0 + 313, limit: 10) == [Self.host])
            #expect(try await store.acquireOrderLease(host: Self.host, owner: "a", until: t0 + 900, now: t0 + 313))
            let second = try await store.recordCertificateFailure(
                host: Self.host, error: "order-failed: invalid", owner: "a", at: t0 + 314
            ) { t0 + 314 + Double($0) * 10 }
            #expect(second.failures == 2 && second.nextAttempt == t0 + 334)
            let failing = try #require(try await store.certificateStates().first)
            #expect(failing.status == .none && failing.failures == 2 && failing.lastError == "order-failed: invalid")

            // A stored certificate clears the failures and is due at two thirds of its lifetime.
            let certificate = StoredCertificate(
                host: Self.host, chainPEM: "-----BEGIN CERTIFICATE-----\nAA==\n-----END CERTIFICATE-----\n",
                privateKeyPEM: "-----BEGIN PRIVATE KEY-----\nsecret\n-----END PRIVATE KEY-----\n",
                notBefore: t0, notAfter: t0 + 90 * 86_400, issuedAt: t0 + 400)
            try await store.saveCertificate(certificate, owner: "a", at: t0 + 400)
            let valid = try #require(try await store.certificateStates().first)
            #expect(valid.failures == 0 && valid.lastError == nil && valid.renewAt == t0 + 60 * 86_400)
            #expect(!"\(valid)".contains("secret"))
            // One host's row alone: the same state; none for a host without a row.
            #expect(try await store.certificateState(host: Self.host) == valid)
            #expect(try await store.certificateState(host: HostName("other.example.com")!) == nil)
            #expect(!"\(certificate)".contains("secret"))
            #expect(try await !store.acquireOrderLease(host: Self.host, owner: "b", until: t0 + 999, now: t0 + 500))
            #expect(try await store.dueHosts(now: t0 + 61 * 86_400, limit: 10) == [Self.host])
            #expect(
                try await store.issuedCertificates(since: t0 + 400).map(\.privateKeyPEM) == [certificate.privateKeyPEM])
            #expect(try await store.issuedCertificates(since: t0 + 401).isEmpty)

            // A forced renewal makes it due now.
            #expect(try await store.requestRenewal(host: Self.host, now: t0 + 600))
            #expect(try await store.dueHosts(now: t0 + 601, limit: 10) == [Self.host])
            #expect(try await !store.requestRenewal(host: HostName("other.example.com")!, now: t0 + 600))

            // Account keys: the first stored wins.
            #expect(try await store.acmeAccountKey(directory: "https://ca/dir") == nil)
            #expect(try await store.saveACMEAccountKey("one", directory: "https://ca/dir", at: t0) == "one")
            #expect(try await store.saveACMEAccountKey("two", directory: "https://ca/dir", at: t0) == "one")

            // Challenge answers are shared, per host, until they expire.
            try await store.saveChallenge(
                token: "tok", host: Self.host, keyAuthorization: "tok.thumb", expires: t0 + 60)
            #expect(try await store.challenge(token: "tok", host: Self.host, now: t0) == "tok.thumb")
            #expect(try await store.challenge(token: "tok", host: HostName("evil.example.com")!, now: t0) == nil)
            #expect(try await store.challenge(token: "tok", host: Self.host, now: t0 + 61) == nil)
            try await store.deleteChallenge(token: "tok")
            #expect(try await store.challenge(token: "tok", host: Self.host, now: t0) == nil)
        }
    }
}
