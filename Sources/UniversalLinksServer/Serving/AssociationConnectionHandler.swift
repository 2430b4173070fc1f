import Logging
import NIOCore

/// The first handler of every connection (after TLS): answers requests for the association files
/// from the received bytes (``FastRequestHead``), each with one prepared buffer, and hands the
/// connection to the full HTTP/1 pipeline the first time it sends anything else.
///
/// - Pipelined requests are answered in order, and the answers to one read go out in one write and
///   one flush.
/// - Once handed over, the connection stays with the full pipeline: everything not yet answered,
///   and everything after, goes there in order (so pipelining order holds across the switch).
/// - While the peer does not read its answers (the channel is not writable), parsing and reading
///   stop: a client that pipelines without reading cannot make the server queue without bound.
/// - Until the hand-over it enforces the request-head timeout itself (the full pipeline's timeout
///   and idle handlers are not there yet): a connection that has not completed a request head
///   within the timeout of connecting or of its previous answer is closed. One timer per
///   connection; per read, only a deadline is recorded.
final class AssociationConnectionHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let pipeline: AssociationHTTP1Channel.SlowPipeline
    private let logger: Logger
    private var cache = FastPathCache()
    /// Received bytes not answered yet: an incomplete head, or heads waiting for writability.
    private var pending: ByteBuffer?
    /// Answers not written yet.
    private var output: ByteBuffer?
    /// Whether `output` is a buffer of this handler's (appended to) or a shared prepared one.
    private var outputIsOwned = false
    private var handedOver = false
    private var closing = false
    /// Not writable: stop answering and reading until it is.
    private var paused = false
    private var readSuppressed = false
    private var inRead = false
    private var deadline = NIODeadline.distantFuture
    private var timer: Scheduled<Void>?
    /// Idle or busy, for ``OpenConnections`` to choose which connection to close when full.
    private let activity = ConnectionActivity()
    private var registered = false

    init(pipeline: AssociationHTTP1Channel.SlowPipeline, logger: Logger) {
        self.pipeline = pipeline
        self.logger = logger
    }

    // MARK: Inbound

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        if handedOver {
            context.fireChannelRead(data)
            return
        }
        guard !closing else { return }
        var incoming = unwrapInboundIn(data)
        if var buffered = pending.take() {
            buffered.writeBuffer(&incoming)
            pending = buffered
        } else {
            pending = incoming
        }
        inRead = true
        answerPending(context)
        inRead = false
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if handedOver { context.fireChannelReadComplete() }
    }

    func channelWritabilityChanged(context: ChannelHandlerContext) {
        if !handedOver, paused, context.channel.isWritable {
            paused = false
            answerPending(context)
            if !paused, readSuppressed {
                readSuppressed = false
                context.read()
            }
        }
        context.fireChannelWritabilityChanged()
    }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        guard !handedOver else {
            context.fireUserInboundEventTriggered(event)
            return
        }
        if event is ChannelShouldQuiesceEvent || (event as? ChannelEvent) == .inputClosed {
            // A graceful shutdown (between answers no request is in progress here), or the peer
            // has sent everything it will: what is complete has been answered; close after it.
            closeAfterWriting(context)
        } else {
            context.fireUserInboundEventTriggered(event)
        }
    }

    // MARK: Outbound

    func read(context: ChannelHandlerContext) {
        if paused, !handedOver {
            readSuppressed = true
        } else {
            context.read()
        }
    }

    // MARK: Lifetime

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive {
            startTimer(context)
            register(context)
        }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context)
        register(context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        stopTimer()
        pending = nil
        output = nil
        if registered {
            registered = false
            pipeline.connections.closed(context.channel)
        }
        context.fireChannelInactive()
    }

    private func register(_ context: ChannelHandlerContext) {
        guard !registered else { return }
        registered = true
        pipeline.connections.opened(context.channel, activity)
    }

    func handlerRemoved(context: ChannelHandlerContext) { stopTimer() }

    // MARK: Answering

    /// Answers every complete head in `pending`, in order, then writes the answers in one write.
    private func answerPending(_ context: ChannelHandlerContext) {
        guard var input = pending.take() else { return }
        var answered = false
        loop: while input.readableBytes > 0 {
            let parse = input.withUnsafeReadableBytes {
                FastRequestHead.parse($0, maximumFields: AssociationServer.maximumHeaderFieldCount)
            }
            switch parse {
            case .incomplete:
                break loop
            case .other:
                if answered { deadline = .now() + pipeline.options.requestHeadTimeout }
                writeOutput(context)
                handOver(context, input)
                return
            case .request(let head):
                let response = input.withUnsafeReadableBytes { bytes in
                    cache.response(
                        to: head, in: bytes, service: pipeline.service, date: pipeline.date,
                        allocator: context.channel.allocator)
                }
                input.moveReaderIndex(forwardBy: head.length)
                append(response, context)
                answered = true
                if head.close {
                    closeAfterWriting(context)
                    return
                }
            }
        }
        if input.readableBytes > 0 { pending = input }
        if answered {
            let now = NIODeadline.now()
            deadline = now + pipeline.options.requestHeadTimeout
            activity.idle(at: now)
            writeOutput(context)
        }
    }

    /// Adds an answer to the pending output: the first one as is (usually the connection's cached
    /// buffer, no copy), later ones of the same read copied into one buffer of this handler's. The
    /// output of one read is bounded by what one read holds; reading stops while it is not written.
    private func append(_ response: ByteBuffer, _ context: ChannelHandlerContext) {
        guard var buffer = output.take() else {
            output = response
            outputIsOwned = false
            return
        }
        if !outputIsOwned {
            var owned = context.channel.allocator.buffer(capacity: 4 * (buffer.readableBytes + response.readableBytes))
            owned.writeImmutableBuffer(buffer)
            buffer = owned
            outputIsOwned = true
        }
        buffer.writeImmutableBuffer(response)
        output = buffer
    }

    private func writeOutput(_ context: ChannelHandlerContext) {
        guard let buffer = output.take() else { return }
        context.writeAndFlush(wrapOutboundOut(.byteBuffer(buffer)), promise: nil)
        if !context.channel.isWritable { paused = true }
    }

    private func closeAfterWriting(_ context: ChannelHandlerContext) {
        guard !closing else { return }
        closing = true
        pending = nil
        stopTimer()
        if let buffer = output.take() {
            context.writeAndFlush(wrapOutboundOut(.byteBuffer(buffer))).whenComplete { _ in
                context.close(promise: nil)
            }
        } else {
            context.close(promise: nil)
        }
    }

    // MARK: Hand-over

    /// Adds the full HTTP/1 pipeline behind this handler and passes it `input` (which starts at a
    /// request boundary); from then on this handler only forwards.
    private func handOver(_ context: ChannelHandlerContext, _ input: ByteBuffer) {
        handedOver = true
        stopTimer()
        do {
            try pipeline.install(
                after: self, in: context.pipeline.syncOperations, headDeadline: deadline, activity: activity,
                logger: logger)
        } catch {
            logger.debug("could not set up the HTTP/1 pipeline", metadata: ["error": "\(error)"])
            context.close(promise: nil)
            return
        }
        context.fireChannelRead(wrapInboundOut(input))
        // Outside a read (after writability came back) no read-complete follows: send one, or the
        // async channel would not see the request.
        if !inRead { context.fireChannelReadComplete() }
        if readSuppressed {
            readSuppressed = false
            context.read()
        }
    }

    // MARK: Request-head timeout

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil, !handedOver, !closing else { return }
        deadline = .now() + pipeline.options.requestHeadTimeout
        schedule(context, at: deadline)
    }

    private func schedule(_ context: ChannelHandlerContext, at due: NIODeadline) {
        let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
        timer = context.eventLoop.scheduleTask(deadline: due) {
            let (handler, context) = loopBound.value
            handler.timer = nil
            guard !handler.handedOver, !handler.closing else { return }
            if handler.deadline <= .now() {
                handler.closing = true
                handler.pending = nil
                context.close(promise: nil)
            } else {
                handler.schedule(context, at: handler.deadline)
            }
        }
    }

    private func stopTimer() {
        timer?.cancel()
        timer = nil
    }
}
