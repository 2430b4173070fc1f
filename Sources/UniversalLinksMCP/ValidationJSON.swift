import UniversalLinks

/// The JSON document of `ulinks validate --format json`: `{"valid", "files": [{"file", "valid",
/// "signed", "errors", "warnings", "diagnostics"}]}` (a test compares it with the command's output).
struct ValidationJSON: Encodable {
    struct File: Encodable {
        var file: String
        var valid: Bool
        var signed: SignedEnvelopeInfo?
        var errors: Int
        var warnings: Int
        var diagnostics: [Diagnostic]
    }

    var files: [File]
    var valid: Bool

    init(name: String, validation: AASAValidation, strict: Bool) {
        let report = validation.report
        let valid = !(report.hasErrors || (strict && !report.warnings.isEmpty))
        files = [
            File(
                file: name, valid: valid, signed: validation.document.signature, errors: report.errors.count,
                warnings: report.warnings.count, diagnostics: report.diagnostics)
        ]
        self.valid = valid
    }
}
