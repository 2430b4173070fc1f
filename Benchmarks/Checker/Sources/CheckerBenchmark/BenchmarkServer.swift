import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// One HTTPS server on 127.0.0.1 serving the same valid file at the well-known path of every host.
struct BenchmarkServer {
    let channel: any Channel
    var port: Int { channel.localAddress?.port ?? 0 }

    static func start(certificate: String, key: String, file: [UInt8]) async throws -> BenchmarkServer {
        let chain = try NIOSSLCertificate.fromPEMFile(certificate).map { NIOSSLCertificateSource.certificate($0) }
        let tls = try NIOSSLContext(
            configuration: .makeServerConfiguration(
                certificateChain: chain, privateKey: .privateKey(try NIOSSLPrivateKey(file: key, format: .pem))))
        let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
            .serverChannelOption(.backlog, value: 1024)
            .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
            .childChannelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
                    try channel.pipeline.syncOperations.configureHTTPServerPipeline()
                    try channel.pipeline.syncOperations.addHandler(FileHandler(file: file))
                }
            }
            .bind(host: "127.0.0.1", port: 0).get()
        return BenchmarkServer(channel: channel)
    }
}

private final class FileHandler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let file: [UInt8]
    private var path = ""

    init(file: [UInt8]) { self.file = file }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let head): path = head.uri
        case .body: break
        case .end:
            let found = path == "/.well-known/apple-app-site-association"
            let body = found ? file : Array("not found".utf8)
            let headers = HTTPHeaders([
                ("Content-Type", found ? "application/json" : "text/plain"), ("Content-Length", "\(body.count)"),
            ])
            context.write(
                wrapOutboundOut(
                    .head(HTTPResponseHead(version: .http1_1, status: found ? .ok : .notFound, headers: headers))),
                promise: nil)
            context.write(wrapOutboundOut(.body(.byteBuffer(ByteBuffer(bytes: body)))), promise: nil)
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }
}
