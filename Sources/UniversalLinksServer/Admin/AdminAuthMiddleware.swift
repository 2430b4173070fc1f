import Crypto
import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// Guards the admin API: refused outright when the deployment forbids it (no token configured, or
/// plain HTTP on a non-loopback address), else a bearer token compared in constant time: the SHA-256 digests
/// of the presented and the configured token, which swift-crypto's `==` compares without an early exit.
struct AdminAuthMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    /// The SHA-256 of the token, so comparison always runs over 32 bytes whatever was presented. Bytes, not
    /// swift-crypto's digest type, which is not `Sendable`; a digest `==` bytes still compares in constant time.
    let tokenDigest: [UInt8]?
    let refusal: Message?
    let metrics: ServerMetrics

    init(token: String?, refusal: Message?, metrics: ServerMetrics) {
        self.tokenDigest = token.map { Array(SHA256.hash(data: Array($0.utf8))) }
        self.refusal = refusal
        self.metrics = metrics
    }

    /// The guard for `service`'s admin routes: its configured token and refusal, counted in its metrics.
    init(_ service: AssociationService) {
        self.init(
            token: service.configuration.adminToken, refusal: service.configuration.adminRefusal,
            metrics: service.metrics)
    }

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        let response = try await authorise(request, context: context, next: next)
        metrics.recordAdmin(route: context.endpointPath ?? "unmatched", status: response.status.code)
        return response
    }

    private func authorise(_ request: Request, context: Context, next: (Request, Context) async throws -> Response)
        async throws -> Response
    {
        guard let tokenDigest else {
            return AdminResponse.error(
                .forbidden, "admin-disabled", .api("admin-disabled"))
        }
        if let refusal {
            return AdminResponse.error(.forbidden, "admin-requires-tls", refusal)
        }
        let values = request.headers[values: .authorization]
        guard values.count == 1, let presented = Self.bearerToken(values[0]),
            SHA256.hash(data: Array(presented.utf8)) == tokenDigest
        else {
            var response = AdminResponse.error(
                .unauthorized, "unauthorized",
                values.count > 1 ? .api("one-authorization") : .api("bearer"))
            response.headers[.wwwAuthenticate] = "Bearer realm=\"ulinks-admin\""
            return response
        }
        return try await next(request, context)
    }

    static func bearerToken(_ value: String) -> Substring? {
        guard value.count > 7, value.prefix(7).lowercased() == "bearer " else { return nil }
        return value.dropFirst(7)
    }
}
