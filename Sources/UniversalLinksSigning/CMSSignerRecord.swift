import SwiftASN1
import X509

/// One SignerInfo (RFC 5652 section 5.3), as read from the file.
struct CMSSignerRecord: Sendable {
    enum Identifier: Sendable {
        case issuerAndSerialNumber(DistinguishedName, Certificate.SerialNumber)
        case subjectKeyIdentifier([UInt8])
    }

    var identifier: Identifier
    var digestAlgorithm: ASN1ObjectIdentifier
    /// The signed attributes, each as its own DER encoding, in file order; nil when absent (`-noattr`).
    var signedAttributes: [ASN1Node]?
    var signatureAlgorithm: ASN1ObjectIdentifier
    var signature: [UInt8]

    static let messageDigestOID: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 9, 4]
    static let contentTypeOID: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 9, 3]
    static let signingTimeOID: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 9, 5]

    /// SignerInfo ::= SEQUENCE { version, sid, digestAlgorithm, signedAttrs [0] IMPLICIT OPTIONAL,
    ///   signatureAlgorithm, signature OCTET STRING, unsignedAttrs [1] IMPLICIT OPTIONAL }
    init(_ node: ASN1Node) throws(SignatureProblem) {
        let fields = try CMSSignedMessage.children(node, "SignerInfo")
        guard fields.count >= 5 else {
            throw SignatureProblem(.malformedCMS, "SignerInfo has \(fields.count) fields, expected at least 5")
        }
        do {
            let sid = fields[1]
            if sid.identifier == .sequence {
                let parts = try CMSSignedMessage.children(sid, "SignerInfo.sid")
                guard parts.count == 2, case .primitive(let serial) = parts[1].content else {
                    throw SignatureProblem(.malformedCMS, "SignerInfo.sid is not an issuer and serial number")
                }
                identifier = .issuerAndSerialNumber(
                    try DistinguishedName(derEncoded: parts[0]), Certificate.SerialNumber(bytes: serial))
            } else {
                identifier = .subjectKeyIdentifier(try Self.octets(sid))
            }
            digestAlgorithm = try Self.algorithm(fields[2])
            var rest = fields.dropFirst(3)
            if let first = rest.first, first.identifier == ASN1Identifier(tagWithNumber: 0, tagClass: .contextSpecific)
            {
                signedAttributes = try CMSSignedMessage.children(first, "SignerInfo.signedAttrs")
                rest = rest.dropFirst()
            }
            guard rest.count >= 2, let algorithmNode = rest.first, let signatureNode = rest.dropFirst().first else {
                throw SignatureProblem(.malformedCMS, "SignerInfo has no signature")
            }
            signatureAlgorithm = try Self.algorithm(algorithmNode)
            signature = try Self.octets(signatureNode)
        } catch let problem as SignatureProblem {
            throw problem
        } catch {
            throw SignatureProblem(.malformedCMS, "SignerInfo cannot be read: \(error)")
        }
    }

    /// AlgorithmIdentifier ::= SEQUENCE { algorithm OID, parameters ANY OPTIONAL }; parameters are ignored
    /// (NULL or absent, both seen in the wild).
    static func algorithm(_ node: ASN1Node) throws -> ASN1ObjectIdentifier {
        guard let first = try CMSSignedMessage.children(node, "AlgorithmIdentifier").first else {
            throw SignatureProblem(.malformedCMS, "empty AlgorithmIdentifier")
        }
        return try ASN1ObjectIdentifier(derEncoded: first)
    }

    /// An OCTET STRING's bytes (or an implicitly tagged one), joining BER segments.
    static func octets(_ node: ASN1Node) throws(SignatureProblem) -> [UInt8] {
        switch node.content {
        case .primitive(let bytes):
            return Array(bytes)
        case .constructed(let children):
            var result: [UInt8] = []
            for child in children { result += try octets(child) }
            return result
        }
    }

    /// The values of one signed attribute, nil when the attribute is absent.
    func attributeValues(_ type: ASN1ObjectIdentifier) -> [ASN1Node]? {
        for attribute in signedAttributes ?? [] {
            guard let parts = try? CMSSignedMessage.children(attribute, "Attribute"), parts.count == 2,
                let oid = try? ASN1ObjectIdentifier(derEncoded: parts[0]), oid == type
            else { continue }
            return try? CMSSignedMessage.children(parts[1], "Attribute.values")
        }
        return nil
    }

    /// What the signature covers when there are signed attributes: their DER encoding as a SET OF
    /// (RFC 5652 section 5.4), first in file order, then sorted as DER requires, for signers that did not sort.
    func signedAttributeEncodings() -> [[UInt8]] {
        guard let attributes = signedAttributes else { return [] }
        let encoded = attributes.map { node in
            var serializer = DER.Serializer()
            serializer.serialize(node)
            return serializer.serializedBytes
        }
        let sorted = encoded.sorted { $0.lexicographicallyPrecedes($1) }
        return (sorted == encoded ? [encoded] : [encoded, sorted]).map { items in
            var serializer = DER.Serializer()
            serializer.appendConstructedNode(identifier: .set) { coder in
                for item in items { coder.serializeRawBytes(item) }
            }
            return serializer.serializedBytes
        }
    }
}
