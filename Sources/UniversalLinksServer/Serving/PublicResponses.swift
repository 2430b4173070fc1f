import Foundation
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

    /// `/healthz`: 200 while the server serves (it serves from memory whatever the store does), with
    /// the store's state: `{"status":"ok","store":"ok"}`, or `"store":"unavailable"` and `storeError`.
    static func health(_ store: StoreHealth.Snapshot) -> Response {
        struct Body: Encodable {
            var status = "ok"
            var store: String
            var storeError: String?
            var storeSince: Date?
        }
        return AdminResponse.json(
            Body(
                store: store.available ? "ok" : "unavailable", storeError: store.reason,
                storeSince: store.available ? nil : store.since))
    }

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
