import Foundation
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// What changed between the reports of two checks of a domain, one line per real change, for the console's
/// Watch tab and `GET /admin/v1/watch/{domain}`. The reasons that came, went or now say something else lead
/// ("content-type appeared: Content-Type: text/html, not application/json"); then each check (by id and
/// URL) whose outcome moved and that no such reason already explains ("cdn-compare: pass → warning: ...");
/// then the facts (type, size, apps, certificate end, CDN answer) that changed while no line above speaks
/// of them ("certificate end changed from 2027-01-15 to 2027-04-15"). A check that went to or from
/// `skipped` was not checked on one side: not a change. Every value is from the watched server: bounded
/// here, escaped where it is shown.
enum WatchReportChanges {
    /// At most this many lines per transition.
    static let limit = 40

    static func between(
        _ before: DomainReport?, _ after: DomainReport?, transition: WatchTransition, previous: WatchTransition?,
        localizer: Localizer = .english
    ) -> [String] {
        var changes: [String] = []
        // The checks a line already speaks of.
        var covered: Set<CheckID> = []
        let old = previous?.reasons ?? []
        for reason in transition.reasons {
            let message = bounded(localizer.render(reason.message))
            if let was = old.first(where: { $0.id == reason.id }) {
                guard was.message != reason.message else { continue }
                changes.append(
                    localizer.text("watch.change.reason-now", ["id": reason.id.rawValue, "message": message]))
            } else {
                changes.append(localizer.text("watch.change.appeared", ["id": reason.id.rawValue, "message": message]))
            }
            covered.formUnion(checks(of: reason.id))
        }
        let now = Set(transition.reasons.map(\.id))
        for id in Set(old.map(\.id)).subtracting(now).sorted(by: { $0.rawValue < $1.rawValue }) {
            changes.append(localizer.text("watch.change.cleared", ["id": id.rawValue]))
            covered.formUnion(checks(of: id))
        }
        guard let before, let after else { return Array(changes.prefix(limit)) }
        let earlier = Dictionary(before.checks.map { (key($0), $0) }, uniquingKeysWith: { first, _ in first })
        for check in after.checks {
            guard let was = earlier[key(check)], was.status != check.status, was.status != .skipped,
                check.status != .skipped, !covered.contains(check.id)
            else { continue }
            var values = [
                "check": check.id.rawValue, "old": was.status.rawValue, "new": check.status.rawValue,
                "seen": bounded(localizer.render(check.seen)),
            ]
            if let subject = check.subject { values["url"] = bounded(subject) }
            changes.append(
                localizer.text(check.subject == nil ? "watch.change.check" : "watch.change.check-url", values))
            covered.insert(check.id)
        }
        for fact in facts(localizer) {
            let (was, now) = (fact.value(before), fact.value(after))
            guard was != now, covered.isDisjoint(with: fact.checks) else { continue }
            let none = localizer.text("watch.change.none")
            changes.append(
                localizer.text(
                    "watch.change.value",
                    ["what": fact.name, "old": was.map(bounded) ?? none, "new": now.map(bounded) ?? none]))
        }
        return Array(changes.prefix(limit))
    }

    /// A value of a report shown as a fact, and the checks whose lines already speak of it.
    struct Fact {
        var name: String
        var checks: Set<CheckID>
        var value: (DomainReport) -> String?
    }

    static func facts(_ localizer: Localizer) -> [Fact] {
        [
            Fact(name: "content-type", checks: [.contentType, .fileContent]) { $0.file?.contentType },
            Fact(name: localizer.text("watch.change.size"), checks: [.size, .fileContent]) { report in
                report.file.map { localizer.text("watch.change.bytes", ["count": "\($0.bytes)"]) }
            },
            Fact(name: localizer.text("watch.change.apps"), checks: [.fileContent, .appListed]) { report in
                report.file.flatMap { $0.apps.isEmpty ? nil : $0.apps.joined(separator: ", ") }
            },
            Fact(
                name: localizer.text("watch.change.certificate-end"),
                checks: [.tlsDates, .tlsTrust, .tlsHandshake, .tlsHostname, .tlsChain]
            ) { $0.certificate.map { day($0.notAfter) } },
            Fact(name: localizer.text("watch.change.cdn-status"), checks: [.cdnFetch]) {
                $0.cdn?.status.map(String.init)
            },
            Fact(name: "Apple-Failure-Reason", checks: [.cdnFetch, .cdnHeaders]) { $0.cdn?.apple?.failureReason },
        ]
    }

    /// The checks whose outcome a reason states (WatchEvaluator turns these checks into that reason).
    static func checks(of reason: WatchReasonID) -> Set<CheckID> {
        switch reason {
        case .unreachable, .privateAddress: [.dns, .connect]
        case .timeout: [.tlsHandshake, .httpStatus]
        case .tlsInvalid: [.tlsHandshake, .tlsTrust, .tlsHostname, .tlsDates, .tlsChain]
        case .tlsExpiring: [.tlsDates]
        case .redirect: [.redirect, .httpStatus]
        case .httpStatus: [.httpStatus]
        case .tooLarge: [.size]
        case .contentEncoding: [.contentEncoding]
        case .contentType: [.contentType]
        case .notJSON: [.fileContent]
        case .appMissing: [.appListed]
        case .expectation: [.urlDecision]
        case .cdnFailure: [.cdnFetch, .cdnHeaders]
        case .cdnRedirect: [.cdnHeaders]
        case .cdnStale: [.cdnCompare]
        case .cdnUnreachable: [.cdnFetch]
        case .assetLinks: [.assetLinksFetch, .assetLinksContent]
        case .androidAppMissing: [.assetLinksApp]
        // Read apart from the domain's check (the report holds no check of it): the reason says it all.
        case .webauthn: []
        }
    }

    /// A check's place in a report: its id and the URL it is about (`url-decision` appears once per URL).
    private static func key(_ check: CheckResult) -> String { check.id.rawValue + " " + (check.subject ?? "") }

    /// A value from the watched server, cut to 200 characters without control characters.
    static func bounded(_ text: String) -> String { UntrustedText.bounded(text, limit: 200) }

    /// `2027-01-15` for seconds since 1970.
    private static func day(_ seconds: Int64) -> String {
        String(WatchTime.string(Date(timeIntervalSince1970: Double(seconds))).prefix(10))
    }
}
