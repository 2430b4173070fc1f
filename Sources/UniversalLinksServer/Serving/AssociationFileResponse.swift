import HTTPTypes
import NIOCore

/// The answer to a request for an association file, in plain values, for any HTTP server (Vapor, a
/// custom NIO pipeline, a serverless function): see ``AssociationService/respond(method:host:path:headers:)``.
public struct AssociationFileResponse: Sendable, Hashable {
    public var status: Int
    /// Header fields, in order (names as sent).
    public var headers: [Header]
    public var body: [UInt8]

    public struct Header: Sendable, Hashable {
        public var name: String
        public var value: String
        public init(_ name: String, _ value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The first value of a header field, by case-insensitive name.
    public func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    init(_ parts: PublicResponses.Parts) { self.init(parts.status, parts.fields, parts.body) }

    init(_ status: HTTPResponse.Status, _ fields: HTTPFields, _ body: ByteBuffer?) {
        self.status = status.code
        headers = fields.map { Header($0.name.rawName, $0.value) }
        self.body = body.map { Array($0.readableBytesView) } ?? []
    }
}

extension AssociationService {
    /// Answers a request the way `ulinks serve` does (the same table, validators, 304s and metrics),
    /// for a server that is not Hummingbird: the method, the host (the Host header or authority), the
    /// path (a query is ignored) and the other request headers in; status, headers and body out. Nil
    /// when the path is not one of the association files: the caller's own routes handle it.
    ///
    /// ```swift
    /// if let answer = service.respond(method: "GET", host: "example.com",
    ///                                 path: "/.well-known/apple-app-site-association") {
    ///     // answer.status, answer.headers, answer.body
    /// }
    /// ```
    public func respond(method: String, host: String, path: String, headers: [AssociationFileResponse.Header] = [])
        -> AssociationFileResponse?
    {
        guard let kind = FileKind.servedAt(AssociationFastPathHandler.pathWithoutQuery(path)) else { return nil }
        var fields = HTTPFields()
        for header in headers where header.name.lowercased() != "host" {
            if let name = HTTPField.Name(header.name) { fields.append(HTTPField(name: name, value: header.value)) }
        }
        let request = HTTPRequest(
            method: HTTPRequest.Method(method.uppercased()) ?? .options, scheme: "https", authority: host, path: path,
            headerFields: fields)
        switch AssociationResponder.decide(kind, request, self) {
        case .file(let file, let head):
            return AssociationFileResponse(.ok, file.okFields, head ? nil : file.body)
        case .notModified(let file):
            return AssociationFileResponse(.notModified, file.notModifiedFields, nil)
        case .notFound: return AssociationFileResponse(PublicResponses.notFoundParts)
        case .methodNotAllowed: return AssociationFileResponse(PublicResponses.methodNotAllowedParts)
        case .badRequest: return AssociationFileResponse(PublicResponses.badRequestParts)
        }
    }
}
