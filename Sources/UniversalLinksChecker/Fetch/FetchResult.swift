import Foundation
import UniversalLinks

/// One HTTP GET as the checker saw it: never a followed redirect, never more than the size cap.
public struct FetchResult: Sendable, Hashable, Codable {
    /// Why no complete response arrived.
    public enum Failure: Sendable, Hashable, Codable {
        /// The deadline passed; `phase` says where (for example "waiting for the response headers").
        case timedOut(phase: Message, after: Double)
        case tls(String)
        case connect(String)
        /// The server broke HTTP (closed early, malformed response, corrupt compressed body).
        case protocolError(Message)
    }

    public var url: String
    public var status: Int?
    public var reason: String?
    public var headers: [HeaderField]
    /// The body read, decoded; at most the cap plus one byte.
    public var body: [UInt8]
    /// The body was larger than the cap; reading stopped there.
    public var oversize: Bool
    /// Seconds until the response headers, and until the end of the body (or the failure).
    public var headersSeconds: Double?
    public var totalSeconds: Double
    public var failure: Failure?

    public init(url: String) {
        self.url = url
        self.headers = []
        self.body = []
        self.oversize = false
        self.totalSeconds = 0
    }

    /// The first value of a header (case-insensitive name).
    public func header(_ name: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
    }

    /// The media type without parameters, lower-cased (`application/json` for `application/json; charset=utf-8`).
    public var mediaType: String? {
        header("content-type").map {
            String($0.split(separator: ";", maxSplits: 1).first ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        }
    }
}
