import Crypto
import SwiftASN1
import X509

/// Maps the algorithm identifiers found in signed files to the digests and the signature algorithms
/// `Certificate.PublicKey` verifies with.
enum CMSAlgorithms {
    enum DigestAlgorithm: String, Sendable {
        case sha1 = "SHA-1", sha256 = "SHA-256", sha384 = "SHA-384", sha512 = "SHA-512"

        func hash(_ bytes: [UInt8]) -> [UInt8] {
            switch self {
            case .sha1: Array(Insecure.SHA1.hash(data: bytes))
            case .sha256: Array(SHA256.hash(data: bytes))
            case .sha384: Array(SHA384.hash(data: bytes))
            case .sha512: Array(SHA512.hash(data: bytes))
            }
        }
    }

    static let digests: [ASN1ObjectIdentifier: DigestAlgorithm] = [
        [1, 3, 14, 3, 2, 26]: .sha1,
        [2, 16, 840, 1, 101, 3, 4, 2, 1]: .sha256,
        [2, 16, 840, 1, 101, 3, 4, 2, 2]: .sha384,
        [2, 16, 840, 1, 101, 3, 4, 2, 3]: .sha512,
    ]

    static let rsaEncryption: ASN1ObjectIdentifier = [1, 2, 840, 113_549, 1, 1, 1]
    static let ecPublicKey: ASN1ObjectIdentifier = [1, 2, 840, 10045, 2, 1]

    /// Algorithms named by themselves, whatever the SignerInfo's digest algorithm says.
    static let signatures: [ASN1ObjectIdentifier: (Certificate.SignatureAlgorithm, DigestAlgorithm?)] = [
        [1, 2, 840, 113_549, 1, 1, 5]: (.sha1WithRSAEncryption, .sha1),
        [1, 2, 840, 113_549, 1, 1, 11]: (.sha256WithRSAEncryption, .sha256),
        [1, 2, 840, 113_549, 1, 1, 12]: (.sha384WithRSAEncryption, .sha384),
        [1, 2, 840, 113_549, 1, 1, 13]: (.sha512WithRSAEncryption, .sha512),
        [1, 2, 840, 10045, 4, 3, 2]: (.ecdsaWithSHA256, .sha256),
        [1, 2, 840, 10045, 4, 3, 3]: (.ecdsaWithSHA384, .sha384),
        [1, 2, 840, 10045, 4, 3, 4]: (.ecdsaWithSHA512, .sha512),
        [1, 3, 101, 112]: (.ed25519, nil),
    ]

    /// The signature algorithm for a SignerInfo. `openssl smime` labels RSA signers with the bare
    /// `rsaEncryption` key OID and some EC signers with `id-ecPublicKey`: the digest algorithm completes them.
    static func signatureAlgorithm(
        _ oid: ASN1ObjectIdentifier, digest: DigestAlgorithm
    ) throws(SignatureProblem) -> Certificate.SignatureAlgorithm {
        if let (algorithm, _) = signatures[oid] { return algorithm }
        switch (oid, digest) {
        case (rsaEncryption, .sha1): return .sha1WithRSAEncryption
        case (rsaEncryption, .sha256): return .sha256WithRSAEncryption
        case (rsaEncryption, .sha384): return .sha384WithRSAEncryption
        case (rsaEncryption, .sha512): return .sha512WithRSAEncryption
        case (ecPublicKey, .sha256): return .ecdsaWithSHA256
        case (ecPublicKey, .sha384): return .ecdsaWithSHA384
        case (ecPublicKey, .sha512): return .ecdsaWithSHA512
        default:
            throw SignatureProblem(
                .unsupportedAlgorithm,
                "unsupported signature algorithm \(oid) with \(digest.rawValue) (supported: RSA PKCS #1 v1.5 and ECDSA with SHA-2, Ed25519)"
            )
        }
    }

    static func digest(_ oid: ASN1ObjectIdentifier) throws(SignatureProblem) -> DigestAlgorithm {
        guard let digest = digests[oid] else {
            throw SignatureProblem(
                .unsupportedAlgorithm,
                "unsupported digest algorithm \(oid) (supported: SHA-1, SHA-256, SHA-384, SHA-512)")
        }
        return digest
    }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0xF)]] })
    }
}
