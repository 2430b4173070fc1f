import Crypto
import Foundation
import SwiftASN1
import UniversalLinks
import X509
import _CryptoExtras

/// What a person needs to know about a signer certificate, in plain values.
public struct SignerCertificateSummary: Sendable, Hashable, Codable {
    /// One-line distinguished name, most specific first (`CN=example.com, O=Example`).
    public var subject: String
    public var issuer: String
    /// DNS names of the subject alternative name extension: the hosts it is a TLS identity for.
    public var dnsNames: [String]
    public var notValidBefore: Date
    public var notValidAfter: Date
    /// Hexadecimal, as `openssl x509 -serial` prints it.
    public var serialNumber: String
    /// `RSA-2048`, `P-256`, ...
    public var keyAlgorithm: String
    /// The extended key usages by name (`serverAuth`, ...); empty when the extension is absent (any use).
    public var extendedKeyUsages: [String]

    public init(_ certificate: Certificate) {
        subject = Self.oneLine(certificate.subject)
        issuer = Self.oneLine(certificate.issuer)
        dnsNames =
            ((try? certificate.extensions.subjectAlternativeNames) ?? nil).map { names in
                names.compactMap { name -> String? in
                    if case .dnsName(let host) = name { return host }
                    return nil
                }
            } ?? []
        notValidBefore = certificate.notValidBefore
        notValidAfter = certificate.notValidAfter
        serialNumber = CMSAlgorithms.hex(Array(certificate.serialNumber.bytes)).uppercased()
        keyAlgorithm = Self.keyAlgorithm(certificate.publicKey)
        extendedKeyUsages =
            ((try? certificate.extensions.extendedKeyUsage) ?? nil).map { usage in
                usage.map { String(describing: $0) }
            } ?? []
    }

    /// The same one-line form as the core's ``SignedEnvelopeInfo/signerSubject``.
    static func oneLine(_ name: DistinguishedName) -> String {
        var serializer = DER.Serializer()
        guard (try? serializer.serialize(name)) != nil,
            let text = SignedEnvelope.oneLineName(derEncoded: serializer.serializedBytes)
        else { return String(describing: name) }
        return text
    }

    static func keyAlgorithm(_ key: Certificate.PublicKey) -> String {
        if let rsa = _RSA.Signing.PublicKey(key) { return "RSA-\(rsa.keySizeInBits)" }
        if P256.Signing.PublicKey(key) != nil { return "P-256" }
        if P384.Signing.PublicKey(key) != nil { return "P-384" }
        if P521.Signing.PublicKey(key) != nil { return "P-521" }
        return "Ed25519"
    }

    /// Whether the certificate may be used as a TLS server identity (no EKU, serverAuth or anyExtendedKeyUsage).
    public var allowsServerAuth: Bool {
        extendedKeyUsages.isEmpty || extendedKeyUsages.contains("serverAuth")
            || extendedKeyUsages.contains("anyKeyUsage")
    }

    /// Whether one of the DNS names covers `host`: exact, or a `*.` wildcard for exactly one left label
    /// (RFC 6125; a wildcard never covers the apex). Case-insensitive, trailing dots ignored.
    public func covers(_ host: String) -> Bool {
        let host = Self.normalized(host)
        return dnsNames.contains { name in
            let name = Self.normalized(name)
            if name == host { return true }
            guard name.hasPrefix("*."), let dot = host.firstIndex(of: ".") else { return false }
            return host[host.index(after: dot)...] == name.dropFirst(2) && dot != host.startIndex
        }
    }

    static func normalized(_ host: String) -> String {
        var host = host.lowercased()
        while host.hasSuffix(".") { host.removeLast() }
        return host
    }

    public func isValid(at time: Date) -> Bool { notValidBefore <= time && time <= notValidAfter }
}
