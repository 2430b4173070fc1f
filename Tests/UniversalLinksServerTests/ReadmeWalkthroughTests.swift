import Foundation
import Testing
import ULinksTestSupport

/// The README's "From zero" walk-through, run as written: its openssl commands make the local CA and
/// the host's certificate, `ulinks serve --dir` serves the site with them, and `ulinks check` trusts
/// the result through `--ca` and `--resolve`.
@Suite struct ReadmeWalkthroughTests {
    /// The `$ openssl ...` and `$ printf ...` commands of the README, continuation lines joined.
    static func certificateCommands() throws -> [String] {
        let readme = try String(contentsOfFile: PackageRoot.path + "/README.md", encoding: .utf8)
        var commands: [String] = []
        var current: String?
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if let partial = current {
                let joined = partial + " " + line.trimmingCharacters(in: .whitespaces)
                current = nil
                if joined.hasSuffix("\\") { current = String(joined.dropLast()) } else { commands.append(joined) }
                continue
            }
            guard line.hasPrefix("$ openssl ") || line.hasPrefix("$ printf ") else { continue }
            let command = String(line.dropFirst(2))
            if command.hasSuffix("\\") { current = String(command.dropLast()) } else { commands.append(command) }
        }
        return commands
    }

    @Test(.enabled(if: Subprocess.openssl != nil, "openssl is not installed"))
    func theReadmesCertificatesServeAndCheck() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let commands = try Self.certificateCommands()
        #expect(commands.count >= 3, "\(commands)")
        let dir = try TemporaryDirectory("ulinks-readme")
        defer { dir.remove() }
        for command in commands {
            let run = try await Subprocess.run(URL(fileURLWithPath: "/bin/bash"), ["-c", command], in: dir.url)
            #expect(run.status == 0, "\(command): \(run.errors)")
        }
        for file in ["ca.pem", "shop.pem", "shop.key"] {
            #expect(FileManager.default.fileExists(atPath: dir.path(file)), "the README's commands made no \(file)")
        }
        try FileManager.default.createDirectory(
            atPath: dir.path("site/shop.example/.well-known"), withIntermediateDirectories: true)
        try dir.write(
            "site/shop.example/.well-known/apple-app-site-association",
            #"{"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/product/*"}]}]}}"#
        )
        let port = try FreePort.next()
        let server = try ServeProcess(
            binary: binary,
            arguments: [
                "--dir", "site", "--bind", "127.0.0.1:\(port)", "--tls-cert", "shop.pem", "--tls-key", "shop.key",
            ],
            logPath: dir.path("serve.log"), directory: dir.url)
        defer { server.stop() }
        try await server.waitUntilListening(port)
        let check = try await #require(
            try await ULinksCommand.run(
                [
                    "check", "shop.example", "--resolve", "shop.example=127.0.0.1:\(port)", "--ca", "ca.pem",
                    "--app", "ABCDE12345.com.example.shop", "--url", "https://shop.example/product/42",
                ], in: dir.url))
        #expect(check.text.contains("pass tls-trust"), "\(check.text)\(check.errors)")
        #expect(check.text.contains("pass url-decision"), "\(check.text)")
    }
}
