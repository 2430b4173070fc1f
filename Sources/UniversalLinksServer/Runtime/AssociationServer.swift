import Hummingbird
import HummingbirdCore
import HummingbirdTLS
import Logging
import NIOCore
import NIOSSL

/// Builds the HTTP(S) application around an ``AssociationService``: the public files, `/healthz`,
/// `/metrics` and the admin API on one listener.
public enum AssociationServer {
    /// Listener settings.
    public struct Options: Sendable {
        public var host: String
        /// 0 picks a free port (see `onServerRunning` for the one chosen).
        public var port: Int
        /// Certificates to serve HTTPS with; empty means plain HTTP.
        public var tls: [TLSIdentity]
        /// A connection that has not sent a complete request head within this time is closed.
        public var requestHeadTimeout: TimeAmount
        /// Largest single header line and all headers together (nginx allows 8 KiB lines).
        public var maximumHeaderFieldSize: Int
        public var maximumHeaderListSize: Int
        /// A complete TLS configuration used instead of ``tls`` (automatic certificates: a per-SNI
        /// callback, see `CertificateCache`).
        public var tlsConfiguration: TLSConfiguration?
        /// Event-loop threads of the listener (``AssociationHTTPServer``); nil shares NIO's
        /// process-wide group, one loop per core. See ``recommendedEventLoops``.
        public var eventLoops: Int?
        /// Connections held at once by ``AssociationHTTPServer``: at the limit it stops accepting and
        /// closes the connection idle for longest. nil derives it from the open-file limit
        /// (``FileDescriptorLimit/maximumConnections(forLimit:)``).
        public var maximumConnections: Int?
        /// A request body must arrive completely within this time of its head...
        public var requestBodyTimeout: TimeAmount = .seconds(60)
        /// ...and at no less than this many bytes per second on average, checked every
        /// ``bodyRateWindow`` after the first: a client that declares a large body and sends a byte
        /// every few seconds is cut off.
        public var minimumBodyRate: Int = 1024
        public var bodyRateWindow: TimeAmount = .seconds(5)

        public init(
            host: String = "127.0.0.1", port: Int = 8080, tls: [TLSIdentity] = [],
            requestHeadTimeout: TimeAmount = .seconds(30),
            maximumHeaderFieldSize: Int = 8 * 1024, maximumHeaderListSize: Int = 32 * 1024
        ) {
            self.host = host
            self.port = port
            self.tls = tls
            self.requestHeadTimeout = requestHeadTimeout
            self.maximumHeaderFieldSize = maximumHeaderFieldSize
            self.maximumHeaderListSize = maximumHeaderListSize
        }
    }

    /// HTTP/1.1 (with TLS when certificates are given), header limits and the request-head timeout.
    /// With `fastPath`, requests for the association files are answered before HTTP decoding
    /// (``AssociationHTTP1Channel``); without, on Hummingbird's `HTTP1Channel`.
    static func serverBuilder(
        _ options: Options, fastPath: (AssociationService, DateHeader, OpenConnections)? = nil
    ) throws -> HTTPServerBuilder {
        let http1: HTTPServerBuilder
        if let fastPath {
            http1 = HTTPServerBuilder { responder in
                AssociationHTTP1Channel(
                    responder: responder, options: options, service: fastPath.0, date: fastPath.1,
                    connections: fastPath.2)
            }
        } else {
            http1 = HTTPServerBuilder.http1(
                configuration: HTTP1Channel.Configuration(
                    additionalChannelHandlers: [RequestHeadTimeoutHandler(options)],
                    idleTimeout: options.requestHeadTimeout,
                    httpDecoderConfiguration: .init(
                        maxHeaderFieldSize: options.maximumHeaderFieldSize,
                        maxHeaderListSize: options.maximumHeaderListSize,
                        maxHeaderFieldCount: maximumHeaderFieldCount)))
        }
        if let tlsConfiguration = options.tlsConfiguration {
            return try HTTPServerBuilder.tls(http1, tlsConfiguration: tlsConfiguration)
        }
        return options.tls.isEmpty
            ? http1 : try HTTPServerBuilder.tls(http1, tlsConfiguration: ServerTLS.configuration(options.tls))
    }

    /// Header fields a request may have (more are refused by the HTTP decoder).
    static let maximumHeaderFieldCount = 100

    /// One event loop per core but one (at least one): what `ulinks serve` uses by default.
    ///
    /// Serving a prepared file costs so little in user space (most of a request is the kernel's TCP
    /// work, see Benchmarks/Server) that a loop never waits for work under load: with a loop on every
    /// core, the loops and everything else on the machine (the kernel's network processing, the
    /// store, the clients on the same host) take turns by whole scheduler slices, and the
    /// connections of a loop that is off the CPU wait for it. On 2 cores with wrk on the same machine,
    /// 2 loops gave the lowest median but a p99 of 7.9 ms; 1 loop a p99 of 3.7-4.4 ms, nginx's, at
    /// 1.13-1.19x nginx's requests per second.
    public static var recommendedEventLoops: Int { max(1, System.coreCount - 1) }

    /// Whether `host` is a loopback address, where the admin API may run without TLS.
    public static func isLoopback(_ host: String) -> Bool {
        host == "localhost" || host == "::1" || host == "[::1]" || host.hasPrefix("127.")
    }

    /// The same server as a standard Hummingbird `Application` (router tests, embedding); run it with
    /// `runService()`. The served table is loaded from the store before the listener opens.
    /// ``AssociationHTTPServer`` is the leaner production form used by `ulinks serve`.
    public static func buildApplication(
        service: AssociationService,
        options: Options,
        logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) throws -> Application<AssociationResponder> {
        let server = try serverBuilder(options)
        var app = Application(
            responder: AssociationResponder(service: service),
            server: server,
            configuration: ApplicationConfiguration(
                address: .hostname(options.host, port: options.port), serverName: nil),
            services: [StoreSync(service: service)],
            onServerRunning: onServerRunning,
            logger: logger)
        app.beforeServerStarts { try await service.reload() }
        return app
    }
}
