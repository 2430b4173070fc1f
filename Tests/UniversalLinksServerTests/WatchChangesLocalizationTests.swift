import Foundation
import Testing
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

@testable import UniversalLinksServer

/// The Watch listing and a transition's changes render the stored messages (reasons, what a check saw)
/// in the request's language, from their keys: English as it was, no key missing in any language.
@Suite struct WatchChangesLocalizationTests {
    static let at = Date(timeIntervalSince1970: 1_790_000_000)

    static func report(_ check: CheckResult) -> DomainReport {
        var report = DomainReport(domain: "a.example", url: DomainChecker.fileURL(for: "a.example"))
        report.checks = [check]
        return report
    }

    @Test(arguments: [Language.portugueseBrazil, .chineseSimplified, .korean])
    func changesRenderTheirMessages(language: Language) {
        MessageTables.register(.checker, .watch, .server)
        let reason = WatchReason(.unreachable, Message("watch.reason.unreachable"))
        let transition = WatchTransition(domain: "a.example", from: .ok, to: .failing, at: Self.at, reasons: [reason])
        let before = Self.report(.pass(.contentType, .verbatim("application/json")))
        let after = Self.report(
            .warning(.contentType, "\("text/html"), not \("application/json")" as Message, fix: nil))
        let english = WatchReportChanges.between(before, after, transition: transition, previous: nil)
        #expect(
            english == [
                "unreachable appeared: unreachable",
                "content-type: pass → warning: text/html, not application/json",
            ])
        let localizer = Localizer(language)
        let translated = WatchReportChanges.between(
            before, after, transition: transition, previous: nil, localizer: localizer)
        #expect(translated.count == 2)
        #expect(
            translated.first
                == localizer.text(
                    "watch.change.appeared",
                    ["id": "unreachable", "message": localizer.text("watch.reason.unreachable")]))
        let seen = localizer.render("\("text/html"), not \("application/json")" as Message)
        #expect(seen != "text/html, not application/json", "\(language)")
        #expect(translated.last?.hasSuffix(seen) == true, "\(translated)")
        let keys = ["watch.change.appeared", "watch.reason.unreachable", "watch.change.check", "{0}, not {1}"]
        #expect(MessageTables.missingKeys.isDisjoint(with: keys), "\(MessageTables.missingKeys.sorted())")
    }

    /// A listed reason is its message rendered in the language; English keeps the stored value.
    @Test func listedReasonsAreRendered() {
        MessageTables.register(.checker, .watch, .server)
        let reason = WatchReason(.unreachable, Message("watch.reason.unreachable"))
        #expect(WatchListing.rendered(reason, .english) == reason)
        let korean = WatchListing.rendered(reason, Localizer(.korean))
        #expect(korean.id == .unreachable)
        #expect(korean.message.english == Localizer(.korean).text("watch.reason.unreachable"))
        #expect(korean.message.english != "unreachable")
    }
}
