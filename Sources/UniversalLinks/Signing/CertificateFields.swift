/// The few fields of an X.509 certificate the core reports, read without verifying anything.
struct CertificateFields: Sendable {
    var serialNumber: ArraySlice<UInt8>
    /// The issuer Name's whole encoding, compared byte for byte with a SignerInfo's issuerAndSerialNumber.
    var issuerEncoding: ArraySlice<UInt8>
    var subject: BERElement
    var subjectKeyIdentifier: ArraySlice<UInt8>?
    var dnsNames: [String]
}
