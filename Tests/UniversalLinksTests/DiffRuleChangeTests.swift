import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks diff` and `generate --check` lead with what changed rule by rule, with a few readable URLs
/// built from the rules; the full sample lists stay in JSON and behind --all.
@Suite struct DiffRuleChangeTests {
    static func file(_ components: String, app: String = "ABCDE12345.com.acme.shop") -> String {
        #"{"applinks": {"apps": [], "details": [{"appIDs": ["\#(app)"], "components": [\#(components)]}]}}"#
    }
    static let old = file(
        #"{"/": "/help/*", "exclude": true}, {"/": "/promo", "?": {"code": "?*"}}, {"/": "/old/*"}, {"/": "/a/*"}, {"/": "/b/*"}"#
    )
    static let new = file(
        #"{"/": "/help/*", "exclude": true}, {"/": "/promo", "?": {"cdoe": "?*"}}, {"/": "/b/*"}, {"/": "/a/*"}, {"/": "/cart/*"}"#
    )

    static func diff(_ old: String, _ new: String, domain: String? = "shop.example") throws -> SemanticDiff {
        SemanticDiff(
            old: try #require(AssociationDocument(string: old).file),
            new: try #require(AssociationDocument(string: new).file),
            domain: domain, generated: 300, versions: [.ios13])
    }

    @Test func rulesAreComparedOneByOne() throws {
        let diff = try Self.diff(Self.old, Self.new)
        let summaries = diff.rules.map(\.summary.english)
        #expect(summaries.contains(#"component 1 changed: "?" key "code" became "cdoe""#), "\(summaries)")
        #expect(summaries.contains(#"component 2 removed: {"/": "/old/*"}"#), "\(summaries)")
        #expect(
            summaries.contains(#"component 4 moved to 2: {"/": "/b/*"}"#)
                || summaries.contains(#"component 3 moved to 3: {"/": "/a/*"}"#), "\(summaries)")
        #expect(summaries.contains(#"component 4 added: {"/": "/cart/*"}"#), "\(summaries)")
        // Unchanged rules say nothing.
        #expect(!summaries.contains { $0.contains("/help/*") })
        let renamed = try #require(diff.rules.first { $0.summary.english.contains("became \"cdoe\"") })
        #expect(renamed.apps == ["ABCDE12345.com.acme.shop"] && renamed.kind == .changed)
        #expect(renamed.oldPointer == "/applinks/details/0/components/1")
        // Readable URLs on the file's host, built from the rule: no case flips, no doubled parameters.
        #expect(
            renamed.examples.map(\.url) == ["https://shop.example/promo?code=ax", "https://shop.example/promo?cdoe=ax"])
        #expect(
            renamed.examples.map(\.old) == [.match, .noMatch] && renamed.examples.map(\.new) == [.noMatch, .match])
        let added = try #require(diff.rules.first { $0.kind == .added })
        #expect(added.examples.first?.url == "https://shop.example/cart/x")
    }

    @Test func defaultsVariablesAndOrderAreNamed() throws {
        let old =
            #"{"applinks": {"apps": [], "substitutionVariables": {"lang": ["en"], "shop": ["a", "b"]}, "defaults": {"caseSensitive": false}, "details": [{"appID": "ABCDE12345.one.app", "components": [{"/": "/$(shop)/*"}]}, {"appID": "ABCDE12345.two.app", "components": [{"/": "/x"}]}]}}"#
        let new =
            #"{"applinks": {"apps": [], "substitutionVariables": {"shop": ["a", "c"]}, "details": [{"appID": "ABCDE12345.two.app", "components": [{"/": "/x"}]}, {"appID": "ABCDE12345.one.app", "components": [{"/": "/$(shop)/*"}]}]}}"#
        let summaries = try Self.diff(old, new).rules.map(\.summary.english)
        #expect(summaries.contains(#"substitution variable $(shop): ["a", "b"] became ["a", "c"]"#), "\(summaries)")
        #expect(summaries.contains(#"substitution variable $(lang) removed (was ["en"])"#), "\(summaries)")
        #expect(
            summaries.contains(#"applinks.defaults changed: "caseSensitive" false became absent (true)"#),
            "\(summaries)")
        #expect(
            summaries.contains {
                $0.hasPrefix("the apps are in another order: ABCDE12345.one.app, ABCDE12345.two.app became")
            })
    }

    @Test func theCommandLeadsWithRulesAndListsURLsOnlyWithAll() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let old = try dir.write("old", Self.old)
        let new = try dir.write("new", Self.new)
        guard let run = try await ULinksCommand.run(["diff", old, new, "--domain", "shop.example", "--ios", "13"])
        else { return }
        #expect(run.status == 2)
        let lines = run.text.split(separator: "\n").map(String.init)
        #expect(lines.first == "rules of ABCDE12345.com.acme.shop on iOS 13+:", "\(run.text)")
        #expect(run.text.contains("      https://shop.example/promo?code=ax  match -> no_match\n"), "\(run.text)")
        #expect(!run.text.contains("    gains ("), "the sample lists are behind --all")
        #expect(run.text.contains("(--all lists every URL"))
        let all = try await #require(
            try await ULinksCommand.run(["diff", old, new, "--domain", "shop.example", "--ios", "13", "--all"]))
        #expect(all.text.contains("    gains (") && all.text.contains("    loses ("), "\(all.text)")
        let json = try await #require(try await ULinksCommand.run(["diff", old, new, "--format", "json"]))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        #expect((object["rules"] as? [[String: Any]])?.isEmpty == false)
        #expect((object["apps"] as? [[String: Any]])?.isEmpty == false)
    }

    /// `generate --check` names URLs on the manifest's own domain.
    @Test func generateCheckUsesTheManifestsDomain() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            "ulinks.json",
            #"{"version": 1, "apps": ["QX7Y2K9L3M.com.acme.shop"], "domains": ["shop.example"], "routes": [{"name": "search", "/": "/search"}]}"#
        )
        guard let made = try await ULinksCommand.run(["generate", "--hosting", "none"], in: dir.url) else { return }
        #expect(made.status == 0, "\(made.errors)")
        let aasa = dir.path(".well-known/apple-app-site-association")
        let text = try String(contentsOfFile: aasa, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\"/search\"", with: "\"/find\"").utf8).write(
            to: URL(fileURLWithPath: aasa))
        let check = try await #require(
            try await ULinksCommand.run(["generate", "--hosting", "none", "--check"], in: dir.url))
        #expect(check.status == 2)
        #expect(check.text.contains(#"component 0 changed: "/" "/find" became "/search""#), "\(check.text)")
        #expect(check.text.contains("https://shop.example/find  match -> no_match"), "\(check.text)")
        #expect(!check.text.contains("example.com"), "\(check.text)")
    }
}
