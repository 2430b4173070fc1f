/// An association file as read from bytes: the source, the JSON tree, the typed model and every
/// finding of the reader and the decoder.
///
/// Reading never throws: whatever can be recovered is in ``file``, and every problem is in
/// ``diagnostics``.
public struct AssociationDocument: Sendable {
    /// The JSON text (the payload when the file was signed).
    public var source: SourceText
    public var root: JSONNode?
    public var file: AssociationFile?
    /// Reader and decoder findings (syntax and types), in document order.
    public var diagnostics: [Diagnostic]
    /// True when the JSON itself is valid (there may still be type errors).
    public var isValidJSON: Bool
    /// Set when the file was a CMS (PKCS#7) signed envelope around the JSON.
    public var signature: SignedEnvelopeInfo?

    /// Reads an association file: plain JSON first, then a CMS signed envelope, as iOS does.
    public init(bytes: [UInt8]) {
        var payload = bytes
        var signature: SignedEnvelopeInfo?
        var preface: [Diagnostic] = []
        if let envelope = SignedEnvelope.unwrapIfSigned(bytes) {
            switch envelope {
            case .success(let unwrapped):
                payload = unwrapped.payload
                signature = unwrapped.info
            case .failure(let error):
                preface.append(
                    Diagnostic("unreadable-signature", error.message, at: SourceLocation(line: 1, column: 1, offset: 0))
                )
            }
        }
        let read = JSONReader().read(payload)
        var findings: [Finding] = []
        let file = read.root.flatMap { AssociationFile.decode($0, findings: &findings) }
        var diagnostics = preface + read.diagnostics
        if !preface.isEmpty {
            diagnostics.removeAll { $0.code == "not-json" }
        }
        Finding.resolve(findings, in: read.source, into: &diagnostics)
        self.source = read.source
        self.root = read.root
        self.file = file
        self.diagnostics = diagnostics
        self.isValidJSON = read.isValidJSON && preface.isEmpty
        self.signature = signature
    }

    public init(string: String) { self.init(bytes: Array(string.utf8)) }
}

extension Finding {
    func resolved(in source: SourceText) -> Diagnostic {
        Diagnostic(code, message, hint: hint, at: source.location(of: offset), pointer: pointer)
    }

    /// Appends each finding as ``resolved(in:)`` would, looking a code up in the registry once
    /// per run of equal codes (a file often repeats one finding, such as example app IDs).
    static func resolve(_ findings: [Finding], in source: SourceText, into diagnostics: inout [Diagnostic]) {
        guard !findings.isEmpty else { return }
        diagnostics.reserveCapacity(diagnostics.count + findings.count)
        var code: DiagnosticCode?
        var severity = Severity.error
        var fix: Message?
        let locations = source.locations(of: findings.map(\.offset))
        for i in findings.indices {
            if code != findings[i].code {
                let info = findings[i].code.info
                (code, severity, fix) = (findings[i].code, info.severity, info.fix)
            }
            let diagnostic = Diagnostic(
                code: findings[i].code, severity: severity, message: findings[i].message,
                hint: findings[i].hint ?? fix, location: locations[i],
                pointer: findings[i].pointer)
            diagnostics.append(consume diagnostic)
        }
    }
}
