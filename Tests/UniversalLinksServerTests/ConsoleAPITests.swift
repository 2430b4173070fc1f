import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import NIOCore
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// The console's `/api/v1` through the router (no sockets): the same bytes as the CLI's
/// `--format json`, 400 and a JSON error for bad input, and the security headers.
@Suite struct ConsoleAPITests {
    static let auth: HTTPFields = [.authorization: "Bearer \(Fixtures.token)"]
    static let curly = Array(
        #"{ "applinks": { "apps": [], "details": [ { "appID": "3XXXXX9M83.io.branch-labs.Branchster", "paths": [ "NOT /e/*", "*", "/", “/archives/201?/* ] } ] } }"#
            .utf8)
    static let notExample = Array(
        """
        {"applinks": {"apps": [], "details": [
          {"appID": "D3KQX62K1A.com.example.photoapp", "paths": ["/albums"]},
          {"appID": "D3KQX62K1A.com.example.videoapp",
           "paths": [ "/videos/collections/*", "NOT /videos/samples/2010/*", "/videos/samples/201?/*"]}]}}
        """.utf8)

    static func service(console: ConsoleConfiguration = .init(enabled: true), refusal: Message? = nil)
        -> AssociationService
    {
        var configuration = ServerConfiguration(adminToken: Fixtures.token, adminRefusal: refusal)
        configuration.console = console
        return AssociationService(store: MemoryStore(), configuration: configuration)
    }

    func withApp(
        _ service: AssociationService = ConsoleAPITests.service(),
        _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let app = try AssociationServer.buildApplication(
            service: service, options: .init(), logger: Logger(label: "t", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.test(.router) { client in try await test(client) }
    }

    static func post(
        _ client: any TestClientProtocol, _ uri: String, _ body: [UInt8], headers: HTTPFields = [:]
    ) async throws -> (HTTPResponse.Status, String, HTTPFields) {
        let response = try await client.execute(
            uri: uri, method: .post, headers: headers, body: ByteBuffer(bytes: body))
        return (response.status, String(buffer: response.body), response.headers)
    }

    static func query(_ urls: [String]) -> String {
        urls.map { "url=" + ($0.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0) }.joined(
            separator: "&")
    }

    @Test(arguments: [curly, notExample, Fixtures.assetlinks, Fixtures.invalidJSON, Fixtures.aasa(3)])
    func validateAnswersWhatTheCLIPrints(file: [UInt8]) async throws {
        guard
            let cli = try await ULinksCommand.run(
                ["validate", "--format", "json", "--domain", "example.com", "-"], stdin: file)
        else { return }
        try await withApp { client async throws in
            let (status, body, headers) = try await Self.post(client, "/api/v1/validate?domain=example.com", file)
            #expect(status == .ok)
            #expect(headers[.contentType] == "application/json")
            #expect(body == cli.text)
        }
    }

    @Test func validateDetectsAssetLinksAndReportsCurlyQuotes() async throws {
        try await withApp { client async throws in
            let (_, body, headers) = try await Self.post(client, "/api/v1/validate?kind=auto", Fixtures.assetlinks)
            #expect(headers[HTTPField.Name("Ulinks-Kind")!] == "assetlinks")
            #expect(body.contains("\"valid\" : true"))
            let (_, curly, _) = try await Self.post(client, "/api/v1/validate?kind=auto&name=pt.json", Self.curly)
            let document = try #require(
                try JSONSerialization.jsonObject(with: Data(curly.utf8)) as? [String: Any])
            let file = try #require((document["files"] as? [[String: Any]])?.first)
            #expect(file["file"] as? String == "pt.json")
            let diagnostics = try #require(file["diagnostics"] as? [[String: Any]])
            #expect(
                diagnostics.contains {
                    $0["code"] as? String == "curly-quote" && $0["line"] as? Int == 1 && $0["column"] as? Int == 126
                })
            // A plain file's payload is the file itself (a signed file's is the JSON inside).
            let (payloadStatus, payload, _) = try await Self.post(client, "/api/v1/payload", Self.curly)
            #expect(payloadStatus == .ok && Array(payload.utf8) == Self.curly)
        }
    }

