import Foundation
import UniversalLinksChecker

/// How the watch writes instants in JSON and text: ISO 8601 in UTC with milliseconds
/// (`2026-11-20T03:12:00.000Z`).
public enum WatchTime {
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    public static func string(_ date: Date) -> String { date.formatted(style) }

    /// Reads what ``string(_:)`` writes (also without milliseconds); nil for anything else.
    public static func date(_ text: String) -> Date? {
        (try? style.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// "0.2 s", "45 s", "12 min", "5 h", "3 days" (as the checker's reports say it, tenths below 10 s).
    public static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite else { return "0 s" }
        if seconds < 10 && seconds.rounded() != seconds { return String(format: "%.1f s", max(0, seconds)) }
        return DomainChecker.duration(Int(max(0, min(seconds, 1e12))))
    }
}
