import HTTPTypes
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import NIOHTTPTypesHTTP1

/// HummingbirdCore's HTTP/1 child channel with the association files answered before any HTTP
/// decoding: a new connection gets only ``AssociationConnectionHandler`` (after TLS, when
/// configured) in front of the async channel Hummingbird reads requests from. The full HTTP/1
/// pipeline (NIO's decoder and encoder, the HTTPTypes codec, the request-head timeout, the
/// event-loop fast path, Hummingbird's idle handling, `100 Continue`) is added the first time the connection sends
/// anything else, and serves that connection from then on.
///
/// A benchmark client that only fetches the files never pays for the pipeline: per request, a
/// bounded parse of the received bytes, a table lookup and one write of a prepared buffer.
struct AssociationHTTP1Channel: ServerChildChannel, HTTPChannelHandler {
    typealias Value = NIOAsyncChannel<HTTPRequestPart, HTTPResponsePart>

    let responder: HTTPChannelHandler.Responder
    let pipeline: SlowPipeline

    /// What the full pipeline needs once a connection is handed over.
    struct SlowPipeline: Sendable {
        let options: AssociationServer.Options
        let service: AssociationService
        let date: DateHeader
        let connections: OpenConnections

        /// Adds the handlers Hummingbird's `HTTP1Channel` adds right after `handler`.
        func install(
            after handler: any ChannelHandler, in pipeline: ChannelPipeline.SynchronousOperations,
            headDeadline: NIODeadline, activity: ConnectionActivity, logger: Logger
        ) throws {
            let handlers: [any ChannelHandler] = [
                // Between NIO's decoder and the HTTPTypes codec: they need the request's HTTP version
                // and its request target as sent.
                HostHeaderHandler(),
                ExpectContinueHandler(),
                HTTP1ToHTTPServerCodec(secure: false),
                RequestHeadTimeoutHandler(options, firstDeadline: headDeadline, activity: activity),
                // Before the event-loop fast path, so that the idle timeout sees the requests it answers.
                HTTPConnectionStateHandler(idleTimeout: .init(options.requestHeadTimeout), logger: logger),
                AssociationFastPathHandler(service: service, date: date),
            ]
            try pipeline.addHandlers(handlers, position: .after(handler))
            var limits = NIOHTTPDecoderLimitConfiguration()
            limits.maxHeaderFieldSize = options.maximumHeaderFieldSize
            limits.maxHeaderListSize = options.maximumHeaderListSize
            limits.maxHeaderFieldCount = AssociationServer.maximumHeaderFieldCount
            // Encoder and decoder go between this handler and the codec.
            try pipeline.configureHTTPServerPipeline(
                position: .after(handler), withPipeliningAssistance: false, withErrorHandling: false,
                withOutboundHeaderValidation: false, withEncoderConfiguration: .init(),
                withDecoderLimitConfiguration: limits)
        }
    }

    init(
        responder: @escaping HTTPChannelHandler.Responder, options: AssociationServer.Options,
        service: AssociationService, date: DateHeader, connections: OpenConnections
    ) {
        self.responder = responder
        self.pipeline = SlowPipeline(options: options, service: service, date: date, connections: connections)
    }

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                AssociationConnectionHandler(pipeline: pipeline, logger: logger))
            return try NIOAsyncChannel(
                wrappingChannelSynchronously: channel, configuration: .init(isOutboundHalfClosureEnabled: true))
        }
    }

    func handle(value: Value, logger: Logger) async {
        await handleRequests(value, logger: logger)
    }
}
