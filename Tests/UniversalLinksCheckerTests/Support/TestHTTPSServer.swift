import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// A real HTTPS server on 127.0.0.1 with an ephemeral port, routing on the Host header and path.
/// `tls` nil with `silent` gives a server that accepts TCP connections and never says a word.
final class TestHTTPSServer: Sendable {
    typealias Route = @Sendable (_ host: String, _ path: String) -> TestServerBehavior

    let channel: any Channel
    let port: Int

    private init(channel: any Channel) {
        self.channel = channel
        self.port = channel.localAddress?.port ?? 0
    }

    static func start(tls: NIOSSLContext, route: @escaping Route) async throws -> TestHTTPSServer {
        try await start(identity: { tls }, route: route)
    }

    /// A server whose certificate can change while it runs: `identity` is asked for each new connection.
    static func start(identity: @escaping @Sendable () -> NIOSSLContext, route: @escaping Route) async throws
        -> TestHTTPSServer
    {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 512)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(RawCloseHandler())
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: identity()))
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(TestRouteHandler(route: route))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return TestHTTPSServer(channel: channel)
    }

    /// The same server without TLS (plain HTTP), for links that are tapped as `http://`.
    static func startPlain(route: @escaping Route) async throws -> TestHTTPSServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline(withErrorHandling: true)
                    try channel.pipeline.syncOperations.addHandler(TestRouteHandler(route: route))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return TestHTTPSServer(channel: channel)
    }

    /// Accepts connections and never answers anything, not even the TLS handshake.
    static func startSilent() async throws -> TestHTTPSServer {
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in channel.eventLoop.makeSucceededVoidFuture() }
            .bind(host: "127.0.0.1", port: 0).get()
        return TestHTTPSServer(channel: channel)
    }

    func stop() async {
        try? await channel.close().get()
    }
}

/// Answers each request as the route says, including the hostile behaviours.
final class TestRouteHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let route: TestHTTPSServer.Route
    private var head: HTTPRequestHead?

    init(route: @escaping TestHTTPSServer.Route) { self.route = route }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): self.head = head
        case .body: break
        case .end:
            guard let head else { return }
            self.head = nil
            let host = head.headers["host"].first.map { String($0.split(separator: ":").first ?? "") } ?? ""
            respond(context: context, request: head, behavior: route(host.lowercased(), head.uri))
        }
    }

    private func respond(context: ChannelHandlerContext, request: HTTPRequestHead, behavior: TestServerBehavior) {
        switch behavior {
        case .respond(let status, let headers, let body):
            var fields = HTTPHeaders(headers)
            fields.replaceOrAdd(name: "Content-Length", value: "\(body.count)")
            context.write(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: status, headers: fields))),
                promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        case .endless(let declared):
            var headers = HTTPHeaders([("Content-Type", "application/json")])
            if let declared { headers.add(name: "Content-Length", value: "\(declared)") }
            context.writeAndFlush(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil
            )
            writeForever(context: context, chunk: ByteBuffer(repeating: UInt8(ascii: " "), count: 16_384))
        case .drip(let body, let interval):
            let headers = HTTPHeaders([("Content-Type", "application/json"), ("Content-Length", "\(body.count)")])
            context.writeAndFlush(
                wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .ok, headers: headers))), promise: nil
            )
            drip(context: context, body: body[...], interval: .milliseconds(interval))
        case .silent:
            break
        case .closeDelimited(let status, let headers, let body):
            // Written below the HTTP encoder, which would add framing headers, and above TLS.
            var head = "HTTP/1.1 \(status.code) \(status.reasonPhrase)\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            let bytes = ByteBuffer(bytes: Array((head + "\r\n").utf8) + body)
            let pipeline = context.pipeline.syncOperations
            guard let encoder = try? pipeline.context(handlerType: HTTPResponseEncoder.self),
                let raw = try? pipeline.handler(type: RawCloseHandler.self)
            else { return }
            encoder.writeAndFlush(NIOAny(bytes)).assumeIsolated().whenComplete { _ in raw.closeWithoutTLSShutdown() }
        case .echo:
            let agent = request.headers["user-agent"].first ?? ""
            let host = request.headers["host"].first ?? ""
            let body = "{\"applinks\": {\"details\": []}, \"user-agent\": \"\(agent)\", \"host\": \"\(host)\"}"
            respond(context: context, request: request, behavior: .json(body))
        }
    }

    /// One write in flight at a time: the next chunk goes when the previous one is written.
    private func writeForever(context: ChannelHandlerContext, chunk: ByteBuffer) {
        guard context.channel.isActive else { return }
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(chunk)))).assumeIsolated().whenSuccess {
            self.writeForever(context: context, chunk: chunk)
        }
    }

    private func drip(context: ChannelHandlerContext, body: ArraySlice<UInt8>, interval: TimeAmount) {
        guard context.channel.isActive else { return }
        guard let byte = body.first else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
            return
        }
        context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: [byte])))), promise: nil)
        context.eventLoop.assumeIsolated().scheduleTask(in: interval) {
            self.drip(context: context, body: body.dropFirst(), interval: interval)
        }
    }
}

/// First in the pipeline, below TLS: closes the socket itself, so that no close_notify is sent.
final class RawCloseHandler: ChannelInboundHandler {
    typealias InboundIn = NIOAny
    private var context: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// A close that starts here goes straight to the socket, past the TLS handler above.
    func closeWithoutTLSShutdown() { context?.close(promise: nil) }
}
