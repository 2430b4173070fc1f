/// Why a binary XML document (a compiled `AndroidManifest.xml`) or an APK's signature could not be read:
/// where (byte offset) and what. The project readers' ``TextSyntaxError`` is this type too.
public struct BinaryXMLError: Error, Sendable, Hashable, CustomStringConvertible {
    public var offset: Int
    public var message: Message

    public init(_ message: Message, at offset: Int) {
        self.offset = offset
        self.message = message
    }

    public var description: String { "byte \(offset): \(message.english)" }
}
