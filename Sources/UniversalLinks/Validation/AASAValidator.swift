/// Validates association files: reads them (``AssociationDocument``) and runs every lint.
///
/// Validation is a pure function of the bytes and the options: it returns a report and never throws
/// for findings.
public struct AASAValidator: Sendable {
    public struct Options: Sendable, Hashable {
        /// The host the file is served for, when known (enables host-specific lints).
        public var domain: String?

        public init(domain: String? = nil) { self.domain = domain }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// Reads and validates `bytes`.
    public func validate(_ bytes: [UInt8]) -> AASAValidation {
        let document = AssociationDocument(bytes: bytes)
        return validate(document)
    }

    /// Validates an already-read document.
    public func validate(_ document: AssociationDocument) -> AASAValidation {
        var diagnostics = document.diagnostics
        if let file = document.file {
            var lints = Linter(file: file, source: document.source)
            lints.run()
            diagnostics += lints.findings.map { $0.resolved(in: document.source) }
        }
        return AASAValidation(document: document, report: DiagnosticReport(diagnostics).sorted())
    }
}

/// The result of validating one file.
public struct AASAValidation: Sendable {
    public var document: AssociationDocument
    public var report: DiagnosticReport

    /// The typed file, when one could be read.
    public var file: AssociationFile? { document.file }
}

/// Runs the semantic lints over a decoded file.
struct Linter {
    let file: AssociationFile
    let source: SourceText
    var findings: [Finding] = []

    init(file: AssociationFile, source: SourceText) {
        self.file = file
        self.source = source
    }

    mutating func run() {}
}
