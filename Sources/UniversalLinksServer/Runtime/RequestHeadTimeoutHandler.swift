import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Closes a connection that has not delivered a complete request head within `timeout` of
/// connecting or of its previous request ending: slow-header clients (slowloris) and idle
/// keep-alive connections cannot hold sockets forever. An idle timeout alone does not catch a
/// client that sends one byte every few seconds.
///
/// Bodies have deadlines too: a request body must be complete within
/// ``AssociationServer/Options/requestBodyTimeout`` of its head, and arrive at
/// ``AssociationServer/Options/minimumBodyRate`` bytes per second or more (checked every
/// ``AssociationServer/Options/bodyRateWindow``); otherwise the connection is closed (a client that
/// declares 100,000 bytes and sends one every 5 s used to hold its socket for good). The rate is an
/// average since the head, checked once per window, after a first window of grace.
///
/// Per request it only records a deadline; one timer per connection checks it, so the hot path
/// schedules nothing. It also tells the connection's ``ConnectionActivity`` when a request is in
/// progress (head read, response not ended) and when the connection waits.
final class RequestHeadTimeoutHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let timeout: TimeAmount
    private let bodyTimeout: TimeAmount
    private let minimumBodyRate: Int
    private let rateWindow: TimeAmount
    /// When the awaited request head is due; nil while a request is being handled.
    private var deadline: NIODeadline?
    /// While a body is arriving: when it started and must be complete, when the rate is checked
    /// next, and the bytes so far.
    private var body: (start: NIODeadline, deadline: NIODeadline, check: NIODeadline, bytes: Int)?
    private var timer: Scheduled<Void>?
    /// When the first head is due, if not `timeout` from now: a connection handed over by
    /// ``AssociationConnectionHandler`` mid-way keeps the deadline it had there.
    private let firstDeadline: NIODeadline?
    private let activity: ConnectionActivity?
    /// Requests read whose responses have not ended.
    private var open = 0

    init(_ options: AssociationServer.Options, firstDeadline: NIODeadline? = nil, activity: ConnectionActivity? = nil) {
        self.timeout = options.requestHeadTimeout
        self.bodyTimeout = options.requestBodyTimeout
        self.minimumBodyRate = options.minimumBodyRate
        self.rateWindow = options.bodyRateWindow
        self.firstDeadline = firstDeadline
        self.activity = activity
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { awaitHead(context, due: firstDeadline) }
    }

    func channelActive(context: ChannelHandlerContext) {
        awaitHead(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            deadline = nil
            open += 1
            activity?.busy()
            if Self.hasBody(request) {
                let now = NIODeadline.now()
                body = (now, now + bodyTimeout, now + rateWindow, 0)
                schedule(context, at: min(now + bodyTimeout, now + rateWindow))
            }
        case .body(let bytes):
            body?.bytes += bytes.readableBytes
        case .end:
            body = nil
            awaitHead(context)
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), open > 0 {
            open -= 1
            if open == 0 { activity?.idle() }
        }
        context.write(data, promise: promise)
    }

    func channelInactive(context: ChannelHandlerContext) {
        stop()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { stop() }

    private func stop() {
        timer?.cancel()
        timer = nil
        deadline = nil
        body = nil
    }

    /// A request with a body: a `Content-Length` other than 0, or a `Transfer-Encoding`.
    static func hasBody(_ request: HTTPRequest) -> Bool {
        if request.headerFields[.transferEncoding] != nil { return true }
        guard let length = request.headerFields[.contentLength] else { return false }
        return length.trimmingCharacters(in: .whitespaces) != "0"
    }

    private func awaitHead(_ context: ChannelHandlerContext, due: NIODeadline? = nil) {
        let due = due ?? NIODeadline.now() + timeout
        deadline = due
        if timer == nil { schedule(context, at: due) }
    }

    private func schedule(_ context: ChannelHandlerContext, at due: NIODeadline) {
        timer?.cancel()
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: due) {
            let (handler, context) = loopBound.value
            handler.timer = nil
            handler.check(context)
        }
    }

    private func check(_ context: ChannelHandlerContext) {
        let now = NIODeadline.now()
        if var body {
            // The first window is free (a connection starting up); from then on the average since the
            // head must keep up with the minimum rate.
            let owed = Int64(minimumBodyRate) * (now - body.start - rateWindow).nanoseconds / 1_000_000_000
            if now >= body.deadline || Int64(body.bytes) < owed {
                close(context)
                return
            }
            if now >= body.check { body.check = now + rateWindow }
            self.body = body
            schedule(context, at: min(body.deadline, body.check))
            return
        }
        guard let deadline else { return }  // a request is in progress
        if deadline <= now {
            close(context)
        } else {
            schedule(context, at: deadline)
        }
    }

    private func close(_ context: ChannelHandlerContext) {
        stop()
        context.close(promise: nil)
    }
}
