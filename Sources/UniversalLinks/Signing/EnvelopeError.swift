import SwiftASN1

/// Why an envelope cannot be unwrapped, as one sentence that says where and what.
struct EnvelopeError: Error, Sendable, Hashable {
    var message: Message
    init(_ message: Message) { self.message = message }

    /// What swift-asn1 refused in `bytes`, read as `context`.
    init(_ error: ASN1Error, in bytes: [UInt8], context: String) {
        if error.code == .truncatedASN1Field {
            message = "truncated DER in \(context): \(EnvelopeDER.truncation(bytes))"
        } else {
            message = "malformed DER in \(context): \(EnvelopeDER.reason(error))"
        }
    }
}
