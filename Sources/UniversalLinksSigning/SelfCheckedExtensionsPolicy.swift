import SwiftASN1
import X509

/// Declares the extended key usage and subject alternative name extensions handled so that, when
/// critical, they do not stop chain building. ``SignatureVerifier`` checks both itself (serverAuth, as
/// iOS requires of a TLS identity, never an S/MIME purpose; the DNS names against `--domain`) to give
/// specific messages instead of a generic chain failure.
struct SelfCheckedExtensionsPolicy: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [
        .X509ExtensionID.extendedKeyUsage, .X509ExtensionID.subjectAlternativeName,
    ]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) -> PolicyEvaluationResult { .meetsPolicy }

    /// Every critical extension the verifier's policies handle (RFC 5280 policy and this one).
    static let handledCriticalExtensions: Set<ASN1ObjectIdentifier> = [
        .X509ExtensionID.basicConstraints, .X509ExtensionID.nameConstraints, .X509ExtensionID.keyUsage,
        .X509ExtensionID.extendedKeyUsage, .X509ExtensionID.subjectAlternativeName,
    ]
}
