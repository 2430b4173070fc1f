import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

extension AssociationHTTP1Channel {
    /// How long, and how many body bytes, a connection whose request body was refused is read and
    /// discarded after the answer before it is closed.
    static let refusedBodyLinger: TimeAmount = .seconds(2)
    static let refusedBodyLimit = 1 << 20

    /// Hummingbird's request loop (`handleHTTP`), except for a request whose body the responder did
    /// not read (a `413`, `401`, `400`... sent before the body): Hummingbird reads such a body to its
    /// end to reuse the connection, which for a declared 1 GiB, or an endless chunked body, kept the
    /// connection busy for as long as the client kept sending. Here the connection is closed
    /// instead: the answer is sent, output is shut down, and what the client still sends is
    /// discarded for at most ``refusedBodyLinger`` or ``refusedBodyLimit`` bytes (closing with
    /// unread input would reset the connection and could destroy the answer before it is read).
    func handleRequests(_ asyncChannel: NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>, logger: Logger) async {
        do {
            try await withTaskCancellationHandler {
                try await asyncChannel.executeThenClose { inbound, outbound in
                    var iterator = inbound.makeAsyncIterator()
                    do {
                        guard let part = try await iterator.next() else { return }
                        guard case .head(var head) = part else { throw RequestLoopError.unexpectedPart }
                        while true {
                            let body = RequestBody(asyncSequence: BodyParts(parts: iterator))
                            let request = Request(head: head, body: body)
                            try await responder(request, ResponseWriter(outbound: outbound), asyncChannel.channel)
                            if request.headers[.connection] == "close" { break }
                            var next = try await iterator.next()
                            if case .body = next {
                                // The body was refused: close rather than read it.
                                outbound.finish()
                                await Self.discard(&iterator, channel: asyncChannel.channel)
                                return
                            }
                            if case .end = next { next = try await iterator.next() }
                            guard let next else { break }
                            guard case .head(let newHead) = next else { throw RequestLoopError.unexpectedPart }
                            head = newHead
                        }
                    } catch is HTTPParserError {
                        logger.debug("HTTP parse error, closing connection")
                        try await Self.writeBadRequest(outbound)
                    }
                    outbound.finish()
                    try await asyncChannel.channel.closeFuture.get()
                }
            } onCancel: {
                asyncChannel.channel.close(mode: .input, promise: nil)
            }
        } catch {
            logger.trace("Failed to read/write to Channel. Error: \(error)")
        }
    }

    /// Reads and drops what the client still sends, within the linger bounds, then closes.
    private static func discard(
        _ iterator: inout NIOAsyncChannelInboundStream<HTTPRequestPart>.AsyncIterator, channel: any Channel
    ) async {
        let closing = channel.eventLoop.scheduleTask(in: refusedBodyLinger) { channel.close(promise: nil) }
        var bytes = 0
        while bytes < refusedBodyLimit, let part = try? await iterator.next() {
            if case .body(let buffer) = part { bytes += buffer.readableBytes }
        }
        closing.cancel()
        try? await channel.close()
    }

    /// What Hummingbird answers a request NIO's parser refused, as JSON like every other error.
    private static func writeBadRequest(_ outbound: NIOAsyncChannelOutboundWriter<HTTPResponsePart>) async throws {
        let body = ByteBuffer(string: #"{"error":"bad-request","message":"the request is not valid HTTP/1.1"}"#)
        try await outbound.write(
            .head(
                HTTPResponse(
                    status: .badRequest,
                    headerFields: [
                        .connection: "close", .contentType: "application/json",
                        .contentLength: String(body.readableBytes),
                    ])))
        try await outbound.write(.body(body))
        try await outbound.write(.end(nil))
    }

    enum RequestLoopError: Error { case unexpectedPart }

    /// A request's body parts, read from the connection's stream up to the request's `.end`
    /// (Hummingbird's own type for this is not public).
    struct BodyParts: AsyncSequence, @unchecked Sendable {  // iterated once, by the request's handler
        typealias Element = ByteBuffer
        let parts: NIOAsyncChannelInboundStream<HTTPRequestPart>.AsyncIterator

        struct AsyncIterator: AsyncIteratorProtocol {
            var parts: NIOAsyncChannelInboundStream<HTTPRequestPart>.AsyncIterator
            var done = false

            mutating func next() async throws -> ByteBuffer? {
                guard !done else { return nil }
                switch try await parts.next() {
                case .body(let buffer): return buffer
                case .end, nil:
                    done = true
                    return nil
                case .head: throw RequestLoopError.unexpectedPart
                }
            }
        }

        func makeAsyncIterator() -> AsyncIterator { AsyncIterator(parts: parts) }
    }
}
