import HTTPTypes
import Hummingbird
import UniversalLinks

/// The server's responder: the association files on the hot path, then `/healthz`, `/metrics` and
/// the admin API; 404 for anything else.
///
/// The public side answers from the prepared table without touching the router: a dictionary
/// lookup by `Host`, a comparison of validators, and a copy of a prepared response.
public struct AssociationResponder: HTTPResponder {
    public typealias Context = BasicRequestContext

    let service: AssociationService
    let admin: RouterResponder<BasicRequestContext>

    public init(service: AssociationService) {
        self.service = service
        let router = Router(context: BasicRequestContext.self)
        // First, so that it wraps every route and the router's own "not found".
        let routes = RouteTable()
        router.add(middleware: ErrorBodyMiddleware(routes: routes))
        AdminAPI(service: service).register(on: router)
        if service.configuration.console.enabled { ConsoleAPI(service: service).register(on: router) }
        CertificateAdminAPI(service: service).register(on: router)
        WatchAdminAPI(service: service).register(on: router)
        // Metrics list the hosts served, so they sit behind the admin token like the admin API.
        router.group("metrics")
            .add(
                middleware: AdminAuthMiddleware(service)
            )
            .get { _, _ in
                var headers = HTTPFields()
                headers[.contentType] = "text/plain; version=0.0.4; charset=utf-8"
                headers[.cacheControl] = "no-store"
                let text =
                    service.metrics.render(liveFiles: service.state.table.fileCount)
                    + (await CertificateMetrics.render(service)) + (await WatchMetrics.render(service))
                return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
            }
        routes.load(router.routes)
        self.admin = router.buildResponder()
    }

    public func respond(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if let kind = FileKind.servedAt(Substring(path)) {
            return Self.serve(kind, request, service)
        }
        // Error messages in the language `Accept-Language` names (the hot path above never reads it).
        return try await AdminResponse.$localizer.withValue(ConsoleLocalization.localizer(request)) {
            try await respondOther(to: request, context: context)
        }
    }

    /// Everything but the association files.
    private func respondOther(to request: Request, context: Context) async throws -> Response {
        let path = request.uri.path
        if let reason = request.headers[.invalidHost] {
            var response = AdminResponse.error(.badRequest, "bad-host", HostHeaderHandler.refusal(reason))
            response.headers[.connection] = "close"
            return response
        }
        if path == "/healthz" || path == "/readyz" {
            guard request.method == .get || request.method == .head else { return PublicResponses.methodNotAllowed }
            return path == "/healthz" ? PublicResponses.health(service.health.snapshot) : await ready()
        }
        if path.hasPrefix("/admin/") || path == "/metrics" || service.configuration.console.serves(path) {
            return try await admin.respond(to: request, context: context)
        }
        service.metrics.otherPath.wrappingIncrement(ordering: .relaxed)
        return PublicResponses.notFound
    }

    /// `/readyz`, for load balancers: 200 when the store answers now (writes can work), else 503
    /// `store-unavailable` with `Retry-After`. Serving goes on either way (`/healthz`).
    private func ready() async -> Response {
        let store = service.store
        do {
            _ = try await service.storeCall("probe", limit: min(service.configuration.storeTimeout, .seconds(2))) {
                try await store.lastChangeID()
            }
            return AdminResponse.json(["status": "ready", "store": "ok"])
        } catch let error as StoreError {
            return AdminResponse.storeError(error)
        } catch {
            return AdminResponse.storeError(StoreError(.unavailable, .api("store-failed", ["error": "\(error)"])))
        }
    }

    /// What the public side answers for one of the association file paths.
    enum PublicOutcome {
        case file(PreparedFile, head: Bool)
        case notModified(PreparedFile)
        case notFound
        case methodNotAllowed
        case badRequest
    }

    /// Answers a request for one of the association file paths.
    static func serve(_ kind: FileKind, _ request: Request, _ service: AssociationService) -> Response {
        switch decide(kind, request.head, service) {
        case .file(let file, let head): head ? file.headResponse : file.okResponse
        case .notModified(let file): file.notModifiedResponse
        case .notFound: PublicResponses.notFound
        case .methodNotAllowed: PublicResponses.methodNotAllowed
        case .badRequest: PublicResponses.badRequest
        }
    }

    /// Decides the answer from the request head alone (shared by the Hummingbird responder and the
    /// event-loop fast path), counting it in the host's metrics.
    static func decide(_ kind: FileKind, _ request: HTTPRequest, _ service: AssociationService) -> PublicOutcome {
        let head: Bool
        switch request.method {
        case .get: head = false
        case .head: head = true
        default: return .methodNotAllowed
        }
        // HTTP/1 moves the first Host header into the authority; one left among the fields is a
        // second Host header, which RFC 9112 §3.2 says to answer with 400.
        guard !request.headerFields.contains(.hostHeader), !request.headerFields.contains(.invalidHost) else {
            return .badRequest
        }
        return decide(
            kind, head: head, host: request.authority.flatMap { service.state.table.lookup(authority: $0) },
            ifNoneMatch: request.headerFields[.ifNoneMatch], ifModifiedSince: request.headerFields[.ifModifiedSince],
            service)
    }

    /// The same, once the method is known to be GET or HEAD and the host has been looked up.
    static func decide(
        _ kind: FileKind, head: Bool, host: ServingTable.Host?, ifNoneMatch: String?, ifModifiedSince: String?,
        _ service: AssociationService
    ) -> PublicOutcome {
        guard let host else {
            service.metrics.unknownHost.wrappingIncrement(ordering: .relaxed)
            return .notFound
        }
        guard let file = host[kind] else {
            host.counters.notFound.wrappingIncrement(ordering: .relaxed)
            return .notFound
        }
        if let tags = ifNoneMatch {
            if file.matches(ifNoneMatch: tags) {
                host.counters.notModified.wrappingIncrement(ordering: .relaxed)
                return .notModified(file)
            }
        } else if let since = ifModifiedSince, file.matches(ifModifiedSince: since) {
            // Exact match, as nginx does by default: a later date could name a time between two rollbacks.
            host.counters.notModified.wrappingIncrement(ordering: .relaxed)
            return .notModified(file)
        }
        host.counters.ok.wrappingIncrement(ordering: .relaxed)
        return .file(file, head: head)
    }
}

extension HTTPField.Name {
    /// Set by ``HostHeaderHandler`` on a request whose `Host` must be refused (with the reason).
    static let invalidHost = HTTPField.Name(HostHeaderHandler.invalidHostField)!
}
