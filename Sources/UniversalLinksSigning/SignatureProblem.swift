import UniversalLinks

/// One reason a signed file is not valid, with a stable code for scripts and a sentence for people.
public struct SignatureProblem: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public var description: String { rawValue }

        /// The bytes are not DER at all (plain JSON, or something else).
        public static let notCMS = Code(rawValue: "not-cms")
        /// The DER ends before an element it declares (a cut download).
        public static let truncatedDER = Code(rawValue: "truncated-der")
        /// The DER is readable but not shaped like a CMS SignedData.
        public static let malformedCMS = Code(rawValue: "malformed-cms")
        /// The envelope is not signedData, or the signed content is not id-data.
        public static let wrongContentType = Code(rawValue: "wrong-content-type")
        /// The envelope carries no content: a detached signature.
        public static let detachedSignature = Code(rawValue: "detached-signature")
        /// No certificate in the envelope matches the signer.
        public static let missingSignerCertificate = Code(rawValue: "missing-signer-certificate")
        /// A digest or signature algorithm this verifier does not support.
        public static let unsupportedAlgorithm = Code(rawValue: "unsupported-algorithm")
        /// The content's digest differs from the signed message-digest attribute: the payload was changed.
        public static let digestMismatch = Code(rawValue: "digest-mismatch")
        /// The signature does not verify with the signer's public key.
        public static let badSignature = Code(rawValue: "bad-signature")
        /// The signer certificate's validity period has ended.
        public static let expiredSigner = Code(rawValue: "expired-signer")
        /// The signer certificate's validity period has not begun.
        public static let signerNotYetValid = Code(rawValue: "signer-not-yet-valid")
        /// No chain leads from the signer to a trusted root.
        public static let unknownCA = Code(rawValue: "unknown-ca")
        /// A chain exists but breaks a rule (an expired intermediate, a CA flag, key usage).
        public static let untrustedChain = Code(rawValue: "untrusted-chain")
        /// The signer certificate is not a TLS server identity (its extended key usage lacks serverAuth).
        public static let notServerAuth = Code(rawValue: "not-server-auth")
        /// The signer certificate's names do not cover the requested domain.
        public static let domainMismatch = Code(rawValue: "domain-mismatch")
    }

    public var code: Code
    /// What is wrong, rendered where it is shown; JSON carries its English (or the chosen language's).
    public var message: Message

    public init(_ code: Code, _ message: Message) {
        MessageTables.register(.signing)
        self.code = code
        self.message = message
    }

    public var description: String { "\(code): \(message.english)" }

    enum CodingKeys: String, CodingKey { case code, message }
}
