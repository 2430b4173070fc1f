/// A `/.well-known/webauthn` file as read from bytes: the origins a browser that supports Related
/// Origin Requests would accept for the RP ID, and every finding (syntax and lints), in document order.
///
/// Reading never throws.
public struct WebAuthnDocument: Sendable {
    public var source: SourceText
    public var root: JSONNode?
    public let diagnostics: [Diagnostic]
    /// The well-formed origins, in file order, as written.
    public let origins: [String]
    public var isValidJSON: Bool

    public init(bytes: [UInt8]) {
        let read = JSONReader().read(bytes)
        source = read.source
        root = read.root
        isValidJSON = read.isValidJSON
        diagnostics = read.diagnostics
        origins = []
    }

    public init(string: String) { self.init(bytes: Array(string.utf8)) }
}
