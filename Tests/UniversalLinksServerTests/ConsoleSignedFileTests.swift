import Foundation
import Testing
import ULinksTestSupport

/// A CMS-signed file (made by the real openssl) through the console API: validated like the CLI
/// does, the signer named, and its payload given back for the page to show.
@Suite struct ConsoleSignedFileTests {
    @Test(.enabled(if: Subprocess.openssl != nil, "openssl is not installed")) func signedFileIsReadAndShown()
        async throws
    {
        let folder = try TemporaryDirectory("ulinks-console-signed")
        defer { folder.remove() }
        let payload = ConsoleAPITests.notExample
        let signed = try Self.sign(payload, in: folder)
        guard let cli = try await ULinksCommand.run(["validate", "--format", "json", "-"], stdin: signed) else {
            return
        }
        try await ConsoleAPITests().withApp { client async throws in
            let (status, body, _) = try await ConsoleAPITests.post(client, "/api/v1/validate", signed)
            #expect(status == .ok)
            #expect(body == cli.text)
            #expect(body.contains("\"signerSubject\" : ") && !body.contains("\"signed\" : null"))
            let (_, shown, _) = try await ConsoleAPITests.post(client, "/api/v1/payload", signed)
            #expect(Array(shown.utf8) == payload)
            let (_, decided, _) = try await ConsoleAPITests.post(
                client, "/api/v1/match?url=https://example.com/albums", signed)
            #expect(decided.contains("\"opens\": \"D3KQX62K1A.com.example.photoapp\""))
        }
    }

    /// `payload` signed with a fresh self-signed certificate (`openssl smime -sign -nodetach`, DER).
    static func sign(_ payload: [UInt8], in folder: TemporaryDirectory) throws -> [UInt8] {
        try OpenSSL.run(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "id.key",
                "-out", "id.pem", "-days", "30", "-subj", "/O=Example Inc/CN=example.com",
            ], in: folder.url)
        try folder.write("payload.in", payload)
        try OpenSSL.run(
            [
                "smime", "-sign", "-nodetach", "-binary", "-outform", "DER", "-in", "payload.in", "-signer", "id.pem",
                "-inkey", "id.key", "-out", "signed.der",
            ], in: folder.url)
        return try #require(FileManager.default.contents(atPath: folder.path("signed.der")).map { Array($0) })
    }
}

/// `ulinks serve --no-console`: `/` and `/api/v1` are 404 again and no console address is logged.
@Suite struct ConsoleSwitchTests {
    @Test func noConsoleServesNeitherPageNorAPI() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let folder = try TemporaryDirectory("ulinks-no-console")
        defer { folder.remove() }
        let server = try ServeProcess.console(
            binary: binary, folder: folder, token: "no-console-test-token-0123456789", arguments: ["--no-console"])
        defer { server.stop() }
        let address = try #require(try await server.logged("listening")["address"] as? String)
        let port = try #require(address.split(separator: ":").last.map(String.init))
        for path in ["/", "/console/console.js", "/api/v1/codes"] {
            #expect(try await Curl.request("http://127.0.0.1:\(port)\(path)").status == 404, "\(path)")
        }
        #expect(try await Curl.request("http://127.0.0.1:\(port)/healthz").status == 200)
        #expect(!server.lines().contains { $0["message"] as? String == "console" })
    }
}
