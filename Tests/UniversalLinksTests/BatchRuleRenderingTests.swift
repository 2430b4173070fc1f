import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `match --urls` decides into rule numbers and writes each app's part of a result from the rule's
/// rendering, made once: every line must still be what the library encodes (`jsonLine`) and what
/// the per-URL renderer writes (`match FILE URL...`), on a file whose details are indexed (many
/// rules sharing long prefixes), with apps sharing a detail, an app iOS can never open, legacy
/// paths, and every option that changes a result.
@Suite struct BatchRuleRenderingTests {
    /// Three details of 40 rules each (indexed: more than `RuleList.indexThreshold`), the second
    /// shared by two apps, the third listing a bare bundle ID (never opens) and legacy `paths`.
    static let file: String = {
        func components(_ detail: Int) -> String {
            (0..<40).map { k in
                let section = "section\(detail)-\(k)"
                switch k % 5 {
                case 0: return #"{"/": "/\#(section)/*", "exclude": true}"#
                case 1: return #"{"/": "/\#(section)/item/?*", "?": {"ref": "?*"}}"#
                case 2: return #"{"/": "/$(lang)/\#(section)/*", "caseSensitive": false}"#
                case 3: return #"{"/": "/\#(section)/Caf\u00e9/*", "percentEncoded": false}"#
                default: return ##"{"/": "/\##(section)/*", "#": "top"}"##
                }
            }.joined(separator: ", ")
        }
        let paths = (0..<40).map { #""/section2-\#($0)/*""# }.joined(separator: ", ")
        return #"""
            {"applinks": {"details": [
              {"appID": "ABCDE12345.com.example.zero", "components": [\#(components(0))]},
              {"appIDs": ["ABCDE12345.com.example.one", "FGHIJ67890.com.example.\"quoted\""], "components": [\#(components(1))]},
              {"appIDs": ["com.example.bare", "ABCDE12345.com.example.two"], "components": [\#(components(2))], "paths": ["NOT /section2-0/*", \#(paths)]}
            ]}}
            """#
    }()

    /// Generated URLs, and URLs the generator does not make: other and upper-case hosts, a bare
    /// path, non-ASCII, bytes to percent-encode, a query and fragment that decide, a path that
    /// stops inside a shared prefix.
    static func urls() throws -> [String] {
        let file = try #require(AssociationDocument(string: Self.file).file)
        return URLGenerator(file: file, domain: "example.com").urls(count: 600, seed: 7) + [
            "https://EXAMPLE.com/section1-4/x#top", "https://other.example/section0-1/item/a?ref=x",
            "/section2-3/Café/menu", "https://example.com/section2-3/Caf%C3%A9/menu", "https://example.com/sec",
            "https://example.com/section1-", "https://example.com/section0-2/a b",
            "https://example.com/FR/section0-2/x",
            "https://example.com/section2-17/anything", "https://example.com/",
            "https://example.com/section1-9/é?ref=ü",
        ]
    }

    static let optionSets: [[String]] = [
        [],
        ["--domain", "example.com"],
        ["--domain", "Example.COM", "--installed", "ABCDE12345.com.example.two,FGHIJ67890.com.example.\"quoted\""],
        ["--app", "ABCDE12345.com.example.one", "--domain", "example.com"],
        ["--app", "com.example.bare"],
        ["--ios", "12", "--domain", "example.com"],
    ]

    @Test(arguments: optionSets)
    func jsonLinesAreTheLibrarysEncoding(_ options: [String]) async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let aasa = try dir.write("aasa.json", Self.file)
        let urls = try Self.urls()
        let list = try dir.write("urls.txt", urls.joined(separator: "\n") + "\n")
        guard let run = try await ULinksCommand.run(["match", aasa, "--urls", list, "--format", "json"] + options)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        let document = AssociationDocument(string: Self.file)
        let matcher = AASAMatcher(document: document)
        let value = { (name: String) in options.firstIndex(of: name).map { options[$0 + 1] } }
        let installed = value("--installed").map { Set($0.split(separator: ",").map(String.init)) }
        let expected = urls.map { url in
            var result = matcher.decide(
                url, domain: value("--domain"), ios: value("--ios") == "12" ? .ios12 : .ios13, installed: installed)
            if let app = value("--app") { result.apps.removeAll { $0.appID != app } }
            return result.jsonLine
        }
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (line, want) in zip(lines, expected) where line != want {
            Issue.record("got \(line)\nwant \(want)")
            break
        }
    }

    /// Text: the batch writer against the per-URL renderer (URL arguments), byte for byte.
    @Test(arguments: optionSets)
    func textIsThePerURLRenderersText(_ options: [String]) async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let aasa = try dir.write("aasa.json", Self.file)
        // A bare path is refused as an argument without --domain (it would match nothing).
        let urls = try Self.urls().filter { options.contains("--domain") || !$0.hasPrefix("/") }
        let list = try dir.write("urls.txt", urls.joined(separator: "\n") + "\n")
        guard let batch = try await ULinksCommand.run(["match", aasa, "--urls", list] + options),
            let single = try await ULinksCommand.run(["match", aasa] + urls + options)
        else { return }
        #expect(batch.status == 0, "\(batch.errors)")
        #expect(single.status == 0, "\(single.errors)")
        #expect(!batch.output.isEmpty)
        #expect(batch.output == single.output, "\(options): --urls text differs from the URL arguments' text")
    }
}
