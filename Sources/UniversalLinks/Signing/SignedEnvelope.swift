/// What the core learns from a CMS (PKCS#7) signed association file without verifying it:
/// the signer's identity as written in the certificate. Verification lives in `UniversalLinksSigning`.
public struct SignedEnvelopeInfo: Sendable, Hashable, Codable {
    /// The signer certificate's subject, as a one-line distinguished name (e.g. `CN=example.com, O=Example`).
    public var signerSubject: String?
    /// DNS names of the signer certificate's subject alternative names.
    public var signerDNSNames: [String]

    public init(signerSubject: String?, signerDNSNames: [String]) {
        self.signerSubject = signerSubject
        self.signerDNSNames = signerDNSNames
    }
}

/// Unpacks the JSON payload of a CMS signed-data envelope (attached content).
public enum SignedEnvelope {
    public struct Unwrapped: Sendable {
        public var payload: [UInt8]
        public var info: SignedEnvelopeInfo
    }

    public struct UnwrapError: Error, Sendable, Hashable {
        public var message: String
    }

    /// nil when `bytes` does not look like DER at all; otherwise the payload or why it cannot be read.
    public static func unwrapIfSigned(_ bytes: [UInt8]) -> Result<Unwrapped, UnwrapError>? {
        // Placeholder until the DER reader lands: only recognises the envelope.
        guard bytes.count > 2, bytes[0] == 0x30, bytes[1] == 0x80 || (bytes[1] >= 0x81 && bytes[1] <= 0x84) else {
            return nil
        }
        return .failure(UnwrapError(message: "CMS signed files are not supported yet"))
    }
}
