import Foundation
import Testing
import UniversalLinks
import UniversalLinksServer

@Suite struct ModelTests {
    @Test(arguments: [
        ("example.com", "example.com"), ("EXAMPLE.Com", "example.com"), ("a-b.c-d.example", "a-b.c-d.example"),
        ("xn--bcher-kva.example", "xn--bcher-kva.example"), ("localhost", "localhost"), ("127.0.0.1", "127.0.0.1"),
    ])
    func validHostNames(text: String, normalised: String) throws {
        #expect(try #require(HostName(text)).value == normalised)
    }

    @Test(arguments: [
        "", ".", "..", "a..b", ".example.com", "example.com.", "-a.com", "a-.com", "a/b", "a\\b", "a b", "a%2Fb",
        "a:80",
        "ex_ample.com", "bücher.example", "a?b", "a#b", String(repeating: "a", count: 64) + ".com",
        String(repeating: "a.", count: 127) + "a",
    ])
    func invalidHostNames(text: String) {
        #expect(HostName(text) == nil, "\(text)")
    }

    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        (
            "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
        ),
    ])
    func sha256Vectors(input: String, digest: String) {
        #expect(ContentDigest.hex(Array(input.utf8)) == digest)
    }

    @Test func sha256OfAMillionAs() {
        #expect(
            ContentDigest.hex([UInt8](repeating: 0x61, count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test(arguments: [
        (784_111_777.0, "Sun, 06 Nov 1994 08:49:37 GMT"), (0.0, "Thu, 01 Jan 1970 00:00:00 GMT"),
        (951_782_400.0, "Tue, 29 Feb 2000 00:00:00 GMT"), (1_700_000_000.5, "Tue, 14 Nov 2023 22:13:20 GMT"),
    ])
    func lastModifiedIsIMFFixdate(seconds: Double, text: String) {
        let file = StoredFile(
            record: VersionRecord(
                host: HostName("a.b")!, kind: .aasa, version: 1, sha256: String(repeating: "0", count: 64), size: 0,
                contentType: "application/json", createdAt: Date()),
            content: [], liveSince: Date(timeIntervalSince1970: seconds))
        #expect(PreparedFile(file, cacheControl: "x").lastModified == text)
    }

    @Test(arguments: [
        ("[]", true), ("{}", false), ("[1]", false), ("not json", false),
        (#"[{"include": "https://example.com/links.json"}]"#, true), (#"[{"include": "http://x"}]"#, false),
        (
            #"[{"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://example.com"}}]"#,
            true
        ),
        (#"[{"relation": [], "target": {"namespace": "web", "site": "https://example.com"}}]"#, false),
        (
            #"[{"relation": ["x"], "target": {"namespace": "android_app", "package_name": "com.x", "sha256_cert_fingerprints": ["AB:CD"]}}]"#,
            false
        ),
        (#"[{"relation": ["x"], "target": {"namespace": "ios_app"}}]"#, false),
        (#"[{"relation": ["x"]}]"#, false),
    ])
    func assetLinksShape(json: String, valid: Bool) {
        let report = AssetLinksValidator().validate(Array(json.utf8))
        #expect(report.hasErrors == !valid, "\(json): \(report.diagnostics.map(\.message))")
    }

    @Test func assetLinksFixtureIsValidAndDiagnosticsPointAtTheValue() {
        #expect(!AssetLinksValidator().validate(Fixtures.assetlinks).hasErrors)
        let report = AssetLinksValidator().validate(Array("[\n  {\"relation\": 3}\n]".utf8))
        let relation = report.diagnostics.first { $0.pointer == "/0/relation" }
        #expect(relation?.location?.line == 2)
    }

    @Test(arguments: [
        ("127.0.0.1", true), ("127.1.2.3", true), ("::1", true), ("localhost", true), ("0.0.0.0", false), ("::", false),
        ("10.0.0.1", false), ("example.com", false),
    ])
    func loopbackAddresses(host: String, loopback: Bool) {
        #expect(AssociationServer.isLoopback(host) == loopback)
    }

    @Test func signedAASAContentType() {
        #expect(FileKind.aasa.contentType(for: AssociationDocument(bytes: Fixtures.aasa())) == "application/json")
    }

    @Test func exportWritesTreeAndSnippets() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let record = VersionRecord(
            host: HostName("app.example.com")!, kind: .aasa, version: 1, sha256: ContentDigest.hex(Fixtures.aasa(1)),
            size: Fixtures.aasa(1).count, contentType: "application/json", createdAt: Date())
        let links = VersionRecord(
            host: HostName("app.example.com")!, kind: .assetlinks, version: 1,
            sha256: ContentDigest.hex(Fixtures.assetlinks),
            size: Fixtures.assetlinks.count, contentType: "application/json", createdAt: Date())
        let written = try StaticExport().write(
            [
                StoredFile(record: record, content: Fixtures.aasa(1), liveSince: Date()),
                StoredFile(record: links, content: Fixtures.assetlinks, liveSince: Date()),
            ], to: folder)
        #expect(written.count == 4)
        let aasa = folder.appendingPathComponent("app.example.com/.well-known/apple-app-site-association")
        #expect(Array(try Data(contentsOf: aasa)) == Fixtures.aasa(1))
        let nginx = try String(contentsOf: folder.appendingPathComponent("nginx.conf"), encoding: .utf8)
        #expect(nginx.contains("server_name app.example.com;"))
        #expect(nginx.contains("location = /.well-known/apple-app-site-association {"))
        #expect(nginx.contains("location = /apple-app-site-association {"))
        #expect(nginx.contains("default_type application/json;"))
        let caddy = try String(contentsOf: folder.appendingPathComponent("Caddyfile"), encoding: .utf8)
        #expect(caddy.contains("app.example.com {"))
        #expect(caddy.contains("header Content-Type application/json"))
        // The exported tree is also a folder `ulinks serve --dir` accepts.
        let store = try DirectoryStore(root: folder)
        #expect(try await store.liveFiles().count == 2)
    }
}
