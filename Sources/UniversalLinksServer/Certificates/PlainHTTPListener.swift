import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOPosix
import ServiceLifecycle

/// The plain-HTTP listener next to the HTTPS one (port 80): answers ACME http-01 challenges, the
/// association files only when asked to (`serveFiles`), and redirects other paths to HTTPS only
/// when asked to (`redirect`).
///
/// The association file paths are never redirected: Apple fetches them over HTTPS and follows no
/// redirect, so a redirect would hide the real problem. Without `serveFiles` they answer 404 with
/// a body that says so.
public struct PlainHTTPListener: Service {
    public struct Options: Sendable {
        public var host: String
        public var port: Int
        public var serveFiles: Bool
        public var redirect: Bool
        /// The HTTPS port redirects name (omitted when 443).
        public var httpsPort: Int

        public init(
            host: String, port: Int = 80, serveFiles: Bool = false, redirect: Bool = false, httpsPort: Int = 443
        ) {
            self.host = host
            self.port = port
            self.serveFiles = serveFiles
            self.redirect = redirect
            self.httpsPort = httpsPort
        }
    }

    let service: AssociationService
    let cache: CertificateCache
    let options: Options
    let logger: Logger
    let onServerRunning: @Sendable (any Channel) async -> Void

    public init(
        service: AssociationService, cache: CertificateCache, options: Options, logger: Logger,
        onServerRunning: @escaping @Sendable (any Channel) async -> Void = { _ in }
    ) {
        self.service = service
        self.cache = cache
        self.options = options
        self.logger = logger
        self.onServerRunning = onServerRunning
    }

    static let challengePrefix = "/.well-known/acme-challenge/"

    public func run() async throws {
        let server = try HTTPServerBuilder.http1(
            configuration: HTTP1Channel.Configuration(
                additionalChannelHandlers: [RequestHeadTimeoutHandler(AssociationServer.Options())],
                idleTimeout: .seconds(30)
            )
        ).buildServer(
            configuration: HummingbirdCore.ServerConfiguration(address: .hostname(options.host, port: options.port)),
            eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger,
            responder: { request, writer, _ in
                let response = await respond(request)
                try await writer.write(response: response.head, body: response.body)
            }, onServerRunning: onServerRunning)
        try await server.run()
    }

    /// The answer to one request: from memory, except an http-01 token this replica did not
    /// present, which is looked up in the store (another replica's order).
    func respond(_ request: Request) async -> Response {
        let path = request.uri.path
        let host = request.head.authority.flatMap(ServingTable.hostKey)
        if path.hasPrefix(Self.challengePrefix) {
            let token = path.dropFirst(Self.challengePrefix.count)
            guard let host, let name = HostName(host) else { return PublicResponses.notFound }
            if let answer = cache.keyAuthorization(token: token, host: host) { return Self.text(.ok, answer) }
            let store = service.store as? any CertificateStore
            guard token.utf8.count <= 256,
                let answer = try? await store?.challenge(token: String(token), host: name, now: Date())
            else { return PublicResponses.notFound }
            return Self.text(.ok, answer)
        }
        if let kind = FileKind.servedAt(Substring(path)) {
            if options.serveFiles { return AssociationResponder.serve(kind, request, service) }
            // Browsers build the related origins URL with https: (WebAuthn L3 §5.11.1); no redirect helps.
            if kind == .webauthn {
                return Self.text(
                    .notFound,
                    "\(path) is served over HTTPS only: https://\(host ?? "<host>")\(path). Browsers fetch it over HTTPS.\n"
                )
            }
            return Self.text(
                .notFound,
                "\(path) is served over HTTPS only: https://\(host ?? "<host>")\(path). Apple and Android fetch it over HTTPS and follow no redirect for it.\n"
            )
        }
        if options.redirect, let host, service.state.table.host(host) != nil,
            request.method == .get || request.method == .head
        {
            let port = options.httpsPort == 443 ? "" : ":\(options.httpsPort)"
            var headers = HTTPFields()
            headers[.location] = "https://\(host)\(port)\(request.uri.string)"
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .permanentRedirect, headers: headers, body: ResponseBody())
        }
        return PublicResponses.notFound
    }

    static func text(_ status: HTTPResponse.Status, _ body: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = "text/plain; charset=utf-8"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
