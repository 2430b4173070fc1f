import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// The connection fast path over real sockets: keep-alive past the head timeout, the hand-over to the
/// full pipeline in the middle of a pipelined batch, many answers gathered into few writes, and
/// idle connections closed by a graceful shutdown.
@Suite(.serialized) struct FastPathConnectionTests {
    static let aasa = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n\r\n"
    static let links = "GET /.well-known/assetlinks.json HTTP/1.1\r\nHost: app.example.com\r\n\r\n"

    func published() async throws -> AssociationService { try await EndToEndTests().published() }

    /// A busy keep-alive connection is not closed by the request-head (idle) timeout.
    @Test func aBusyConnectionOutlivesTheHeadTimeout() async throws {
        var options = AssociationServer.Options(host: "127.0.0.1", port: 0)
        options.requestHeadTimeout = .seconds(1)
        try await TestServer.with(try await published(), options: options) { port in
            let statuses = try await offPool {
                let client = try PipelinedClient(port: port)
                var statuses: [Int] = []
                for _ in 0..<10 {
                    statuses += try client.exchange([Self.aasa]).map(\.status)
                    Thread.sleep(forTimeInterval: 0.3)
                }
                return statuses
            }
            #expect(statuses == Array(repeating: 200, count: 10))
        }
    }

    /// Fast, then a request for the full pipeline, then fast again, in one write: answered in order.
    @Test func handOverKeepsPipelinedOrder() async throws {
        try await TestServer.with(try await published()) { port in
            let responses = try await offPool {
                try PipelinedClient(port: port).exchange([
                    Self.aasa, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n", Self.links,
                    "HEAD /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n\r\n",
                ])
            }
            #expect(responses.map(\.status) == [200, 200, 200, 200])
            #expect(responses[0].body == Fixtures.aasa(1))
            #expect(String(decoding: responses[1].body, as: UTF8.self).contains("\"ok\""))
            #expect(responses[2].body == Fixtures.assetlinks)
            #expect(responses[3].headers["content-length"] == String(Fixtures.aasa(1).count))
        }
    }

    /// Hundreds of pipelined requests in one write: every answer, in order, with its headers.
    @Test func manyPipelinedRequestsInOneWrite() async throws {
        try await TestServer.with(try await published()) { port in
            let requests = (0..<300).map { $0 % 3 == 2 ? Self.links : Self.aasa }
            let responses = try await offPool { try PipelinedClient(port: port).exchange(requests) }
            #expect(responses.count == 300)
            for (i, response) in responses.enumerated() {
                #expect(response.status == 200)
                #expect(response.body == (i % 3 == 2 ? Fixtures.assetlinks : Fixtures.aasa(1)), "response \(i)")
                #expect(response.headers["date"] != nil && response.headers["etag"] != nil)
            }
        }
    }

    /// Unknown hosts and conditional requests on the fast path answer as the full pipeline does.
    @Test func notFoundAndNotModified() async throws {
        try await TestServer.with(try await published()) { port in
            let first = try await offPool { try PipelinedClient(port: port).exchange([Self.aasa]) }
            let etag = try #require(first.first?.headers["etag"])
            let modified = try #require(first.first?.headers["last-modified"])
            let responses = try await offPool {
                try PipelinedClient(port: port).exchange([
                    "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: nobody.example\r\n\r\n",
                    "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n"
                        + "If-None-Match: W/\(etag)\r\n\r\n",
                    "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n"
                        + "If-Modified-Since: \(modified)\r\n\r\n",
                    "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: APP.example.com.:80\r\n\r\n",
                ])
            }
            #expect(responses.map(\.status) == [404, 304, 304, 200])
            #expect(responses[0].body == Array("not found\n".utf8))
            #expect(responses[1].headers["etag"] == etag && responses[1].headers["content-length"] == nil)
            #expect(responses[3].body == Fixtures.aasa(1))
        }
    }

    /// A graceful shutdown closes idle keep-alive connections instead of waiting for their timeout.
    @Test func gracefulShutdownClosesIdleConnections() async throws {
        let held = try await TestServer.with(try await published()) { port in
            let held = Task {
                try await RawHTTP.exchange(port: port, chunks: [Array(Self.aasa.utf8)], timeout: .seconds(20))
            }
            try await Task.sleep(for: .milliseconds(500))
            return held
        }
        let (response, closed) = try await held.value
        #expect(response.hasPrefix("HTTP/1.1 200 OK\r\n"))
        #expect(closed, "the server closed the idle connection when it shut down")
    }
}
