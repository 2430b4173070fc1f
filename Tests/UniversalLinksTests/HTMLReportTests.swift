import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks validate --format html` rendered by headless Chromium: hostile file names and contents are
/// shown as text, never become elements; a screenshot goes to `.build/test-output`.
@Suite struct HTMLReportTests {
    /// A file name and contents meant to inject markup if anything were left unescaped.
    static let hostileName = #"x"><img src=x onerror=alert(1)><script>alert(2)<\script>'.json"#
    static let hostile = """
        {"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app",
          "components": [{"/": "/a/*", "<script>alert(3)</script>": true, "\\"><img src=y onerror=alert(4)>": 1}],
          "paths": ["/b/*",]}]}}
        """

    @Test func validatePageShowsHostileInputAsText() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(Self.hostileName, Self.hostile)
        try dir.write("apple-app-site-association", ValidateCommandTests.clean)
        let page = dir.path("report.html")
        // Relative names, as a user types them in the folder.
        let arguments = [
            "validate", "--format", "html", "--output", "report.html", Self.hostileName, "apple-app-site-association",
        ]
        guard let run = try await ULinksCommand.run(arguments, in: dir.url) else { return }
        #expect(run.status == 1)
        let html = try #require(dir.read("report.html"))
        #expect(Chromium.injectedElements(in: html).isEmpty, "\(Chromium.injectedElements(in: html))")
        #expect(html.contains("<mark>,</mark>"), "the trailing comma is marked")
        guard let dom = try await Chromium.dumpDOM(URL(fileURLWithPath: page)) else { return }
        #expect(Chromium.injectedElements(in: dom).isEmpty, "\(Chromium.injectedElements(in: dom))")
        #expect(dom.contains("&lt;script&gt;alert(3)&lt;/script&gt;"), "the hostile key is shown as text")
        #expect(dom.contains("x\"&gt;&lt;img src=x onerror=alert(1)&gt;"), "the hostile file name is shown as text")
        #expect(dom.contains("error[trailing-comma]"))
        let png = try Chromium.outputFolder().appendingPathComponent("validate-report.png")
        let size = try await Chromium.screenshot(URL(fileURLWithPath: page), to: png, width: 1000, height: 760)
        #expect((size ?? 1) > 1000)
        try Chromium.publish(png, as: "validate-report.png")
    }

    /// The detector itself: it sees real elements and handlers, not escaped text that spells them.
    @Test func injectionDetector() async {
        #expect(Chromium.injectedElements(in: "<p>&lt;script&gt; onerror=x</p>").isEmpty)
        #expect(Chromium.injectedElements(in: "<p title=\"a onload=b\">x</p>").isEmpty)
        #expect(Chromium.injectedElements(in: "<p>x</p><script>1</script>") == ["<script>"])
        #expect(Chromium.injectedElements(in: "<div class=\"x\" onclick=\"y\">") == ["div onclick"])
        #expect(Chromium.injectedElements(in: "<a href=\"javascript:alert(1)\">") == ["a href=\"javascript:alert(1)\""])
    }
}
