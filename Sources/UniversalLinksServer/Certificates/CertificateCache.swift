import Foundation
import NIOConcurrencyHelpers
import NIOCore
import NIOSSL

/// The certificates a replica serves, by host, plus the challenge answers pending right now. Read
/// on every TLS handshake (SNI) and every challenge request, written by the certificate manager.
///
/// Intermediates are shared between hosts (parsed once per distinct PEM): with 100,000 hosts from
/// one CA, each host costs its leaf and key, not another copy of the issuer.
///
/// A host's leaf and key are kept as PEM text and parsed at its first handshake, then kept parsed
/// for the 10,000 most recent hosts: parsed BoringSSL objects cost several kilobytes per
/// host, and parsing 100,000 of them would make start-up take seconds (measured: 13.8 s and 850 MB
/// for 100,000 hosts in a debug build when everything was parsed when loaded).
public final class CertificateCache: Sendable {
    struct Entry: Sendable {
        var leafPEM: String
        var keyPEM: String
        var intermediates: [NIOSSLCertificate]
        var notAfter: Date
        var renewAt: Date
        /// When the stored row was written: tells a renewal apart from the certificate it replaces
        /// (two certificates issued in the same second have the same validity dates).
        var issuedAt: Date?
    }

    /// A chain and key ready for a handshake.
    struct Parsed: Sendable {
        var chain: [NIOSSLCertificate]
        var key: NIOSSLPrivateKey
    }

    /// Hosts kept parsed (about 60 MB at most); others are parsed again at their next handshake,
    /// tens of microseconds next to the handshake's own cost.
    static let parsedLimit = 10_000

    struct State: Sendable {
        var entries: [String: Entry] = [:]
        var parsed: [String: Parsed] = [:]
        var intermediates: [String: NIOSSLCertificate] = [:]
        /// tls-alpn-01 certificates by host, while their challenge is pending.
        var alpn: [String: Parsed] = [:]
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

    /// Installs a stored certificate (replacing the host's previous one). With `parseNow` (a
    /// certificate just issued) the leaf and key are parsed here, so a bad one throws; without (the
    /// rows loaded at start-up) at the host's first handshake, which fails if they do not parse.
    public func install(_ certificate: StoredCertificate, parseNow: Bool = true) throws {
        let blocks = Self.pemBlocks(certificate.chainPEM)
        guard let leafPEM = blocks.first else {
            throw StoreError(.corrupt, "stored certificate of \(certificate.host) has no PEM block")
        }
        guard certificate.privateKeyPEM.contains("-----BEGIN") else {
            throw StoreError(.corrupt, "stored key of \(certificate.host) is not PEM")
        }
        var fresh: [String: NIOSSLCertificate] = [:]
        for block in blocks.dropFirst() where state.withLockedValue({ $0.intermediates[block] }) == nil {
            fresh[block] = try NIOSSLCertificate(bytes: Array(block.utf8), format: .pem)
        }
        let intermediates = state.withLockedValue { state in
            state.intermediates.merge(fresh) { old, _ in old }
            return blocks.dropFirst().compactMap { state.intermediates[$0] }
        }
        let entry = Entry(
            leafPEM: leafPEM, keyPEM: certificate.privateKeyPEM, intermediates: intermediates,
            notAfter: certificate.notAfter, renewAt: certificate.renewalDate, issuedAt: certificate.issuedAt)
        let parsed = parseNow ? try Self.parse(entry) : nil
        state.withLockedValue { state in
            state.entries[certificate.host.value] = entry
            if let parsed {
                Self.keep(parsed, for: certificate.host.value, in: &state)
            } else {
                state.parsed[certificate.host.value] = nil
            }
        }
    }

    private static func parse(_ entry: Entry) throws -> Parsed {
        let leaf = try NIOSSLCertificate(bytes: Array(entry.leafPEM.utf8), format: .pem)
        let key = try NIOSSLPrivateKey(bytes: Array(entry.keyPEM.utf8), format: .pem)
        return Parsed(chain: [leaf] + entry.intermediates, key: key)
    }

    private static func keep(_ parsed: Parsed, for host: String, in state: inout State) {
        if state.parsed[host] == nil, state.parsed.count >= parsedLimit {
            state.parsed.remove(at: state.parsed.startIndex)  // any one: a hash order is as good as LRU here
        }
        state.parsed[host] = parsed
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
        let (ready, entry) = state.withLockedValue { ($0.alpn[name] ?? $0.parsed[name], $0.entries[name]) }
        var parsed = ready
        if parsed == nil, let entry {
            // First handshake for this host since it was loaded (or since it left the parsed set).
            guard let fresh = try? Self.parse(entry) else { return nil }
            state.withLockedValue { state in
                // Unless a renewal was installed meanwhile.
                if state.entries[name]?.issuedAt == entry.issuedAt { Self.keep(fresh, for: name, in: &state) }
            }
            parsed = fresh
        }
        guard let parsed else { return nil }
        var override = NIOSSLContextConfigurationOverride()
        override.certificateChain = parsed.chain.map { .certificate($0) }
        override.privateKey = .privateKey(parsed.key)
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
        state.withLockedValue { $0.alpn[host] = Parsed(chain: [certificate], key: key) }
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
