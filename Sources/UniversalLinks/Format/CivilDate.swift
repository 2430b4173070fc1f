/// A UTC date and time from seconds since 1970, and back, by Howard Hinnant's civil-date algorithms:
/// no calendar database, no locale, no `DateFormatter` (thread-safe, and the same on every platform).
/// Valid for years 0 to 9999, which is all the readers and writers here produce.
public struct CivilDate: Sendable, Hashable {
    public var year: Int
    public var month: Int
    public var day: Int
    /// Seconds since midnight.
    public var secondOfDay: Int
    /// Days since 1970-01-01 (negative before).
    public var dayNumber: Int64

    /// The UTC date and time of `seconds` since 1970.
    public init(seconds: Int64) {
        dayNumber = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        secondOfDay = Int(seconds - dayNumber * 86_400)
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        day = Int(doy - (153 * mp + 2) / 5 + 1)
        month = Int(mp < 10 ? mp + 3 : mp - 9)
        year = Int(yoe + era * 400) + (month <= 2 ? 1 : 0)
    }

    /// Days since 1970-01-01 of a date (month 1-12, day 1-31).
    public static func dayNumber(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let doy = Int64((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1)
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// 0 for Thursday (1970-01-01) through 6 for Wednesday.
    public var weekdayFromThursday: Int { Int(((dayNumber % 7) + 7) % 7) }

    public var hour: Int { secondOfDay / 3600 }
    public var minute: Int { secondOfDay / 60 % 60 }
    public var second: Int { secondOfDay % 60 }

    /// `2024-11-15T20:51:02Z`.
    public var iso8601: String {
        "\(year)-\(Self.two(month))-\(Self.two(day))T\(Self.two(hour)):\(Self.two(minute)):\(Self.two(second))Z"
    }

    /// `7` as `07`.
    public static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
