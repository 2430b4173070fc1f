import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `--format sarif|github|html` and `--output` of validate, entitlements and diff, as a user runs them.
@Suite struct ReportCommandTests {
    static let broken = ValidateCommandTests.broken
    static let clean = ValidateCommandTests.clean
    static let warning = ValidateCommandTests.warning
    static let entitlements = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict>
        <key>com.apple.developer.associated-domains</key>
        <array><string>applinks:https://example.com/</string><string>applinks:shop.example.com</string></array>
        </dict></plist>
        """

    @Test func validateGithubIsOneCommandPerFinding() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let broken = try dir.write("broken,1", Self.broken)
        let warning = try dir.write("warn", Self.warning)
        guard let run = try await ULinksCommand.run(["validate", "--format", "github", broken, warning]) else { return }
        #expect(run.status == 1)
        let lines = run.text.split(separator: "\n").map(String.init)
        let escaped = broken.replacingOccurrences(of: ",", with: "%2C")
        #expect(lines.count == 2, "\(run.text)")
        #expect(
            lines.first
                == "::error file=\(escaped),line=1,col=\(ValidateCommandTests.commaColumn),title=trailing-comma::"
                + "trailing comma before }%0Afix: remove the comma after the last member")
        #expect(lines.last?.hasPrefix("::warning file=\(warning),line=1,col=") == true)
        #expect(lines.last?.contains(",title=unknown-key::") == true, "\(lines)")
        // The exit status is the text format's.
        #expect(try await ULinksCommand.run(["validate", "--format", "github", warning])?.status == 0)
        #expect(try await ULinksCommand.run(["validate", "--format", "github", "--strict", warning])?.status == 1)
    }

    @Test func validateSarifIsValidAndPositioned() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let broken = try dir.write("broken", Self.broken)
        let clean = try dir.write("clean", Self.clean)
        let output = dir.path("out.sarif")
        guard
            let run = try await ULinksCommand.run(["validate", "--format", "sarif", "--output", output, broken, clean])
        else { return }
        #expect(run.status == 1)
        #expect(run.text.isEmpty)
        let log = try #require(dir.read("out.sarif"))
        if let violations = try SARIFSchema.violations(log) { #expect(violations.isEmpty, "\(violations)") }
        let root = try #require(try JSONSerialization.jsonObject(with: Data(log.utf8)) as? [String: Any])
        let results = try #require((root["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let physical = try #require(
            (results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((physical["artifactLocation"] as? [String: Any])?["uri"] as? String == "file://" + broken)
        #expect((physical["region"] as? [String: Any])?["startColumn"] as? Int == ValidateCommandTests.commaColumn)
    }

    @Test func outputIsRefusedWithTextAndHtmlWhereThereIsNone() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let clean = try dir.write("clean", Self.clean)
        #expect(try await ULinksCommand.run(["validate", "--output", dir.path("x"), clean])?.status == 64)
        #expect(try await ULinksCommand.run(["entitlements", "--format", "html", clean])?.status == 64)
        #expect(try await ULinksCommand.run(["diff", "--format", "html", clean, clean])?.status == 64)
    }

    @Test func entitlementsReports() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("App.entitlements", Self.entitlements)
        guard let github = try await ULinksCommand.run(["entitlements", "--format", "github", file]) else { return }
        #expect(github.status == 1)
        let lines = github.text.split(separator: "\n")
        #expect(!lines.isEmpty)
        for line in lines {
            #expect(
                line.hasPrefix("::error file=\(file),line=4,col=")
                    || line.hasPrefix("::warning file=\(file),line=4,col="), "\(line)")
        }
        #expect(github.text.contains("title=entitlement-scheme::"))
        guard let sarif = try await ULinksCommand.run(["entitlements", "--format", "sarif", file]) else { return }
        #expect(sarif.status == 1)
        if let violations = try SARIFSchema.violations(sarif.text) { #expect(violations.isEmpty, "\(violations)") }
    }

    @Test func diffReportsLostURLsOnTheNewFile() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let old = try dir.write(
            "old",
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/shop/*"}, {"/": "/help/*"}]}]}}"#
        )
        let new = try dir.write(
            "new", #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.a.b"], "components": [{"/": "/shop/*"}]}]}}"#)
        let arguments = ["diff", old, new, "--urls", "-", "--ios", "13", "--generate", "0"]
        let urls = Array("https://example.com/help/faq\nhttps://example.com/shop/1\n".utf8)
        guard let github = try await ULinksCommand.run(arguments + ["--format", "github"], stdin: urls) else { return }
        #expect(github.status == 2)
        #expect(
            github.text.split(separator: "\n").contains(
                "::warning file=\(new),title=diff-lost-urls::ABCDE12345.a.b no longer opens 1 URL on iOS 13+: "
                    + "https://example.com/help/faq%0Afix: Check that the app should stop opening them; "
                    + "`ulinks match --explain` shows which rule decides."), "\(github.text)")
        guard let sarif = try await ULinksCommand.run(arguments + ["--format", "sarif"], stdin: urls) else { return }
        #expect(sarif.status == 2)
        #expect(sarif.text.contains("\"ruleId\" : \"diff-lost-urls\""))
        if let violations = try SARIFSchema.violations(sarif.text) { #expect(violations.isEmpty, "\(violations)") }
        guard let same = try await ULinksCommand.run(["diff", old, old, "--format", "github"]) else { return }
        #expect(same.status == 0)
        #expect(same.text.isEmpty)
    }
}
