import UniversalLinks

/// One diagnostic code's reference entry, as `GET /api/v1/codes` lists them (the content of
/// `ulinks codes` and Docs/Diagnostics.md).
struct CodeEntry: Encodable, Sendable {
    var code: String
    var severity: String
    var domain: String
    var summary: String
    var example: String?
    var fix: String?

    static let all: [CodeEntry] = DiagnosticCode.registry.map {
        CodeEntry(
            code: $0.code.rawValue, severity: $0.severity.rawValue, domain: $0.domain.rawValue,
            summary: $0.summary.english,
            example: $0.example, fix: $0.fix?.english)
    }
}
