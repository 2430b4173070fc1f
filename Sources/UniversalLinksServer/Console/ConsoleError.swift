import HTTPTypes
import Hummingbird
import UniversalLinks

/// Bad input to the console API: answered with 400 and `{"error", "message", "diagnostics"?}`.
struct ConsoleError: Error, HTTPResponseError {
    var code: String
    var message: Message
    var diagnostics: [Diagnostic]?

    init(_ code: String, _ message: Message, diagnostics: [Diagnostic]? = nil) {
        self.code = code
        self.message = message
        self.diagnostics = diagnostics
    }

    var status: HTTPResponse.Status { .badRequest }

    /// The message (and the diagnostics' messages and hints) follow `Accept-Language`; the code never
    /// changes.
    func response(from request: Request, context: some RequestContext) throws -> Response {
        AdminResponse.error(
            .badRequest, code, message, in: ConsoleLocalization.localizer(request), diagnostics: diagnostics)
    }

    static func tooLarge(_ limit: Int) -> ConsoleError {
        ConsoleError("too-large", .api("console-too-large", ["limit": "\(limit)"]))
    }

    /// A file endpoint called without a file (OpenAPI: the body is required).
    static let emptyBody = ConsoleError("empty-body", .api("empty-body"))

    static func tooManyURLs(_ limit: Int) -> ConsoleError {
        ConsoleError("too-many-urls", .api("too-many-urls", ["limit": "\(limit)"]))
    }
}
