import NIOCore
import NIOHTTP1

/// Answers `Expect: 100-continue` with `100 Continue`, so a client that waits for it before sending
/// an upload's body (`curl -T`, or curl with any body over 1 MiB) is not held for its own timeout
/// (a second for curl) on every upload. Hummingbird does not send it.
///
/// RFC 9110 §10.1.1: only for HTTP/1.1 and later requests that have a body, and never once the final
/// response has started or the body is already arriving. With pipelining, the `100` waits until the
/// responses to the requests before it have ended, so it is never read as part of one of them.
final class ExpectContinueHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// Requests read whose responses have not ended.
    private var open = 0
    /// The version of the last request read, while it waits for its `100`.
    private var waiting: HTTPVersion?

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head):
            open += 1
            waiting = Self.expectsContinue(head) ? head.version : nil
            context.fireChannelRead(data)
            if open == 1 { sendContinue(context) }
        case .body, .end:
            // The client did not wait (or had nothing more to send): no `100` any more.
            waiting = nil
            context.fireChannelRead(data)
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        switch unwrapOutboundIn(data) {
        case .head(let head):
            // A final response to the oldest open request; when that is the waiting one, too late for a 100.
            if open <= 1, head.status.code >= 200 { waiting = nil }
            context.write(data, promise: promise)
        case .body:
            context.write(data, promise: promise)
        case .end:
            if open > 0 { open -= 1 }
            context.write(data, promise: promise)
            if open == 1 { sendContinue(context) }
        }
    }

    private func sendContinue(_ context: ChannelHandlerContext) {
        guard let version = waiting else { return }
        waiting = nil
        context.writeAndFlush(
            wrapOutboundOut(.head(HTTPResponseHead(version: version, status: .continue))), promise: nil)
    }

    /// An HTTP/1.1 (or later) request with a body whose `Expect` lists `100-continue`.
    static func expectsContinue(_ head: HTTPRequestHead) -> Bool {
        guard head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1) else { return false }
        let expects = head.headers["expect"].contains { value in
            value.split(separator: ",").contains {
                $0.trimmingCharacters(in: .whitespaces).lowercased() == "100-continue"
            }
        }
        guard expects else { return false }
        let length = head.headers["content-length"].first.flatMap { Int($0.trimmingCharacters(in: .whitespaces)) }
        return (length ?? 0) > 0 || head.headers.contains(name: "transfer-encoding")
    }
}
