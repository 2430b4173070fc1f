import HTTPTypes
import Hummingbird

/// Fixed responses of the public side, built once.
enum PublicResponses {
    static let notFound: Response = {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(
            status: .notFound, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: "not found\n")))
    }()

    static let methodNotAllowed: Response = {
        var headers = HTTPFields()
        headers[.allow] = "GET, HEAD"
        headers[.contentType] = "text/plain; charset=utf-8"
        return Response(
            status: .methodNotAllowed, headers: headers,
            body: ResponseBody(byteBuffer: ByteBuffer(string: "method not allowed\n")))
    }()

    static let badRequest: Response = {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.connection] = "close"
        return Response(
            status: .badRequest, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: "bad request\n")))
    }()

    static let healthy: Response = {
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(
            status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: "{\"status\":\"ok\"}\n")))
    }()

    /// Head and body of a fixed response, for the event-loop fast path.
    struct Parts {
        var fields: HTTPFields
        var status: HTTPResponse.Status
        var body: ByteBuffer
    }

    static let notFoundParts = parts(notFound, "not found\n")
    static let methodNotAllowedParts = parts(methodNotAllowed, "method not allowed\n")
    static let badRequestParts = parts(badRequest, "bad request\n")

    /// The same, serialized for the connection fast path.
    static let notFoundWire = wire(notFoundParts)
    static let methodNotAllowedWire = wire(methodNotAllowedParts)
    static let badRequestWire = wire(badRequestParts)

    private static func wire(_ parts: Parts) -> WireResponses {
        var fields = parts.fields
        fields[.contentLength] = String(parts.body.readableBytes)
        return WireResponses(status: parts.status, fields: fields, body: parts.body)
    }

    private static func parts(_ response: Response, _ body: String) -> Parts {
        Parts(fields: response.headers, status: response.status, body: ByteBuffer(string: body))
    }
}
