import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// JSON bodies of the admin API (shapes documented in Docs/openapi.yaml).
enum AdminResponse {
    struct ErrorBody: Encodable {
        var error: String
        var message: String
        var diagnostics: [Diagnostic]?
    }

    static func json(_ value: some Encodable, status: HTTPResponse.Status = .ok) -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        let data = (try? encoder.encode(value)) ?? Data("{}".utf8)
        var headers = HTTPFields()
        headers[.contentType] = "application/json"
        headers[.cacheControl] = "no-store"
        return Response(status: status, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }

    /// The language of the request being answered (its `Accept-Language`), set by ``AssociationResponder``
    /// around the admin, console and health routes, so every error answer, wherever it is built, says
    /// its message in it; English (no header, or none of ours) leaves every answer as it was.
    @TaskLocal static var localizer: Localizer = .english

    /// An error answer. The message is rendered here, once for every call site, in the request's
    /// language; the code, status and headers never change with the language.
    static func error(
        _ status: HTTPResponse.Status, _ code: String, _ message: Message, diagnostics: [Diagnostic]? = nil
    ) -> Response {
        error(status, code, message, in: localizer, diagnostics: diagnostics)
    }

    /// An error answer with its message rendered by `localizer`.
    static func error(
        _ status: HTTPResponse.Status, _ code: String, _ message: Message, in localizer: Localizer,
        diagnostics: [Diagnostic]? = nil
    ) -> Response {
        let body = ErrorBody(
            error: code, message: localizer.render(message),
            diagnostics: diagnostics.map { $0.map { localizer.localized($0) } })
        return json(body, status: status)
    }

    /// A stored file's exact bytes, with its version and hash in headers.
    static func file(_ file: StoredFile) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = file.record.contentType
        headers[.eTag] = "\"\(file.record.sha256.prefix(32))\""
        headers[.cacheControl] = "no-store"
        headers[.ulinksVersion] = String(file.record.version)
        headers[.ulinksSHA256] = file.record.sha256
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.content)))
    }
}

extension HTTPField.Name {
    static let ulinksVersion = HTTPField.Name("Ulinks-Version")!
    static let ulinksSHA256 = HTTPField.Name("Ulinks-SHA256")!
}

extension Message {
    /// The API's error message `api.error.NAME` (its English and translations are in the server's
    /// table), with `values` shown as they are.
    static func api(_ name: String, _ values: [String: String] = [:]) -> Message {
        Message("api.error.\(name)", texts: values)
    }

    /// `api.error.NAME` with typed arguments: a nested message (a reason) is shown in the reader's language.
    static func api(_ name: String, arguments: [String: Message.Argument]) -> Message {
        Message("api.error.\(name)", arguments)
    }
}
