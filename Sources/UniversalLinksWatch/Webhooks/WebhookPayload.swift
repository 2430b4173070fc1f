import Foundation
import UniversalLinks

/// The body POSTed to a webhook: the transition's JSON plus a Slack-compatible `"text"` summary. A change of
/// cause (only to webhooks that asked for them) is `"event": "reasons"` with `"previousReasons"`, and its text
/// says "is still *failing*, for other reasons (was: ...)".
///
/// ```json
/// {"event": "transition", "domain": "example.com", "from": "ok", "to": "failing", "at": "2026-11-20T03:12:00.000Z",
///  "reasons": [{"id": "redirect", "message": "301 to https://www.example.com/...: not followed"}],
///  "text": "example.com is now *failing* (was ok): redirect: 301 to https://www.example.com/...: not followed"}
/// ```
public struct WebhookPayload: Sendable, Encodable {
    public var transition: WatchTransition

    /// Longest `text`, in characters (Slack shows about 4,000 in a message).
    public static let maximumTextLength = 3000

    public init(_ transition: WatchTransition) {
        self.transition = transition
    }

    /// One line for people: the domain, the new and old state, each reason. Every value is escaped for
    /// Slack's markup (`&`, `<`, `>`): a server's redirect target cannot become a link or a mention.
    public var text: String {
        let t = transition
        var out =
            t.isCauseChange
            ? Localizer.english.text(
                "watch.webhook.payload.reasons",
                [
                    "domain": Self.escape(t.domain), "state": t.to.rawValue,
                    "previous": (t.previousReasons ?? []).map(\.id.rawValue).joined(separator: ", "),
                ])
            : "\(Self.escape(t.domain)) is now *\(t.to.rawValue)* (was \(t.from.rawValue))"
        if !t.reasons.isEmpty {
            out +=
                ": " + t.reasons.map { "\($0.id.rawValue): \(Self.escape($0.message.english))" }.joined(separator: "; ")
        }
        guard out.count > Self.maximumTextLength else { return out }
        return String(out.prefix(Self.maximumTextLength - 1)) + "…"
    }

    /// Slack's escaping of message text: `&` `<` `>` as `&amp;` `&lt;` `&gt;`.
    public static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    enum CodingKeys: String, CodingKey { case text }

    public func encode(to encoder: any Encoder) throws {
        try transition.encode(to: encoder)
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(text, forKey: .text)
    }
}
