import NIOCore
import NIOSSL

/// One certificate chain and its key, with the DNS names the leaf certificate covers.
public struct TLSIdentity: Sendable {
    public let chain: [NIOSSLCertificate]
    public let key: NIOSSLPrivateKey
    /// Lower-case subjectAltName DNS names (`*.example.com` wildcards included).
    public let names: [String]

    /// Loads PEM files; fails with a message naming the file.
    public init(certificatePath: String, keyPath: String) throws {
        do {
            chain = try NIOSSLCertificate.fromPEMFile(certificatePath)
        } catch {
            throw StoreError(.unavailable, "\(certificatePath): not a PEM certificate chain (\(error))")
        }
        guard let leaf = chain.first else {
            throw StoreError(.unavailable, "\(certificatePath): no certificate in the file")
        }
        do {
            key = try NIOSSLPrivateKey(file: keyPath, format: .pem)
        } catch {
            throw StoreError(.unavailable, "\(keyPath): not a PEM private key (\(error))")
        }
        names = leaf._subjectAlternativeNames().compactMap { name in
            guard name.nameType == .dnsName else { return nil }
            return String(decoding: name.contents, as: UTF8.self).lowercased()
        }
    }

    /// Whether this certificate covers `host` (a wildcard covers exactly one label).
    public func covers(_ host: String) -> Bool {
        let host = host.lowercased()
        return names.contains { name in
            if name == host { return true }
            guard name.hasPrefix("*."), let dot = host.firstIndex(of: ".") else { return false }
            return host[host.index(after: dot)...] == name.dropFirst(2)
        }
    }
}

/// Builds the server's TLS configuration: the first identity by default, and with several, the one
/// whose names cover the client's SNI host name.
public enum ServerTLS {
    public static func configuration(_ identities: [TLSIdentity]) throws -> TLSConfiguration {
        guard let first = identities.first else { throw StoreError(.unavailable, "no TLS certificate given") }
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: first.chain.map { .certificate($0) }, privateKey: .privateKey(first.key))
        configuration.applicationProtocols = ["http/1.1"]
        if identities.count > 1 {
            configuration.sslContextCallback = { values, promise in
                guard let name = values.serverHostname, let match = identities.first(where: { $0.covers(name) }) else {
                    promise.succeed(.noChanges)
                    return
                }
                var override = NIOSSLContextConfigurationOverride()
                override.certificateChain = match.chain.map { .certificate($0) }
                override.privateKey = .privateKey(match.key)
                promise.succeed(override)
            }
        }
        return configuration
    }
}
