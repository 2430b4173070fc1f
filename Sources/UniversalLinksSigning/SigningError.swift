import UniversalLinks

/// A failure to sign or to load signing material (unreadable key or certificate, key and certificate
/// that do not belong together). Findings about a signed file are ``SignatureProblem``s instead.
public struct SigningError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, rendered where it is shown (`Localizer.render(_:)`).
    public var message: Message
    public init(_ message: Message) {
        MessageTables.register(.signing)
        self.message = message
    }
    public var description: String { message.english }
}
