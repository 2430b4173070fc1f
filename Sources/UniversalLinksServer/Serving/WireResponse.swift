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
    /// The one empty body (each `ByteBuffer()` would be an allocation of its own, per hosted file).
    static let empty = ByteBuffer()

    init(status: HTTPResponse.Status, fields: HTTPFields, body: ByteBuffer?) {
        self.head = Self.serialize(status, fields, body: [])
        self.body = body ?? Self.empty
    }

    init(head: ByteBuffer, body: ByteBuffer) {
        self.head = head
        self.body = body
    }

    /// The status line and fields, then `body`, in one buffer of exactly that size (a buffer grown
    /// by appending would round up to a power of two, for every hosted file).
    static func serialize(_ status: HTTPResponse.Status, _ fields: HTTPFields, body: [UInt8]) -> ByteBuffer {
        let statusLine = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
        var size = statusLine.utf8.count + body.count
        for field in fields { size += field.name.rawName.utf8.count + 2 + field.value.utf8.count + 2 }
        var buffer = ByteBufferAllocator().buffer(capacity: size)
        buffer.writeString(statusLine)
        for field in fields {
            buffer.writeString(field.name.rawName)
            buffer.writeStaticString(": ")
            buffer.writeString(field.value)
            buffer.writeStaticString("\r\n")
        }
        buffer.writeBytes(body)
        return buffer
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
        head = WireResponse(head: get.head, body: WireResponse.empty)
    }

    /// Head and body in one allocation; the `HEAD` answer shares the head's bytes.
    init(status: HTTPResponse.Status, fields: HTTPFields, body: [UInt8]) {
        let both = WireResponse.serialize(status, fields, body: body)
        let headLength = both.readableBytes - body.count
        let head = both.getSlice(at: both.readerIndex, length: headLength) ?? both
        let payload = both.getSlice(at: both.readerIndex + headLength, length: body.count) ?? ByteBuffer(bytes: body)
        get = WireResponse(head: head, body: payload)
        self.head = WireResponse(head: head, body: WireResponse.empty)
    }

    func forMethod(head isHead: Bool) -> WireResponse { isHead ? head : get }
}
