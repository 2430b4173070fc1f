import ArgumentParser
import UniversalLinks

/// The range of a numeric flag, checked in `validate()` before anything converts the value (a
/// `Duration`, an `Int64` of milliseconds, a count of URLs to generate): NaN, infinities, `1e300` and
/// negative counts are refused with the flag's name and exit 64, never trapped on or waited out later.
enum OptionRange {
    /// `value` seconds: finite and within `range`; with `positive`, also more than 0.
    static func seconds(_ value: Double, _ option: String, _ range: ClosedRange<Double>, positive: Bool = false)
        throws
    {
        guard value.isFinite, range.contains(value), !positive || value > 0 else {
            let key = positive ? "error.option.positive-seconds" : "error.option.seconds"
            throw ValidationError(
                CLI.failureLocalizer.text(
                    key,
                    [
                        "option": option, "value": "\(value)", "low": number(range.lowerBound),
                        "high": number(range.upperBound),
                    ]))
        }
    }

    /// `value`: a whole number within `range`.
    static func count(_ value: Int, _ option: String, _ range: ClosedRange<Int>) throws {
        guard range.contains(value) else {
            throw ValidationError(
                CLI.failureLocalizer.text(
                    "error.option.count",
                    [
                        "option": option, "value": "\(value)", "low": "\(range.lowerBound)",
                        "high": "\(range.upperBound)",
                    ]))
        }
    }

    /// `2`, `0.1`: a bound as a user types it.
    private static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }

    /// The longest deadline of one fetch, check or request a flag may set (`--timeout`).
    static let maximumTimeout: Double = 600
}
