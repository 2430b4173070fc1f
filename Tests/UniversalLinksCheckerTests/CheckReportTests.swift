import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `ulinks check --format sarif|github|html` against the fixture's local HTTPS servers.
    @Suite("ulinks check reports")
    struct CheckReportTests {
        static let domains = [
            "good.example.test", "stale.example.test", "htmlpage.example.test", "broken.example.test",
            "missing.example.test",
        ]

        func run(_ arguments: [String], fixture: CheckerFixture) async throws -> ProcessRun? {
            try await fixture.runCheck(arguments)
        }

        @Test func githubAndSarif() async throws {
            let fixture = try await CheckerFixture.shared.value
            guard let github = try await run(Self.domains + ["--format", "github"], fixture: fixture) else { return }
            #expect(github.status == 1)
            let lines = github.text.split(separator: "\n").map(String.init)
            #expect(
                lines.allSatisfy { line in ["::error ", "::warning ", "::notice "].contains { line.hasPrefix($0) } },
                "\(lines)")
            #expect(
                lines.contains {
                    $0.hasPrefix(
                        "::error file=https%3A//missing.example.test/.well-known/apple-app-site-association,title=check/http-status::missing.example.test: HTTP status: "
                    )
                }, "\(lines)")
            // The served file's own diagnostics, at their line and column.
            #expect(
                lines.contains {
                    $0.hasPrefix(
                        "::error file=https%3A//broken.example.test/.well-known/apple-app-site-association,line=1,col=")
                        && $0.contains("title=trailing-comma::")
                }, "\(lines)")

            guard let sarif = try await run(Self.domains + ["--format", "sarif"], fixture: fixture) else { return }
            #expect(sarif.status == 1)
            if let violations = try SARIFSchema.violations(sarif.text) { #expect(violations.isEmpty, "\(violations)") }
            #expect(sarif.text.contains("\"id\" : \"check/http-status\""))
            #expect(
                sarif.text.contains("\"uri\" : \"https://broken.example.test/.well-known/apple-app-site-association\""))
        }

        @Test func htmlPageForManyDomains() async throws {
            let fixture = try await CheckerFixture.shared.value
            let dir = try TemporaryDirectory()
            defer { dir.remove() }
            let page = dir.path("check.html")
            guard
                let run = try await run(
                    Self.domains + ["--cdn", "--format", "html", "--output", page], fixture: fixture)
            else { return }
            #expect(run.status == 1)
            #expect(run.text.isEmpty)
            let html = try #require(dir.read("check.html"))
            #expect(Chromium.injectedElements(in: html).isEmpty)
            // The served page's HTML is shown as text, the CDN's stale copy beside the origin's.
            #expect(html.contains("&lt;title&gt;Not Found&lt;/title&gt;"))
            #expect(html.contains("Origin and Apple CDN copies differ"))
            #expect(html.contains("<svg"))
            // Worst first: the failing domains come before the passing one in the table.
            let missing = try #require(html.range(of: "href=\"#domain-missing-example-test\""))
            let good = try #require(html.range(of: "href=\"#domain-good-example-test\""))
            #expect(missing.lowerBound < good.lowerBound)
            guard let dom = try await Chromium.dumpDOM(URL(fileURLWithPath: page)) else { return }
            #expect(Chromium.injectedElements(in: dom).isEmpty, "\(Chromium.injectedElements(in: dom))")
            #expect(dom.contains("id=\"domain-stale-example-test\""))
            let png = try Chromium.outputFolder().appendingPathComponent("check-report.png")
            let size = try await Chromium.screenshot(URL(fileURLWithPath: page), to: png, width: 1100, height: 1000)
            #expect((size ?? 1) > 1000)
            try Chromium.publish(png, as: "check-report.png")
        }
    }
}
