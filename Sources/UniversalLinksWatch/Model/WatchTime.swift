import Foundation
import UniversalLinks
import UniversalLinksChecker

/// How the watch writes instants in JSON and text: ISO 8601 in UTC with milliseconds
/// (`2026-11-20T03:12:00.000Z`).
public enum WatchTime {
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
    private static let seconds = Date.ISO8601FormatStyle()

    /// `date` to the millisecond, rounded as the stores keep it (``milliseconds(_:)``), so that a transition's
    /// `at` reads the same in a webhook, on standard output and in the stored history. The formatter alone
    /// truncates, and a stored `...59.2496` is `...59.250` while the formatter wrote `...59.249`.
    public static func string(_ date: Date) -> String {
        let millis = milliseconds(date)
        let (whole, fraction) = millis.quotientAndRemainder(dividingBy: 1000)
        let second = fraction < 0 ? whole - 1 : whole
        let text = Date(timeIntervalSince1970: Double(second)).formatted(seconds)
        guard text.hasSuffix("Z") else { return date.formatted(style) }
        let digits = String(1000 + (fraction < 0 ? fraction + 1000 : fraction)).dropFirst()
        return text.dropLast() + "." + digits + "Z"
    }

    /// Milliseconds since 1970, rounded to the nearest (and clamped): the one rounding of the watch's times.
    public static func milliseconds(_ date: Date) -> Int {
        let value = (date.timeIntervalSince1970 * 1000).rounded()
        guard value.isFinite else { return 0 }
        return Int(max(-9e15, min(9e15, value)))
    }

    /// Reads what ``string(_:)`` writes (also without milliseconds); nil for anything else.
    public static func date(_ text: String) -> Date? {
        (try? style.parse(text)) ?? (try? Date.ISO8601FormatStyle().parse(text))
    }

    /// "0.2 s", "45 s", "12 min", "5 h", "3 days" (as the checker's reports say it, tenths below 10 s).
    public static func duration(_ seconds: Double) -> String { durationMessage(seconds).english }

    /// ``duration(_:)`` as a message, its unit translated where shown.
    public static func durationMessage(_ seconds: Double) -> Message {
        guard seconds.isFinite else { return .verbatim("0 s") }
        if seconds < 10 && seconds.rounded() != seconds { return .verbatim(String(format: "%.1f s", max(0, seconds))) }
        return DomainChecker.durationMessage(Int(max(0, min(seconds, 1e12))))
    }
}
