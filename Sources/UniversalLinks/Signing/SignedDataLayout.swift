/// The parts of a CMS SignedData (RFC 5652 section 5.1) located in the buffer, nothing verified.
struct SignedDataLayout: Sendable {
    /// The encapsulated content type (`1.2.840.113549.1.7.1`, id-data, for an association file).
    var contentType: String
    /// The eContent OCTET STRING (primitive or constructed), nil for a detached signature.
    var content: BERElement?
    var certificates: [BERElement]
    var signerInfos: [BERElement]
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

    /// The payload: the eContent OCTET STRING's bytes, joining the segments `openssl -stream` writes.
    func payload(in reader: BERReader) throws(EnvelopeError) -> [UInt8] {
        guard contentType == Self.dataOID else {
            throw EnvelopeError(
                "wrong content type: the signed content is \(Self.describe(contentType)), not data (\(Self.dataOID))")
        }
        guard let content else {
            throw EnvelopeError(
                "detached signature: the envelope carries no content (sign with `openssl smime -sign -nodetach`)")
        }
        guard content.isUniversal(BERElement.octetString) else {
            throw EnvelopeError("malformed CMS at byte \(content.start): the signed content is not an OCTET STRING")
        }
        do throws(BERError) {
            return try reader.stringContents(of: content)
        } catch {
            throw EnvelopeError(error, in: "the signed content")
        }
    }

    /// The signer's subject and DNS names, from the certificate ``signerCertificate(in:)`` finds. Best effort:
    /// a certificate that cannot be read leaves the fields empty rather than failing the whole file.
    func signerInfo(in reader: BERReader) -> SignedEnvelopeInfo {
        guard let fields = signerCertificate(in: reader)?.fields else {
            return SignedEnvelopeInfo(signerSubject: nil, signerDNSNames: [])
        }
        return SignedEnvelopeInfo(
            signerSubject: try? reader.oneLineName(fields.subject), signerDNSNames: fields.dnsNames)
    }

    /// The certificate the first SignerInfo names; when it cannot be matched, the first readable certificate,
    /// else the first one. nil when the SignedData holds no certificate.
    func signerCertificate(in reader: BERReader) -> (element: BERElement, fields: CertificateFields?)? {
        let parsed = certificates.map { element in (element, try? reader.certificateFields(element)) }
        if let signerInfo = signerInfos.first, let identifier = try? reader.signerIdentifier(signerInfo),
            let named = parsed.first(where: { _, fields in fields.map(identifier.matches) ?? false })
        {
            return named
        }
        return parsed.first { $0.1 != nil } ?? parsed.first
    }
}
