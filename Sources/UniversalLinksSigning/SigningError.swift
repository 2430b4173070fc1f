/// A failure to sign or to load signing material (unreadable key or certificate, key and certificate
/// that do not belong together). Findings about a signed file are ``SignatureProblem``s instead.
public struct SigningError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public init(_ message: String) { self.message = message }
    public var description: String { message }
}
