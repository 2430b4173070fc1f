import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// The project's own checker against the project's own server: `ulinks check` (the real binary,
/// built with the checker module) passes for a domain `ulinks serve` hosts over HTTPS with a test CA.
@Suite struct CheckerEndToEndTests {
    /// The `ulinks` binary, when it was built with the `check` command (the Checker trait).
    static func checkCapableBinary() async throws -> String? {
        guard let binary = CrashTests.ulinksBinary else { return nil }
        // An unknown subcommand's --help prints the root help, so look for `check` in the list.
        let help = try await Process.output(binary, ["--help"])
        let listed = help.stdout.split(separator: "\n").contains { $0.hasPrefix("  check ") }
        return listed ? binary : nil
    }

    @Test func ulinksCheckPassesAgainstUlinksServe() async throws {
        guard let binary = try await Self.checkCapableBinary() else {
            print(
                "note: the ulinks binary next to the tests has no `check` command (build with the checker module); skipping"
            )
            return
        }
        let certificates = try TestCertificates([("app", ["app.example.com"])])
        defer { certificates.remove() }
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: HostName("app.example.com")!, kind: .aasa)
        let identity = try TLSIdentity(
            certificatePath: certificates.certificatePath("app"), keyPath: certificates.keyPath("app"))
        try await TestServer.with(service, options: .init(host: "127.0.0.1", port: 0, tls: [identity])) {
            port async throws in
            let result = try await Process.output(
                binary,
                [
                    "check", "app.example.com", "--ca", certificates.caPath, "--resolve",
                    "app.example.com=127.0.0.1:\(port)",
                    "--app", "ABCDE12345.com.example.app", "--format", "json", "--timeout", "20",
                ])
            #expect(result.status == 0, "ulinks check failed: \(result.stdout)")
            #expect(result.stdout.contains("app.example.com"))

            // And it notices when the server stops serving the file.
            _ = try await service.delete(host: HostName("app.example.com")!, kind: .aasa)
            let missing = try await Process.output(
                binary,
                [
                    "check", "app.example.com", "--ca", certificates.caPath, "--resolve",
                    "app.example.com=127.0.0.1:\(port)",
                    "--format", "json", "--timeout", "20",
                ])
            #expect(missing.status != 0)
        }
    }
}
