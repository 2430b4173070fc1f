import Foundation
import UniversalLinks

/// IMF-fixdate (`Sun, 06 Nov 1994 08:49:37 GMT`, RFC 9110 §5.6.7), formatted without a
/// `DateFormatter` so it is thread-safe and locale-free.
enum HTTPDate {
    private static let days = ["Thu", "Fri", "Sat", "Sun", "Mon", "Tue", "Wed"]
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

    static func format(_ date: Date) -> String {
        let time = CivilDate(seconds: Int64(date.timeIntervalSince1970.rounded(.down)))
        return
            "\(days[time.weekdayFromThursday]), \(CivilDate.two(time.day)) \(months[time.month - 1]) \(time.year) \(CivilDate.two(time.hour)):\(CivilDate.two(time.minute)):\(CivilDate.two(time.second)) GMT"
    }
}
