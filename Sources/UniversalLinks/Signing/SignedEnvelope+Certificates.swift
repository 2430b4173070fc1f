import SwiftASN1

/// What `UniversalLinksApp` reads of an APK's signatures with the core's CMS reader (package access: not API).
extension SignedEnvelope {
    /// The DER of the signer's certificate in a PKCS #7 SignedData (a v1 APK signature, `META-INF/*.RSA`):
    /// the one the first SignerInfo names, else the first. nil when it holds no certificate.
    package static func signerCertificate(ofSignedData bytes: [UInt8]) throws(UnwrapError) -> [UInt8]? {
        do throws(EnvelopeError) {
            return try SignedDataLayout(parsing: bytes).signerCertificate().map { Array($0.node.encodedBytes) }
        } catch {
            throw UnwrapError(message: error.message)
        }
    }

    /// A DER certificate's subject as one line (`CN=example.com, O=Example`); nil when it cannot be read.
    package static func subject(ofCertificate der: [UInt8]) -> String? {
        guard let certificate = try? EnvelopeDER.parse(der), let fields = CertificateFields(certificate) else {
            return nil
        }
        return DistinguishedName.oneLine(fields.subject)
    }
}
