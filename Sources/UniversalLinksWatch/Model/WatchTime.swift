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

    /// "45 s", "12 min", "5 h", "3 days" (as the checker's reports say it).
    public static func duration(_ seconds: Double) -> String {
        DomainChecker.duration(seconds.isFinite ? Int(max(0, min(seconds, 1e12))) : 0)
    }
}
