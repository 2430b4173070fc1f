import Foundation
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// What changed between the reports of two checks of a domain, one sentence each, for the console's
/// Watch tab and `GET /admin/v1/watch/{domain}`: "content-type changed from application/json to text/html
/// at 03:12". Only what a person acts on: the file's type, size and apps, the HTTP status, the
/// certificate's end, Apple's CDN answer, the reasons that came and went, and each check whose outcome
/// moved. Every value is from the watched server: bounded here, escaped where it is shown.
enum WatchReportChanges {
    /// At most this many sentences per transition.
    static let limit = 40

    static func between(
        _ before: DomainReport?, _ after: DomainReport?, transition: WatchTransition, previous: WatchTransition?,
        localizer: Localizer = .english
    ) -> [String] {
        let time = clock(transition.at)
        var changes: [String] = []
        func changed(_ what: String, _ old: String?, _ new: String?) {
            guard old != new else { return }
            let none = localizer.text("watch.change.none")
            changes.append(
                localizer.text(
                    "watch.change.value",
                    ["what": what, "old": old.map(bounded) ?? none, "new": new.map(bounded) ?? none, "time": time]))
        }
        let oldReasons = Set((previous?.reasons ?? []).map(\.id))
        for reason in transition.reasons where !oldReasons.contains(reason.id) {
            changes.append(
                localizer.text(
                    "watch.change.appeared",
                    ["id": reason.id.rawValue, "time": time, "message": bounded(reason.message(localizer))]))
        }
        let newReasons = Set(transition.reasons.map(\.id))
        for id in (previous?.reasons ?? []).map(\.id) where !newReasons.contains(id) {
            changes.append(localizer.text("watch.change.cleared", ["id": id.rawValue, "time": time]))
        }
        guard let before, let after else { return Array(changes.prefix(limit)) }
        changed("content-type", before.file?.contentType, after.file?.contentType)
        let size = { (file: FileSummary?) in
            file.map { localizer.text("watch.change.bytes", ["count": "\($0.bytes)"]) }
        }
        changed(localizer.text("watch.change.size"), size(before.file), size(after.file))
        let apps = { (file: FileSummary?) in file.flatMap { $0.apps.isEmpty ? nil : $0.apps.joined(separator: ", ") } }
        changed(localizer.text("watch.change.apps"), apps(before.file), apps(after.file))
        changed(
            localizer.text("watch.change.certificate-end"), before.certificate.map { day($0.notAfter) },
            after.certificate.map { day($0.notAfter) })
        changed(
            localizer.text("watch.change.cdn-status"), before.cdn?.status.map(String.init),
            after.cdn?.status.map(String.init))
        changed("Apple-Failure-Reason", before.cdn?.apple?.failureReason, after.cdn?.apple?.failureReason)
        let oldChecks = Dictionary(before.checks.map { (key($0), $0) }, uniquingKeysWith: { a, _ in a })
        for check in after.checks {
            guard let old = oldChecks[key(check)], old.status != check.status else { continue }
            changes.append(
                localizer.text(
                    "watch.change.check",
                    [
                        "check": check.id.rawValue, "old": old.status.rawValue, "new": check.status.rawValue,
                        "time": time, "seen": bounded(localizer.message(check.seen)),
                    ]))
        }
        return Array(changes.prefix(limit))
    }

    private static func key(_ check: CheckResult) -> String { check.id.rawValue + " " + (check.subject ?? "") }

    /// A value from the watched server, cut to 200 characters without control characters.
    static func bounded(_ text: String) -> String { UntrustedText.bounded(text, limit: 200) }

    /// `03:12` (UTC).
    static func clock(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return String(format: "%02d:%02d", parts.hour ?? 0, parts.minute ?? 0)
    }

    /// `2027-01-15` for seconds since 1970.
    private static func day(_ seconds: Int64) -> String {
        String(WatchTime.string(Date(timeIntervalSince1970: Double(seconds))).prefix(10))
    }
}
