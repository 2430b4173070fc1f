import HTTPTypes
import Hummingbird

/// Bodies of the console API: JSON text built by the core's ``JSONOutput`` (the CLI's bytes), and
/// plain text. Never cached: they depend on the request body.
enum ConsoleResponse {
    static func json(_ text: String) -> Response {
        make("application/json", Array(text.utf8))
    }

    static func text(_ bytes: [UInt8]) -> Response {
        make("text/plain; charset=utf-8", bytes)
    }

    static func make(_ contentType: String, _ bytes: [UInt8], cache: String = "no-store") -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.cacheControl] = cache
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
