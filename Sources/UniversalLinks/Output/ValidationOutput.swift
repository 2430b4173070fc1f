/// The document `ulinks validate --format json` prints (and `POST /api/v1/validate` answers with):
/// `{"valid", "files": [{"file", "valid", "signed", "errors", "warnings", "diagnostics"}]}`.
public struct ValidationOutput: Sendable, Encodable {
    public struct File: Sendable, Encodable {
        public var file: String
        public var valid: Bool
        public var signed: SignedEnvelopeInfo?
        public var errors: Int
        public var warnings: Int
        public var diagnostics: [Diagnostic]

        public init(
            file: String, valid: Bool, signed: SignedEnvelopeInfo?, errors: Int, warnings: Int,
            diagnostics: [Diagnostic]
        ) {
            self.file = file
            self.valid = valid
            self.signed = signed
            self.errors = errors
            self.warnings = warnings
            self.diagnostics = diagnostics
        }

        /// A validated file: invalid when it has errors, or warnings with `strict`.
        public init(file: String, report: DiagnosticReport, signed: SignedEnvelopeInfo?, strict: Bool) {
            self.init(
                file: file, valid: !(report.hasErrors || (strict && !report.warnings.isEmpty)), signed: signed,
                errors: report.errors.count, warnings: report.warnings.count, diagnostics: report.diagnostics)
        }

        enum CodingKeys: String, CodingKey { case file, valid, signed, errors, warnings, diagnostics }

        /// Every key always present: `signed` is null for an unsigned file, as documented (the
        /// synthesized encoding left the key out).
        public func encode(to encoder: any Encoder) throws {
            var c = encoder.container(keyedBy: CodingKeys.self)
            try c.encode(file, forKey: .file)
            try c.encode(valid, forKey: .valid)
            try c.encode(signed, forKey: .signed)
            try c.encode(errors, forKey: .errors)
            try c.encode(warnings, forKey: .warnings)
            try c.encode(diagnostics, forKey: .diagnostics)
        }

        /// A file that could not be read at all.
        public static func unreadable(_ file: String, reason: Message) -> File {
            File(
                file: file, valid: false, signed: nil, errors: 1, warnings: 0,
                diagnostics: [Diagnostic("unreadable-file", reason)])
        }
    }

    public var files: [File]
    /// True when every file is valid.
    public var valid: Bool

    public init(files: [File] = []) {
        self.files = files
        self.valid = files.allSatisfy(\.valid)
    }

    /// The printed form: pretty, sorted keys, a final newline.
    public func json() throws -> String { try JSONOutput.encode(self) + "\n" }
}
