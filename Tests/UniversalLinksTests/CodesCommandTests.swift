import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks codes`: unknown codes are an error with suggestions, names match in any case, the
/// filter applies to --markdown, and the text shows each code's example.
@Suite struct CodesCommandTests {
    @Test func unknownCodeIsAnErrorWithSuggestions() async throws {
        guard let run = try await ULinksCommand.run(["codes", "curly-quotes"]) else { return }
        #expect(run.status == 1)
        #expect(run.text.isEmpty)
        #expect(run.errors.contains("unknown code 'curly-quotes'; did you mean curly-quote"), "\(run.errors)")
        let far = try await #require(try await ULinksCommand.run(["codes", "zzzzzzzzzzzz"]))
        #expect(far.status == 1 && far.errors.contains("`ulinks codes` lists them all"), "\(far.errors)")
        #expect(DiagnosticCode.suggestions(for: "trailing-coma").first == "trailing-comma")
    }

    @Test func codesMatchInAnyCaseAndShowTheExample() async throws {
        guard let run = try await ULinksCommand.run(["codes", "CURLY-QUOTE"]) else { return }
        #expect(run.status == 0)
        #expect(run.text.hasPrefix("curly-quote (error, aasa):"), "\(run.text)")
        let example = try #require(DiagnosticCode.info(named: "curly-quote")?.example)
        #expect(run.text.contains("  example:\n    " + (example.split(separator: "\n").first ?? "")), "\(run.text)")
        #expect(run.text.contains("  fix: "))
    }

    @Test func markdownKeepsTheFilter() async throws {
        guard let run = try await ULinksCommand.run(["codes", "--markdown", "curly-quote", "manifest-version"]) else {
            return
        }
        #expect(run.status == 0)
        #expect(run.text.contains("| `curly-quote` |") && run.text.contains("| `manifest-version` |"))
        #expect(!run.text.contains("`trailing-comma`"))
        #expect(
            run.text
                == DiagnosticCode.referenceDocument(
                    only: ["curly-quote", "manifest-version"].compactMap(DiagnosticCode.info(named:))))
    }
}
