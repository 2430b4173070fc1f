import NIOCore
import NIOHTTP1
import UniversalLinks

/// The request target and `Host` rules of RFC 9112 §3.2, on the full HTTP/1 pipeline (the fast
/// path hands such requests over):
///
/// - an absolute-form target (`GET http://other.example/x`) names the host: its authority replaces
///   any `Host` header, and the target becomes its path (§3.2.2);
/// - an HTTP/1.1 request without `Host`, or with a `Host` that is not a valid authority
///   (`name:abc`), is answered `400`.
///
/// It sits before the HTTPTypes codec, which drops the HTTP version and keeps only the path of an
/// absolute target. A request to refuse is marked with ``invalidHostField`` (any such field a client
/// sends is removed first), and the responder answers it `400 bad-host`.
final class HostHeaderHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart

    static let invalidHostField = "Ulinks-Invalid-Host"
    /// The marker's value for a request without `Host`; an invalid one is marked `invalid:HOST`.
    static let missingHost = "missing"
    static let invalidPrefix = "invalid:"

    /// The refusal a marker's value stands for.
    static func refusal(_ marker: String) -> Message {
        marker.hasPrefix(invalidPrefix)
            ? .api("host-invalid", ["host": String(marker.dropFirst(invalidPrefix.count))]) : .api("host-missing")
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard case .head(var head) = unwrapInboundIn(data) else {
            context.fireChannelRead(data)
            return
        }
        head.headers.remove(name: Self.invalidHostField)
        if let (authority, path) = Self.absoluteForm(head.uri) {
            head.headers.replaceOrAdd(name: "Host", value: authority)
            head.uri = path
        }
        let hosts = head.headers["Host"]
        if hosts.isEmpty {
            if head.version.major > 1 || (head.version.major == 1 && head.version.minor >= 1) {
                head.headers.add(name: Self.invalidHostField, value: Self.missingHost)
            }
        } else if let invalid = hosts.first(where: { !HostName.isValidAuthority($0.utf8) }) {
            head.headers.add(
                name: Self.invalidHostField,
                value: Self.invalidPrefix + String(invalid.unicodeScalars.prefix(100).filter(\.isASCII)))
        }
        context.fireChannelRead(wrapInboundOut(.head(head)))
    }

    /// `http://authority/path?query` (scheme case-insensitive, `https` too) split into the authority
    /// and the origin-form target; nil for an origin-form (or asterisk) target.
    static func absoluteForm(_ target: String) -> (authority: String, path: String)? {
        let lower = target.prefix(8).lowercased()
        let schemeLength: Int
        if lower.hasPrefix("http://") {
            schemeLength = 7
        } else if lower.hasPrefix("https://") {
            schemeLength = 8
        } else {
            return nil
        }
        let rest = target.dropFirst(schemeLength)
        let end = rest.firstIndex { $0 == "/" || $0 == "?" || $0 == "#" } ?? rest.endIndex
        let authority = String(rest[..<end])
        var path = String(rest[end...])
        if let hash = path.firstIndex(of: "#") { path = String(path[..<hash]) }
        if path.isEmpty || path.hasPrefix("?") { path = "/" + path }
        return (authority, path)
    }
}