    @Test(arguments: [false, true])
    func matchAnswersWhatTheCLIPrints(explain: Bool) async throws {
        let urls = [
            "https://example.com/videos/samples/2010/x", "https://example.com/videos/samples/2015/y?q=1#f", "/albums",
        ]
        for ios in ["12", "13"] {
            let options =
                ["--format", "json", "--ios", ios, "--domain", "example.com"] + (explain ? ["--explain"] : [])
            guard let cli = try await ULinksCommand.run(["match"] + options + ["-"] + urls, stdin: Self.notExample)
            else {
                return
            }
            try await withApp { client async throws in
                let uri =
                    "/api/v1/match?\(Self.query(urls))&ios=\(ios)&domain=example.com" + (explain ? "&explain=1" : "")
                let (status, body, _) = try await Self.post(client, uri, Self.notExample)
                #expect(status == .ok)
                #expect(body == cli.text)
            }
        }
    }

    @Test func oneURLIsStillAnArray() async throws {
        try await withApp { client async throws in
            let (_, body, _) = try await Self.post(
                client, "/api/v1/match?url=https://example.com/albums", Self.notExample)
            let array = try #require(try JSONSerialization.jsonObject(with: Data(body.utf8)) as? [[String: Any]])
            #expect(array.first?["opens"] as? String == "D3KQX62K1A.com.example.photoapp")
        }
    }

    @Test func diffAndFormatAnswerWhatTheCLIPrints() async throws {
        let folder = try TemporaryDirectory("ulinks-console")
        defer { folder.remove() }
        let old = try folder.write("old.json", Self.notExample)
        let newText = String(decoding: Self.notExample, as: UTF8.self).replacingOccurrences(
            of: "NOT /videos", with: "/videos")
        let new = try folder.write("new.json", newText)
        guard let cli = try await ULinksCommand.run(["diff", "--format", "json", "--domain", "example.com", old, new]),
            let formatted = try await ULinksCommand.run(["fmt", old])
        else { return }
        #expect(cli.status == 2)
        try await withApp { client async throws in
            let request = try JSONSerialization.data(withJSONObject: [
                "old": String(decoding: Self.notExample, as: UTF8.self), "new": newText, "domain": "example.com",
            ])
            let (status, body, _) = try await Self.post(client, "/api/v1/diff", Array(request))
            #expect(status == .ok)
            #expect(body == cli.text)
            let (fmtStatus, fmtBody, fmtHeaders) = try await Self.post(client, "/api/v1/fmt", Self.notExample)
            #expect(fmtStatus == .ok)
            #expect(fmtHeaders[.contentType] == "text/plain; charset=utf-8")
            #expect(fmtBody == formatted.text)
        }
    }

