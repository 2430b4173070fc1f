import Foundation
import HTTPTypes
import Hummingbird
import UniversalLinks

/// A live file with its responses built once, when it goes live, so serving a request copies a
/// prepared value (a reference-count bump) instead of building headers and a body.
///
/// Memory is per hosted domain (100,000 of them in one server), so a file keeps one object: the wire
/// form of its `200` (head and body in one allocation, the `HEAD` answer a slice of the same bytes),
/// of its `304`, and the few values conditional requests compare. The Hummingbird `Response`s and
/// `HTTPFields` that the full pipeline and the middleware use are built from them when asked for
/// (those paths are not the hot one; the connection fast path sends the wire bytes).
public struct PreparedFile: Sendable {
    private final class Storage: Sendable {
        let record: VersionRecord
        let liveSince: Date
        let cacheControl: String
        let wire: WireResponses
        let wireNotModified: WireResponse

        init(record: VersionRecord, liveSince: Date, cacheControl: String, body: [UInt8]) {
            self.record = record
            self.liveSince = liveSince
            self.cacheControl = cacheControl
            let etag = PreparedFile.etag(record)
            let lastModified = HTTPDate.format(liveSince)
            let fields = PreparedFile.fields(
                contentType: record.contentType, etag: etag, lastModified: lastModified, cacheControl: cacheControl,
                contentLength: body.count)
            wire = WireResponses(status: .ok, fields: fields, body: body)
            wireNotModified = WireResponse(
                status: .notModified,
                fields: PreparedFile.fields(
                    contentType: nil, etag: etag, lastModified: lastModified, cacheControl: cacheControl,
                    contentLength: nil),
                body: nil)
        }
    }

    private let storage: Storage

    public init(_ file: StoredFile, cacheControl: String) {
        storage = Storage(
            record: file.record, liveSince: file.liveSince, cacheControl: cacheControl, body: file.content)
    }

    public var record: VersionRecord { storage.record }
    /// Derived when a conditional request asks (kept once per file in the wire bytes, not as strings).
    public var etag: String { Self.etag(storage.record) }
    public var lastModified: String { HTTPDate.format(storage.liveSince) }

    private static func etag(_ record: VersionRecord) -> String { "\"\(record.sha256.prefix(32))\"" }
    /// The serialized responses for the connection fast path (``AssociationConnectionHandler``).
    var wire: WireResponses { storage.wire }
    var wireNotModified: WireResponse { storage.wireNotModified }
    var body: ByteBuffer { storage.wire.get.body }

    /// The `200` fields (no `Date`): for the event-loop fast path and the framework-neutral responder.
    var okFields: HTTPFields {
        Self.fields(
            contentType: record.contentType, etag: etag, lastModified: lastModified,
            cacheControl: storage.cacheControl, contentLength: storage.wire.get.body.readableBytes)
    }
    /// The validators a `304` repeats (RFC 9110 §15.4.5); no `Content-Length`: a 304 has no body and
    /// a length of 0 would misdescribe the selected representation.
    var notModifiedFields: HTTPFields {
        Self.fields(
            contentType: nil, etag: etag, lastModified: lastModified, cacheControl: storage.cacheControl,
            contentLength: nil)
    }
    var okResponse: Response { Response(status: .ok, headers: okFields, body: ResponseBody(byteBuffer: body)) }
    var headResponse: Response { okResponse.createHeadResponse() }
    var notModifiedResponse: Response {
        Response(status: .notModified, headers: notModifiedFields, body: ResponseBody())
    }

    /// The fields of a file's responses, in the order they are sent.
    private static func fields(
        contentType: String?, etag: String, lastModified: String, cacheControl: String, contentLength: Int?
    ) -> HTTPFields {
        var headers = HTTPFields()
        if let contentType { headers[.contentType] = contentType }
        headers[.eTag] = etag
        headers[.lastModified] = lastModified
        headers[.cacheControl] = cacheControl
        headers[.xContentTypeOptions] = "nosniff"
        if let contentLength { headers[.contentLength] = String(contentLength) }
        return headers
    }

    /// Whether an `If-None-Match` value names this file's entity tag (weak comparison, RFC 9110 §13.1.2).
    /// Compared against the record's hash in place: conditional requests reach this on the fast path.
    func matches(ifNoneMatch value: String) -> Bool {
        for candidate in value.split(separator: ",") {
            var tag = candidate.drop(while: { $0 == " " || $0 == "\t" })
            while let last = tag.last, last == " " || last == "\t" { tag = tag.dropLast() }
            if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
            if tag == "*" || isEntityTag(tag.utf8) { return true }
        }
        return false
    }

    /// Whether an `If-Modified-Since` value is exactly this file's `Last-Modified` (nginx's default
    /// comparison). Compared against the date in the prepared `304` head in place: conditional
    /// requests reach this on the fast path, and no date is formatted per request.
    func matches(ifModifiedSince value: String) -> Bool {
        let head = storage.wireNotModified.head.readableBytesView
        guard let field = head.firstRange(of: Self.lastModifiedField) else { return false }
        let rest = head[field.upperBound...]
        return rest.prefix(while: { $0 != UInt8(ascii: "\r") }).elementsEqual(value.utf8)
    }

    private static let lastModifiedField = Array("\r\n\(HTTPField.Name.lastModified.rawName): ".utf8)

    /// Whether `bytes` are this file's entity tag: `"` and the first 32 hex digits of its SHA-256, `"`.
    private func isEntityTag(_ bytes: Substring.UTF8View) -> Bool {
        let quote = UInt8(ascii: "\"")
        guard bytes.count == 34, bytes.first == quote, bytes.last == quote else { return false }
        return bytes.dropFirst().dropLast().elementsEqual(record.sha256.utf8.prefix(32))
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
