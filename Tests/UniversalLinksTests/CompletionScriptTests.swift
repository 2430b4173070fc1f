import Foundation
import Testing
import ULinksTestSupport

/// `ulinks --generate-completion-script SHELL`: a script per shell that knows the subcommands.
@Suite struct CompletionScriptTests {
    @Test(arguments: ["bash", "zsh", "fish"])
    func scriptNamesTheSubcommands(shell: String) async throws {
        guard let run = try await ULinksCommand.run(["--generate-completion-script", shell]) else { return }
        #expect(run.status == 0, "\(run.errors)")
        for command in ["validate", "match", "convert", "diff", "codes", "fmt", "entitlements"] {
            #expect(run.text.contains(command), "\(shell) completion lacks \(command)")
        }
        // fish spells options `-l 'format'`, the others `--format`; the new report formats are offered.
        #expect(run.text.contains(shell == "fish" ? "-l 'format'" : "--format"))
        #expect(run.text.contains("sarif") && run.text.contains("github"))
        // Each shell's own syntax, so the script is really for that shell.
        let marker =
            ["bash": "-F _ulinks ulinks", "zsh": "#compdef ulinks", "fish": "complete -c 'ulinks'"][shell] ?? ""
        #expect(run.text.contains(marker), "\(shell): \(run.text.prefix(200))")
    }

    @Test func unknownShellIsAUsageError() async throws {
        guard let run = try await ULinksCommand.run(["--generate-completion-script", "tcsh"]) else { return }
        #expect(run.status != 0)
    }
}
