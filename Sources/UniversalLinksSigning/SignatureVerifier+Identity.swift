import Foundation
@_spi(DisableValidityCheck) @_spi(FixedExpiryValidationTime) import X509

extension SignatureVerifier {
    /// Validity, TLS server usage, chain to a trusted root, and the domain.
    func checkIdentity(
        _ certificate: Certificate, summary: SignerCertificateSummary, others: [Certificate],
        into result: inout SignatureVerification
    ) async -> [SignatureProblem] {
        var problems: [SignatureProblem] = []
        let now = validationTime ?? Date()
        let formatter = ISO8601DateFormatter()
        if now > summary.notValidAfter {
            problems.append(
                SignatureProblem(
                    .expiredSigner,
                    "expired signer: the certificate \(summary.subject) expired on \(formatter.string(from: summary.notValidAfter))"
                ))
        } else if now < summary.notValidBefore {
            problems.append(
                SignatureProblem(
                    .signerNotYetValid,
                    "the signer certificate \(summary.subject) is not valid before \(formatter.string(from: summary.notValidBefore))"
                ))
        }
        if !summary.allowsServerAuth {
            problems.append(
                SignatureProblem(
                    .notServerAuth,
                    "the signer certificate is not a TLS server identity: its extended key usage (\(summary.extendedKeyUsages.joined(separator: ", "))) lacks serverAuth"
                ))
        }
        if let chainProblem = await checkChain(certificate, summary: summary, others: others, at: now, into: &result) {
            problems.append(chainProblem)
        }
        if let domain = result.domain {
            let covered = summary.covers(domain)
            result.isValidForDomain = covered
            if !covered {
                let names = summary.dnsNames.isEmpty ? "no DNS names" : summary.dnsNames.joined(separator: ", ")
                problems.append(
                    SignatureProblem(
                        .domainMismatch, "the signer certificate is not valid for \(domain): it names \(names)"))
            }
        }
        return problems
    }

    /// Builds a chain with swift-certificates' `Verifier` under the RFC 5280 policy.
    func checkChain(
        _ certificate: Certificate, summary: SignerCertificateSummary, others: [Certificate], at time: Date,
        into result: inout SignatureVerification
    ) async -> SignatureProblem? {
        let intermediates = CertificateStore(others.filter { $0 != certificate } + self.intermediates)
        var verifier = Verifier(rootCertificates: trustRoots.store) {
            RFC5280Policy(fixedExpiryValidationTime: time)
            SelfCheckedExtensionsPolicy()
        }
        switch await verifier.validate(leaf: certificate, intermediates: intermediates) {
        case .validCertificate(let chain):
            result.isTrusted = true
            result.chain = chain.map { SignerCertificateSummary.oneLine($0.subject) }
            return nil
        case .couldNotValidate(let failures):
            let unhandled = certificate.extensions.filter {
                $0.critical && !SelfCheckedExtensionsPolicy.handledCriticalExtensions.contains($0.oid)
            }
            if failures.isEmpty, !unhandled.isEmpty {
                return SignatureProblem(
                    .untrustedChain,
                    "untrusted chain: the signer certificate has critical extensions no verifier here understands (\(unhandled.map { String(describing: $0.oid) }.joined(separator: ", ")))"
                )
            }
            if failures.isEmpty {
                return SignatureProblem(
                    .unknownCA,
                    "unknown CA: no chain from the signer (issued by \(summary.issuer)) to \(trustRoots.label)")
            }
            // Same chain without validity periods: tells an expired certificate apart from a broken chain.
            var lenient = Verifier(rootCertificates: trustRoots.store) {
                RFC5280Policy.withValidityCheckDisabled()
                SelfCheckedExtensionsPolicy()
            }
            let chainWithoutExpiry = await lenient.validate(leaf: certificate, intermediates: intermediates)
            if case .validCertificate(let chain) = chainWithoutExpiry {
                result.chain = chain.map { SignerCertificateSummary.oneLine($0.subject) }
                // Only the signer's own validity breaks the chain: expired-signer already says so.
                let issuersValid = chain.dropFirst().allSatisfy {
                    $0.notValidBefore <= time && time <= $0.notValidAfter
                }
                if issuersValid && !summary.isValid(at: time) { return nil }
            }
            var reasons: [String] = []
            for failure in failures where !reasons.contains(failure.policyFailureReason.description) {
                reasons.append(failure.policyFailureReason.description)
            }
            return SignatureProblem(.untrustedChain, "untrusted chain: \(reasons.joined(separator: "; "))")
        }
    }
}
