/// Why an envelope cannot be unwrapped, as one sentence that says where and what.
struct EnvelopeError: Error, Sendable, Hashable {
    var message: String
    init(_ message: String) { self.message = message }

    init(_ error: BERError, in context: String) {
        switch error.kind {
        case .truncated: message = "truncated DER in \(context): \(error.message)"
        case .malformed: message = "malformed DER in \(context) at byte \(error.offset): \(error.message)"
        }
    }
}

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

    /// The signer's subject and DNS names, from the certificate the first SignerInfo names (or, when it
    /// cannot be matched, the only or first certificate). Best effort: a certificate that cannot be
    /// read leaves the fields empty rather than failing the whole file.
    func signerInfo(in reader: BERReader) -> SignedEnvelopeInfo {
        let parsed = certificates.compactMap { element in try? (element, reader.certificateFields(element)) }
        var signer = parsed.first
        if let signerInfo = signerInfos.first, let identifier = try? reader.signerIdentifier(signerInfo) {
            signer = parsed.first { _, fields in identifier.matches(fields) } ?? signer
        }
        guard let (_, fields) = signer else { return SignedEnvelopeInfo(signerSubject: nil, signerDNSNames: []) }
        return SignedEnvelopeInfo(signerSubject: try? reader.oneLineName(fields.subject), signerDNSNames: fields.dnsNames)
    }
}

/// How a SignerInfo names its certificate (RFC 5652 section 5.3).
enum SignerIdentifier: Sendable, Hashable {
    case issuerAndSerialNumber(issuer: ArraySlice<UInt8>, serialNumber: ArraySlice<UInt8>)
    case subjectKeyIdentifier(ArraySlice<UInt8>)

    func matches(_ fields: CertificateFields) -> Bool {
        switch self {
        case .issuerAndSerialNumber(let issuer, let serialNumber):
            return fields.issuerEncoding.elementsEqual(issuer) && fields.serialNumber.elementsEqual(serialNumber)
        case .subjectKeyIdentifier(let key):
            return fields.subjectKeyIdentifier.map { $0.elementsEqual(key) } ?? false
        }
    }
}

extension BERReader {
    /// ContentInfo ::= SEQUENCE { contentType OID, content [0] EXPLICIT SignedData }.
    func signedData() throws(EnvelopeError) -> SignedDataLayout {
        var context = "ContentInfo"
        do {
            let top = try element(at: 0)
            let info = try children(of: top)
            guard top.isUniversal(BERElement.sequence), let typeElement = info.first,
                let contentType = objectIdentifier(typeElement)
            else {
                throw EnvelopeError("not a CMS file: the DER does not start with a ContentInfo (SEQUENCE { OID, [0] ... })")
            }
            guard contentType == SignedDataLayout.signedDataOID else {
                throw EnvelopeError(
                    "wrong content type: the CMS file holds \(SignedDataLayout.describe(contentType)), not signedData (\(SignedDataLayout.signedDataOID))"
                )
            }
            guard info.count >= 2, info[1].isContext(0), let signedData = try children(of: info[1]).first,
                signedData.isUniversal(BERElement.sequence)
            else {
                throw EnvelopeError("malformed CMS: signedData ContentInfo without its [0] SignedData")
            }
            // SignedData ::= SEQUENCE { version, digestAlgorithms SET, encapContentInfo SEQUENCE,
            //   certificates [0] IMPLICIT SET OPTIONAL, crls [1] IMPLICIT OPTIONAL, signerInfos SET }
            context = "SignedData"
            let fields = try children(of: signedData)
            guard fields.count >= 4, fields[0].isUniversal(BERElement.integer), fields[2].isUniversal(BERElement.sequence)
            else {
                throw EnvelopeError("malformed CMS at byte \(signedData.start): SignedData fields are not in RFC 5652 order")
            }
            context = "SignedData.encapContentInfo"
            let encapsulated = try children(of: fields[2])
            guard let eContentType = encapsulated.first.flatMap(objectIdentifier) else {
                throw EnvelopeError("malformed CMS at byte \(fields[2].start): encapContentInfo has no content type")
            }
            var content: BERElement?
            if encapsulated.count >= 2, encapsulated[1].isContext(0) {
                content = try children(of: encapsulated[1]).first
            }
            context = "SignedData.certificates"
            var certificates: [BERElement] = []
            var signerInfos: [BERElement] = []
            for field in fields.dropFirst(3) {
                if field.isContext(0) {
                    certificates = try children(of: field).filter { $0.isUniversal(BERElement.sequence) }
                } else if field.isUniversal(BERElement.set) {
                    context = "SignedData.signerInfos"
                    signerInfos = try children(of: field)
                }
            }
            return SignedDataLayout(
                contentType: eContentType, content: content, certificates: certificates, signerInfos: signerInfos,
                length: top.end)
        } catch let error as BERError {
            throw EnvelopeError(error, in: context)
        } catch let error as EnvelopeError {
            throw error
        } catch {
            throw EnvelopeError("unreadable CMS in \(context)")
        }
    }

    /// SignerInfo ::= SEQUENCE { version, sid SignerIdentifier, ... }.
    func signerIdentifier(_ signerInfo: BERElement) throws(BERError) -> SignerIdentifier? {
        let fields = try children(of: signerInfo)
        guard fields.count >= 2 else { return nil }
        let sid = fields[1]
        if sid.isUniversal(BERElement.sequence) {
            let parts = try children(of: sid)
            guard parts.count == 2, parts[1].isUniversal(BERElement.integer) else { return nil }
            return .issuerAndSerialNumber(issuer: encoding(of: parts[0]), serialNumber: bytes[parts[1].contents])
        }
        if sid.isContext(0) {
            return .subjectKeyIdentifier(ArraySlice(try stringContents(of: sid)))
        }
        return nil
    }
}
