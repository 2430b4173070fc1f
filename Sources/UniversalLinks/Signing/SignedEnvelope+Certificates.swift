/// What `UniversalLinksApp` reads of an APK's signatures with the core's CMS reader (package access: not API).
extension SignedEnvelope {
    /// The DER of the signer's certificate in a PKCS #7 SignedData (a v1 APK signature, `META-INF/*.RSA`):
    /// the one the first SignerInfo names, else the first. nil when it holds no certificate.
    package static func signerCertificate(ofSignedData bytes: [UInt8]) throws(UnwrapError) -> [UInt8]? {
        let reader = BERReader(bytes)
        do throws(EnvelopeError) {
            guard let signer = try reader.signedData().signerCertificate(in: reader) else { return nil }
            return Array(reader.encoding(of: signer.element))
        } catch {
            throw UnwrapError(message: error.message)
        }
    }

    /// A DER certificate's subject as one line (`CN=example.com, O=Example`); nil when it cannot be read.
    package static func subject(ofCertificate der: [UInt8]) -> String? {
        let reader = BERReader(der)
        guard let element = try? reader.element(at: 0), let fields = try? reader.certificateFields(element) else {
            return nil
        }
        return try? reader.oneLineName(fields.subject)
    }
}
