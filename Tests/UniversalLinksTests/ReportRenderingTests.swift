import Foundation
import Testing
import UniversalLinks

/// The CI and HTML renderers of the core: GitHub's workflow-command escaping, SARIF's shape and rules,
/// and HTML that escapes everything it is given.
@Suite struct ReportRenderingTests {
    static let hostile = ReportFinding(
        rule: "trailing-comma", severity: .error, message: "100% broken:\r\nnext, line",
        hint: "remove, it", file: "dir,with:odd%/aasa file.json",
        location: SourceLocation(line: 3, column: 7, offset: 40))

    @Test func githubCommandEscapesDataAndProperties() {
        let line = GitHubAnnotationRenderer().render(Self.hostile)
        #expect(
            line
                == "::error file=dir%2Cwith%3Aodd%25/aasa file.json,line=3,col=7,title=trailing-comma::"
                + "100%25 broken:%0D%0Anext, line%0Afix: remove, it")
        // One workflow command per line, whatever the messages hold.
        let many = GitHubAnnotationRenderer().render([Self.hostile, Self.hostile])
        #expect(many.split(separator: "\n").count == 2)
    }

    @Test(arguments: [(Severity.error, "::error "), (.warning, "::warning "), (.note, "::notice ")])
    func githubCommandPerSeverity(severity: Severity, prefix: String) {
        let finding = ReportFinding(rule: "x", severity: severity, message: "m")
        #expect(GitHubAnnotationRenderer().render(finding) == "\(prefix)title=x::m")
    }

    @Test func githubCommandWithoutPositionOrFile() {
        let url = ReportFinding(rule: "check/redirect", severity: .warning, message: "m", file: "https://a.test/x")
        #expect(GitHubAnnotationRenderer().render(url) == "::warning file=https%3A//a.test/x,title=check/redirect::m")
        let stdin = ReportFinding(
            rule: "comment", severity: .error, message: "m", file: "<stdin>",
            location: .init(line: 1, column: 1, offset: 0))
        #expect(GitHubAnnotationRenderer().render(stdin) == "::error title=comment::m")
    }

    @Test func sarifHasOneRunWithTheRegistryAsRules() throws {
        let sarif = SARIFRenderer(toolVersion: "9.9").render([Self.hostile])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        #expect(root["version"] as? String == "2.1.0")
        let runs = try #require(root["runs"] as? [[String: Any]])
        #expect(runs.count == 1)
        let driver = try #require((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "ulinks")
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == ReportRule.diagnosticRules.count)
        let ids = rules.compactMap { $0["id"] as? String }
        #expect(Set(ids).count == ids.count, "rule ids are unique")
        #expect(Set(ids) == Set(DiagnosticCode.registry.map(\.code.rawValue)))
        let result = try #require((runs[0]["results"] as? [[String: Any]])?.first)
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(ids[index] == "trailing-comma")
        #expect(result["level"] as? String == "error")
        let location = try #require(
            (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect(
            (location["artifactLocation"] as? [String: Any])?["uri"] as? String == "dir,with%3Aodd%25/aasa%20file.json")
        let region = try #require(location["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 3 && region["startColumn"] as? Int == 7)
        #expect(runs[0]["columnKind"] as? String == "unicodeCodePoints")
    }

    /// Every rule's help link points at a heading that exists in Docs/Diagnostics.md.
    @Test func sarifHelpLinksPointAtReferenceHeadings() throws {
        let document = DiagnosticCode.referenceDocument()
        var anchors: [String: Int] = [:]
        var headings: Set<String> = []
        for line in document.split(separator: "\n") where line.hasPrefix("#") {
            let text = String(line.drop { $0 == "#" }.dropFirst())
            let base = ReportRule.anchor(text)
            let n = anchors[base, default: 0]
            anchors[base] = n + 1
            headings.insert(n == 0 ? base : "\(base)-\(n)")
        }
        for rule in ReportRule.diagnosticRules {
            let uri = try #require(rule.helpURI)
            let fragment = try #require(uri.split(separator: "#").last.map(String.init))
            #expect(uri.hasPrefix(ReportRule.documentationBase + "Diagnostics.md#"))
            #expect(headings.contains(fragment), "\(rule.id): no heading #\(fragment)")
        }
    }

    @Test func sarifAddsARuleForAnUnknownID() throws {
        let finding = ReportFinding(rule: "made-up", severity: .warning, message: "m")
        let sarif = SARIFRenderer(rules: []).render([finding])
        let root = try #require(try JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try #require((root["runs"] as? [[String: Any]])?.first)
        let rules = try #require(
            ((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == ["made-up"])
        #expect((run["results"] as? [[String: Any]])?.first?["locations"] == nil)
    }

    @Test(arguments: [
        ("aasa.json", "aasa.json"), ("/tmp/a b", "file:///tmp/a%20b"),
        ("https://x.test/.well-known/a", "https://x.test/.well-known/a"),
        ("-", nil), ("<stdin>", nil), ("a#b?c", "a%23b%3Fc"),
    ])
    func artifactURIs(path: String, uri: String?) {
        #expect(SARIFRenderer.uri(path) == uri)
    }

    @Test func htmlEscapesEverything() {
        #expect(
            HTML.escape("<script>alert('x')</script> & \"q\"")
                == "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; &quot;q&quot;")
        #expect(HTML.escape("a\u{0}b\u{1B}c\td") == "a\u{FFFD}b\u{FFFD}c\td")
        #expect(HTML.anchor("domain", "<a href=x>.test") == "domain--a-href-x--test")
        #expect(HTML.badge("\"><script>") == "<span class=\"badge other\">&quot;&gt;&lt;script&gt;</span>")
    }

    @Test func sourceListingMarksTheColumnAndEscapesTheSource() {
        let text = "{\"a\": \"<b>\",}\n"
        let source = SourceText(text)
        let diagnostic = Diagnostic("trailing-comma", "comma <here>", at: source.location(of: 11))
        let html = HTMLReportPage.sourceListing(
            SourceReport(name: "f", source: source, report: DiagnosticReport([diagnostic])))
        #expect(html.contains("<mark>,</mark>"))
        #expect(html.contains("&quot;&lt;b&gt;&quot;"))
        #expect(html.contains("error[trailing-comma] 1:12: comma &lt;here&gt;"))
        #expect(!html.contains("<b>"))
    }

    @Test func longFilesShowWindowsAroundFindings() {
        let text = (1...200).map { "line \($0)" }.joined(separator: "\n")
        let source = SourceText(text)
        let at = SourceLocation(line: 100, column: 1, offset: 0)
        let html = HTMLReportPage.sourceListing(
            SourceReport(name: "f", source: source, report: DiagnosticReport([Diagnostic("comment", "c", at: at)])))
        #expect(html.contains(">97</span>") && html.contains(">103</span>"))
        #expect(!html.contains(">96</span>") && !html.contains(">104</span>"))
    }

    @Test func pageIsSelfContained() {
        let page = HTMLReportPage(title: "<t>", body: "").render()
        #expect(page.contains("<title>&lt;t&gt;</title>"))
        #expect(page.contains("default-src 'none'"))
        #expect(!page.contains("<script"))
        #expect(!page.contains("http://") && !page.contains("https://"))
        #expect(page.contains("@media print"))
    }

    @Test func histogramCountsEveryDuration() {
        let svg = SVGChart.latencyHistogram([0.01, 0.02, 0.07, 9, .nan], title: "t")
        #expect(svg.contains("<title>&lt;50ms: 2</title>"))
        #expect(svg.contains("<title>&lt;100ms: 1</title>"))
        #expect(svg.contains("<title>≥6.4s: 1</title>"))
    }
}
