import HTTPTypes
import Hummingbird

/// Adds the console's security headers to every console response, errors included: a strict
/// Content-Security-Policy (scripts and styles only from the server itself, no inline script, no
/// eval, no framing), `nosniff`, and no referrer.
struct ConsoleHeadersMiddleware: RouterMiddleware {
    typealias Context = BasicRequestContext

    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws
        -> Response
    {
        var response: Response
        do {
            response = try await next(request, context)
        } catch {
            response = ErrorBodyMiddleware.response(for: error, request, context)
        }
        Self.secure(&response.headers)
        return response
    }

    static func secure(_ headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.xFrameOptions] = "DENY"
        headers[.referrerPolicy] = "no-referrer"
    }
}

extension HTTPField.Name {
    static let xFrameOptions = HTTPField.Name("X-Frame-Options")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let ulinksKind = HTTPField.Name("Ulinks-Kind")!
}
