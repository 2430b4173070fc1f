import SwiftASN1

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
///
/// This reads the envelope only: it does not check the signature or the certificates (that is
/// `UniversalLinksSigning`'s job), just as a reader that trusts its transport would.
public enum SignedEnvelope {
    public struct Unwrapped: Sendable {
        public var payload: [UInt8]
        public var info: SignedEnvelopeInfo
        /// How many bytes the envelope occupies; bytes after it (a stray newline) are ignored.
        public var envelopeLength: Int = 0
    }

    public struct UnwrapError: Error, Sendable, Hashable {
        public var message: Message
    }

    /// nil when `bytes` does not look like DER at all; otherwise the payload or why it cannot be read.
    public static func unwrapIfSigned(_ bytes: [UInt8]) -> Result<Unwrapped, UnwrapError>? {
        guard looksLikeBER(bytes) else { return nil }
        do throws(EnvelopeError) {
            let envelope = try SignedDataLayout(parsing: bytes)
            return .success(
                Unwrapped(payload: try envelope.payload(), info: envelope.signerInfo(), envelopeLength: envelope.length)
            )
        } catch {
            return .failure(UnwrapError(message: error.message))
        }
    }

    /// A ContentInfo always starts with a SEQUENCE in long or indefinite length form (a signed file is
    /// far longer than 127 bytes). No JSON text can start that way: `0` (0x30) followed by a byte >= 0x80.
    static func looksLikeBER(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 2 && bytes[0] == 0x30 && (bytes[1] == 0x80 || (0x81...0x84).contains(bytes[1]))
    }

    /// A DER-encoded X.501 Name as one line, most specific part first (`CN=example.com, O=Example`),
    /// the form ``SignedEnvelopeInfo/signerSubject`` uses; nil when the bytes are not a Name.
    public static func oneLineName(derEncoded bytes: [UInt8]) -> String? {
        guard let name = try? EnvelopeDER.parse(bytes), name.identifier == .sequence else { return nil }
        return DistinguishedName.oneLine(name)
    }
}
