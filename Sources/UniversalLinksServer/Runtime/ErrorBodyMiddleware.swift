import HTTPTypes
import Hummingbird
import NIOConcurrencyHelpers
import NIOCore

/// Every error of the admin API, the console API and the router itself as
/// `{"error": CODE, "message": TEXT}` (Docs/Server.md): Hummingbird's own errors (a body over the
/// limit, an unknown route) and anything unexpected (a 500 that used to have no body). A path that
/// exists but not for the request's method is `405` with `Allow` listing the methods it has.
struct ErrorBodyMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    let routes: RouteTable

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        do {
            return try await next(request, context)
        } catch let error as HTTPError where error.status == .notFound && context.endpointPath == "NotFound" {
            let allowed = routes.methods(for: request.uri.path)
            guard !allowed.isEmpty else {
                return AdminResponse.error(
                    .notFound, "not-found", .api("no-endpoint", ["path": String(request.uri.path.prefix(200))]))
            }
            var response = AdminResponse.error(
                .methodNotAllowed, "method-not-allowed",
                .api(
                    "method-not-allowed",
                    ["method": String(request.method.rawValue.prefix(20)), "allowed": allowed.joined(separator: ", ")]))
            response.headers[.allow] = allowed.joined(separator: ", ")
            return response
        } catch {
            return Self.response(for: error, request, context)
        }
    }

    /// The JSON answer for an error a handler threw.
    static func response(for error: any Error, _ request: Request, _ context: Context) -> Response {
        switch error {
        case let error as HTTPError:
            var response = AdminResponse.error(
                error.status, code(error.status), .verbatim(error.body ?? error.status.reasonPhrase))
            for field in error.headers where field.name != .contentType && field.name != .contentLength {
                response.headers.append(field)
            }
            return response
        case let error as StoreError:
            return AdminResponse.storeError(error)
        case let error as AdminError:
            return (try? error.response(from: request, context: context)) ?? internalError
        case let error as ConsoleError:
            return (try? error.response(from: request, context: context)) ?? internalError
        case let error as HeavyWork.Busy:
            return error.response
        case is NIOTooManyBytesError:
            return AdminResponse.error(.contentTooLarge, "too-large", .api("body-too-large"))
        case let error as any HTTPResponseError:
            // Hummingbird's own (their bodies are empty or plain text): the status, as JSON.
            return AdminResponse.error(error.status, code(error.status), .verbatim(error.status.reasonPhrase))
        default:
            context.logger.error("request failed", metadata: ["path": "\(request.uri.path)", "error": "\(error)"])
            return internalError
        }
    }

    /// Built for each answer, so it follows the request's language.
    static var internalError: Response {
        AdminResponse.error(
            .internalServerError, "internal-error", .api("internal"))
    }

    /// A stable code for a status: its reason phrase in lower case with dashes (`payload-too-large`),
    /// `too-large` for 413 as everywhere else in the API.
    static func code(_ status: HTTPResponse.Status) -> String {
        if status == .contentTooLarge { return "too-large" }
        return status.reasonPhrase.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber })
            .joined(separator: "-")
    }
}

/// The methods registered for each route pattern of a router, to answer `405` with `Allow`.
final class RouteTable: Sendable {
    private let patterns = NIOLockedValueBox<[(segments: [Substring], methods: [String])]>([])

    /// Takes the routes once they are all registered.
    func load(_ routes: [Router<BasicRequestContext>.RouteDescription]) {
        var table: [String: [String]] = [:]
        for route in routes { table[route.path.description, default: []].append(route.method.rawValue) }
        patterns.withLockedValue { patterns in
            patterns = table.map { path, methods in
                (path.split(separator: "/"), methods.sorted())
            }
        }
    }

    /// The methods of the routes whose pattern matches `path` (a capture matches any segment).
    func methods(for path: String) -> [String] {
        let segments = path.split(separator: "/")
        var found: Set<String> = []
        for pattern in patterns.withLockedValue({ $0 }) where pattern.segments.count == segments.count {
            // Captures are described as `{name}`; wildcards as `*`.
            let matches = zip(pattern.segments, segments).allSatisfy { $0.hasPrefix("{") || $0 == "*" || $0 == $1 }
            if matches { found.formUnion(pattern.methods) }
        }
        return found.sorted()
    }
}
