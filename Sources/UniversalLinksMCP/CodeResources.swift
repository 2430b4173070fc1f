import MCP
import UniversalLinks

/// The diagnostic code reference as MCP resources: `ulinks://codes` (the whole of Docs/Diagnostics.md)
/// and `ulinks://codes/CODE` (one code: severity, meaning, example, fix), also as the template
/// `ulinks://codes/{code}`.
enum CodeResources {
    static let reference = "ulinks://codes"

    static var list: [Resource] {
        [
            Resource(
                name: "Diagnostic codes", uri: reference,
                description: "Every diagnostic code of ulinks with its severity, meaning, example and fix.",
                mimeType: "text/markdown")
        ]
            + DiagnosticCode.registry.map { info in
                Resource(
                    name: info.code.rawValue, uri: "\(reference)/\(info.code.rawValue)", description: info.summary,
                    mimeType: "text/markdown")
            }
    }

    /// `resources/templates/list`: one code's entry by name (the names are in `resources/list`).
    static let templates = [
        Resource.Template(
            uriTemplate: "\(reference)/{code}", name: "Diagnostic code",
            description: "One diagnostic code of ulinks (such as trailing-comma): severity, meaning, fix and example.",
            mimeType: "text/markdown")
    ]

    static func read(_ uri: String) -> Resource.Content? {
        if uri == reference { return .text(DiagnosticCode.referenceDocument(), uri: uri, mimeType: "text/markdown") }
        guard uri.hasPrefix(reference + "/") else { return nil }
        let code = String(uri.dropFirst(reference.count + 1))
        guard let info = DiagnosticCode.registry.first(where: { $0.code.rawValue == code }) else { return nil }
        var text = "# `\(info.code)`\n\nSeverity: \(info.severity.rawValue)\n\n\(info.summary)\n"
        if let fix = info.fix { text += "\nFix: \(fix)\n" }
        if let example = info.example { text += "\nExample:\n\n```\n\(example)\n```\n" }
        return .text(text, uri: uri, mimeType: "text/markdown")
    }
}
