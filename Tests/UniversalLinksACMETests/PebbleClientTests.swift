import Foundation
import NIOSSL
import Testing
import ULinksTestSupport
import UniversalLinksACME

/// The client against a real ACME server: pebble on loopback validating for real, the http-01
/// answers served by python's http.server and the tls-alpn-01 certificate by `openssl s_server`.
@Suite(.serialized) struct PebbleClientTests {
    /// pebble, python's http.server on pebble's http-01 port serving a folder, and a client for
    /// pebble; all stopped after `body`. `body` gets pebble's tls-alpn-01 port too.
    static func withCA(
        environment: [String: String] = [:],
        _ body: (Pebble, TemporaryDirectory, ACMEClient, _ tlsPort: Int) async throws -> Void
    ) async throws {
        let httpPort = try FreePort.next()
        let tlsPort = try FreePort.next()
        guard let pebble = try await Pebble.start(httpPort: httpPort, tlsPort: tlsPort, environment: environment) else {
            return
        }
        defer { pebble.stop() }
        let web = try TemporaryDirectory("acme-web")
        defer { web.remove() }
        guard let server = try await StaticHTTPServer.start(folder: web, port: httpPort) else { return }
        defer { server.stop() }
        let client = ACMEClient(
            configuration: ACMEClientConfiguration(
                directoryURL: pebble.directoryURL,
                trustRoots: try NIOSSLCertificate.fromPEMFile(pebble.listenerCAPath),
                // 10 retries: at 30% rejected, ten in a row is one in 170,000 requests.
                requestTimeout: .seconds(10), orderTimeout: .seconds(60), badNonceRetries: 10),
            accountKey: ACMEAccountKey())
        do {
            try await body(pebble, web, client, tlsPort)
        } catch {
            await client.shutdown()
            throw error
        }
        await client.shutdown()
    }

    // 30% of nonces rejected: a client without the badNonce retry fails this test.
    @Test func obtainsCertificatesWithBothChallengesAndSurvivesBadNonces() async throws {
        try await Self.withCA(environment: ["PEBBLE_WFE_NONCEREJECT": "30", "PEBBLE_AUTHZREUSE": "0"]) {
            pebble, web, client, tlsPort in
            let account = try await client.register(contact: ["mailto:ops@example.com"])
            #expect(account.hasPrefix("https://127.0.0.1:"))

            let http = try await client.obtainCertificate(
                for: ["app.example.com"], responder: FolderHTTPResponder(folder: web))
            #expect(http.domains == ["app.example.com"])
            #expect(http.notAfter > Date())
            // No challenge file is left behind.
            let left = try FileManager.default.contentsOfDirectory(atPath: web.path(".well-known/acme-challenge"))
            #expect(left.isEmpty)
            try await Self.verify(http, root: pebble.issuingRootPEM())

            let alpn = try await client.obtainCertificate(
                for: ["alpn.example.com"], responder: OpenSSLALPNResponder(port: tlsPort))
            #expect(alpn.domains == ["alpn.example.com"])
            try await Self.verify(alpn, root: pebble.issuingRootPEM())
        }
    }

    @Test func failedValidationIsAnOrderErrorWithTheCAReason() async throws {
        try await Self.withCA { _, _, client, _ in
            try await client.register(contact: [])
            // A responder that serves nothing: pebble gets a 404 from the web server.
            let error = await #expect(throws: ACMEError.self) {
                try await client.obtainCertificate(for: ["missing.example.com"], responder: SilentResponder())
            }
            #expect(error?.code == .orderFailed)
            #expect(error?.message.contains("missing.example.com") == true)
            // An unreachable CA is a transport error, within the request deadline.
            let dead = ACMEClient(
                configuration: ACMEClientConfiguration(
                    directoryURL: "https://127.0.0.1:\(try FreePort.next())/dir", requestTimeout: .seconds(2)),
                accountKey: ACMEAccountKey())
            let start = ContinuousClock.now
            let transport = await #expect(throws: ACMEError.self) { try await dead.register(contact: []) }
            #expect(transport?.code == .transport)
            #expect(ContinuousClock.now - start < .seconds(10))
            await dead.shutdown()
        }
    }

    static func verify(_ issued: IssuedCertificate, root: String) throws {
        let folder = try TemporaryDirectory("verify")
        defer { folder.remove() }
        let blocks = try ACMEResponseParser.certificateChain(Array(issued.chainPEM.utf8))
        try folder.write("leaf.pem", blocks[0])
        try folder.write("chain.pem", blocks.dropFirst().joined())
        try folder.write("root.pem", root)
        try OpenSSL.run(
            ["verify", "-CAfile", "root.pem", "-untrusted", "chain.pem", "leaf.pem"], in: folder.url)
        // The key is the certificate's.
        try folder.write("key.pem", issued.privateKeyPEM)
        let openssl = try #require(Subprocess.openssl)
        let fromKey = try Subprocess.run(openssl, ["pkey", "-in", "key.pem", "-pubout"], in: folder.url)
        let fromCertificate = try Subprocess.run(
            openssl, ["x509", "-in", "leaf.pem", "-noout", "-pubkey"], in: folder.url)
        #expect(fromKey.text == fromCertificate.text && !fromKey.text.isEmpty)
    }
}

/// Presents nothing.
struct SilentResponder: ACMEChallengeResponder {
    var supportedChallenges: [ACMEChallenge.Kind] { [.http01] }
    func present(_ solution: ACMEChallengeSolution) async throws {}
    func withdraw(_ solution: ACMEChallengeSolution) async {}
}
