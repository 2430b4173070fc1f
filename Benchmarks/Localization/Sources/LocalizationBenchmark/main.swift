import Foundation
import UniversalLinks

/// Wall time of `body` in milliseconds.
func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

// Every registered example's diagnostics: a few hundred messages of every kind.
var diagnostics: [Diagnostic] = []
for info in DiagnosticCode.registry where info.domain == .aasa {
    guard let example = info.example else { continue }
    diagnostics += AASAValidator().validate(Array(example.utf8)).report.diagnostics
}
let report = DiagnosticReport(diagnostics)
print("diagnostics: \(diagnostics.count)")

// English: the code builds the messages; the localizer hands them back unchanged.
let english = milliseconds { _ = Localizer.english.localized(report) }
print(String(format: "en        first use + all diagnostics: %8.3f ms", english))
for language in [Language.portugueseBrazil, .korean, .chineseSimplified] {
    let localizer = Localizer(language)
    // First use: the language's tables and the English templates are parsed here.
    let first = milliseconds { _ = localizer.text("summary.clean") }
    let all = milliseconds { _ = localizer.localized(report) }
    let again = milliseconds { _ = localizer.localized(report) }
    print(
        String(
            format: "%-9@ first use %8.3f ms; %d diagnostics %8.3f ms (then %8.3f ms, %6.1f µs each)",
            language.rawValue as NSString, first, diagnostics.count, all, again,
            again * 1000 / Double(max(1, diagnostics.count))))
}
