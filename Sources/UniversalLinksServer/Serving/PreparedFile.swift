import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// A live file with its responses built once, when it goes live, so serving a request copies a
/// prepared value (a reference-count bump) instead of building headers and a body.
public struct PreparedFile: Sendable {
    public let record: VersionRecord
    public let etag: String
    public let lastModified: String
    let get: Response
    let head: Response
    let notModified: Response
    /// The same, as parts for the event-loop fast path (``AssociationFastPathHandler``).
    let okFields: HTTPFields
    let notModifiedFields: HTTPFields
    let body: ByteBuffer
    /// The same, serialized for the connection fast path (``AssociationConnectionHandler``).
    let wire: WireResponses
    let wireNotModified: WireResponse

    public init(_ file: StoredFile, cacheControl: String) {
        record = file.record
        etag = "\"\(file.record.sha256.prefix(32))\""
        lastModified = HTTPDate.format(file.liveSince)
        var headers = HTTPFields()
        headers[.contentType] = file.record.contentType
        headers[.eTag] = etag
        headers[.lastModified] = lastModified
        headers[.cacheControl] = cacheControl
        headers[.xContentTypeOptions] = "nosniff"
        var validators = headers
        validators[.contentType] = nil
        headers[.contentLength] = String(file.content.count)
        body = ByteBuffer(bytes: file.content)
        okFields = headers
        notModifiedFields = validators
        get = Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
        head = get.createHeadResponse()
        var notModified = Response(status: .notModified, headers: validators, body: ResponseBody())
        // A 304 has no body; a Content-Length of 0 would misdescribe the selected representation.
        notModified.headers[.contentLength] = nil
        self.notModified = notModified
        wire = WireResponses(status: .ok, fields: headers, body: body)
        wireNotModified = WireResponse(status: .notModified, fields: validators, body: nil)
    }

    /// Whether an `If-None-Match` value names this file's entity tag (weak comparison, RFC 9110 §13.1.2).
    func matches(ifNoneMatch value: String) -> Bool {
        if value == etag || value == "*" { return true }
        for candidate in value.split(separator: ",") {
            var tag = candidate.drop(while: { $0 == " " || $0 == "\t" })
            while let last = tag.last, last == " " || last == "\t" { tag = tag.dropLast() }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == etag || tag == "*" { return true }
        }
        return false
    }
}

extension HTTPField.Name {
    static let xContentTypeOptions = HTTPField.Name("X-Content-Type-Options")!
    /// `Host` as a plain field: HTTPTypes hides `.host` because HTTP/1 moves it into the authority.
    static let hostHeader = HTTPField.Name("Host")!
}

extension FileKind {
    /// The content type to serve `bytes` with: JSON, or PKCS#7 for a CMS-signed AASA file.
    public func contentType(for document: AssociationDocument?) -> String {
        document?.signature != nil ? "application/pkcs7-mime" : "application/json"
    }
}
