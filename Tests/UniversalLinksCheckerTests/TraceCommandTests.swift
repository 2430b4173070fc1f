import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksChecker

extension CheckerTests {
    /// `ulinks trace`, run as a user runs it against the loopback hosts.
    @Suite("ulinks trace (the command)")
    struct TraceCommandTests {
        typealias F = TraceFixture

        static let exitCases: [([String], Int32)] = [
            (["https://shop.trace.test/product/1", "--app", F.app], 0),
            (["https://click.trace.test/ls/click?upn=1"], 1),
            (["https://shop.trace.test/product/1", "--package", F.package, "--fingerprint", F.otherPrint], 1),
            (["https://nothing.invalid/"], 2),
            (["ftp://shop.trace.test/x"], 64),
            (["myapp://open"], 64),
            (["https://shop.trace.test/", "--max-hops", "0"], 64),
            (["https://shop.trace.test/", "--fingerprint", F.print], 64),
            (["https://shop.trace.test/", "--package", "1bad"], 64),
            (["https://shop.trace.test/", "--resolve", "nonsense"], 64),
        ]

        @Test(arguments: exitCases)
        func exitStatus(arguments: [String], expected: Int32) async throws {
            let fixture = try await F.shared.value
            guard let run = try await ULinksCommand.run(fixture.arguments(arguments)) else { return }
            #expect(run.status == expected, "\(run.text)\(run.errors)")
        }

        @Test func textNamesEveryHopTheVerdictAndTheFixes() async throws {
            let fixture = try await F.shared.value
            guard
                let run = try await ULinksCommand.run(
                    fixture.arguments([
                        "https://click.trace.test/ls/click?upn=abc", "--app", F.app, "--package", F.package,
                        "--fingerprint", F.print,
                    ]))
            else { return }
            #expect(run.status == 1)
            let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            #expect(lines.first == "trace https://click.trace.test/ls/click?upn=abc")
            #expect(lines.contains("  1  302  https://click.trace.test/ls/click?upn=abc"))
            #expect(lines.contains("        -> https://shop.trace.test/product/42?utm_source=mail"))
            #expect(lines.contains("  2  200  https://shop.trace.test/product/42?utm_source=mail"))
            #expect(lines.contains { $0.hasPrefix("        iOS: opens \(F.app) -- shop.trace.test's file opens") })
            #expect(
                lines.contains(
                    "iOS: opens in the browser (lands on https://shop.trace.test/product/42?utm_source=mail)"))
            #expect(lines.contains { $0.hasPrefix("  why: iOS decides on the tapped URL's host, click.trace.test") })
            #expect(
                lines.contains {
                    $0.hasPrefix("  fix: serve an apple-app-site-association file at https://click.trace.test/")
                })
            #expect(lines.contains("also rule out (on the device; no fetch can see these):"))
            #expect(
                lines.contains(
                    "Android: opens in the browser (lands on https://shop.trace.test/product/42?utm_source=mail)"))
            #expect(lines.contains { $0.hasPrefix("        Android: browser -- click.trace.test is not verified") })

        }

        @Test func jsonIsThePublicShape() async throws {
            let fixture = try await F.shared.value
            let dir = try TemporaryDirectory()
            defer { dir.remove() }
            let entitlements = try dir.write(
                "App.entitlements",
                """
                <?xml version="1.0" encoding="UTF-8"?>
                <plist version="1.0"><dict>
                <key>application-identifier</key><string>\(F.app)</string>
                <key>com.apple.developer.associated-domains</key>
                <array><string>applinks:shop.trace.test</string></array>
                </dict></plist>
                """)
            guard
                let run = try await ULinksCommand.run(
                    fixture.arguments([
                        "http://mail.trace.test/c/8", "--package", F.package, "--fingerprint", F.print,
                        "--entitlements", entitlements, "--format", "json",
                    ]))
            else { return }
            #expect(run.status == 1, "\(run.errors)")
            let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
            #expect(object["url"] as? String == "http://mail.trace.test/c/8")
            let hops = try #require(object["hops"] as? [[String: Any]])
            #expect(hops.count == 2)
            for key in ["url", "status", "location", "ios", "android"] {
                #expect(hops[0].keys.contains(key), "hop lacks \(key)")
            }
            #expect(hops[0]["status"] as? Int == 302)
            #expect(hops[1]["location"] is NSNull)
            let iosHop = try #require(hops[1]["ios"] as? [String: Any])
            #expect(iosHop["opens"] as? String == F.app)
            #expect((iosHop["rule"] as? [String: Any])?["pointer"] as? String == "/applinks/details/0/components/1")
            #expect((hops[0]["ios"] as? [String: Any])?["opens"] is NSNull)
            #expect((hops[1]["android"] as? [String: Any])?["opens"] as? String == F.package)
            let ios = try #require(object["ios"] as? [String: Any])
            #expect(ios["opens"] is NSNull)
            #expect(ios["lands"] as? String == "https://shop.trace.test/product/8")
            #expect((ios["reason"] as? String)?.isEmpty == false)
            #expect((ios["fixes"] as? [String])?.first?.hasPrefix("add applinks:mail.trace.test") == true)
            let android = try #require(object["android"] as? [String: Any])
            #expect(android["opens"] is NSNull)
            #expect((object["entitlements"] as? [String: Any])?["listed"] as? Bool == false)
            #expect((object["ruleOut"] as? [String])?.count == 6)

            guard
                let plain = try await ULinksCommand.run(
                    fixture.arguments(["https://shop.trace.test/product/2", "--format", "json"]))
            else { return }
            #expect(plain.status == 0)
            let shop = try #require(try JSONSerialization.jsonObject(with: Data(plain.output)) as? [String: Any])
            #expect(shop["android"] is NSNull)
            #expect(shop["entitlements"] is NSNull)
        }
    }
}
