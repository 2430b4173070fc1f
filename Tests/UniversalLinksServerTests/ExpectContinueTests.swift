import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

#if canImport(Glibc)
    import Glibc
#endif

/// `Expect: 100-continue` (RFC 9110 §10.1.1): an upload whose client waits for `100 Continue` gets it
/// at once, in order after the responses before it, and never on HTTP/1.0.
@Suite(.serialized) struct ExpectContinueTests {
    static let path = "/admin/v1/domains/app.example.com/aasa"

    static func head(version: String = "1.1", length: Int, extra: String = "") -> String {
        "PUT \(path) HTTP/\(version)\r\nHost: 127.0.0.1\r\nAuthorization: Bearer \(Fixtures.token)\r\n"
            + "Content-Type: application/json\r\nContent-Length: \(length)\r\nExpect: 100-continue\r\n\(extra)\r\n"
    }

    @Test func anUploadThatWaitsGetsContinueThenItsAnswer() async throws {
        let body = Fixtures.aasa(7)
        try await TestServer.with(Fixtures.service(storeTimeout: .seconds(120))) { port in
            let exchange = try await ContinueClient.upload(
                port: port, first: Array(Self.head(length: body.count).utf8), body: body)
            #expect(exchange.beforeBody == "HTTP/1.1 100 Continue\r\n\r\n")
            #expect(exchange.afterBody.hasPrefix("HTTP/1.1 201 "), "\(exchange.afterBody)")
        }
    }

    @Test func http10RequestsGetNoContinue() async throws {
        let body = Fixtures.aasa(8)
        try await TestServer.with(Fixtures.service(storeTimeout: .seconds(120))) { port in
            let exchange = try await ContinueClient.upload(
                port: port, first: Array(Self.head(version: "1.0", length: body.count).utf8), body: body,
                waitBeforeBody: .seconds(1))
            #expect(exchange.beforeBody.isEmpty, "\(exchange.beforeBody)")
            #expect(exchange.afterBody.hasPrefix("HTTP/1.0 201 ") || exchange.afterBody.hasPrefix("HTTP/1.1 201 "))
        }
    }

    /// A request pipelined before the upload is answered first; the `100` follows its response.
    @Test func continueFollowsTheResponsesBeforeIt() async throws {
        let body = Fixtures.aasa(9)
        let health = "GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
        try await TestServer.with(Fixtures.service(storeTimeout: .seconds(120))) { port in
            let exchange = try await ContinueClient.upload(
                port: port, first: Array((health + Self.head(length: body.count)).utf8), body: body)
            let parts = exchange.beforeBody.components(separatedBy: "HTTP/1.1 100 Continue\r\n\r\n")
            // The whole health response, then the 100, then nothing until the body is sent.
            #expect(parts.count == 2 && parts[1].isEmpty, "\(exchange.beforeBody)")
            #expect(parts[0].hasPrefix("HTTP/1.1 200 ") && ContinueClient.isComplete(parts[0]), "\(parts[0])")
            #expect(exchange.afterBody.hasPrefix("HTTP/1.1 201 "), "\(exchange.afterBody)")
        }
    }

    /// curl waits for the `100` for as long as `--expect100-timeout` says: with 30 s and a 10 s limit
    /// on the whole transfer, `curl -T` only succeeds if the server sent it.
    @Test func curlUploadDoesNotWaitForItsTimeout() async throws {
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let file = try folder.write("aasa.json", Fixtures.aasa(10))
        try await TestServer.with(Fixtures.service(storeTimeout: .seconds(120))) { port in
            let response = try await Curl.request(
                "http://127.0.0.1:\(port)\(Self.path)", method: "PUT",
                headers: ["Authorization: Bearer \(Fixtures.token)", "Content-Type: application/json"],
                extra: ["-T", file, "--expect100-timeout", "30", "--max-time", "10"])
            #expect(response.status == 201)
        }
    }
}

/// A blocking client that sends a request head, reads what comes back before it sends the body
/// (the interim response, if any), then sends the body and reads the rest.
enum ContinueClient {
    struct Exchange: Sendable {
        var beforeBody: String
        var afterBody: String
    }

    /// Before the body: reads until an interim `100` arrives (it ends the wait), or `waitBeforeBody`.
    static func upload(port: Int, first: [UInt8], body: [UInt8], waitBeforeBody: Duration = .seconds(10))
        async throws -> Exchange
    {
        try await offPool {
            let fd = try connectLoopback(port: port)
            defer { close(fd) }
            var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
            setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            try send(fd, first)
            let before = RawHTTP.receive(fd, until: { $0.contains("100 Continue\r\n\r\n") }, for: waitBeforeBody).text
            try send(fd, body)
            let after = RawHTTP.receive(fd, until: isComplete, for: .seconds(60)).text
            return Exchange(beforeBody: before, afterBody: after)
        }
    }

    /// Whether `text` holds a whole response: its head and as many body bytes as its Content-Length says.
    static func isComplete(_ text: String) -> Bool {
        guard let end = text.range(of: "\r\n\r\n") else { return false }
        let length =
            text[..<end.lowerBound].split(separator: "\r\n").lazy.compactMap { line -> Int? in
                let parts = line.split(separator: ":", maxSplits: 1)
                guard parts.count == 2, parts[0].lowercased() == "content-length" else { return nil }
                return Int(parts[1].trimmingCharacters(in: .whitespaces))
            }.first ?? 0
        return text[end.upperBound...].utf8.count >= length
    }

    private static func send(_ fd: Int32, _ bytes: [UInt8]) throws {
        let sent = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard sent == bytes.count else { throw TestFailure("send() wrote \(sent) of \(bytes.count) bytes") }
    }
}
