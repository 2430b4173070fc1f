import Foundation
import Testing
import UniversalLinks
import UniversalLinksServer

/// The webauthn file (`{"origins": [...]}`) as the third kind `ulinks serve` hosts: published through
/// the admin API (validated first), served at `/.well-known/webauthn` as `application/json` with the
/// same validators and caching as the other kinds, kept with its versions and changes in every store,
/// seen by a replica and written by `ulinks export`.
@Suite struct WebAuthnHostingTests {
    static let host = "rp.example.com"
    static let auth = ["Authorization: Bearer \(Fixtures.token)"]

    static func file(_ origins: [String]) -> [UInt8] {
        Array("{\"origins\": [\(origins.map { "\"\($0)\"" }.joined(separator: ", "))]}\n".utf8)
    }

    static let first = file(["https://shop.example.co.uk", "https://shop.example.de"])
    static let second = file(["https://shop.example.co.uk"])

    /// Over a real socket (the connection fast path), for every store.
    @Test(arguments: StoreTests.Backend.allCases)
    func publishServeVersionsAndDelete(backend: StoreTests.Backend) async throws {
        try await StoreTests.with(backend) { store in
            let service = Fixtures.service(store: store, storeTimeout: .seconds(120))
            try await TestServer.with(service) { port in
                let base = "http://127.0.0.1:\(port)"
                let admin = "\(base)/admin/v1/domains/\(Self.host)/webauthn"
                let put = try await Curl.request(admin, method: "PUT", headers: Self.auth, body: Self.first)
                #expect(put.status == 201, "\(String(decoding: put.body, as: UTF8.self))")
                let published = try JSONSerialization.jsonObject(with: Data(put.body)) as? [String: Any]
                let record = try #require(published?["published"] as? [String: Any])
                #expect(record["kind"] as? String == "webauthn")
                #expect(record["contentType"] as? String == "application/json")

                // Served with the exact bytes, as JSON, no redirect, and the same validators as the others.
                let served = try await Curl.request(
                    "\(base)/.well-known/webauthn", headers: ["Host: \(Self.host)"])
                #expect(served.status == 200)
                #expect(served.body == Self.first)
                #expect(served.header("content-type") == "application/json")
                #expect(served.header("location") == nil)
                #expect(served.header("cache-control") == "public, max-age=3600")
                #expect(served.header("x-content-type-options") == "nosniff")
                let etag = try #require(served.header("etag"))
                #expect(etag == "\"\(ContentDigest.hex(Self.first).prefix(32))\"")
                let again = try await Curl.request(
                    "\(base)/.well-known/webauthn", headers: ["Host: \(Self.host)", "If-None-Match: \(etag)"])
                #expect(again.status == 304)
                #expect(again.body.isEmpty)
                // Only the exact path: the other kinds are not served for a host with only this file.
                for path in ["/.well-known/webauthn/", "/.well-known/webauthn.json", "/.well-known/assetlinks.json"] {
                    let other = try await Curl.request("\(base)\(path)", headers: ["Host: \(Self.host)"])
                    #expect(other.status == 404, "\(path)")
                }

                // The admin API: the live bytes, a second version, the list, a rollback, the changes.
                let live = try await Curl.request(admin, headers: Self.auth)
                #expect(live.status == 200)
                #expect(live.body == Self.first)
                #expect(live.header("ulinks-version") == "1")
                #expect(
                    try await Curl.request(admin, method: "PUT", headers: Self.auth, body: Self.second).status == 201)
                let versions = try await Curl.request("\(admin)/versions", headers: Self.auth)
                let list = try JSONSerialization.jsonObject(with: Data(versions.body)) as? [String: Any]
                #expect((list?["versions"] as? [[String: Any]])?.compactMap { $0["version"] as? Int } == [1, 2])
                let rollback = try await Curl.request(
                    "\(admin)/versions/1/rollback", method: "POST", headers: Self.auth)
                #expect(rollback.status == 200)
                #expect(
                    try await Curl.request("\(base)/.well-known/webauthn", headers: ["Host: \(Self.host)"]).body
                        == Self.first)
                let domain = try await Curl.request("\(base)/admin/v1/domains/\(Self.host)", headers: Self.auth)
                let summary = try JSONSerialization.jsonObject(with: Data(domain.body)) as? [String: Any]
                #expect((summary?["files"] as? [[String: Any]])?.compactMap { $0["kind"] as? String } == ["webauthn"])

                #expect(try await Curl.request(admin, method: "DELETE", headers: Self.auth).status == 204)
                let gone = try await Curl.request("\(base)/.well-known/webauthn", headers: ["Host: \(Self.host)"])
                #expect(gone.status == 404)
                #expect(try await Curl.request(admin, method: "DELETE", headers: Self.auth).status == 404)
            }
            let changes = try await store.changes(host: HostName(Self.host), limit: 10)
            #expect(changes.map(\.action) == [.delete, .rollback, .publish, .publish])
            #expect(changes.allSatisfy { $0.kind == .webauthn })
        }
    }

    /// A file with errors is refused as the other kinds are (422 `invalid-file`, positioned
    /// diagnostics), and nothing goes live.
    @Test(
        arguments: [
            ("{\"origins\": [\"https://a.example\",]}", "trailing-comma"),
            ("<!doctype html><html></html>", nil),
            ("{\"origins\": \"https://a.example\"}", nil),
            ("[\"https://a.example\"]", nil),
        ] as [(String, String?)])
    func filesWithErrorsAreRefused(body: String, code: String?) async throws {
        let service = Fixtures.service()
        try await RouterTests().withApp(service) { client async throws in
            let response = try await client.execute(
                uri: "/admin/v1/domains/example.com/webauthn", method: .put, headers: RouterTests.auth,
                body: .init(string: body))
            #expect(response.status == .unprocessableContent)
            let refusal = try AssetLinksUploadTests.refusal(response)
            #expect(refusal.error == "invalid-file")
            #expect(refusal.diagnostics.contains { $0.contains(" error line ") }, "\(refusal.diagnostics)")
            if let code { #expect(refusal.diagnostics.contains { $0.hasPrefix(code + " error line 1") }) }
            #expect(try await service.store.versions(host: HostName("example.com")!, kind: .webauthn).isEmpty)
            // The validation preview answers the same diagnostics without publishing.
            let preview = try await client.execute(
                uri: "/admin/v1/validate/webauthn", method: .post, headers: RouterTests.auth,
                body: .init(string: body))
            #expect(preview.status == .ok)
            let json = try JSONSerialization.jsonObject(with: Data(buffer: preview.body)) as? [String: Any]
            #expect(json?["valid"] as? Bool == false)
        }
    }

    /// A replica on the same store serves what another published, and `ulinks export` writes the file
    /// with its nginx and Caddy locations.
    @Test func replicaAndExport() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let storeA = try await SQLiteStore.open(path: path)
        let storeB = try await SQLiteStore.open(path: path)
        let a = Fixtures.service(store: storeA, storeTimeout: .seconds(120))
        let b = Fixtures.service(store: storeB, storeTimeout: .seconds(120))
        do {
            try await b.reload()
            _ = try await a.publish(Self.first, host: HostName(Self.host)!, kind: .webauthn)
            try await b.reloadIfChanged()
            let answer = try #require(b.respond(method: "GET", host: Self.host, path: "/.well-known/webauthn"))
            #expect(answer.status == 200)
            #expect(answer.body == Self.first)

            let export = folder.appendingPathComponent("export")
            try StaticExport().write(try await storeA.liveFiles(), to: export)
            let written = export.appendingPathComponent("\(Self.host)/.well-known/webauthn")
            #expect(try Array(Data(contentsOf: written)) == Self.first)
            let nginx = try String(contentsOf: export.appendingPathComponent("nginx.conf"), encoding: .utf8)
            #expect(nginx.contains("location = /.well-known/webauthn {"))
            #expect(nginx.contains("default_type application/json;"))
            let caddy = try String(contentsOf: export.appendingPathComponent("Caddyfile"), encoding: .utf8)
            #expect(caddy.contains("@webauthn path /.well-known/webauthn"))
            // The exported tree is a valid `--dir` store that serves the same file.
            let directory = try DirectoryStore(root: export)
            _ = try await directory.lastChangeID()
            let fromFolder = try await directory.file(host: HostName(Self.host)!, kind: .webauthn, version: nil)
            #expect(fromFolder?.content == Self.first)
        } catch {
            try? await storeA.close()
            try? await storeB.close()
            throw error
        }
        try await storeA.close()
        try await storeB.close()
    }
}
