import Testing

@testable import UniversalLinksServer

/// The byte-level parser of the connection fast path: what it answers itself, what it waits for,
/// and what it hands to the full HTTP pipeline.
@Suite struct FastRequestHeadTests {
    func parse(_ text: String) -> FastRequestHead.Parse {
        Array(text.utf8).withUnsafeBytes { FastRequestHead.parse($0) }
    }

    func request(_ text: String) throws -> (FastRequestHead, [UInt8]) {
        guard case .request(let head) = parse(text) else { throw TestFailure("not a fast request: \(text)") }
        return (head, Array(text.utf8))
    }

    static let plain = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n\r\n"

    @Test func aPlainGetIsAnsweredHere() throws {
        let (head, bytes) = try request(Self.plain + "GET /next")
        #expect(head.kind == .aasa && !head.isHead && !head.close)
        #expect(head.length == Self.plain.utf8.count, "the next request's bytes are not part of the head")
        #expect(String(decoding: bytes[head.host], as: UTF8.self) == "app.example.com")
        #expect(head.ifNoneMatch == nil && head.ifModifiedSince == nil)
    }

    @Test func methodsPathsAndConditionalFields() throws {
        let (head, bytes) = try request(
            "HEAD /.well-known/assetlinks.json?a=1&b=%2F HTTP/1.1\r\nhOsT:\t x.test:8443 \r\n"
                + "User-Agent: curl/8\r\nIf-None-Match: W/\"abc\", \"def\"\r\nif-modified-since: Tue\r\n"
                + "Connection: Close\r\n\r\n")
        #expect(head.kind == .assetlinks && head.isHead && head.close)
        #expect(String(decoding: bytes[head.host], as: UTF8.self) == "x.test:8443")
        #expect(head.ifNoneMatch.map { String(decoding: bytes[$0], as: UTF8.self) } == "W/\"abc\", \"def\"")
        #expect(head.ifModifiedSince.map { String(decoding: bytes[$0], as: UTF8.self) } == "Tue")
        #expect(try request("GET /apple-app-site-association HTTP/1.1\r\nHost: a\r\n\r\n").0.kind == .aasa)
        #expect(
            try !request("GET /apple-app-site-association HTTP/1.1\r\nHost: a\r\nConnection: keep-alive\r\n\r\n").0
                .close)
    }

    /// Every prefix of a head the fast path answers is worth waiting for.
    @Test func everyPrefixIsIncomplete() {
        let text = Array(
            "HEAD /.well-known/assetlinks.json?q HTTP/1.1\r\nHost: a.test\r\nIf-None-Match: \"x\"\r\n\r\n".utf8)
        for count in 0..<text.count {
            let parse = Array(text[..<count]).withUnsafeBytes { FastRequestHead.parse($0) }
            #expect(parse == .incomplete, "prefix of \(count) bytes")
        }
    }

    @Test(arguments: [
        "POST /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nContent-Length: 1\r\n\r\nx",
        "PUT ", "get /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /healthz HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /admin/v1/domains HTTP/1.1\r\n",
        "GET /.well-known/apple-app-site-association/ HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /.well-known/apple-app-site-association#x HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET http://a/.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.0\r\nHost: a\r\n\r\n",
        "GET /.well-known/apple-app-site-association  HTTP/1.1\r\nHost: a\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\nHost: a\n\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\nX: y\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost:\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nIf-None-Match: x\r\nIf-None-Match: y\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nTransfer-Encoding: chunked\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nContent-Length: 0\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nUpgrade: h2c\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nExpect: 100-continue\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nConnection: upgrade\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\nX: y\r\n z\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost : a\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\u{7F}\r\n\r\n",
        "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: café\r\n\r\n",
        "\r\nGET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\n\r\n",
    ])
    func everythingElseGoesToTheFullPipeline(text: String) {
        #expect(parse(text) == .other)
    }

    @Test func limits() {
        let start = "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: a\r\n"
        let long = start + "X: " + String(repeating: "a", count: FastRequestHead.maximumLength) + "\r\n\r\n"
        #expect(parse(long) == .other, "a head over the limit")
        #expect(parse(String(long.prefix(FastRequestHead.maximumLength))) == .other, "no end within the limit")
        let hundred = start + (1..<100).map { "X-\($0): v\r\n" }.joined() + "\r\n"
        #expect(parse(hundred) != .other, "100 fields are fine")
        #expect(parse(start + (1...100).map { "X-\($0): v\r\n" }.joined() + "\r\n") == .other, "101 are not")
    }
}
