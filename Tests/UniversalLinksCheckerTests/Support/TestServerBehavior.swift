import NIOHTTP1

/// What the test server does for one request.
enum TestServerBehavior: Sendable {
    /// A complete response with a Content-Length.
    case respond(status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8])
    /// 200, 16 KB chunks for ever (until the client goes away): chunked, or with this Content-Length
    /// (1 GB, say) that is never reached.
    case endless(declaredLength: Int? = nil)
    /// 200 with a Content-Length, then one byte of `body` every `interval` milliseconds.
    case drip(body: [UInt8], intervalMilliseconds: Int64)
    /// Reads the request and never answers.
    case silent
    /// 200 with a JSON object naming the request's User-Agent and Host headers.
    case echo
    /// A response without Content-Length (its body ends at the close), then the connection closed
    /// without TLS close_notify, as some servers and load balancers do.
    case closeDelimited(status: HTTPResponseStatus, headers: [(String, String)], body: [UInt8])

    static func json(_ text: String, contentType: String = "application/json", extra: [(String, String)] = []) -> Self {
        .respond(status: .ok, headers: [("Content-Type", contentType)] + extra, body: Array(text.utf8))
    }

    static func bytes(_ body: [UInt8], contentType: String, extra: [(String, String)] = []) -> Self {
        .respond(status: .ok, headers: [("Content-Type", contentType)] + extra, body: body)
    }

    static func status(_ status: HTTPResponseStatus, headers: [(String, String)] = [], body: String = "") -> Self {
        .respond(status: status, headers: headers, body: Array(body.utf8))
    }

    static let notFound = status(.notFound, headers: [("Content-Type", "text/html")], body: "<html>404</html>")
}
