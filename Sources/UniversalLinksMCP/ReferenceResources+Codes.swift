import UniversalLinks

extension ReferenceResources {
    /// The diagnostic code reference: `ulinks://codes` (the whole of Docs/Diagnostics.md) and
    /// `ulinks://codes/CODE` (one code: severity, meaning, example, fix), each code listed.
    static let codes = ReferenceResources(
        uri: "ulinks://codes", name: "Diagnostic codes",
        description: "Every diagnostic code of ulinks with its severity, meaning, example and fix.",
        placeholder: "code", entryName: "Diagnostic code",
        entryDescription: "One diagnostic code of ulinks (such as trailing-comma): severity, meaning, fix and example.",
        listed: DiagnosticCode.registry.map { ($0.code.rawValue, $0.summary.english) },
        whole: { DiagnosticCode.referenceDocument() },
        entry: { code in
            guard let info = DiagnosticCode.registry.first(where: { $0.code.rawValue == code }) else { return nil }
            var text = "# `\(info.code)`\n\nSeverity: \(info.severity.rawValue)\n\n\(info.summary.english)\n"
            if let fix = info.fix { text += "\nFix: \(fix.english)\n" }
            if let example = info.example { text += "\nExample:\n\n```\n\(example)\n```\n" }
            return text
        })
}
