import Foundation
import Testing
import UniversalLinksServer

/// Over real sockets on 127.0.0.1, with the real curl and openssl binaries.
@Suite(.serialized) struct EndToEndTests {
    static let host = HostName("app.example.com")!

    func published() async throws -> AssociationService {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: Self.host, kind: .aasa)
        _ = try await service.publish(Fixtures.assetlinks, host: Self.host, kind: .assetlinks)
        return service
    }

    @Test func curlSeesExactBytesAndHeaders() async throws {
        try await TestServer.with(try await published()) { port async throws in
            for (path, expected) in [
                ("/.well-known/apple-app-site-association", Fixtures.aasa(1)),
                ("/apple-app-site-association", Fixtures.aasa(1)),
                ("/.well-known/assetlinks.json", Fixtures.assetlinks),
            ] {
                let response = try await Curl.request(
                    "http://127.0.0.1:\(port)\(path)", headers: ["Host: app.example.com"])
                #expect(response.status == 200)
                #expect(response.body == expected)
                #expect(response.header("content-type") == "application/json")
                #expect(response.header("cache-control") == "public, max-age=3600")
                #expect(response.header("date") != nil)
                let etag = try #require(response.header("etag"))
                let again = try await Curl.request(
                    "http://127.0.0.1:\(port)\(path)", headers: ["Host: app.example.com", "If-None-Match: \(etag)"])
                #expect(again.status == 304)
                #expect(again.body.isEmpty)
                let head = try await Curl.request(
                    "http://127.0.0.1:\(port)\(path)", method: "HEAD", headers: ["Host: app.example.com"])
                #expect(head.status == 200)
                #expect(head.header("content-length") == String(expected.count))
            }
        }
    }

    @Test(arguments: [
        ("app.example.com", 200), ("APP.Example.COM", 200), ("app.example.com:443", 200), ("app.example.com.", 200),
        // Not a valid authority at all: 400, as RFC 9112 §3.2 says (issue 25 item 9).
        ("other.example.com", 404), ("example.com", 404), ("app.example.com/../x", 400), ("..", 404),
        ("app.example.com%2F..", 404), ("127.0.0.1", 404),
    ])
    func hostHeaderSelectsTheFile(host: String, status: Int) async throws {
        try await TestServer.with(try await published()) { port async throws in
            let response = try await Curl.request(
                "http://127.0.0.1:\(port)/.well-known/apple-app-site-association", headers: ["Host: \(host)"])
            #expect(response.status == status, "Host: \(host)")
            #expect(response.header("location") == nil)
        }
    }

    @Test func duplicateHostHeadersAre400() async throws {
        try await TestServer.with(try await published()) { port async throws in
            let request =
                "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\nHost: evil.example\r\n\r\n"
            let (response, _) = try await RawHTTP.exchange(
                port: port, chunks: [Array(request.utf8)], timeout: .seconds(10))
            #expect(response.hasPrefix("HTTP/1.1 400"), "\(response.prefix(40))")
        }
    }

    @Test func pipelinedRequestsAreAnsweredInOrder() async throws {
        try await TestServer.with(try await published()) { port async throws in
            // An admin request (slow path) then file requests (fast path) on one connection.
            let request =
                "GET /admin/v1/domains HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Fixtures.token)\r\n\r\n"
                + "HEAD /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n\r\n"
                + "GET /.well-known/assetlinks.json?q=1 HTTP/1.1\r\nHost: app.example.com\r\nConnection: close\r\n\r\n"
            let (response, closed) = try await RawHTTP.exchange(
                port: port, chunks: [Array(request.utf8)], timeout: .seconds(10))
            #expect(closed, "Connection: close is honoured")
            // Bodies have no trailing newline, so count status lines anywhere.
            #expect(response.components(separatedBy: "HTTP/1.1 200 OK\r\n").count - 1 == 3)
            #expect(!response.contains("HTTP/1.1 4") && !response.contains("HTTP/1.1 5"))
            let domains = try #require(response.range(of: "\"domains\""))
            let links = try #require(response.range(of: "delegate_permission"))
            #expect(domains.lowerBound < links.lowerBound, "responses come back in request order")
            #expect(response.hasSuffix(String(decoding: Fixtures.assetlinks, as: UTF8.self)), "HEAD sent no body")
        }
    }

    @Test func hugeHeadersAreRefusedAndTheServerCarriesOn() async throws {
        let service = try await published()
        try await TestServer.with(service) { port async throws in
            let big = String(repeating: "a", count: 100_000)
            let request =
                "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\nX-Big: \(big)\r\n\r\n"
            let (response, _) = try await RawHTTP.exchange(
                port: port, chunks: [Array(request.utf8)], timeout: .seconds(3))
            #expect(!response.hasPrefix("HTTP/1.1 200"), "a 100 kB header must not be served")
            var many = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n"
            for i in 0..<500 { many += "X-H\(i): v\r\n" }
            let (manyResponse, _) = try await RawHTTP.exchange(
                port: port, chunks: [Array((many + "\r\n").utf8)], timeout: .seconds(3))
            #expect(!manyResponse.hasPrefix("HTTP/1.1 200"), "500 headers must not be served")
            let after = try await Curl.request(
                "http://127.0.0.1:\(port)/.well-known/apple-app-site-association", headers: ["Host: app.example.com"])
            #expect(after.status == 200)
            #expect(after.body == Fixtures.aasa(1))
        }
    }

    @Test func slowClientsAreCutOffWithoutBlockingOthers() async throws {
        var options = AssociationServer.Options(host: "127.0.0.1", port: 0)
        options.requestHeadTimeout = .seconds(2)
        try await TestServer.with(try await published(), options: options) { port async throws in
            // A slowloris client: one header line every 400 ms, never finishing the head.
            let chunks =
                [Array("GET /.well-known/apple-app-site-association HTTP/1.1\r\n".utf8)]
                + (0..<20).map { Array("X-Slow-\($0): y\r\n".utf8) }
            async let slow = RawHTTP.exchange(
                port: port, chunks: chunks, pause: .milliseconds(500), timeout: .seconds(12))
            try await Task.sleep(for: .milliseconds(300))
            let meanwhile = try await Curl.request(
                "http://127.0.0.1:\(port)/.well-known/apple-app-site-association", headers: ["Host: app.example.com"])
            #expect(meanwhile.status == 200)
            let (response, closed) = try await slow
            #expect(closed, "the server closes a connection whose request head does not arrive in time")
            #expect(!response.contains("200 OK"))
        }
    }

    @Test func adminOverTheWireWithOversizeAndBadToken() async throws {
        let service = try await published()
        try await TestServer.with(service) { port async throws in
            let url = "http://127.0.0.1:\(port)/admin/v1/domains/app.example.com/aasa"
            let auth = "Authorization: Bearer \(Fixtures.token)"
            let big = try await Curl.request(
                url, method: "PUT", headers: [auth], body: [UInt8](repeating: 0x20, count: 200_000))
            #expect(big.status == 413)
            let wrong = try await Curl.request(
                url, method: "PUT", headers: ["Authorization: Bearer nope-nope-nope-nope"], body: Fixtures.aasa(9))
            #expect(wrong.status == 401)
            let missing = try await Curl.request(url, method: "PUT", body: Fixtures.aasa(9))
            #expect(missing.status == 401)
            let ok = try await Curl.request(url, method: "PUT", headers: [auth], body: Fixtures.aasa(2))
            #expect(ok.status == 201)
            let served = try await Curl.request(
                "http://127.0.0.1:\(port)/.well-known/apple-app-site-association", headers: ["Host: app.example.com"])
            #expect(served.body == Fixtures.aasa(2))
            #expect(try await service.store.versions(host: Self.host, kind: .aasa).count == 2)
        }
    }

    @Test func httpsWithOneCertificateAndSNI() async throws {
        let certificates = try TestCertificates([("app", ["app.example.com"]), ("other", ["*.other.test"])])
        defer { certificates.remove() }
        let service = try await published()
        _ = try await service.publish(Fixtures.aasa(7), host: HostName("www.other.test")!, kind: .aasa)
        let identities = try ["app", "other"].map {
            try TLSIdentity(certificatePath: certificates.certificatePath($0), keyPath: certificates.keyPath($0))
        }
        #expect(
            identities[1].covers("www.other.test") && !identities[1].covers("other.test")
                && !identities[1].covers("a.b.other.test"))
        try await TestServer.with(service, options: .init(host: "127.0.0.1", port: 0, tls: identities)) {
            port async throws in
            for (host, expected) in [("app.example.com", Fixtures.aasa(1)), ("www.other.test", Fixtures.aasa(7))] {
                // --resolve sends SNI and Host for the name while connecting to loopback; --cacert makes
                // curl verify the chain and the name, so a wrong SNI choice fails here.
                let response = try await Curl.request(
                    "https://\(host):\(port)/.well-known/apple-app-site-association",
                    extra: ["--cacert", certificates.caPath, "--resolve", "\(host):\(port):127.0.0.1"])
                #expect(response.status == 200, "\(host)")
                #expect(response.body == expected)
            }
        }
    }

    @Test func gracefulShutdownFinishesAndLeavesTheStoreIntact() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.sqlite").path
        let store = try await SQLiteStore.open(path: path)
        let service = Fixtures.service(store: store)
        _ = try await service.publish(Fixtures.aasa(1), host: Self.host, kind: .aasa)
        try await TestServer.with(service) { port async throws in
            #expect(try await Curl.request("http://127.0.0.1:\(port)/healthz").status == 200)
        }
        // The server has stopped; whoever opened the store closes it (as `ulinks serve` does).
        try await store.close()
        let reopened = try await SQLiteStore.open(path: path)
        #expect(try await reopened.integrityCheck() == "ok")
        #expect(try await reopened.liveFiles().count == 1)
        try await reopened.close()
    }
}
