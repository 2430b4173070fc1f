import Foundation

/// A domain's change of state: what `ulinks watch` prints (`--format json`) and POSTs to webhooks.
///
/// JSON: `{"event": "transition", "domain", "from", "to", "at", "reasons": [{"id", "message"}]}`; the
/// first check of a domain is a transition from `unknown`.
public struct WatchTransition: Sendable, Hashable, Codable {
    public var domain: String
    public var from: WatchState
    public var to: WatchState
    public var at: Date
    public var reasons: [WatchReason]

    public init(domain: String, from: WatchState, to: WatchState, at: Date, reasons: [WatchReason]) {
        self.domain = domain
        self.from = from
        self.to = to
        self.at = at
        self.reasons = reasons
    }

    enum CodingKeys: String, CodingKey { case event, domain, from, to, at, reasons }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        domain = try c.decode(String.self, forKey: .domain)
        from = try c.decode(WatchState.self, forKey: .from)
        to = try c.decode(WatchState.self, forKey: .to)
        let text = try c.decode(String.self, forKey: .at)
        guard let at = WatchTime.date(text) else {
            throw DecodingError.dataCorruptedError(
                forKey: .at, in: c, debugDescription: "not an ISO 8601 time: \(text)")
        }
        self.at = at
        reasons = try c.decode([WatchReason].self, forKey: .reasons)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode("transition", forKey: .event)
        try c.encode(domain, forKey: .domain)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(WatchTime.string(at), forKey: .at)
        try c.encode(reasons, forKey: .reasons)
    }
}
