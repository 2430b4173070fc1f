import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// The framework-neutral responder: method, host, path and headers in; status, headers and body out,
/// as `ulinks serve` answers. Includes the snippet of Docs/Server.md and of the module's DocC page, compiled
/// and run here.
@Suite struct AssociationFileResponseTests {
    /// Docs/Server.md and the DocC landing page show this function verbatim (a test checks it): any server
    /// calls the service in a few lines. `Reply` stands for the host framework's response type.
    struct Reply {
        var status: Int
        var headers: [(String, String)]
        var body: [UInt8]
    }

    // snippet: framework-neutral
    func serveAssociationFiles(
        _ service: AssociationService, method: String, host: String, path: String, headers: [(String, String)]
    ) -> Reply? {
        guard
            let answer = service.respond(
                method: method, host: host, path: path, headers: headers.map { .init($0.0, $0.1) })
        else { return nil }  // not an association file: the app's own routes answer
        return Reply(status: answer.status, headers: answer.headers.map { ($0.name, $0.value) }, body: answer.body)
    }
    // end snippet

    @Test func answersAsTheServerDoes() async throws {
        let service = Fixtures.service()
        let host = try #require(HostName("example.com"))
        _ = try await service.publish(Fixtures.aasa(7), host: host, kind: .aasa)
        let path = "/.well-known/apple-app-site-association"

        let ok = try #require(
            serveAssociationFiles(service, method: "GET", host: "Example.com", path: path + "?x=1", headers: []))
        #expect(ok.status == 200)
        #expect(ok.body == Fixtures.aasa(7))
        let answer = try #require(service.respond(method: "GET", host: "example.com", path: path))
        #expect(answer.header("content-type") == "application/json")
        #expect(answer.header("Content-Length") == String(Fixtures.aasa(7).count))
        let etag = try #require(answer.header("etag"))

        let head = try #require(service.respond(method: "HEAD", host: "example.com", path: path))
        #expect(
            head.status == 200 && head.body.isEmpty && head.header("content-length") == String(Fixtures.aasa(7).count))
        let cached = try #require(
            service.respond(method: "GET", host: "example.com", path: path, headers: [.init("If-None-Match", etag)]))
        #expect(cached.status == 304 && cached.body.isEmpty)
        // A Host among the headers is the host given, not a second Host header.
        let withHost = try #require(
            service.respond(method: "GET", host: "example.com", path: path, headers: [.init("Host", "example.com")]))
        #expect(withHost.status == 200)

        #expect(service.respond(method: "POST", host: "example.com", path: path)?.status == 405)
        #expect(service.respond(method: "GET", host: "other.example", path: path)?.status == 404)
        #expect(
            service.respond(method: "GET", host: "example.com", path: "/.well-known/assetlinks.json")?.status == 404)
        #expect(service.respond(method: "GET", host: "example.com", path: "/index.html") == nil)
        #expect(serveAssociationFiles(service, method: "GET", host: "example.com", path: "/", headers: []) == nil)
    }

    @Test(arguments: [
        "Docs/Server.md", "Sources/UniversalLinksServer/UniversalLinksServer.docc/UniversalLinksServer.md",
    ])
    func docsShowTheSnippet(_ page: String) throws {
        let docs = String(decoding: try Data(contentsOf: PackageRoot.url.appendingPathComponent(page)), as: UTF8.self)
        let source = String(decoding: try Data(contentsOf: URL(fileURLWithPath: #filePath)), as: UTF8.self)
        let start = try #require(source.range(of: "    // snippet: framework-neutral\n"))
        let end = try #require(source.range(of: "    // end snippet"))
        let snippet = source[start.upperBound..<end.lowerBound].split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.hasPrefix("    ") ? String($0.dropFirst(4)) : String($0) }.joined(separator: "\n")
        #expect(docs.contains(snippet), "\(page) must show the tested snippet:\n\(snippet)")
    }
}
