/// Why a project's text file (XML, an old-style property list) could not be read: where (byte offset)
/// and what.
public struct TextSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var message: String

    public init(_ message: String, at offset: Int) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "byte \(offset): \(message)" }
}
