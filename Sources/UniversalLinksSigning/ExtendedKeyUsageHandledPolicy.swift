import SwiftASN1
import X509

/// Declares the extended key usage extension handled so that a critical EKU does not stop chain
/// building. ``SignatureVerifier`` checks the usage itself (serverAuth, as iOS requires of a TLS
/// identity, never an S/MIME purpose) to give a specific message instead of a generic chain failure.
struct ExtendedKeyUsageHandledPolicy: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [.X509ExtensionID.extendedKeyUsage]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) -> PolicyEvaluationResult { .meetsPolicy }
}
