import Foundation
import ULinksTestSupport

/// `ulinks` on a pseudo-terminal (script(1)), with answers typed on its standard input: how the
/// tests drive the questions of `ulinks init`.
enum TerminalRun {
    static let isAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/script")

    /// Runs `ulinks ARGUMENTS` in `directory`; nil (and says so) when the binary is not built.
    static func ulinks(_ arguments: String, answers: String, in directory: URL) async throws -> ProcessRun? {
        guard let binary = ULinksCommand.requiredBinary() else { return nil }
        return try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/script"), ["-qec", "'\(binary.path)' \(arguments)", "/dev/null"],
            stdin: Array(answers.utf8), in: directory)
    }
}
