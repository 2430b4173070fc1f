import NIOCore
import NIOHTTPTypes

/// Closes a connection that has not delivered a complete request head within `timeout` of
/// connecting or of its previous request ending: slow-header clients (slowloris) and idle
/// keep-alive connections cannot hold sockets forever. An idle timeout alone does not catch a
/// client that sends one byte every few seconds.
///
/// Per request it only records a deadline; one timer per connection checks it, so the hot path
/// schedules nothing.
final class RequestHeadTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let timeout: TimeAmount
    /// When the awaited request head is due; nil while a request is being handled.
    private var deadline: NIODeadline?
    private var timer: Scheduled<Void>?
    /// When the first head is due, if not `timeout` from now: a connection handed over by
    /// ``AssociationConnectionHandler`` mid-way keeps the deadline it had there.
    private let firstDeadline: NIODeadline?

    init(timeout: TimeAmount, firstDeadline: NIODeadline? = nil) {
        self.timeout = timeout
        self.firstDeadline = firstDeadline
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
        case .head: deadline = nil
        case .end: awaitHead(context)
        case .body: break
        }
        context.fireChannelRead(data)
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
    }

    private func awaitHead(_ context: ChannelHandlerContext, due: NIODeadline? = nil) {
        let due = due ?? NIODeadline.now() + timeout
        deadline = due
        if timer == nil { schedule(context, at: due) }
    }

    private func schedule(_ context: ChannelHandlerContext, at due: NIODeadline) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: due) {
            let (handler, context) = loopBound.value
            handler.timer = nil
            guard let deadline = handler.deadline else { return }  // a request is in progress
            if deadline <= .now() {
                context.close(promise: nil)
            } else {
                handler.schedule(context, at: deadline)
            }
        }
    }
}
