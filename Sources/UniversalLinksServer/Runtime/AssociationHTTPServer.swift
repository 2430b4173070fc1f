import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOConcurrencyHelpers
import NIOCore
import NIOPosix
import ServiceLifecycle
import UniversalLinksChecker

/// The production server: the same ``AssociationResponder`` as ``AssociationServer/buildApplication(service:options:logger:onServerRunning:)``,
/// but on HummingbirdCore's server directly, so a request for an association file costs a table
/// lookup and a prepared response: no per-request logger metadata, request id or request context
/// (those are built only for the admin API, `/healthz` and `/metrics`).
///
/// A `Service`: run it in a `ServiceGroup`, or with ``runService()`` for SIGTERM/SIGINT handling.
public struct AssociationHTTPServer: Service {
    let service: AssociationService
    let options: AssociationServer.Options
    let logger: Logger
    let onServerRunning: @Sendable (any Channel) async -> Void
    let keepsTableCurrent: Bool

    /// - Parameters:
    ///   - service: what is served, and the admin API's store.
    ///   - options: the address, TLS and connection limits.
    ///   - logger: for start-up, errors and the admin API.
    ///   - keepsTableCurrent: whether this server loads `service`'s table and keeps it current with
    ///     the store (``StoreSync``). Pass false for a second listener of a service that another
    ///     server already keeps current (one sync, one PostgreSQL `LISTEN` connection per service).
    ///   - onServerRunning: called with the listening channel (its address tells the port chosen for 0).
    public init(
        service: AssociationService, options: AssociationServer.Options, logger: Logger,
        keepsTableCurrent: Bool = true,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) {
        self.service = service
        self.options = options
        self.logger = logger
        self.keepsTableCurrent = keepsTableCurrent
        self.onServerRunning = onServerRunning
    }

    /// Loads the table, then serves until a graceful shutdown (requests in flight finish).
    public func run() async throws {
        if keepsTableCurrent { try await service.reload() }
        let service = self.service
        let logger = self.logger
        let responder = AssociationResponder(service: service)
        let date = DateHeader()
        let origin = NIOLockedValueBox<ResolveOverride?>(nil)
        let ownGroup = options.eventLoops.map { Self.eventLoopGroup(threads: $0) }
        let connections = OpenConnections(
            maximum: options.maximumConnections
                ?? FileDescriptorLimit.maximumConnections(forLimit: FileDescriptorLimit.current))
        let server = try AssociationServer.serverBuilder(options, fastPath: (service, date, connections)).buildServer(
            configuration: HummingbirdCore.ServerConfiguration(
                address: .hostname(options.host, port: options.port),
                availableConnectionsDelegate: OpenConnections.Limit(connections: connections)),
            eventLoopGroup: ownGroup ?? MultiThreadedEventLoopGroup.singleton,
            logger: logger,
            responder: { request, writer, channel in
                var response: Response
                if let kind = FileKind.servedAt(Substring(request.uri.path)) {
                    response = AssociationResponder.serve(kind, request, service)
                } else {
                    let context = BasicRequestContext(source: .init(channel: channel, logger: logger))
                    do {
                        response = try await responder.respond(to: request, context: context)
                    } catch let error as any HTTPResponseError {
                        response = try error.response(from: request, context: context)
                    } catch {
                        logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
                        response = ErrorBodyMiddleware.internalError
                    }
                }
                response.headers[.date] = date.current
                try await writer.write(response: response.head, body: response.body)
            },
            onServerRunning: { channel in
                origin.withLockedValue { $0 = ServerWatch.origin(of: channel, bound: options.host) }
                await onServerRunning(channel)
            })
        var services: [any Service] = keepsTableCurrent ? [StoreSync(service: service), date, server] : [date, server]
        // The listener that keeps the table current also runs the watch (one per replica).
        if keepsTableCurrent, let watch = service.configuration.watch {
            services.append(ServerWatch(service: service, configuration: watch, origin: origin))
        }
        let group = ServiceGroup(configuration: .init(services: services, logger: logger))
        try await group.run()
    }

    /// Event loop groups by size, made on first use and kept for the life of the process, as NIO's
    /// singleton is. Not shut down when `run()` returns: Hummingbird finishes a graceful shutdown in a
    /// task of its own that can outlive `run()`, and it then scheduled work on the closed group
    /// ("Cannot schedule tasks on an EventLoop that has already shut down", about 1 in 100 SIGTERMs
    /// right after start-up; a crash with `SWIFTNIO_STRICT=1` and in future NIO versions). A server
    /// started again with the same size reuses its group.
    static func eventLoopGroup(threads: Int) -> MultiThreadedEventLoopGroup {
        eventLoopGroups.withLockedValue { groups in
            let size = max(1, threads)
            if let group = groups[size] { return group }
            let group = MultiThreadedEventLoopGroup(numberOfThreads: size)
            groups[size] = group
            return group
        }
    }

    private static let eventLoopGroups = NIOLockedValueBox<[Int: MultiThreadedEventLoopGroup]>([:])

    /// Runs until SIGTERM or SIGINT, then shuts down gracefully.
    public func runService() async throws {
        let group = ServiceGroup(
            configuration: .init(services: [self], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        try await group.run()
    }
}
