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

    static func error(
        _ status: HTTPResponse.Status, _ code: String, _ message: String, diagnostics: [Diagnostic]? = nil
    ) -> Response {
        json(ErrorBody(error: code, message: message, diagnostics: diagnostics), status: status)
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
