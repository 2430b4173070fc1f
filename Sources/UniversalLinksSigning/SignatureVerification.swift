import Foundation

/// Everything `SignatureVerifier` found out about one signed file. Valid means no problems:
/// the payload is intact, the signature verifies, the chain reaches a trusted root, and (when a
/// domain was given) the signer is a TLS identity for it.
public struct SignatureVerification: Sendable, Codable {
    /// The JSON payload, exactly as signed (CRLF included); nil when the envelope cannot be read.
    public var payload: [UInt8]?
    public var signer: SignerCertificateSummary?
    /// `ecdsa-with-SHA256`, `sha256WithRSAEncryption`, ...
    public var signatureAlgorithm: String?
    /// Whether the signature covers signed attributes (absent with `openssl smime -noattr`).
    public var hasSignedAttributes: Bool = false
    /// The signing-time attribute, when present.
    public var signingTime: Date?
    /// The payload digest matches and the signature verifies with the signer's key.
    public var signatureIsValid: Bool = false
    /// The chain from the signer to a trusted root (subjects, signer first), empty when untrusted.
    public var chain: [String] = []
    public var isTrusted: Bool = false
    public var domain: String?
    /// Whether the signer certificate names `domain`; nil when no domain was asked about.
    public var isValidForDomain: Bool?
    public var problems: [SignatureProblem] = []

    public var isValid: Bool { problems.isEmpty }

    public init() {}

    enum CodingKeys: String, CodingKey {
        case signer, signatureAlgorithm, hasSignedAttributes, signingTime, signatureIsValid, chain, isTrusted, domain,
            isValidForDomain, problems
    }
}
