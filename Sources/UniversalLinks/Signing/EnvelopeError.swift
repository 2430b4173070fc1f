/// Why an envelope cannot be unwrapped, as one sentence that says where and what.
struct EnvelopeError: Error, Sendable, Hashable {
    var message: String
    init(_ message: String) { self.message = message }

    init(_ error: BERError, in context: String) {
        switch error.kind {
        case .truncated: message = "truncated DER in \(context): \(error.message)"
        case .malformed: message = "malformed DER in \(context) at byte \(error.offset): \(error.message)"
        }
    }
}
