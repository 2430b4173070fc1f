import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// The verdicts and fixes of issue 34 on loopback origins and an Apple-CDN stand-in: a stale CDN copy
    /// is not blamed on the origin, an exclude gets a fix that changes the outcome, what was not checked
    /// says so, wrapped links get the wrapper's fix, and every cause and fix has a stable code.
    @Suite("ulinks trace: verdicts and fixes")
    struct TraceVerdictTests {
        typealias F = TraceFixture

        func trace(_ url: String, _ options: TraceOptions) async -> TraceReport {
            await LinkTracer(options: options).trace(url)
        }

        @Test func aStaleCDNCopyIsNotBlamedOnTheOrigin() async throws {
            let fixture = try await F.shared.value
            let report = await trace("https://cdnold.trace.test/product/42", fixture.options(apps: [F.app], cdn: true))
            #expect(report.ios.opens == nil)
            let hop = try #require(report.hops.first)
            #expect(hop.ios.code == "cdn-stale")
            // What each copy has: the CDN's lists another app, the origin's opens the app.
            #expect(
                hop.ios.reason.english.hasPrefix(
                    "Apple's CDN copy of cdnold.trace.test's file does not list \(F.app) (it lists ABCDE12345.com.example.other)"
                ), "\(hop.ios.reason)")
            #expect(
                hop.ios.reason.english.contains(
                    "but the origin file https://cdnold.trace.test/.well-known/apple-app-site-association opens \(F.app)"
                ))
            #expect(hop.ios.reason.english.contains("the origin is right"))
            #expect(hop.ios.reason.english.contains("the CDN fetched it 2 h ago (Age header)"))
            #expect(report.ios.code == "cdn-stale")
            #expect(report.ios.fixCodes == ["cdn-wait", "developer-mode"])
            #expect(!report.ios.fixes.contains { $0.english.hasPrefix("add a rule") }, "\(report.ios.fixes)")
            #expect(
                report.ios.fixes[0].english.contains("its copy is 2 h old; Cache-Control keeps it 6 h"),
                "\(report.ios.fixes)")
            #expect(report.ios.fixes[1].english.contains("applinks:cdnold.trace.test?mode=developer"))
            // Without --cdn the origin decides: the app opens.
            #expect(
                await trace("https://cdnold.trace.test/product/42", fixture.options(apps: [F.app])).ios.opens == F.app)
        }

        @Test func aCDNWithoutACopyWhileTheOriginServesOne() async throws {
            let fixture = try await F.shared.value
            let stale = await trace("https://stale.trace.test/product/1", fixture.options(apps: [F.app], cdn: true))
            #expect(stale.hops[0].ios.code == "cdn-no-copy")
            #expect(stale.hops[0].ios.reason.english.contains("SWCERR00101"))
            #expect(stale.ios.fixCodes == ["cdn-failure", "cdn-wait", "developer-mode"], "\(stale.ios.fixes)")
            #expect(stale.ios.fixes[0].english.hasPrefix("Apple's CDN reports SWCERR00101 Bad HTTP Response"))
        }

        @Test func anAppleCDNThatDoesNotAnswerIsNotCheckedNotNoCopy() async throws {
            let fixture = try await F.shared.value
            var options = fixture.options(apps: [F.app], cdn: true)
            // Nothing listens on port 1: the CDN stand-in does not answer at all.
            options.checker.cdnBase = "https://cdndown.trace.test/a/v1/"
            options.checker.resolve["cdndown.trace.test"] = ResolveOverride(
                host: "cdndown.trace.test", address: "127.0.0.1", port: 1)
            let report = await trace("https://shop.trace.test/product/1", options)
            #expect(report.hops[0].ios.code == "cdn-unreachable")
            #expect(report.hops[0].ios.checked == false)
            #expect(!report.ios.checked)
            #expect(report.ios.fixCodes == ["retry-cdn"], "\(report.ios.fixes)")
            #expect(report.uncheckedPlatform, "exit status 2, as the headline says not checked")
            #expect(!report.ios.fixes.contains { $0.english.contains("wait for Apple's CDN") })
        }

        @Test func anExcludedPathGetsAFixNamingTheExclude() async throws {
            let fixture = try await F.shared.value
            let report = await trace("https://shop.trace.test/help/faq", fixture.options(apps: [F.app]))
            #expect(report.ios.code == "excluded")
            #expect(report.ios.fixCodes == ["narrow-exclude", "rule-before-exclude"])
            let place = "/applinks/details/0/components/0, line"
            #expect(
                report.ios.fixes[0].english.hasPrefix(
                    "in https://shop.trace.test/.well-known/apple-app-site-association, narrow or remove the exclude at \(place)"
                ), "\(report.ios.fixes)")
            #expect(report.ios.fixes[0].english.contains("which matches /help/faq"))
            #expect(
                report.ios.fixes[1].english.hasPrefix(
                    "or put a rule that opens \(F.app) for /help/faq before the exclude"))
            #expect(!report.ios.fixes.contains { $0.english.hasPrefix("add a rule") })
        }

        @Test func aLaterHopThatWasNotCheckedIsSaidNotChecked() async throws {
            let fixture = try await F.shared.value
            let report = await trace("https://deadend.trace.test/c/1", fixture.options(apps: [F.app]))
            #expect(report.hops.count == 2)
            #expect(report.hops[1].ios.checked == false)
            #expect(report.hops[1].ios.code == "not-checked")
            #expect(!report.ios.reason.english.contains("no later hop opens an app either"), "\(report.ios.reason)")
            #expect(
                report.ios.reason.english.contains(
                    "hop 2 (nowhere.invalid) not checked: nowhere.invalid does not resolve"),
                "\(report.ios.reason)")
            #expect(report.ios.checked)

            // The hop limit: the hops after it were never looked at.
            let endless = await trace("https://endless.trace.test/n/0", fixture.options(maxHops: 3))
            #expect(
                endless.ios.reason.english.contains("the hops after hop 3 not checked: more than 3 hops"),
                "\(endless.ios.reason)")
        }

        @Test func aTraceThatCheckedNothingSaysSo() async throws {
            let fixture = try await F.shared.value
            let android = TraceOptions.AndroidApp(package: F.package)
            let report = await trace("https://nothing.invalid/x", fixture.options(android: android))
            #expect(report.firstHopFailed)
            #expect(!report.ios.checked)
            #expect(report.ios.code == "not-checked")
            #expect(report.android?.checked == false)
            #expect(report.whereTapped.allSatisfy { $0.fares == "unknown" })
            let text = TraceReportRenderer().render(report)
            #expect(
                text.contains("iOS: not checked (the tapped URL's host could not be checked; exit status 2)"), "\(text)"
            )
            #expect(text.contains("Android: not checked"))
            #expect(!text.contains("opens in the browser"), "\(text)")
        }

        @Test func safeLinksAroundALinkIsTracedWithItsInnerURL() async throws {
            let fixture = try await F.shared.value
            let inner = "https://shop.trace.test/product/42"
            let tapped =
                "https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fshop.trace.test%2Fproduct%2F42&data=05%7C02&sdata=abc&reserved=0"
            let report = await trace(tapped, fixture.options(apps: [F.app]))
            let wrapper = try #require(report.wrapper)
            #expect(wrapper.code == "safe-links")
            #expect(wrapper.inner == inner)
            #expect(wrapper.ios?.opens == F.app)
            #expect(report.ios.opens == nil)
            #expect(report.ios.code == "wrapped")
            #expect(report.ios.reason.english.hasPrefix("Microsoft Defender Safe Links (Outlook) wrapped the link"))
            #expect(report.ios.reason.english.contains("The inner URL \(inner), traced on its own, opens \(F.app)"))
            #expect(report.ios.fixCodes == ["safe-links-do-not-rewrite", "link-directly"], "\(report.ios.fixes)")
            #expect(report.ios.fixes[0].english.contains("\"Do not rewrite the following URLs in email\""))
            #expect(report.ios.fixes[0].english.contains("shop.trace.test/*"))
            #expect(!report.ios.fixes.contains { $0.english.hasPrefix("serve an apple-app-site-association file") })
        }

        @Test func anESPsOwnTrackingHostGetsTheBrandedDomainFix() async throws {
            let fixture = try await F.shared.value
            let report = await trace("https://u123.ct.sendgrid.net/ls/click?upn=abc", fixture.options(apps: [F.app]))
            #expect(report.wrapper?.code == "sendgrid")
            #expect(report.wrapper?.branded == false)
            #expect(report.ios.laterHop == 2)
            #expect(
                report.ios.fixCodes == ["esp-branded-domain", "link-directly", "no-click-tracking"],
                "\(report.ios.fixes)")
            #expect(
                report.ios.fixes[0].english.contains(
                    "https://www.twilio.com/docs/sendgrid/ui/sending-email/universal-links"))

            // A branded tracking domain can serve the file itself: that fix stays, with the vendor's docs.
            let branded = await trace("https://click.trace.test/ls/click?upn=abc", fixture.options(apps: [F.app]))
            #expect(branded.wrapper?.branded == true)
            #expect(branded.ios.fixCodes == ["later-serve", "link-directly", "no-click-tracking", "esp-docs"])
        }

        @Test func whereItIsTappedStatesOnlyWhatIsDocumented() async throws {
            let fixture = try await F.shared.value
            let opens = await trace("https://shop.trace.test/product/1", fixture.options(apps: [F.app]))
            let rows = Dictionary(uniqueKeysWithValues: opens.whereTapped.map { ($0.place, $0) })
            #expect(
                opens.whereTapped.map(\.place) == [
                    "safari", "messages", "mail", "gmail", "slack", "instagram", "facebook", "linkedin", "tiktok", "x",
                    "whatsapp",
                ])
            #expect(rows["safari"]?.fares == "opens")
            #expect(rows["safari"]?.source?.hasPrefix("https://developer.apple.com/") == true)
            #expect(rows["mail"]?.fares == "opens")
            for place in ["gmail", "slack", "instagram", "facebook", "linkedin", "tiktok", "x", "whatsapp"] {
                #expect(rows[place]?.fares == "unknown", "\(place)")
                #expect(rows[place]?.source == nil)
            }
            let browser = await trace("https://noapp.trace.test/product/1", fixture.options(apps: [F.app]))
            #expect(browser.whereTapped.allSatisfy { $0.fares == "browser" })
        }

        @Test func everyCauseAndFixHasAStableCodeInTheJSON() async throws {
            let fixture = try await F.shared.value
            guard
                let run = try await ULinksCommand.run(
                    fixture.arguments([
                        "https://click.trace.test/ls/click?upn=abc", "--app", F.app, "--format", "json",
                    ]))
            else { return }
            #expect(run.status == 1)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
            let ios = try #require(object["ios"] as? [String: Any])
            #expect(ios["code"] as? String == "later-hop-opens")
            let fixes = try #require(ios["fixes"] as? [String])
            let codes = try #require(ios["fixCodes"] as? [String])
            #expect(codes.count == fixes.count)
            #expect(codes == ["later-serve", "link-directly", "no-click-tracking", "esp-docs"])
            // The library reads the JSON back fix by fix; a verdict written before fix codes existed
            // reads back with empty codes.
            let verdict = try JSONDecoder().decode(
                PlatformVerdict.self, from: JSONSerialization.data(withJSONObject: ios))
            #expect(verdict.fixList.map(\.code) == codes)
            #expect(verdict.fixList.map(\.text.english) == fixes)
            var old = ios
            old["fixCodes"] = nil
            let older = try JSONDecoder().decode(
                PlatformVerdict.self, from: JSONSerialization.data(withJSONObject: old))
            #expect(older.fixes.map(\.english) == fixes)
            #expect(older.fixCodes == Array(repeating: "", count: fixes.count))
            #expect(ios["checked"] as? Bool == true)
            let hops = try #require(object["hops"] as? [[String: Any]])
            #expect((hops[0]["ios"] as? [String: Any])?["code"] as? String == "not-associated")
            #expect((hops[1]["ios"] as? [String: Any])?["code"] as? String == "opens")
            #expect((object["wrapper"] as? [String: Any])?["code"] as? String == "sendgrid")
            #expect((object["whereTapped"] as? [[String: Any]])?.count == 11)
        }

        @Test func theCommandsHeadlineOfATraceThatCheckedNothing() async throws {
            let fixture = try await F.shared.value
            guard let run = try await ULinksCommand.run(fixture.arguments(["https://nothing.invalid/"])) else { return }
            #expect(run.status == 2)
            #expect(run.text.contains("iOS: not checked"), "\(run.text)")
            #expect(!run.text.contains("iOS: opens in the browser"))
        }
    }
}
