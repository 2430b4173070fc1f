import Foundation

/// A domain's change of state, or of the reasons for it: what `ulinks watch` prints (`--format json`) and
/// POSTs to webhooks.
///
/// JSON: `{"event": "transition", "domain", "from", "to", "at", "reasons": [{"id", "message"}]}`; the
/// first check of a domain is a transition from `unknown`. A domain that stays in its state for other
/// reasons (failing for a redirect after failing for HTML) is a change of cause: `"event": "reasons"`,
/// `from` equal to `to`, and `"previousReasons"` when they are known.
public struct WatchTransition: Sendable, Hashable, Codable {
    public var domain: String
    public var from: WatchState
    public var to: WatchState
    public var at: Date
    public var reasons: [WatchReason]
    /// A change of cause: the reasons before it (nil for a change of state, and in histories read back from
    /// a store, where the entry before holds them).
    public var previousReasons: [WatchReason]?

    public init(
        domain: String, from: WatchState, to: WatchState, at: Date, reasons: [WatchReason],
        previousReasons: [WatchReason]? = nil
    ) {
        self.domain = domain
        self.from = from
        self.to = to
        self.at = at
        self.reasons = reasons
        self.previousReasons = from == to ? previousReasons : nil
    }

    /// The state stayed, the set of reason ids changed.
    public var isCauseChange: Bool { from == to }

    /// The first state of a domain (from `unknown`): recorded, alerted only when failing (or when asked).
    public var isFirstState: Bool { from == .unknown }

    /// `transition` for a change of state, `reasons` for a change of cause.
    public var event: String { isCauseChange ? "reasons" : "transition" }

    enum CodingKeys: String, CodingKey { case event, domain, from, to, at, reasons, previousReasons }

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
        previousReasons = try c.decodeIfPresent([WatchReason].self, forKey: .previousReasons)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(event, forKey: .event)
        try c.encode(domain, forKey: .domain)
        try c.encode(from, forKey: .from)
        try c.encode(to, forKey: .to)
        try c.encode(WatchTime.string(at), forKey: .at)
        try c.encode(reasons, forKey: .reasons)
        // Only a change of cause has it: a change of state's JSON is as it always was.
        if let previousReasons { try c.encode(previousReasons, forKey: .previousReasons) }
    }
}
