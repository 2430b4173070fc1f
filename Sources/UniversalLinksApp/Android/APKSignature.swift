import Crypto
import UniversalLinks

/// The signing certificates of an APK: from the APK Signing Block (schemes v3.1, v3 and v2, just before the
/// ZIP central directory) and from a v1 JAR signature (`META-INF/*.RSA|EC|DSA`, a PKCS #7 SignedData).
/// Nothing is verified: the certificates are read to compute the fingerprints assetlinks.json must list.
public struct APKSignature: Sendable, Hashable, Codable {
    /// `v3.1`, `v3`, `v2` or `v1`.
    public var scheme: String
    /// The certificate's DER encoding.
    public var certificate: [UInt8]
    /// SHA-256 of the DER, as assetlinks.json writes it.
    public var fingerprint: String
    /// The certificate's subject, one line, when readable.
    public var subject: String?

    public init(scheme: String, certificate: [UInt8]) {
        self.scheme = scheme
        self.certificate = certificate
        fingerprint = Fingerprint.of(digest: Array(SHA256.hash(data: certificate)))
        subject = SignedEnvelope.subject(ofCertificate: certificate)
    }

    /// The certificates of the APK Signing Block, strongest scheme first; empty when the APK has no block.
    /// `read(offset, count)` returns bytes of the file (a file handle, or an array in tests and fuzzing).
    public static func signingBlock(
        fileSize: Int, read: (Int, Int) throws(BinaryXMLError) -> [UInt8]
    ) throws(BinaryXMLError) -> [APKSignature] {
        MessageTables.register(.app)
        return try APKSigningBlock.certificates(fileSize: fileSize, read: read).map {
            APKSignature(scheme: $0.scheme, certificate: $0.certificate)
        }
    }

    /// The v1 signer's certificate in a `META-INF/*.RSA|EC|DSA` file (PKCS #7 SignedData).
    public static func jarSignature(_ pkcs7: [UInt8]) throws(BinaryXMLError) -> APKSignature {
        MessageTables.register(.app)
        let signer: [UInt8]?
        do {
            signer = try SignedEnvelope.signerCertificate(ofSignedData: pkcs7)
        } catch {
            throw BinaryXMLError("the v1 signature is not PKCS #7 SignedData (\(error.message))", at: 0)
        }
        guard let signer else { throw BinaryXMLError("the v1 signature holds no certificate", at: 0) }
        return APKSignature(scheme: "v1", certificate: signer)
    }
}
