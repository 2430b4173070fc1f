extension DeviceDate {
    /// Reads `YYYY-MM-DD HH:MM:SS ±HHMM` and iOS 18.2's `YYYY-MM-DD H:MM:SS AM|PM ±HHMM` (any run of
    /// spaces, also the narrow no-break space some locales put before AM/PM); nil for anything else.
    /// Pure arithmetic on bounded fields: no locale, no calendar database, nothing that can trap.
    static func parse(_ text: String) -> Int64? {
        let separators: Set<Character> = [" ", "\t", "\u{00A0}", "\u{202F}"]
        let fields = text.split(whereSeparator: { separators.contains($0) })
        guard fields.count == 3 || fields.count == 4 else { return nil }
        let date = fields[0].split(separator: "-", omittingEmptySubsequences: false)
        let time = fields[1].split(separator: ":", omittingEmptySubsequences: false)
        guard date.count == 3, time.count == 3,
            let year = number(date[0], digits: 4...4), let month = number(date[1], digits: 2...2),
            let day = number(date[2], digits: 2...2), var hour = number(time[0], digits: 1...2),
            let minute = number(time[1], digits: 2...2), let second = number(time[2], digits: 2...2),
            (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day), minute < 60, second < 61
        else { return nil }
        if fields.count == 4 {
            // 12-hour clock: 12 AM is midnight, 12 PM is noon.
            guard (1...12).contains(hour) else { return nil }
            switch fields[2].uppercased() {
            case "AM": hour = hour == 12 ? 0 : hour
            case "PM": hour = hour == 12 ? 12 : hour + 12
            default: return nil
            }
        } else if hour > 23 {
            return nil
        }
        guard let offset = zoneOffset(fields[fields.count - 1]) else { return nil }
        let days = CivilDate.dayNumber(year: year, month: month, day: day)
        return days * 86_400 + Int64(hour * 3600 + minute * 60 + second) - Int64(offset)
    }

    private static func number(_ text: Substring, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(text.count), text.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(text)
    }

    /// `+0000`, `-0530`: seconds east of UTC.
    private static func zoneOffset(_ text: Substring) -> Int? {
        guard text.count == 5, let sign = text.first, sign == "+" || sign == "-",
            let hours = number(text.dropFirst().prefix(2), digits: 2...2),
            let minutes = number(text.suffix(2), digits: 2...2), hours < 24, minutes < 60
        else { return nil }
        return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
