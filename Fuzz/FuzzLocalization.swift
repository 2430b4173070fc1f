// The localization half of the fuzz target: called by fuzzAASA (Fuzz/FuzzAASA.swift) with the same
// bytes and the file's diagnostics. Messages carry the file's own text (keys, paths, app IDs), which the
// localizer matches against the English templates: that must stay bounded and never trap.

func fuzzLocalization(_ bytes: [UInt8], report: DiagnosticReport) {
    let text = String(decoding: bytes.prefix(4096), as: UTF8.self)
    _ = Language(acceptLanguage: text)
    _ = Language(posixLocale: text)
    _ = LocalizationTable(parsing: text)
    if Localizer.english.message(text) != text { fatalError("English changed a message") }
    let portuguese = Localizer(.portugueseBrazil)
    _ = portuguese.message(text)
    // Texts that travel as English (stored watch reasons, API errors quoting a request's host, command
    // failures quoting a library) are matched against the hand-written templates, values and all.
    let korean = Localizer(.korean)
    for prefix in ["api.error.", "watch.reason.", "error.", "diff.", "statements."] {
        _ = korean.text(matching: text, prefix: prefix, nested: true)
        _ = korean.text(matching: text, prefix: prefix) { korean.message($1) }
    }
    // The file's findings, translated: code, severity and place never change.
    for d in report.diagnostics.prefix(50) {
        let translated = portuguese.localized(d)
        if translated.code != d.code || translated.severity != d.severity || translated.location != d.location {
            fatalError("translation changed more than the words: \(d)")
        }
    }
    _ = DiagnosticRenderer(localizer: portuguese).render(
        DiagnosticReport(Array(report.diagnostics.prefix(50))), fileName: "fuzz", source: nil)
}
