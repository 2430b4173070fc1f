/// An RFC 7807 problem document as ACME servers send it (RFC 8555 section 6.7).
public struct ACMEProblem: Sendable, Hashable, Codable {
    /// For example `urn:ietf:params:acme:error:badNonce`.
    public var type: String?
    public var detail: String?
    public var status: Int?
    /// Per-identifier problems of a compound failure (RFC 8555 section 6.7.1).
    public var subproblems: [ACMEProblem]?

    public init(type: String?, detail: String?, status: Int? = nil, subproblems: [ACMEProblem]? = nil) {
        self.type = type
        self.detail = detail
        self.status = status
        self.subproblems = subproblems
    }

    /// The server rejected the request's nonce: retry with a fresh one (RFC 8555 section 6.5).
    public var isBadNonce: Bool { type == "urn:ietf:params:acme:error:badNonce" }
    /// The server refuses for now (RFC 8555 section 6.6): back off.
    public var isRateLimited: Bool { type == "urn:ietf:params:acme:error:rateLimited" }

    /// One line for logs and the admin API: type, detail and the subproblems' details.
    public var summary: String {
        var text = (type ?? "problem").replacingOccurrences(of: "urn:ietf:params:acme:error:", with: "")
        if let detail { text += ": " + detail }
        for sub in subproblems ?? [] { text += "; " + (sub.detail ?? sub.type ?? "") }
        return ACMEResponseParser.clipped(text)
    }
}
