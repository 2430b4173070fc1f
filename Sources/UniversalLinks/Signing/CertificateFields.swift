import SwiftASN1

/// The few fields of an X.509 certificate the core reports, read without verifying anything.
struct CertificateFields: Sendable {
    var serialNumber: ArraySlice<UInt8>
    /// The issuer Name's whole encoding, compared byte for byte with a SignerInfo's issuerAndSerialNumber.
    var issuerEncoding: ArraySlice<UInt8>
    var subject: ASN1Node
    var subjectKeyIdentifier: ArraySlice<UInt8>?
    var dnsNames: [String]

    static let subjectAltNameOID = "2.5.29.17"
    static let subjectKeyIdentifierOID = "2.5.29.14"

    /// Reads a Certificate: SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serial, signature, issuer,
    /// validity, subject, spki, [1]?, [2]?, [3] extensions? }, ... }; nil when the fields are not in that order.
    init?(_ certificate: ASN1Node) {
        guard let tbs = certificate.children.first, tbs.identifier == .sequence else { return nil }
        var fields = tbs.children[...]
        if fields.first?.isContext(0) == true { fields = fields.dropFirst() }
        let required = Array(fields.prefix(6))
        guard required.count == 6, required[0].identifier == .integer,
            case .primitive(let serial) = required[0].content,
            required[2].identifier == .sequence, required[4].identifier == .sequence
        else { return nil }
        serialNumber = serial
        issuerEncoding = required[2].encodedBytes
        subject = required[4]
        subjectKeyIdentifier = nil
        dnsNames = []
        guard let extensions = fields.dropFirst(6).first(where: { $0.isContext(3) })?.children.first else { return }
        for item in extensions.children {
            let parts = item.children
            guard let oid = parts.first?.objectIdentifier, let value = parts.last, value.identifier == .octetString,
                let inner = try? BER.parse(value.stringBytes)
            else { continue }
            switch oid {
            case Self.subjectAltNameOID:
                // GeneralNames: the dNSName entries are [2] IMPLICIT IA5String.
                dnsNames = inner.children.compactMap { name in
                    guard name.isContext(2), case .primitive(let bytes) = name.content else { return nil }
                    return String(decoding: bytes, as: UTF8.self)
                }
            case Self.subjectKeyIdentifierOID:
                subjectKeyIdentifier = ArraySlice(inner.stringBytes)
            default:
                continue
            }
        }
    }
}
