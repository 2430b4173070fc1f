import Foundation
import NIOConcurrencyHelpers
import NIOSSL
import Testing
import UniversalLinksServer

/// What the SNI callback and the http-01 listener see: only managed names get a certificate,
/// intermediates are shared, challenge answers are per host.
@Suite struct CertificateCacheTests {
    @Test func onlyManagedNamesGetTheirCertificate() throws {
        let certificates = try TestCertificates([("app", ["app.example.com"]), ("two", ["two.example.com"])])
        defer { certificates.remove() }
        let managed = NIOLockedValueBox<Set<String>>(["app.example.com", "two.example.com"])
        let cache = CertificateCache { name in managed.withLockedValue { $0.contains(name) } }
        for name in ["app", "two"] {
            let chain = try String(contentsOfFile: certificates.certificatePath(name), encoding: .utf8)
            let ca = try String(contentsOfFile: certificates.caPath, encoding: .utf8)
            try cache.install(
                StoredCertificate(
                    host: HostName("\(name).example.com")!, chainPEM: chain + ca,
                    privateKeyPEM: try String(contentsOfFile: certificates.keyPath(name), encoding: .utf8),
                    notBefore: Date(), notAfter: Date() + 3600, issuedAt: Date()))
        }
        #expect(cache.count == 2)
        let app = try #require(cache.override(for: "app.example.com"))
        #expect(app.certificateChain?.count == 2)
        #expect(cache.override(for: "APP.example.com.") != nil)  // case and a trailing dot
        #expect(cache.override(for: "other.example.com") == nil)
        #expect(cache.override(for: nil) == nil)
        // A domain removed from the store is refused at the next handshake.
        managed.withLockedValue { _ = $0.remove("two.example.com") }
        #expect(cache.override(for: "two.example.com") == nil)
        #expect(cache.renewalDates.keys.sorted() == ["app.example.com", "two.example.com"])
        #expect(throws: (any Error).self) {
            try cache.install(
                StoredCertificate(
                    host: HostName("bad.example.com")!, chainPEM: "no pem", privateKeyPEM: "", notBefore: Date(),
                    notAfter: Date(), issuedAt: Date()))
        }
    }

    /// A forced renewal issued within the same second as the certificate it replaces has the same
    /// validity dates; a replica must still install it (it once kept serving the old one for good).
    @Test func aRenewalWithTheSameDatesIsStillANewCertificate() throws {
        let certificates = try TestCertificates([("app", ["app.example.com"]), ("next", ["app.example.com"])])
        defer { certificates.remove() }
        let cache = CertificateCache { _ in true }
        let notBefore = Date(timeIntervalSince1970: 1_800_000_000)
        func stored(_ name: String, issuedAt: Date) throws -> StoredCertificate {
            StoredCertificate(
                host: HostName("app.example.com")!,
                chainPEM: try String(contentsOfFile: certificates.certificatePath(name), encoding: .utf8),
                privateKeyPEM: try String(contentsOfFile: certificates.keyPath(name), encoding: .utf8),
                notBefore: notBefore, notAfter: notBefore + 90 * 86_400, issuedAt: issuedAt)
        }
        let first = try stored("app", issuedAt: notBefore)
        let renewal = try stored("next", issuedAt: notBefore + 0.4)
        #expect(!cache.holds(first))
        #expect(!cache.hasCertificate(for: "app.example.com"))
        try cache.install(first)
        #expect(cache.holds(first))
        #expect(!cache.holds(renewal))
        #expect(cache.hasCertificate(for: "app.example.com"))
        try cache.install(renewal)
        #expect(cache.holds(renewal) && !cache.holds(first))
        let served = try #require(cache.override(for: "app.example.com")?.certificateChain?.first)
        let expected = try NIOSSLCertificate(bytes: Array(renewal.chainPEM.utf8), format: .pem)
        if case .certificate(let certificate) = served { #expect(certificate == expected) } else { Issue.record() }
        // Due: managed hosts with no certificate, or past their renewal date.
        let managed = ["app.example.com", "new.example.com"]
        #expect(cache.due(among: managed, now: notBefore) == ["new.example.com"])
        #expect(cache.due(among: managed, now: notBefore + 89 * 86_400) == Set(managed))
    }

    /// Rows loaded at start-up are parsed at their host's first handshake (100,000 of them parsed at
    /// once took seconds): a good one is then served, a bad one fails that handshake, never a crash.
    @Test func loadedCertificatesAreParsedAtTheirFirstHandshake() throws {
        let certificates = try TestCertificates([("app", ["app.example.com"])])
        defer { certificates.remove() }
        let cache = CertificateCache { _ in true }
        let chain = try String(contentsOfFile: certificates.certificatePath("app"), encoding: .utf8)
        let key = try String(contentsOfFile: certificates.keyPath("app"), encoding: .utf8)
        func stored(_ host: String, key: String) -> StoredCertificate {
            StoredCertificate(
                host: HostName(host)!, chainPEM: chain, privateKeyPEM: key, notBefore: Date(),
                notAfter: Date() + 3600, issuedAt: Date())
        }
        let notAKey = "-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----\n"
        try cache.install(stored("bad.example.com", key: notAKey), parseNow: false)
        #expect(cache.hasCertificate(for: "bad.example.com"))
        #expect(cache.override(for: "bad.example.com") == nil)
        #expect(throws: (any Error).self) { try cache.install(stored("worse.example.com", key: notAKey)) }
        #expect(!cache.hasCertificate(for: "worse.example.com"))

        try cache.install(stored("app.example.com", key: key), parseNow: false)
        let expected = try NIOSSLCertificate(bytes: Array(chain.utf8), format: .pem)
        for _ in 0..<2 {  // parsed at the first handshake, then kept
            let served = try #require(cache.override(for: "app.example.com")?.certificateChain?.first)
            if case .certificate(let certificate) = served { #expect(certificate == expected) } else { Issue.record() }
        }
    }

    @Test func challengeAnswersArePerHost() {
        let cache = CertificateCache { _ in true }
        cache.presentHTTP01(host: "app.example.com", token: "tok_123", keyAuthorization: "tok_123.thumb")
        #expect(cache.keyAuthorization(token: "tok_123", host: "app.example.com") == "tok_123.thumb")
        #expect(cache.keyAuthorization(token: "tok_123", host: "evil.example.com") == nil)
        cache.withdrawHTTP01(token: "tok_123")
        #expect(cache.keyAuthorization(token: "tok_123", host: "app.example.com") == nil)
    }
}
