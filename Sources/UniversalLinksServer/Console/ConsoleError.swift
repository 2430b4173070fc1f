import HTTPTypes
import Hummingbird
import UniversalLinks

/// Bad input to the console API: answered with 400 and `{"error", "message", "diagnostics"?}`.
struct ConsoleError: Error, HTTPResponseError {
    var code: String
    var message: String
    var diagnostics: [Diagnostic]?

    init(_ code: String, _ message: String, diagnostics: [Diagnostic]? = nil) {
        self.code = code
        self.message = message
        self.diagnostics = diagnostics
    }

    var status: HTTPResponse.Status { .badRequest }

    /// The message follows `Accept-Language` where a `console.check.error.*` template covers it (the
    /// code never changes).
    func response(from request: Request, context: some RequestContext) throws -> Response {
        let localizer = ConsoleLocalization.localizer(request)
        let text = localizer.text(matching: message, prefix: "console.check.error.", values: { localizer.message($1) })
        return AdminResponse.error(.badRequest, code, text, diagnostics: diagnostics)
    }

    static func tooLarge(_ limit: Int) -> ConsoleError {
        ConsoleError("too-large", "association files are at most \(limit) bytes")
    }

    /// A file endpoint called without a file (OpenAPI: the body is required).
    static let emptyBody = ConsoleError("empty-body", "the request body is empty: send the file's bytes")

    static func tooManyURLs(_ limit: Int) -> ConsoleError {
        ConsoleError("too-many-urls", "at most \(limit) URLs per request")
    }
}
