import HTTPTypes
import NIOCore
import NIOHTTPTypes

/// Answers requests for the association files on the event loop, before they reach Hummingbird's
/// async request loop: no task, no request object, no body stream; the prepared head and body are
/// written directly. Every other request passes through untouched.
///
/// HTTP/1.1 pipelining stays ordered: once a request has been passed on, later ones are passed on
/// too until Hummingbird has finished its response (seen as the outbound `.end`).
final class AssociationFastPathHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let service: AssociationService
    private let date: DateHeader
    /// Requests handed to Hummingbird whose responses have not ended yet.
    private var passedOn = 0
    /// True between a request answered here and its `.end` (its body, if any, is dropped).
    private var swallowing = false

    init(service: AssociationService, date: DateHeader) {
        self.service = service
        self.date = date
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head(let request):
            if passedOn == 0, let path = request.path, let kind = FileKind.servedAt(Self.pathWithoutQuery(path)) {
                swallowing = true
                respond(context, kind, request)
                return
            }
            passedOn += 1
            context.fireChannelRead(data)
        case .body:
            if !swallowing { context.fireChannelRead(data) }
        case .end:
            if swallowing {
                swallowing = false
            } else {
                context.fireChannelRead(data)
            }
        }
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data), passedOn > 0 { passedOn -= 1 }
        context.write(data, promise: promise)
    }

    private func respond(_ context: ChannelHandlerContext, _ kind: FileKind, _ request: HTTPRequest) {
        var fields: HTTPFields
        var status: HTTPResponse.Status = .ok
        var body: ByteBuffer?
        switch AssociationResponder.decide(kind, request, service) {
        case .file(let file, let head):
            fields = file.okFields
            if !head { body = file.body }
        case .notModified(let file):
            fields = file.notModifiedFields
            status = .notModified
        case .notFound:
            (fields, status, body) = Self.unpack(PublicResponses.notFoundParts, head: request.method == .head)
        case .methodNotAllowed:
            (fields, status, body) = Self.unpack(PublicResponses.methodNotAllowedParts, head: request.method == .head)
        case .badRequest:
            (fields, status, body) = Self.unpack(PublicResponses.badRequestParts, head: request.method == .head)
        }
        fields.append(date.field)  // prepared fields never hold a Date
        let close = status == .badRequest || request.headerFields[.connection]?.lowercased().contains("close") == true
        context.write(wrapOutboundOut(.head(HTTPResponse(status: status, headerFields: fields))), promise: nil)
        if let body { context.write(wrapOutboundOut(.body(body)), promise: nil) }
        if close {
            context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in context.close(promise: nil) }
        } else {
            context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
        }
    }

    private static func unpack(_ parts: PublicResponses.Parts, head: Bool) -> (
        HTTPFields, HTTPResponse.Status, ByteBuffer?
    ) {
        (parts.fields, parts.status, head ? nil : parts.body)
    }

    static func pathWithoutQuery(_ path: String) -> Substring {
        guard let question = path.firstIndex(of: "?") else { return Substring(path) }
        return path[..<question]
    }
}
