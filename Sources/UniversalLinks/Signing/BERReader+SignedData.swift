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
                throw EnvelopeError(
                    "not a CMS file: the DER does not start with a ContentInfo (SEQUENCE { OID, [0] ... })")
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
            guard fields.count >= 4, fields[0].isUniversal(BERElement.integer),
                fields[2].isUniversal(BERElement.sequence)
            else {
                throw EnvelopeError(
                    "malformed CMS at byte \(signedData.start): SignedData fields are not in RFC 5652 order")
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
