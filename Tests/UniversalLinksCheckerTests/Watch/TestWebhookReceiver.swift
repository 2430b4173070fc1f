#if ULINKS_WATCH
    import Foundation
    import NIOCore
    import NIOHTTP1
    import NIOPosix
    import ULinksTestSupport

    /// A loopback stand-in for a webhook endpoint (Slack's incoming webhooks, say): plain HTTP on 127.0.0.1,
    /// records every POST (path, Content-Type, body) and answers as ``mode`` says.
    final class TestWebhookReceiver: Sendable {
        enum Mode: Sendable {
            /// 200 "ok", as Slack answers.
            case accept
            /// This status for the next `count` requests, then 200.
            case fail(status: Int, count: Int)
            /// Reads the request and never answers.
            case hang
        }

        struct Post: Sendable {
            var path: String
            var contentType: String
            var body: [UInt8]
            var json: [String: Any]? { try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any] }
        }

        let channel: any Channel
        let port: Int
        let posts = LockedBox<[Post]>([])
        let mode = LockedBox<Mode>(.accept)
        /// Every request, answered or not (the retries of a failing delivery count here).
        let requests = LockedBox<Int>(0)
        /// Connections open now, and the most that stayed open together for ``heldFor`` (a connection the
        /// client closed is seen closed here a moment later: a shorter overlap is that moment, not two held).
        /// One second: under the full suite the shared event loop saw a close more than 250 ms late; two
        /// connections really held to a hanging receiver overlap for the dispatcher's whole timeout (1.5 s).
        let connections = LockedBox<(open: Set<ObjectIdentifier>, peak: Int)>(([], 0))
        static let heldFor = TimeAmount.seconds(1)

        var url: String { "http://127.0.0.1:\(port)/hook" }

        private init(channel: any Channel) {
            self.channel = channel
            self.port = channel.localAddress?.port ?? 0
        }

        static func start() async throws -> TestWebhookReceiver {
            let box = LockedBox<TestWebhookReceiver?>(nil)
            let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
                .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
                .childChannelInitializer { channel in
                    channel.eventLoop.makeCompletedFuture {
                        try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                        try channel.pipeline.syncOperations.addHandler(Handler(receiver: { box.value }))
                    }
                }
                .bind(host: "127.0.0.1", port: 0).get()
            let receiver = TestWebhookReceiver(channel: channel)
            box.value = receiver
            return receiver
        }

        func stop() async { try? await channel.close().get() }

        /// The transitions received, as (domain, from, to).
        var transitions: [(domain: String, from: String, to: String)] {
            posts.value.compactMap { post in
                guard let json = post.json, let domain = json["domain"] as? String, let from = json["from"] as? String,
                    let to = json["to"] as? String
                else { return nil }
                return (domain, from, to)
            }
        }

        /// What to answer to one request.
        fileprivate func answer() -> Int? {
            requests.withValue { $0 += 1 }
            return mode.withValue { mode -> Int? in
                switch mode {
                case .accept: return 200
                case .hang: return nil
                case .fail(let status, let count):
                    mode = count > 1 ? .fail(status: status, count: count - 1) : .accept
                    return status
                }
            }
        }

        private final class Handler: ChannelInboundHandler {
            typealias InboundIn = HTTPServerRequestPart
            typealias OutboundOut = HTTPServerResponsePart

            let receiver: @Sendable () -> TestWebhookReceiver?
            private var head: HTTPRequestHead?
            private var body: [UInt8] = []

            init(receiver: @escaping @Sendable () -> TestWebhookReceiver?) { self.receiver = receiver }

            func channelActive(context: ChannelHandlerContext) {
                let id = ObjectIdentifier(context.channel)
                if let receiver = receiver() {
                    receiver.connections.withValue { _ = $0.open.insert(id) }
                    context.eventLoop.scheduleTask(in: TestWebhookReceiver.heldFor) {
                        receiver.connections.withValue {
                            if $0.open.contains(id) { $0.peak = max($0.peak, $0.open.count) }
                        }
                    }
                }
                context.fireChannelActive()
            }

            func channelInactive(context: ChannelHandlerContext) {
                let id = ObjectIdentifier(context.channel)
                receiver()?.connections.withValue { _ = $0.open.remove(id) }
                context.fireChannelInactive()
            }

            func channelRead(context: ChannelHandlerContext, data: NIOAny) {
                switch unwrapInboundIn(data) {
                case .head(let head):
                    self.head = head
                    body = []
                case .body(var buffer):
                    body += buffer.readBytes(length: buffer.readableBytes) ?? []
                case .end:
                    guard let head, let receiver = receiver() else { return }
                    guard let status = receiver.answer() else { return }
                    if status == 200 {
                        receiver.posts.withValue {
                            $0.append(
                                Post(path: head.uri, contentType: head.headers["content-type"].first ?? "", body: body))
                        }
                    }
                    let text = status == 200 ? "ok" : "error"
                    let headers = HTTPHeaders([
                        ("Content-Type", "text/plain"), ("Content-Length", "\(text.utf8.count)"),
                    ])
                    context.write(
                        wrapOutboundOut(
                            .head(
                                HTTPResponseHead(version: .http1_1, status: .init(statusCode: status), headers: headers)
                            )),
                        promise: nil)
                    context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(string: text)))), promise: nil)
                    context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
                }
            }
        }
    }
#endif
