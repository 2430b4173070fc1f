/// The JSON document of `ulinks validate --format json` and of the `validate` tool of `ulinks mcp`:
/// `{"valid", "files": [{"file", "valid", "signed", "errors", "warnings", "diagnostics"}]}`.
public struct ValidationSummary: Sendable, Encodable {
    public struct File: Sendable, Encodable {
        public var file: String
        public var valid: Bool
        public var signed: SignedEnvelopeInfo?
        public var errors: Int
        public var warnings: Int
        public var diagnostics: [Diagnostic]

        public init(
            file: String, valid: Bool, signed: SignedEnvelopeInfo?, errors: Int, warnings: Int, diagnostics: [Diagnostic]
        ) {
            self.file = file
            self.valid = valid
            self.signed = signed
            self.errors = errors
            self.warnings = warnings
            self.diagnostics = diagnostics
        }

        /// One validated file; `valid` unless it has errors (or warnings, when `strict`).
        public init(name: String, validation: AASAValidation, strict: Bool) {
            let report = validation.report
            self.init(
                file: name, valid: !(report.hasErrors || (strict && !report.warnings.isEmpty)),
                signed: validation.document.signature, errors: report.errors.count, warnings: report.warnings.count,
                diagnostics: report.diagnostics)
        }
    }

    public var files: [File]
    public var valid: Bool

    public init(files: [File], valid: Bool) {
        self.files = files
        self.valid = valid
    }
}
