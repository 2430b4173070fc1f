import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `LinkTracer` over real HTTPS on loopback, several hosts: each hop fetched and decided as the device
    /// would, the verdict on the tapped URL.
    @Suite("ulinks trace: following a link hop by hop")
    struct TraceTests {
        typealias F = TraceFixture

        func trace(_ url: String, _ options: TraceOptions) async -> TraceReport {
            await LinkTracer(options: options).trace(url)
        }

        @Test func clickTrackingHostRedirectingToTheAssociatedHost() async throws {
            let fixture = try await F.shared.value
            let android = TraceOptions.AndroidApp(package: F.package, fingerprints: [F.print])
            let report = await trace(
                "https://click.trace.test/ls/click?upn=abc", fixture.options(apps: [F.app], android: android))
            #expect(report.hops.count == 2, "\(report.hops)")
            let click = try #require(report.hops.first)
            #expect(click.status == 302)
            #expect(click.location == "https://shop.trace.test/product/42?utm_source=mail")
            #expect(click.via == "redirect")
            #expect(click.ios.opens == nil)
            #expect(!click.ios.associated)
            #expect(click.ios.reason.english.contains("click.trace.test is not associated"), "\(click.ios.reason)")
            #expect(click.ios.reason.english.contains("http-status: 404"), "\(click.ios.reason)")
            #expect(click.android?.opens == nil)
            let shop = report.hops[1]
            #expect(shop.status == 200)
            #expect(shop.location == nil)
            #expect(shop.ios.opens == F.app)
            #expect(shop.ios.rule?.pointer == "/applinks/details/0/components/1")
            #expect(shop.android?.opens == F.package)
            #expect(report.stopped == nil)

            // iOS decides on the tapped host: the browser, though hop 2 would open the app.
            #expect(report.ios.opens == nil)
            #expect(report.ios.lands == "https://shop.trace.test/product/42?utm_source=mail")
            #expect(report.ios.laterHop == 2)
            #expect(
                report.ios.reason.english.hasPrefix(
                    "iOS decides on the tapped URL's host, click.trace.test, before following any redirect"))
            #expect(report.ios.reason.english.contains("Hop 2 (shop.trace.test) would open \(F.app)"))
            // The /ls/click?upn= path is SendGrid's link format on a branded domain: its documentation is added.
            #expect(report.ios.fixes.count == 4)
            #expect(report.ios.fixes[3].english.contains("https://www.twilio.com/docs/sendgrid/"))
            #expect(
                report.ios.fixes[0].english.hasPrefix(
                    "serve an apple-app-site-association file at https://click.trace.test/.well-known/apple-app-site-association that lists \(F.app) for /ls/click"
                ))
            #expect(
                report.ios.fixes[1]
                    == "link to https://shop.trace.test/product/42?utm_source=mail directly (the URL the redirects end on)"
            )
            #expect(report.ios.fixes[2].english.hasPrefix("turn off click tracking"))
            let verdict = try #require(report.android)
            #expect(verdict.opens == nil)
            #expect(verdict.laterHop == 2)
            #expect(
                verdict.fixes[0].english.hasPrefix(
                    "serve an assetlinks.json at https://click.trace.test/.well-known/assetlinks.json that lists com.example.shop"
                ))
            #expect(report.ruleOut.count == 6)
            #expect(!report.firstHopFailed)
            #expect(!report.opensEverywhere)
        }

        @Test func theTappedAssociatedHostOpensTheAppOrSaysWhichRuleExcludes() async throws {
            let fixture = try await F.shared.value
            let android = TraceOptions.AndroidApp(package: F.package, fingerprints: [F.print])
            let opens = await trace(
                "https://shop.trace.test/product/1", fixture.options(apps: [F.app], android: android))
            #expect(opens.hops.count == 1)
            #expect(opens.ios.opens == F.app)
            #expect(opens.android?.opens == F.package)
            #expect(opens.ios.fixes.isEmpty)
            #expect(
                opens.ios.reason.english.contains(
                    "shop.trace.test's file opens \(F.app) (/applinks/details/0/components/1, line 2:"))
            #expect(opens.opensEverywhere)

            let excluded = await trace("https://shop.trace.test/help/faq", fixture.options(apps: [F.app]))
            #expect(excluded.ios.opens == nil)
            #expect(excluded.ios.laterHop == nil)
            #expect(
                excluded.ios.reason.english.contains("\(F.app): excluded by /applinks/details/0/components/0"),
                "\(excluded.ios.reason)")
            // A rule added after the exclude never opens the app: the fix names the exclude (issue 34).
            #expect(excluded.ios.fixCodes == ["narrow-exclude", "rule-before-exclude"])
            #expect(excluded.android == nil)
        }

        @Test func metaRefreshAndPlainHTTPAreFollowed() async throws {
            let fixture = try await F.shared.value
            let report = await trace("https://meta.trace.test/m", fixture.options())
            #expect(report.hops.map(\.status) == [200, 303, 200])
            #expect(report.hops[0].via == "meta-refresh")
            #expect(report.hops[0].location == "https://meta.trace.test/r?to=shop")
            #expect(report.hops[1].via == "redirect")
            #expect(report.hops[2].ios.opens == F.app)
            #expect(report.ios.laterHop == 3)

            let mail = await trace("http://mail.trace.test/c/5", fixture.options())
            #expect(mail.hops.map(\.status) == [302, 200], "\(mail.hops)")
            #expect(mail.hops[1].url == "https://shop.trace.test/product/5")
            #expect(mail.ios.opens == nil)
            #expect(mail.ios.laterHop == 2)

            let script = await trace("https://js.trace.test/", fixture.options())
            #expect(script.hops.count == 1)
            #expect(script.hops[0].note?.english.contains("redirect with JavaScript") == true)
        }

        @Test func loopsEndlessRedirectsAndHugePagesStop() async throws {
            let fixture = try await F.shared.value
            let loop = await trace("https://loop.trace.test/a", fixture.options())
            #expect(loop.hops.map(\.status) == [301, 307])
            #expect(loop.stopped == "redirect loop: hop 2 leads back to hop 1 (https://loop.trace.test/a)")

            let endless = await trace("https://endless.trace.test/n/0", fixture.options(maxHops: 5))
            #expect(endless.hops.count == 5)
            #expect(endless.stopped?.english.hasPrefix("more than 5 hops (--max-hops)") == true)
            #expect(endless.ios.lands == "https://endless.trace.test/n/4")

            let started = ContinuousClock.now
            let big = await trace("https://big.trace.test/page", fixture.options())
            #expect(big.hops.count == 1)
            #expect(big.hops[0].status == 200)
            #expect(big.hops[0].error == nil)
            #expect(big.hops[0].note == "the page is larger than 131072 bytes: only its first 131072 bytes were read")
            print("an endless page traced in \(ContinuousClock.now - started)")
        }

        @Test func aRedirectToAPrivateAddressIsRefusedUnlessAllowed() async throws {
            let fixture = try await F.shared.value
            let refused = await trace("https://private.trace.test/go", fixture.options())
            #expect(refused.hops.count == 2)
            let hop = refused.hops[1]
            #expect(hop.url == "https://localhost:\(fixture.server.port)/product/1")
            #expect(hop.status == nil)
            #expect(
                hop.error?.english.hasPrefix(
                    "refused: localhost resolves to 127.0.0.1, a loopback, private or link-local address") == true,
                "\(hop.error ?? "")")
            #expect(refused.stopped?.english.hasPrefix("hop 2: refused") == true)
            #expect(!refused.firstHopFailed)

            var options = fixture.options()
            options.allowPrivateAddresses = true
            let allowed = await trace("https://private.trace.test/go", options)
            #expect(allowed.hops.map(\.status) == [302, 200], "\(allowed.hops)")
        }

        @Test func anAssociatedHostWithoutTheAppAndAFileWithoutTheFingerprint() async throws {
            let fixture = try await F.shared.value
            let noApp = await trace("https://noapp.trace.test/product/1", fixture.options(apps: [F.app]))
            #expect(noApp.hops[0].ios.associated)
            #expect(noApp.ios.opens == nil)
            #expect(
                noApp.ios.reason.english.contains(
                    "noapp.trace.test's file does not list \(F.app) (it lists ABCDE12345.com.example.other)"),
                "\(noApp.ios.reason)")

            let android = TraceOptions.AndroidApp(package: F.package, fingerprints: [F.print])
            let noPrint = await trace("https://nofp.trace.test/product/1", fixture.options(android: android))
            #expect(noPrint.ios.opens == F.app)
            #expect(noPrint.android?.opens == nil)
            #expect(noPrint.hops[0].android?.associated == false)
            #expect(
                noPrint.hops[0].android?.reason.english.contains(
                    "lists com.example.shop, but not with the fingerprint \(F.print)") == true)
            #expect(!noPrint.opensEverywhere)
        }

        @Test func appleCDNCopyDecidesWithCDN() async throws {
            let fixture = try await F.shared.value
            let shop = await trace("https://shop.trace.test/product/1", fixture.options(cdn: true))
            #expect(shop.ios.opens == F.app)
            // The origin serves the file today, but the CDN (what devices read) has none.
            let stale = await trace("https://stale.trace.test/product/1", fixture.options(cdn: true))
            #expect(stale.ios.opens == nil)
            #expect(
                stale.hops[0].ios.reason.english.contains("Apple's CDN has no usable copy"),
                "\(stale.hops[0].ios.reason)")
            #expect(stale.hops[0].ios.reason.english.contains("SWCERR00101"))
            #expect(await trace("https://stale.trace.test/product/1", fixture.options()).ios.opens == F.app)
        }

        @Test func theAppsEntitlementsAreTheAppSide() async throws {
            let fixture = try await F.shared.value
            var options = fixture.options()
            let domains = ["applinks:shop.trace.test", "applinks:*.example.org?mode=developer"].compactMap(
                AssociatedDomain.init)
            options.entitlements = .init(source: "App.entitlements", domains: domains, applicationIdentifier: F.app)
            let click = await trace("https://click.trace.test/ls/click?upn=1", options)
            let answer = try #require(click.entitlements)
            #expect(!answer.listed)
            #expect(answer.reason.english.contains("no applinks entry covers click.trace.test"))
            #expect(
                click.ios.reason.english.contains(
                    "the app's entitlements (App.entitlements) do not list click.trace.test either"))
            #expect(
                click.ios.fixes.first?.english.hasPrefix(
                    "add applinks:click.trace.test to com.apple.developer.associated-domains") == true)
            let shop = await trace("https://shop.trace.test/product/3", options)
            #expect(shop.entitlements?.listed == true)
            #expect(shop.entitlements?.entry == "applinks:shop.trace.test")
            #expect(shop.ios.opens == F.app)
        }

        @Test func hostsThatDoNotResolveAndURLsThatAreNotWebLinks() async throws {
            let fixture = try await F.shared.value
            let missing = await trace("https://nothing.invalid/x", fixture.options())
            #expect(missing.firstHopFailed)
            #expect(missing.hops.first?.error == "nothing.invalid does not resolve")
            #expect(missing.ios.opens == nil)
            #expect(
                missing.ios.reason
                    == "the tapped URL's host could not be checked from here: nothing.invalid does not resolve")
            #expect(missing.ios.fixes.first?.english.hasPrefix("trace from where nothing.invalid resolves") == true)
            for url in [
                "ftp://shop.trace.test/x", "myapp://open/1", "shop.trace.test/x", "https:///x", "javascript:alert(1)",
            ] {
                #expect(LinkTracer.problem(with: url) != nil, "\(url)")
            }
            #expect(LinkTracer.problem(with: "http://shop.trace.test/x") == nil)
        }
    }
}
