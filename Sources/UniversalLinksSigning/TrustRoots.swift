import Foundation
import SwiftASN1
import UniversalLinks
import X509

/// The certificates a signer's chain must reach.
public enum TrustRoots: Sendable {
    /// The operating system's trusted roots (on Linux, the distribution's CA bundle).
    case system
    /// Only these certificates (`--ca FILE`).
    case certificates([Certificate])

    /// Reads one or more certificates: PEM (any number of `CERTIFICATE` blocks) or a single DER certificate.
    public static func certificates(fromFile bytes: [UInt8], name: String) throws(SigningError) -> [Certificate] {
        let text = String(decoding: bytes, as: UTF8.self)
        if text.contains("-----BEGIN") {
            let documents: [PEMDocument]
            do {
                documents = try PEMDocument.parseMultiple(pemString: text)
            } catch {
                throw SigningError("\(name): not a readable PEM file (\(error))")
            }
            var certificates: [Certificate] = []
            for (index, document) in documents.enumerated() where document.discriminator == "CERTIFICATE" {
                do {
                    certificates.append(try Certificate(pemDocument: document))
                } catch {
                    throw SigningError("\(name): certificate \(index + 1) cannot be read (\(error))")
                }
            }
            guard !certificates.isEmpty else { throw SigningError("\(name): no CERTIFICATE block in the PEM file") }
            return certificates
        }
        do {
            return [try Certificate(derEncoded: bytes)]
        } catch {
            throw SigningError("\(name): neither PEM nor a DER certificate (\(error))")
        }
    }

    var store: CertificateStore {
        switch self {
        case .system: CertificateStore.systemTrustRoots
        case .certificates(let certificates): CertificateStore(certificates)
        }
    }

    var label: Message {
        switch self {
        case .system: "the system's trusted roots"
        case .certificates(let certificates): "the \(certificates.count) given trusted root certificate(s)"
        }
    }
}
