import Foundation
import UniversalLinks

/// Wall time of `body` in milliseconds.
func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
}

// Every registered example's diagnostics: a few hundred messages of every kind.
let diagnostics: [Diagnostic] = DiagnosticCode.registry.filter { $0.domain == .aasa }.flatMap { info in
    info.example.map { AASAValidator().validate(Array($0.utf8)).report.diagnostics } ?? []
}
print("diagnostics: \(diagnostics.count)")

/// Every message and hint rendered: what a command does before it prints.
func render(_ localizer: Localizer, _ diagnostics: [Diagnostic]) {
    for d in diagnostics {
        _ = localizer.render(d.message)
        _ = d.hint.map(localizer.render)
    }
}

// English: a message written in the code is its own English; named keys read the English table.
let englishFirst = milliseconds { render(.english, diagnostics) }
let englishAgain = milliseconds { render(.english, diagnostics) }
print(String(format: "en        first use + all diagnostics: %8.3f ms (then %8.3f ms)", englishFirst, englishAgain))
for language in [Language.portugueseBrazil, .korean, .chineseSimplified] {
    let localizer = Localizer(language)
    // First use: the language's table is parsed here (one dictionary of its keys).
    let first = milliseconds { _ = localizer.text("summary.clean") }
    let all = milliseconds { render(localizer, diagnostics) }
    let again = milliseconds { render(localizer, diagnostics) }
    print(
        String(
            format: "%-9@ first use %8.3f ms; %d diagnostics %8.3f ms (then %8.3f ms, %6.2f µs each)",
            language.rawValue as NSString, first, diagnostics.count, all, again,
            again * 1000 / Double(max(1, diagnostics.count))))
}
