import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOSSL

/// The certificates a replica serves, by host, plus the challenge answers pending right now. Read
/// on every TLS handshake (SNI) and every challenge request, written by the certificate manager.
///
/// Intermediates are shared between hosts (parsed once per distinct PEM): with 100,000 hosts from
/// one CA, each host costs its leaf and key, not another copy of the issuer.
public final class CertificateCache: Sendable {
    struct Entry: Sendable {
        var chain: [NIOSSLCertificate]
        var key: NIOSSLPrivateKey
        var notAfter: Date
        var renewAt: Date
        /// When the stored row was written: tells a renewal apart from the certificate it replaces
        /// (two certificates issued in the same second have the same validity dates).
        var issuedAt: Date?
    }

    struct State: Sendable {
        var entries: [String: Entry] = [:]
        var intermediates: [String: NIOSSLCertificate] = [:]
        /// tls-alpn-01 certificates by host, while their challenge is pending.
        var alpn: [String: Entry] = [:]
        /// http-01 answers by token: the host they are for and the key authorization.
        var tokens: [String: (host: String, keyAuthorization: String)] = [:]
    }

    private let state = NIOLockedValueBox(State())
    /// Whether a host is managed right now (has a live file): checked at every handshake, so a
    /// domain removed from the store stops being served at once.
    private let isManaged: @Sendable (String) -> Bool

    public init(isManaged: @escaping @Sendable (String) -> Bool) {
        self.isManaged = isManaged
    }

    /// Parses and installs a stored certificate (replacing the host's previous one).
    public func install(_ certificate: StoredCertificate) throws {
        let blocks = Self.pemBlocks(certificate.chainPEM)
        guard let leafPEM = blocks.first else {
            throw StoreError(.corrupt, "stored certificate of \(certificate.host) has no PEM block")
        }
        let leaf = try NIOSSLCertificate(bytes: Array(leafPEM.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(certificate.privateKeyPEM.utf8), format: .pem)
        var parsed: [String: NIOSSLCertificate] = [:]
        for block in blocks.dropFirst() where state.withLockedValue({ $0.intermediates[block] }) == nil {
            parsed[block] = try NIOSSLCertificate(bytes: Array(block.utf8), format: .pem)
        }
        state.withLockedValue { state in
            state.intermediates.merge(parsed) { old, _ in old }
            let chain = [leaf] + blocks.dropFirst().compactMap { state.intermediates[$0] }
            state.entries[certificate.host.value] = Entry(
                chain: chain, key: key, notAfter: certificate.notAfter, renewAt: certificate.renewalDate,
                issuedAt: certificate.issuedAt)
        }
    }

    /// Whether `certificate` (the same stored row) is the one served for its host already.
    public func holds(_ certificate: StoredCertificate) -> Bool {
        state.withLockedValue { state in
            guard let entry = state.entries[certificate.host.value] else { return false }
            return entry.issuedAt == certificate.issuedAt && entry.notAfter == certificate.notAfter
        }
    }

    /// Whether `host` has a certificate (a renewal, not a first order, is due for it).
    public func hasCertificate(for host: String) -> Bool { state.withLockedValue { $0.entries[host] != nil } }

    /// The hosts of `managed` with no certificate yet or one due for renewal at `now`; one pass under
    /// the lock, no copy of the table (it runs every check interval, with up to 100,000 hosts).
    public func due(among managed: some Sequence<String>, now: Date) -> Set<String> {
        state.withLockedValue { state in
            var due: Set<String> = []
            for host in managed {
                guard let entry = state.entries[host] else {
                    due.insert(host)
                    continue
                }
                if entry.renewAt <= now { due.insert(host) }
            }
            return due
        }
    }

    /// Hosts with a certificate, and when each is to be renewed.
    public var renewalDates: [String: Date] { state.withLockedValue { $0.entries.mapValues(\.renewAt) } }

    public var count: Int { state.withLockedValue { $0.entries.count } }

    /// The certificate to present for an SNI name: a pending tls-alpn-01 challenge certificate for
    /// it (only for the seconds the CA validates; the manager uses tls-alpn-01 for a host that
    /// already has a certificate only when there is no plain-HTTP listener, since the SNI callback
    /// cannot see the client's ALPN list), else the host's own, else nil: the handshake fails
    /// (never a default certificate, and never an order for a name the store does not manage).
    public func override(for serverName: String?) -> NIOSSLContextConfigurationOverride? {
        guard var name = serverName?.lowercased() else { return nil }
        if name.hasSuffix(".") { name.removeLast() }
        guard isManaged(name) else { return nil }
        let entry = state.withLockedValue { $0.alpn[name] ?? $0.entries[name] }
        guard let entry else { return nil }
        var override = NIOSSLContextConfigurationOverride()
        override.certificateChain = entry.chain.map { .certificate($0) }
        override.privateKey = .privateKey(entry.key)
        return override
    }

    // MARK: Challenges

    public func presentHTTP01(host: String, token: String, keyAuthorization: String) {
        state.withLockedValue { $0.tokens[token] = (host, keyAuthorization) }
    }

    public func withdrawHTTP01(token: String) {
        state.withLockedValue { _ = $0.tokens.removeValue(forKey: token) }
    }

    /// The key authorization for `token` when it was presented for `host`.
    public func keyAuthorization(token: Substring, host: String) -> String? {
        state.withLockedValue { state in
            guard let answer = state.tokens[String(token)], answer.host == host else { return nil }
            return answer.keyAuthorization
        }
    }

    public func presentTLSALPN01(host: String, certificatePEM: String, privateKeyPEM: String) throws {
        let certificate = try NIOSSLCertificate(bytes: Array(certificatePEM.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(privateKeyPEM.utf8), format: .pem)
        state.withLockedValue {
            $0.alpn[host] = Entry(chain: [certificate], key: key, notAfter: .distantFuture, renewAt: .distantFuture)
        }
    }

    public func withdrawTLSALPN01(host: String) {
        state.withLockedValue { _ = $0.alpn.removeValue(forKey: host) }
    }

    static func pemBlocks(_ text: String) -> [String] {
        var blocks: [String] = []
        var rest = Substring(text)
        while let start = rest.range(of: "-----BEGIN CERTIFICATE-----"),
            let end = rest.range(of: "-----END CERTIFICATE-----", range: start.upperBound..<rest.endIndex)
        {
            blocks.append(String(rest[start.lowerBound..<end.upperBound]) + "\n")
            rest = rest[end.upperBound...]
        }
        return blocks
    }
}
