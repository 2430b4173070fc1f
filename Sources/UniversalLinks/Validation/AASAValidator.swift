/// Validates association files: reads them (``AssociationDocument``) and runs every lint.
///
/// Validation is a pure function of the bytes and the options: it returns a report and never throws
/// for findings.
public struct AASAValidator: Sendable {
    public struct Options: Sendable, Hashable {
        /// The host the file is served for, when known.
        public var domain: String?

        public init(domain: String? = nil) { self.domain = domain }
    }

    public var options: Options

    public init(options: Options = Options()) { self.options = options }

    /// Reads and validates `bytes` (plain JSON or a CMS signed envelope).
    public func validate(_ bytes: [UInt8]) -> AASAValidation {
        validate(AssociationDocument(bytes: bytes))
    }

    /// Validates an already-read document.
    public func validate(_ document: AssociationDocument) -> AASAValidation {
        var diagnostics = document.diagnostics
        var work = 0
        if let file = document.file {
            var linter = Linter(file: file, sourceSize: document.source.bytes.count)
            linter.run()
            work = linter.budget.spent + linter.work
            Finding.resolve(linter.findings, in: document.source, into: &diagnostics)
        }
        var validation = AASAValidation(document: document, report: DiagnosticReport(diagnostics).sorted())
        validation.work = work
        return validation
    }
}

/// The result of validating one file.
public struct AASAValidation: Sendable {
    public var document: AssociationDocument
    public var report: DiagnosticReport

    /// Units of work the lints spent on the file (bytes hashed or compared, table probes): tests
    /// check that it stays proportional to the file's size.
    var work = 0

    /// The typed file, when one could be read.
    public var file: AssociationFile? { document.file }
}
