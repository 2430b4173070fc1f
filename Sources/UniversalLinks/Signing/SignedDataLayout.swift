import SwiftASN1

/// The parts of a CMS SignedData (RFC 5652 section 5.1) located in the buffer, nothing verified.
struct SignedDataLayout: Sendable {
    /// The encapsulated content type (`1.2.840.113549.1.7.1`, id-data, for an association file).
    var contentType: String
    /// The eContent OCTET STRING (primitive or constructed), nil for a detached signature.
    var content: ASN1Node?
    var certificates: [ASN1Node]
    var signerInfos: [ASN1Node]
    /// Bytes from the start of the ContentInfo to its end.
    var length: Int

    static let dataOID = "1.2.840.113549.1.7.1"
    static let signedDataOID = "1.2.840.113549.1.7.2"

    /// Names of the PKCS #7 content types, for messages about the wrong one.
    static let contentTypeNames: [String: String] = [
        "1.2.840.113549.1.7.1": "data", "1.2.840.113549.1.7.2": "signedData", "1.2.840.113549.1.7.3": "envelopedData",
        "1.2.840.113549.1.7.4": "signedAndEnvelopedData", "1.2.840.113549.1.7.5": "digestedData",
        "1.2.840.113549.1.7.6": "encryptedData", "1.2.840.113549.1.9.16.1.2": "authData",
        "1.2.840.113549.1.9.16.1.4": "timestampedData (TSTInfo)", "1.2.840.113549.1.9.16.1.9": "compressedData",
    ]

    static func describe(_ oid: String) -> String {
        contentTypeNames[oid].map { "\($0) (\(oid))" } ?? oid
    }

    /// ContentInfo ::= SEQUENCE { contentType OID, content [0] EXPLICIT SignedData }.
    init(parsing bytes: [UInt8]) throws(EnvelopeError) {
        let top: ASN1Node
        do {
            top = try EnvelopeDER.parse(bytes)
        } catch {
            throw EnvelopeError(error, in: bytes, context: "ContentInfo")
        }
        let info = top.children
        guard top.identifier == .sequence, let contentType = info.first?.objectIdentifier else {
            throw EnvelopeError("not a CMS file: the DER does not start with a ContentInfo (SEQUENCE { OID, [0] ... })")
        }
        guard contentType == Self.signedDataOID else {
            throw EnvelopeError(
                "wrong content type: the CMS file holds \(Self.describe(contentType)), not signedData (\(Self.signedDataOID))"
            )
        }
        guard info.count >= 2, info[1].isContext(0), let signedData = info[1].children.first,
            signedData.identifier == .sequence
        else {
            throw EnvelopeError("malformed CMS: signedData ContentInfo without its [0] SignedData")
        }
        // SignedData ::= SEQUENCE { version, digestAlgorithms SET, encapContentInfo SEQUENCE,
        //   certificates [0] IMPLICIT SET OPTIONAL, crls [1] IMPLICIT OPTIONAL, signerInfos SET }
        let fields = signedData.children
        guard fields.count >= 4, fields[0].identifier == .integer, fields[2].identifier == .sequence else {
            throw EnvelopeError(
                "malformed CMS at byte \(signedData.offset): SignedData fields are not in RFC 5652 order")
        }
        let encapsulated = fields[2].children
        guard let eContentType = encapsulated.first?.objectIdentifier else {
            throw EnvelopeError("malformed CMS at byte \(fields[2].offset): encapContentInfo has no content type")
        }
        self.contentType = eContentType
        content = encapsulated.count >= 2 && encapsulated[1].isContext(0) ? encapsulated[1].children.first : nil
        certificates = []
        signerInfos = []
        for field in fields.dropFirst(3) {
            if field.isContext(0) {
                certificates = field.children.filter { $0.identifier == .sequence }
            } else if field.identifier == .set {
                signerInfos = field.children
            }
        }
        length = top.encodedBytes.endIndex
    }

    /// The payload: the eContent OCTET STRING's bytes, joining the segments `openssl -stream` writes.
    func payload() throws(EnvelopeError) -> [UInt8] {
        guard contentType == Self.dataOID else {
            throw EnvelopeError(
                "wrong content type: the signed content is \(Self.describe(contentType)), not data (\(Self.dataOID))")
        }
        guard let content else {
            throw EnvelopeError(
                "detached signature: the envelope carries no content (sign with `openssl smime -sign -nodetach`)")
        }
        guard content.identifier == .octetString else {
            throw EnvelopeError("malformed CMS at byte \(content.offset): the signed content is not an OCTET STRING")
        }
        return content.stringBytes
    }

    /// The signer's subject and DNS names, from the certificate ``signerCertificate()`` finds. Best effort:
    /// a certificate that cannot be read leaves the fields empty rather than failing the whole file.
    func signerInfo() -> SignedEnvelopeInfo {
        guard let fields = signerCertificate()?.fields else {
            return SignedEnvelopeInfo(signerSubject: nil, signerDNSNames: [])
        }
        return SignedEnvelopeInfo(
            signerSubject: DistinguishedName.oneLine(fields.subject), signerDNSNames: fields.dnsNames)
    }

    /// The certificate the first SignerInfo names; when it cannot be matched, the first readable certificate,
    /// else the first one. nil when the SignedData holds no certificate.
    func signerCertificate() -> (node: ASN1Node, fields: CertificateFields?)? {
        let parsed = certificates.map { node in (node, CertificateFields(node)) }
        if let signerInfo = signerInfos.first, let identifier = SignerIdentifier(signerInfo: signerInfo),
            let named = parsed.first(where: { _, fields in fields.map(identifier.matches) ?? false })
        {
            return named
        }
        return parsed.first { $0.1 != nil } ?? parsed.first
    }
}
