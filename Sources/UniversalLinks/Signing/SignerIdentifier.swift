import SwiftASN1

/// How a SignerInfo names its certificate (RFC 5652 section 5.3).
enum SignerIdentifier: Sendable, Hashable {
    case issuerAndSerialNumber(issuer: ArraySlice<UInt8>, serialNumber: ArraySlice<UInt8>)
    case subjectKeyIdentifier(ArraySlice<UInt8>)

    /// SignerInfo ::= SEQUENCE { version, sid SignerIdentifier, ... }; nil when `sid` is neither form.
    init?(signerInfo: ASN1Node) {
        let fields = signerInfo.children
        guard fields.count >= 2 else { return nil }
        let sid = fields[1]
        if sid.identifier == .sequence {
            let parts = sid.children
            guard parts.count == 2, parts[1].identifier == .integer, case .primitive(let serial) = parts[1].content
            else { return nil }
            self = .issuerAndSerialNumber(issuer: parts[0].encodedBytes, serialNumber: serial)
        } else if sid.isContext(0) {
            self = .subjectKeyIdentifier(ArraySlice(sid.stringBytes))
        } else {
            return nil
        }
    }

    func matches(_ fields: CertificateFields) -> Bool {
        switch self {
        case .issuerAndSerialNumber(let issuer, let serialNumber):
            return fields.issuerEncoding.elementsEqual(issuer) && fields.serialNumber.elementsEqual(serialNumber)
        case .subjectKeyIdentifier(let key):
            return fields.subjectKeyIdentifier.map { $0.elementsEqual(key) } ?? false
        }
    }
}
