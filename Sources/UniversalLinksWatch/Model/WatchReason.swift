import UniversalLinks
import UniversalLinksChecker

/// Why a watched domain is in its state: a stable id and a message saying what was seen.
///
/// JSON: `{"id": "redirect", "message": "301 to https://www.example.com/...: not followed"}`.
public struct WatchReason: Sendable, Hashable, Codable {
    public var id: WatchReasonID
    /// What was seen, in one sentence, rendered where it is shown (each value in it at most
    /// ``maximumMessageLength`` characters, no control characters: values come from the watched server).
    /// JSON and webhooks carry its English; the stores keep the value, so the console and the CLI show
    /// a stored reason in any language.
    public var message: Message

    public static let maximumMessageLength = 600

    public init(_ id: WatchReasonID, _ message: Message) {
        MessageTables.register(.checker, .watch)  // its English is read from the tables
        self.id = id
        var bounded = message.mappingTexts { UntrustedText.bounded($0, limit: Self.maximumMessageLength) }
        // The whole sentence stays within the limit too: its values (a server's words) are cut further,
        // the tool's own words are kept.
        var over = bounded.english.unicodeScalars.count - Self.maximumMessageLength
        var values = Self.maximumMessageLength
        while over > 0, values > 16 {
            values = max(16, values - over)
            bounded = message.mappingTexts { UntrustedText.bounded($0, limit: values) }
            over = bounded.english.unicodeScalars.count - Self.maximumMessageLength
        }
        self.message = bounded
    }

    enum CodingKeys: String, CodingKey { case id, message }
}

extension [WatchReason] {
    /// The worst severity among the reasons; ``WatchState/ok`` when there is none.
    public var state: WatchState { map(\.id.severity).max() ?? .ok }
}
