import UniversalLinksChecker

/// Why a watched domain is in its state: a stable id and a message saying what was seen.
///
/// JSON: `{"id": "redirect", "message": "301 to https://www.example.com/...: not followed"}`.
public struct WatchReason: Sendable, Hashable, Codable {
    public var id: WatchReasonID
    /// What was seen, in one sentence (at most ``maximumMessageLength`` characters, no control characters:
    /// parts of it come from the watched server).
    public var message: String

    public static let maximumMessageLength = 600

    public init(_ id: WatchReasonID, _ message: String) {
        self.id = id
        self.message = UntrustedText.bounded(message, limit: Self.maximumMessageLength)
    }
}

extension [WatchReason] {
    /// The worst severity among the reasons; ``WatchState/ok`` when there is none.
    public var state: WatchState { map(\.id.severity).max() ?? .ok }
}
