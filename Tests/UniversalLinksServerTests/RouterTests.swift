import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import UniversalLinks
import UniversalLinksServer

/// In-memory tests of every route and header (HummingbirdTesting's router framework: no sockets).
/// The router framework always sends the authority `localhost`, so files are published for it.
@Suite struct RouterTests {
    static let localhost = HostName("localhost")!
    static let auth: HTTPFields = [.authorization: "Bearer \(Fixtures.token)"]

    func withApp(
        _ service: AssociationService, _ test: @escaping @Sendable (any TestClientProtocol) async throws -> Void
    ) async throws {
        let app = try AssociationServer.buildApplication(
            service: service, options: .init(), logger: Logger(label: "t", factory: { _ in SwiftLogNoOpLogHandler() }))
        try await app.test(.router) { client in try await test(client) }
    }

    func published() async throws -> AssociationService {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: Self.localhost, kind: .aasa)
        _ = try await service.publish(Fixtures.assetlinks, host: Self.localhost, kind: .assetlinks)
        return service
    }

    @Test(arguments: [
        ("/.well-known/apple-app-site-association", FileKind.aasa),
        ("/apple-app-site-association", .aasa),
        ("/.well-known/assetlinks.json", .assetlinks),
    ])
    func servesExactBytesAndHeaders(path: String, kind: FileKind) async throws {
        let service = try await published()
        let expected = kind == .aasa ? Fixtures.aasa(1) : Fixtures.assetlinks
        try await withApp(service) { client async throws in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .ok)
            #expect(Array(response.body.readableBytesView) == expected)
            #expect(response.headers[.contentType] == "application/json")
            #expect(response.headers[.contentLength] == String(expected.count))
            #expect(response.headers[.cacheControl] == "public, max-age=3600")
            let etag = try #require(response.headers[.eTag])
            #expect(etag == "\"\(ContentDigest.hex(expected).prefix(32))\"")
            let lastModified = try #require(response.headers[.lastModified])
            #expect(lastModified.hasSuffix(" GMT"))
            #expect(response.headers[.location] == nil)

            let head = try await client.execute(uri: path, method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(expected.count))
            #expect(head.headers[.eTag] == etag)

            for tags in [etag, "W/\(etag)", "\"other\", \(etag)", "*"] {
                let conditional = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: tags])
                #expect(conditional.status == .notModified, "If-None-Match: \(tags)")
                #expect(conditional.body.readableBytes == 0)
                #expect(conditional.headers[.eTag] == etag)
            }
            let stale = try await client.execute(uri: path, method: .get, headers: [.ifNoneMatch: "\"stale\""])
            #expect(stale.status == .ok)
            let since = try await client.execute(uri: path, method: .get, headers: [.ifModifiedSince: lastModified])
            #expect(since.status == .notModified)
        }
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .options])
    func otherMethodsOnFilePathsAre405(method: HTTPRequest.Method) async throws {
        try await withApp(try await published()) { client async throws in
            let response = try await client.execute(uri: "/.well-known/apple-app-site-association", method: method)
            #expect(response.status == .methodNotAllowed)
            #expect(response.headers[.allow] == "GET, HEAD")
        }
    }

    @Test(arguments: [
        "/", "/.well-known/", "/.well-known", "/.well-known/apple-app-site-association/",
        "/.well-known/apple-app-site-association.json", "/.well-known/../apple-app-site-association/x",
        "/assetlinks.json", "/ulinks.sqlite", "/admin", "/admin/v2/domains", "/index.html",
    ])
    func nothingElseIsExposed(path: String) async throws {
        try await withApp(try await published()) { client async throws in
            let response = try await client.execute(uri: path, method: .get)
            #expect(response.status == .notFound, "\(path)")
            #expect(response.headers[.location] == nil)
        }
    }

    @Test func unknownHostAndMissingKindAre404() async throws {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(), host: HostName("example.com")!, kind: .aasa)
        try await withApp(service) { client async throws in
            // The router framework's host is "localhost", which serves nothing here.
            #expect(
                try await client.execute(uri: "/.well-known/apple-app-site-association", method: .get).status
                    == .notFound)
        }
        let onlyAASA = Fixtures.service()
        _ = try await onlyAASA.publish(Fixtures.aasa(), host: Self.localhost, kind: .aasa)
        try await withApp(onlyAASA) { client async throws in
            #expect(try await client.execute(uri: "/.well-known/assetlinks.json", method: .get).status == .notFound)
        }
    }

    @Test func healthAndMetrics() async throws {
        try await withApp(try await published()) { client async throws in
            let health = try await client.execute(uri: "/healthz", method: .get)
            #expect(health.status == .ok)
            #expect(String(buffer: health.body).contains("ok"))
            _ = try await client.execute(uri: "/.well-known/apple-app-site-association", method: .get)
            #expect(try await client.execute(uri: "/metrics", method: .get).status == .unauthorized)
            let metrics = try await client.execute(uri: "/metrics", method: .get, headers: Self.auth)
            #expect(metrics.status == .ok)
            let text = String(buffer: metrics.body)
            #expect(text.contains("ulinks_requests_total{host=\"localhost\",status=\"200\"} 1"))
            #expect(text.contains("ulinks_store_seconds_count{operation=\"publish\"} 2"))
            #expect(text.contains("ulinks_live_files 2"))
        }
    }

    @Test func adminLifecycle() async throws {
        let service = Fixtures.service()
        try await withApp(service) { client async throws in
            let base = "/admin/v1/domains/example.com/aasa"
            for marker in 1...3 {
                let put = try await client.execute(
                    uri: base, method: .put, headers: Self.auth, body: ByteBuffer(bytes: Fixtures.aasa(marker)))
                #expect(put.status == .created)
                let json = try JSONSerialization.jsonObject(with: Data(buffer: put.body)) as? [String: Any]
                let published = try #require(json?["published"] as? [String: Any])
                #expect(published["version"] as? Int == marker)
                #expect(published["sha256"] as? String == ContentDigest.hex(Fixtures.aasa(marker)))
            }
            let current = try await client.execute(uri: base, method: .get, headers: Self.auth)
            #expect(Array(current.body.readableBytesView) == Fixtures.aasa(3))
            #expect(current.headers[HTTPField.Name("Ulinks-Version")!] == "3")

            let list = try await client.execute(uri: "/admin/v1/domains", method: .get, headers: Self.auth)
            #expect(String(buffer: list.body).contains("\"host\":\"example.com\""))
            let domain = try await client.execute(
                uri: "/admin/v1/domains/example.com", method: .get, headers: Self.auth)
            #expect(domain.status == .ok)

            let versions = try await client.execute(uri: base + "/versions", method: .get, headers: Self.auth)
            let versionList =
                try JSONSerialization.jsonObject(with: Data(buffer: versions.body)) as? [String: [[String: Any]]]
            #expect(versionList?["versions"]?.compactMap { $0["version"] as? Int } == [1, 2, 3])

            let first = try await client.execute(uri: base + "/versions/1", method: .get, headers: Self.auth)
            #expect(Array(first.body.readableBytesView) == Fixtures.aasa(1))
            #expect(
                try await client.execute(uri: base + "/versions/9", method: .get, headers: Self.auth).status
                    == .notFound)

            let rollback = try await client.execute(
                uri: base + "/versions/1/rollback", method: .post, headers: Self.auth)
            #expect(rollback.status == .ok)
            #expect(service.state.table.hosts["example.com"]?.aasa?.record.version == 1)
            #expect(
                try await client.execute(uri: base + "/versions/7/rollback", method: .post, headers: Self.auth).status
                    == .notFound)

            let changes = try await client.execute(
                uri: "/admin/v1/changes?host=example.com", method: .get, headers: Self.auth)
            let log = try JSONSerialization.jsonObject(with: Data(buffer: changes.body)) as? [String: [[String: Any]]]
            #expect(
                log?["changes"]?.compactMap { $0["action"] as? String } == [
                    "rollback", "publish", "publish", "publish",
                ])
            #expect(log?["changes"]?.allSatisfy { ($0["sha256"] as? String)?.count == 64 && $0["at"] != nil } == true)

            #expect(try await client.execute(uri: base, method: .delete, headers: Self.auth).status == .noContent)
            #expect(try await client.execute(uri: base, method: .delete, headers: Self.auth).status == .notFound)
            #expect(service.state.table.hosts["example.com"] == nil)
            #expect(try await client.execute(uri: base, method: .get, headers: Self.auth).status == .notFound)
            // History survives a delete.
            #expect(try await client.execute(uri: base + "/versions/2", method: .get, headers: Self.auth).status == .ok)
        }
    }

    @Test func invalidUploadsAreRefusedAndChangeNothing() async throws {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: HostName("example.com")!, kind: .aasa)
        try await withApp(service) { client async throws in
            let base = "/admin/v1/domains/example.com/aasa"
            let invalid = try await client.execute(
                uri: base, method: .put, headers: Self.auth, body: ByteBuffer(bytes: Fixtures.invalidJSON))
            #expect(invalid.status == .unprocessableContent)
            let json = try JSONSerialization.jsonObject(with: Data(buffer: invalid.body)) as? [String: Any]
            #expect(json?["error"] as? String == "invalid-file")
            let diagnostics = try #require(json?["diagnostics"] as? [[String: Any]])
            #expect(diagnostics.contains { $0["severity"] as? String == "error" && $0["line"] as? Int == 1 })

            let badLinks = try await client.execute(
                uri: "/admin/v1/domains/example.com/assetlinks", method: .put, headers: Self.auth,
                body: ByteBuffer(string: #"{"not": "an array"}"#))
            #expect(badLinks.status == .unprocessableContent)

            let oversize = [UInt8](repeating: 0x20, count: 131_073)
            let large = try await client.execute(
                uri: base, method: .put, headers: Self.auth, body: ByteBuffer(bytes: oversize))
            #expect(large.status == .contentTooLarge)

            #expect(service.state.table.hosts["example.com"]?.aasa?.record.version == 1)
            #expect(try await service.store.versions(host: HostName("example.com")!, kind: .aasa).count == 1)
        }
    }

    @Test(arguments: [
        "/admin/v1/domains/exa..mple.com/aasa", "/admin/v1/domains/..%2F..%2Fetc/aasa", "/admin/v1/domains/a%2Fb/aasa",
        "/admin/v1/domains/-bad.com/aasa", "/admin/v1/domains/exa_mple.com/aasa",
        "/admin/v1/domains/example.com:443/aasa",
        "/admin/v1/domains/example.com/robots.txt",
    ])
    func badHostsAndKindsAre400(path: String) async throws {
        let service = Fixtures.service()
        try await withApp(service) { client async throws in
            let response = try await client.execute(
                uri: path, method: .put, headers: Self.auth, body: ByteBuffer(bytes: Fixtures.aasa()))
            // Encoded slashes may be decoded before routing (then no route matches: 404); either way
            // the request is refused and nothing is stored.
            #expect(response.status == .badRequest || response.status == .notFound, "\(path)")
            #expect(try await service.store.lastChangeID() == 0)
        }
    }

    @Test(arguments: [
        nil, "Bearer wrong-token-xxxxxxxxxxxxxxxxx", "Basic \(Fixtures.token)", "Bearer ", "Bearer \(Fixtures.token)x",
        "bearer\(Fixtures.token)",
    ])
    func wrongOrMissingTokenIs401(authorization: String?) async throws {
        let service = Fixtures.service()
        try await withApp(service) { client async throws in
            var headers: HTTPFields = [:]
            if let authorization { headers[.authorization] = authorization }
            let response = try await client.execute(
                uri: "/admin/v1/domains/example.com/aasa", method: .put, headers: headers,
                body: ByteBuffer(bytes: Fixtures.aasa()))
            #expect(response.status == .unauthorized)
            #expect(response.headers[.wwwAuthenticate]?.hasPrefix("Bearer") == true)
            #expect(
                try await client.execute(uri: "/admin/v1/domains", method: .get, headers: headers).status
                    == .unauthorized)
            #expect(try await service.store.lastChangeID() == 0)
        }
    }

    @Test func duplicateAuthorizationHeadersAre401() async throws {
        try await withApp(Fixtures.service()) { client async throws in
            var headers = Self.auth
            headers.append(HTTPField(name: .authorization, value: "Bearer \(Fixtures.token)"))
            #expect(
                try await client.execute(uri: "/admin/v1/domains", method: .get, headers: headers).status
                    == .unauthorized)
        }
    }

    @Test func adminRefusedWithoutTLSOffLoopbackOrWithoutToken() async throws {
        let refused = Fixtures.service(refusal: "the admin API needs TLS")
        try await withApp(refused) { client async throws in
            let response = try await client.execute(uri: "/admin/v1/domains", method: .get, headers: Self.auth)
            #expect(response.status == .forbidden)
            #expect(String(buffer: response.body).contains("admin-requires-tls"))
        }
        try await withApp(Fixtures.service(token: nil)) { client async throws in
            #expect(
                try await client.execute(uri: "/admin/v1/domains", method: .get, headers: Self.auth).status
                    == .forbidden)
        }
    }

    @Test func validateEndpointDoesNotPublish() async throws {
        let service = Fixtures.service()
        try await withApp(service) { client async throws in
            let ok = try await client.execute(
                uri: "/admin/v1/validate/aasa", method: .post, headers: Self.auth,
                body: ByteBuffer(bytes: Fixtures.aasa()))
            #expect(String(buffer: ok.body).contains("\"valid\":true"))
            let bad = try await client.execute(
                uri: "/admin/v1/validate/assetlinks", method: .post, headers: Self.auth, body: ByteBuffer(string: "[1]")
            )
            #expect(String(buffer: bad.body).contains("\"valid\":false"))
            #expect(try await service.store.lastChangeID() == 0)
        }
    }

    @Test func middlewareServesInsideAnotherApp() async throws {
        let service = try await published()
        try await service.reload()
        let router = Router()
        router.add(middleware: AssociationFilesMiddleware(service: service))
        router.get("/hello") { _, _ in "world" }
        let app = Application(router: router)
        try await app.test(.router) { client async throws in
            let file = try await client.execute(uri: "/.well-known/assetlinks.json", method: .get)
            #expect(Array(file.body.readableBytesView) == Fixtures.assetlinks)
            #expect(String(buffer: try await client.execute(uri: "/hello", method: .get).body) == "world")
        }
    }
}
