import HTTPTypes
import NIOCore

/// A response serialized once, when its file goes live: the status line and every field but
/// `Date`, and the body. The connection fast path sends it as one buffer (head, the current `Date`
/// line, body), so a response is one write and, over TLS, one record.
///
/// A class so that a connection can recognize the response it assembled last by identity.
final class WireResponse: Sendable {
    /// `HTTP/1.1 200 OK\r\n` and the fields, each ending in CRLF; no `Date`, no final empty line.
    let head: ByteBuffer
    /// Empty for `HEAD` and `304`.
    let body: ByteBuffer

    init(status: HTTPResponse.Status, fields: HTTPFields, body: ByteBuffer?) {
        var head = ByteBuffer()
        head.writeString("HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n")
        for field in fields {
            head.writeString(field.name.rawName)
            head.writeStaticString(": ")
            head.writeString(field.value)
            head.writeStaticString("\r\n")
        }
        self.head = head
        self.body = body ?? ByteBuffer()
    }

    /// Head, `dateLine` (`Date: …\r\n`), the empty line and the body, in one buffer.
    func assembled(dateLine: ByteBuffer, allocator: ByteBufferAllocator) -> ByteBuffer {
        var buffer = allocator.buffer(
            capacity: head.readableBytes + dateLine.readableBytes + 2 + body.readableBytes)
        buffer.writeImmutableBuffer(head)
        buffer.writeImmutableBuffer(dateLine)
        buffer.writeStaticString("\r\n")
        buffer.writeImmutableBuffer(body)
        return buffer
    }
}

/// The wire forms of one file or fixed response for `GET` and `HEAD` (same head, no body).
struct WireResponses: Sendable {
    let get: WireResponse
    let head: WireResponse

    init(status: HTTPResponse.Status, fields: HTTPFields, body: ByteBuffer) {
        get = WireResponse(status: status, fields: fields, body: body)
        head = WireResponse(status: status, fields: fields, body: nil)
    }

    func forMethod(head isHead: Bool) -> WireResponse { isHead ? head : get }
}
