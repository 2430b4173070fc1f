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
