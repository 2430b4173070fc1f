import SwiftASN1
import X509

/// A CMS SignedData (RFC 5652) read with SwiftASN1's BER parser: enough to verify an attached signature.
///
/// swift-certificates' own CMS types are internal and reject most `openssl smime` output (RSA signers
/// labelled `rsaEncryption`, NULL digest parameters, indefinite lengths), so this reads the structure
/// itself and leaves the cryptography to `Certificate.PublicKey`.
struct CMSSignedMessage: Sendable {
    /// Certificates carried in the envelope, in file order (the signer and usually its intermediates).
    var certificates: [Certificate]
    var signers: [CMSSignerRecord]

    static let signedDataOID: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 7, 2]

    /// Reads the certificates and signer infos. The content itself is taken from the core reader,
    /// which has already reported structural problems (truncation, content type, detached) precisely.
    init(berEncoded bytes: [UInt8]) throws(SignatureProblem) {
        do {
            let root = try BER.parse(bytes)
            let info = try Self.children(root, "ContentInfo")
            guard info.count >= 2, let type = try? ASN1ObjectIdentifier(derEncoded: info[0]), type == Self.signedDataOID
            else { throw SignatureProblem(.malformedCMS, "the file is not a CMS signedData ContentInfo") }
            guard let signedData = try Self.children(info[1], "ContentInfo.content").first else {
                throw SignatureProblem(.malformedCMS, "ContentInfo has no SignedData")
            }
            let fields = try Self.children(signedData, "SignedData")
            var certificates: [Certificate] = []
            var signers: [CMSSignerRecord] = []
            for field in fields.dropFirst(3) {
                if field.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific) {
                    for node in try Self.children(field, "SignedData.certificates")
                    where node.identifier == .sequence {
                        // Certificates must be DER for their own signatures to check, so re-encoding is lossless.
                        var serializer = DER.Serializer()
                        serializer.serialize(node)
                        do {
                            certificates.append(try Certificate(derEncoded: serializer.serializedBytes))
                        } catch {
                            throw SignatureProblem(
                                .malformedCMS, "a certificate in the envelope cannot be read: \(error)")
                        }
                    }
                } else if field.identifier == .set {
                    for node in try Self.children(field, "SignedData.signerInfos") {
                        signers.append(try CMSSignerRecord(node))
                    }
                }
            }
            self.certificates = certificates
            self.signers = signers
        } catch let problem as SignatureProblem {
            throw problem
        } catch {
            throw SignatureProblem(.malformedCMS, "the CMS structure cannot be read: \(error)")
        }
    }

    static func children(_ node: ASN1Node, _ context: String) throws(SignatureProblem) -> [ASN1Node] {
        guard case .constructed(let nodes) = node.content else {
            throw SignatureProblem(.malformedCMS, "\(context) is not a constructed element")
        }
        return Array(nodes)
    }

    /// The certificate a signer names, by issuer and serial number or by subject key identifier.
    func certificate(for signer: CMSSignerRecord) -> Certificate? {
        certificates.first { certificate in
            switch signer.identifier {
            case .issuerAndSerialNumber(let issuer, let serial):
                return certificate.issuer == issuer && certificate.serialNumber == serial
            case .subjectKeyIdentifier(let key):
                let ski = try? certificate.extensions.subjectKeyIdentifier
                return ski.map { Array($0.keyIdentifier) == key } ?? false
            }
        }
    }
}
