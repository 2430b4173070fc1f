import Foundation
import HTTPTypes
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// `POST /api/v1/trace` (admin token, private addresses refused) and `POST /api/v1/match/side-by-side`
/// (the JSON of `ulinks match --android`), through the router.
@Suite struct ConsoleTraceAPITests {
    typealias API = ConsoleAPITests

    static let aasa = LinkFixtures.aasa()
    static let assetLinks = LinkFixtures.assetLinks

    static func body(_ object: [String: Any]) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object))
    }

    @Test func traceNeedsTheTokenAndRefusesPrivateHosts() async throws {
        try await API().withApp { client async throws in
            let request = try Self.body(["url": "https://127.0.0.1/x"])
            #expect(try await API.post(client, "/api/v1/trace", request).0 == .unauthorized)
            for url in ["https://127.0.0.1/x", "https://localhost:8443/a", "http://10.1.2.3/", "https://[::1]/x"] {
                let (status, text, _) = try await API.post(
                    client, "/api/v1/trace", try Self.body(["url": url]), headers: API.auth)
                #expect(status == .badRequest, "\(url)")
                #expect(text.contains("\"error\":\"private-address\""), "\(url): \(text)")
                #expect(text.contains("--console-allow-private-check"))
            }
            for (url, code) in [("ftp://example.com/", "bad-url"), ("myapp://x", "bad-url"), ("<script>", "bad-url")] {
                let (status, text, headers) = try await API.post(
                    client, "/api/v1/trace", try Self.body(["url": url]), headers: API.auth)
                #expect(status == .badRequest && text.contains("\"error\":\"\(code)\""), "\(url): \(text)")
                // Echoed only inside JSON, never as a page: the console shows it as text.
                #expect(headers[.contentType]?.hasPrefix("application/json") == true)
            }
            let (status, text, _) = try await API.post(
                client, "/api/v1/trace", try Self.body(["url": "https://example.com/", "maxHops": 500]),
                headers: API.auth)
            #expect(status == .badRequest && text.contains("bad-max-hops"))
            let long = try Self.body(["url": "https://example.com/" + String(repeating: "a", count: 9000)])
            #expect(try await API.post(client, "/api/v1/trace", long, headers: API.auth).1.contains("url-too-long"))
        }
    }

    @Test func traceWithPrivateAddressesAllowedAnswersTheReport() async throws {
        let console = ConsoleConfiguration(enabled: true, allowPrivateCheck: true, checkTimeout: 3)
        try await API().withApp(API.service(console: console)) { client async throws in
            // Nothing listens on port 1: the first hop fails, the report says so.
            let (status, text, _) = try await API.post(
                client, "/api/v1/trace",
                try Self.body(["url": "https://127.0.0.1:1/x", "apps": ["ABCDE12345.com.example.shop"]]),
                headers: API.auth)
            #expect(status == .ok, "\(text)")
            #expect(text.hasSuffix("}\n") && !text.dropLast().contains("\n"), "one compact line")
            let report = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            #expect(report["url"] as? String == "https://127.0.0.1:1/x")
            let hops = try #require(report["hops"] as? [[String: Any]])
            #expect(hops.count == 1)
            #expect(hops[0]["status"] is NSNull)
            #expect((hops[0]["error"] as? String)?.isEmpty == false)
            #expect((report["ios"] as? [String: Any])?["opens"] is NSNull)
            #expect(report["android"] is NSNull)
        }
    }

    @Test func sideBySideAnswersWhatTheCLIPrints() async throws {
        let urls = ["https://shop.example/product/1", "https://shop.example/help/faq"]
        try await API().withApp { client async throws in
            let request = try Self.body([
                "aasa": Self.aasa, "assetlinks": Self.assetLinks, "urls": urls, "package": "com.example.shop",
            ])
            let (status, text, _) = try await API.post(client, "/api/v1/match/side-by-side", request)
            #expect(status == .ok, "\(text)")
            let dir = try TemporaryDirectory()
            defer { dir.remove() }
            let aasa = try dir.write("aasa.json", Self.aasa)
            let links = try dir.write("assetlinks.json", Self.assetLinks)
            if let cli = try await ULinksCommand.run(
                ["match", aasa, "--android", links, "--package", "com.example.shop", "--format", "json"] + urls)
            {
                #expect(cli.text == text, "the console answers the CLI's bytes")
            }
            let array = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
            #expect((array[1]["ios"] as? [String: Any])?["opens"] is NSNull)
            #expect((array[1]["android"] as? [String: Any])?["opens"] as? String == "com.example.shop")

            let bad = try Self.body(["aasa": Self.aasa, "assetlinks": "{", "urls": urls])
            let (badStatus, badText, _) = try await API.post(client, "/api/v1/match/side-by-side", bad)
            #expect(badStatus == .badRequest && badText.contains("unusable-file"))
            let none = try Self.body(["aasa": Self.aasa, "assetlinks": Self.assetLinks, "urls": [String]()])
            #expect(try await API.post(client, "/api/v1/match/side-by-side", none).1.contains("no-url"))
            let huge = try Self.body(["aasa": String(repeating: " ", count: 200_000), "assetlinks": "[]", "urls": urls])
            #expect(try await API.post(client, "/api/v1/match/side-by-side", huge).0 == .badRequest)
        }
    }
}
