/// A `/.well-known/webauthn` file as read from bytes: the origins a browser that supports Related
/// Origin Requests accepts for the RP ID that serves it, and every finding (syntax and lints), in
/// document order.
///
/// Reading never throws.
public struct WebAuthnDocument: Sendable {
    public var source: SourceText
    public var root: JSONNode?
    public let diagnostics: [Diagnostic]
    /// The well-formed origins, in file order, as written: every entry a browser can match a page against
    /// (https, a registrable domain, within the label limit), each once.
    public let origins: [String]
    /// Every string entry of `origins` as a browser reads it, in file order (repetitions left out).
    public let entries: [WebAuthnOrigin]
    public var isValidJSON: Bool

    public init(bytes: [UInt8]) {
        let read = JSONReader().read(bytes)
        source = read.source
        root = read.root
        isValidJSON = read.isValidJSON
        var diagnostics = read.diagnostics
        var entries: [WebAuthnOrigin] = []
        if let root = read.root, read.isValidJSON {
            var reader = WebAuthnReader()
            reader.read(root)
            entries = reader.origins
            Finding.resolve(reader.findings, in: read.source, into: &diagnostics)
        } else if diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic("webauthn-not-object", "the file is not JSON", at: read.source.location(of: 0), pointer: ""))
        }
        self.entries = entries
        origins = entries.filter(\.isUsable).map(\.written)
        self.diagnostics = DiagnosticReport(diagnostics).sorted().diagnostics
    }

    public init(string: String) { self.init(bytes: Array(string.utf8)) }

    /// Whether a file is read as a webauthn file when no kind is forced: its name is `webauthn`
    /// (`/.well-known/webauthn`, `webauthn.json`).
    public static func isWebAuthn(name: String?) -> Bool {
        guard let name else { return false }
        let last = (name.split(separator: "/").last.map(String.init) ?? name).lowercased()
        return last == "webauthn" || last == "webauthn.json"
    }
}
