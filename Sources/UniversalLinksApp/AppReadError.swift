import UniversalLinks

/// Why an app could not be read.
public struct AppReadError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, rendered where it is shown (`Localizer.render(_:)`).
    public var message: Message
    public init(_ message: Message) {
        MessageTables.register(.app)
        self.message = message
    }
    public var description: String { message.english }
}
