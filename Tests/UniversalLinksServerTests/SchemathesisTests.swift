import Foundation
import Testing
import ULinksTestSupport

/// Docs/openapi.yaml held against a real `ulinks serve` by Schemathesis (PyPI `schemathesis`): every
/// check, on the public console API and the admin API (with the token), in all four phases (the spec's
/// examples, boundary coverage, fuzzing, and stateful sequences along the spec's `links`), with a fixed
/// seed; any failure fails the test. Tests/Schemathesis/schemathesis.toml says what the spec's types
/// cannot (see its comments).
@Suite struct SchemathesisTests {
    /// Enough cases to reach every operation and both modes (positive, negative) of each parameter, in
    /// about half a minute against a debug build.
    static let examplesPerOperation = "30"
    static let seed = "20251126"

    @Test func serverHoldsItsOpenAPIContract() async throws {
        guard let binary = ULinksCommand.requiredBinary(),
            let python = try await Subprocess.python(["-m", "schemathesis.cli", "--version"], package: "schemathesis")
        else { return }
        let folder = try TemporaryDirectory("schemathesis")
        defer { folder.remove() }
        let token = "schemathesis-token-0123456789"
        // The check and trace examples name app.example: mapped to a loopback port nobody listens on,
        // so they answer with a report of a refused connection and nothing leaves the machine.
        let closed = try FreePort.next()
        let server = try ServeProcess.console(
            binary: binary, folder: folder, token: token,
            arguments: ["--console-allow-private-check", "--console-check-resolve", "app.example=127.0.0.1:\(closed)"])
        defer { server.stop() }
        let url = try await server.consoleURL()
        let root = PackageRoot.path
        let run = try await Subprocess.run(
            python,
            [
                "-m", "schemathesis.cli", "--no-color", "--config-file", root + "/Tests/Schemathesis/schemathesis.toml",
                "run", root + "/Docs/openapi.yaml", "--url", String(url.dropLast()),
                "--header", "Authorization: Bearer \(token)", "--checks", "all",
                "--phases", "examples,coverage,fuzzing,stateful", "--seed", Self.seed,
                "--max-examples", Self.examplesPerOperation, "--workers", "1", "--generation-database", "none",
                "--output-truncate", "false", "--request-timeout", "30",
            ], in: folder.url)
        let summary = run.text.suffix(6000)
        let spec = try String(contentsOfFile: root + "/Docs/openapi.yaml", encoding: .utf8)
        let operations = spec.split(separator: "\n").filter {
            ["    get:", "    put:", "    post:", "    delete:"].contains($0)
        }.count
        #expect(
            run.status == 0,
            "schemathesis found contract violations:\n\(run.text.suffix(20000))\(run.errors.suffix(2000))")
        // Every operation was exercised and the stateful phase ran (zero tests would also exit 0).
        #expect(operations > 20 && summary.contains("Tested: \(operations)\n"), "\(operations) operations: \(summary)")
        #expect(summary.contains("Stateful"), "\(summary)")
        #expect(!summary.contains("❌"), "\(summary)")
        #expect(server.process.isRunning, "ulinks serve exited: \(server.log.suffix(2000))")
    }
}
