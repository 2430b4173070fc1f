/// A failure talking to an ACME server: the server's answer, a malformed answer, or the transport.
///
/// Never carries key material: messages name URLs, statuses and the server's problem text only.
public struct ACMEError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        /// The server answered with an RFC 7807 problem document (see ``problem``).
        case problem
        /// The answer could not be read: not JSON, a wrong type, a missing field, too large.
        case malformedResponse = "malformed-response"
        /// No answer in time, or the connection failed.
        case transport
        /// An order or authorization ended `invalid`, or did not finish before the deadline.
        case orderFailed = "order-failed"
        /// The caller asked for something the client cannot do (no supported challenge, bad name).
        case unsupported
    }

    public var code: Code
    public var message: String
    /// The server's problem document when ``code`` is ``Code/problem`` (or an order failed with one).
    public var problem: ACMEProblem?

    public init(_ code: Code, _ message: String, problem: ACMEProblem? = nil) {
        self.code = code
        self.message = message
        self.problem = problem
    }

    public var description: String { "\(code.rawValue): \(message)" }
}