    @Test func badInputIs400WithAJSONError() async throws {
        let tooMany = (0...100).map { "https://example.com/\($0)" }
        let cases: [(String, [UInt8], String)] = [
            ("/api/v1/validate", Array(repeating: 0x20, count: 131_073), "too-large"),
            ("/api/v1/match?url=/a", Array(repeating: 0x20, count: 131_073), "too-large"),
            ("/api/v1/match?\(Self.query(tooMany))", Self.notExample, "too-many-urls"),
            ("/api/v1/match", Self.notExample, "no-url"),
            ("/api/v1/match?url=/a&ios=7", Self.notExample, "bad-ios"),
            ("/api/v1/match?url=/a", Self.curly, "unusable-file"),
            ("/api/v1/match?url=/a&domain=a%20b", Self.notExample, "bad-host"),
            ("/api/v1/validate?kind=zip", Self.notExample, "bad-kind"),
            ("/api/v1/fmt", Self.curly, "not-json"),
            ("/api/v1/diff", Array("<html>".utf8), "bad-json"),
            ("/api/v1/diff", Array(#"{"old": "{}"}"#.utf8), "bad-json"),
        ]
        try await withApp { client async throws in
            for (uri, body, code) in cases {
                let (status, text, headers) = try await Self.post(client, uri, body)
                #expect(status == .badRequest, "\(uri)")
                #expect(headers[.contentType] == "application/json", "\(uri)")
                let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
                #expect(object?["error"] as? String == code, "\(uri): \(text.prefix(200))")
                #expect((object?["message"] as? String)?.isEmpty == false)
            }
        }
    }

    /// Bad bytes never crash the API or get a 500: mutated copies of real files and random bytes.
    @Test func anyBodyGets200Or400() async throws {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        let seeds = [Self.notExample, Self.curly, Fixtures.assetlinks, Fixtures.aasa(1)]
        let bodies = (0..<60).map { round in
            var body = seeds[round % seeds.count]
            if round % 5 == 4 {
                body = (0..<Int(next() % 300)).map { _ in UInt8(truncatingIfNeeded: next()) }
            } else {
                for _ in 0..<(1 + Int(next() % 8)) where !body.isEmpty {
                    body[Int(next() % UInt64(body.count))] = UInt8(truncatingIfNeeded: next())
                }
            }
            return body
        }
        try await withApp { client async throws in
            for (round, body) in bodies.enumerated() {
                for uri in [
                    "/api/v1/validate?kind=auto", "/api/v1/match?url=https://example.com/videos/x&explain=1",
                    "/api/v1/fmt", "/api/v1/payload", "/api/v1/diff",
                ] {
                    let (status, _, _) = try await Self.post(client, uri, body)
                    #expect(status == .ok || status == .badRequest, "\(uri) round \(round): \(status)")
                }
            }
        }
    }

    @Test func pageHasStrictHeadersAndNoInlineScript() async throws {
        try await withApp { client async throws in
            for path in ["/", "/console/console.js", "/console/console.css", "/api/v1/codes", "/favicon.ico"] {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .ok, "\(path)")
                let csp = try #require(response.headers[.contentSecurityPolicy], "\(path)")
                #expect(csp.contains("script-src 'self'") && csp.contains("frame-ancestors 'none'"))
                #expect(!csp.contains("unsafe-inline") && !csp.contains("unsafe-eval"))
                #expect(response.headers[.xContentTypeOptions] == "nosniff")
            }
            let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(page.components(separatedBy: "<script").count == 2)
            #expect(page.contains(#"<script src="/console/console.js" defer></script>"#))
            #expect(page.range(of: #"\son[a-z]+="#, options: .regularExpression) == nil, "inline event handler")
            #expect(
                page.range(of: #"(src|href)="?(https?:)?//"#, options: .regularExpression) == nil,
                "asset from the internet")
            let script = String(buffer: try await client.execute(uri: "/console/console.js", method: .get).body)
            for forbidden in [
                "innerHTML", "outerHTML", "insertAdjacentHTML", "eval(", "new Function", "document.write",
            ] {
                #expect(!script.contains(forbidden), "\(forbidden) in console.js")
            }
            let icon = try await client.execute(uri: "/favicon.ico", method: .get)
            #expect(icon.headers[.contentType] == "image/svg+xml")
            #expect(String(buffer: icon.body).hasPrefix("<svg "))
            let code = try await client.execute(uri: "/api/v1/codes/curly-quote", method: .get)
            #expect(String(buffer: code.body).contains("\"severity\" : \"error\""))
        }
    }

    /// The token field says where the token is: the place the server was given (escaped: it is a
    /// path, shown as text), the usual places when it is not said, and that there is none.
    @Test(
        arguments: [
            ("/srv/ulinks/<b>token</b> & co", "The token is in /srv/ulinks/&lt;b&gt;token&lt;/b&gt; &amp; co"),
            ("$ULINKS_ADMIN_TOKEN", "the value of $ULINKS_ADMIN_TOKEN"),
            (nil, "./ulinks-admin-token where ulinks serve was started"),
        ] as [(String?, String)])
    func pageSaysWhereTheAdminTokenIs(place: String?, said: String) async throws {
        var console = ConsoleConfiguration(enabled: true)
        console.adminTokenPlace = place
        try await withApp(Self.service(console: console)) { client async throws in
            let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
            let hint =
                page.components(separatedBy: #"<p id="d-token-hint" class="hint">"#).last?
                .components(separatedBy: "</p>").first ?? ""
            #expect(hint.contains(said), "\(hint)")
            #expect(!page.contains("{{") && !page.contains("<b>token"))
        }
        var configuration = ServerConfiguration(adminToken: nil)
        configuration.console = console
        let service = AssociationService(store: MemoryStore(), configuration: configuration)
        try await withApp(service) { client async throws in
            let page = String(buffer: try await client.execute(uri: "/", method: .get).body)
            #expect(page.contains("This server has no admin API"))
        }
    }

    @Test func consoleIsOffUnlessEnabled() async throws {
        try await withApp(Self.service(console: .init(enabled: false))) { client async throws in
            for path in ["/", "/console/console.js", "/api/v1/codes"] {
                #expect(try await client.execute(uri: path, method: .get).status == .notFound)
            }
        }
    }

    @Test func checkNeedsTheTokenAndRefusesPrivateAddresses() async throws {
        let body = Array(#"{"domain": "127.0.0.1"}"#.utf8)
        try await withApp { client async throws in
            #expect(try await Self.post(client, "/api/v1/check", body).0 == .unauthorized)
            for domain in ["127.0.0.1", "localhost", "10.1.2.3", "169.254.169.254", "192.168.0.1"] {
                let (status, text, _) = try await Self.post(
                    client, "/api/v1/check", Array(#"{"domain": "\#(domain)"}"#.utf8), headers: Self.auth)
                #expect(status == .badRequest, "\(domain)")
                #expect(text.contains("\"error\":\"private-address\""), "\(domain): \(text)")
            }
            let (status, text, _) = try await Self.post(
                client, "/api/v1/check", Array(#"{"domain": "not a host"}"#.utf8), headers: Self.auth)
            #expect(status == .badRequest && text.contains("bad-host"))
            // Nothing resolves (RFC 6761 .invalid): refused, not fetched after a second, unvetted lookup.
            let (unresolved, answer, _) = try await Self.post(
                client, "/api/v1/check", Array(#"{"domain": "nothing.invalid"}"#.utf8), headers: Self.auth)
            #expect(unresolved == .badRequest && answer.contains(#""error":"no-address""#), "\(answer)")
        }
        // A console on a public address without TLS refuses admin actions, as the admin API does.
        try await withApp(Self.service(refusal: "needs TLS")) { client async throws in
            let (status, text, _) = try await Self.post(client, "/api/v1/check", body, headers: Self.auth)
            #expect(status == .forbidden && text.contains("admin-requires-tls"))
        }
    }

    @Test func checkWithPrivateAddressesAllowedAnswersLikeTheCLI() async throws {
        let console = ConsoleConfiguration(enabled: true, allowPrivateCheck: true, checkTimeout: 3)
        try await withApp(Self.service(console: console)) { client async throws in
            let (status, text, _) = try await Self.post(
                client, "/api/v1/check", Array(#"{"domain": "127.0.0.1"}"#.utf8), headers: Self.auth)
            #expect(status == .ok)
            #expect(
                text.hasSuffix("}\n") && !text.dropLast().contains("\n"), "one compact line, as ulinks check prints")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(report["domain"] as? String == "127.0.0.1")
            #expect(report["url"] as? String == "https://127.0.0.1/.well-known/apple-app-site-association")
            #expect(report["checks"] as? [Any] != nil)
        }
    }
}

/// Docs/openapi.yaml describes every console route, beside the admin API.
@Suite struct ConsoleOpenAPITests {
    @Test(arguments: [
        ("post", "/api/v1/validate"), ("post", "/api/v1/match"), ("post", "/api/v1/diff"), ("post", "/api/v1/fmt"),
        ("post", "/api/v1/payload"), ("get", "/api/v1/codes"), ("get", "/api/v1/codes/{code}"),
        ("post", "/api/v1/check"), ("post", "/api/v1/trace"), ("post", "/api/v1/match/side-by-side"),
        ("post", "/api/v1/passkeys"),
    ])
    func routeIsDescribed(method: String, path: String) throws {
        let url = ConsoleBrowserTests.packageRoot.appendingPathComponent("Docs/openapi.yaml")
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let start = try #require(lines.firstIndex(of: "  \(path):"), "\(path) is not in openapi.yaml")
        let block = lines[(start + 1)...].prefix { $0.hasPrefix("   ") || $0.isEmpty }
        #expect(block.contains("    \(method):"), "\(method.uppercased()) \(path) is not in openapi.yaml")
    }
}
