import Testing
import ULinksTestSupport

@testable import UniversalLinks

/// The linear unreachable-rule search equals its quadratic definition (the first earlier rule that
/// `covers` a rule), on every corpus file and on generated rule lists.
@Suite struct UnreachableRulesOracleTests {
    static func oracle(_ rules: [CompiledRule]) -> [(rule: Int, coveredBy: Int)] {
        rules.indices.compactMap { j in rules[..<j].firstIndex(where: { $0.covers(rules[j]) }).map { (j, $0) } }
    }

    /// What identifies a finding, whether or not the matcher knew the source (line and column).
    static func keys(_ rules: [UnreachableRule]) -> Set<String> {
        Set(rules.map { "\($0.appID) \($0.rule.pointer) \($0.offset) \($0.coveredBy.pointer)" })
    }

    static func check(_ bytes: [UInt8]) {
        let document = AssociationDocument(bytes: bytes)
        guard let file = document.file else { return }
        let matcher = AASAMatcher(document: document)
        for ios in [IOSVersion.ios12, .ios13] {
            // The validator's light path (pre-scan, then rules only) gives what the full matcher gives.
            #expect(
                Self.keys(AASAMatcher.unreachableRules(in: file, ios: ios))
                    == Self.keys(matcher.unreachableRules(ios: ios)))
            for k in matcher.appIDs.indices {
                let rules = matcher.rules(ofApp: k, ios).rules
                var budget = WorkBudget.unlimited
                let fast = AASAMatcher.firstCoveringRules(rules, budget: &budget)
                let slow = oracle(rules)
                #expect(fast.map(\.rule) == slow.map(\.rule))
                #expect(fast.map(\.coveredBy) == slow.map(\.coveredBy))
            }
        }
    }

    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent"))
    func corpusFiles() async {
        await onOwnThreads {
            for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa") { Self.check(CorpusFiles.read(path)) }
        }
    }

    @Test func generatedRuleLists() {
        let pieces = [
            "*", "/a/*", "/a/b/*", "/a/b", "/A/*", "/a*", "/$(lang)/*", "/a/?*", "/b/*", "/a/b/c", "NOT /a/*", "a/b",
            "/a/b/", "**", "/caf%C3%A9/*", "/$(lang)", "/a//b/*",
        ]
        let extras = [
            "", #", "caseSensitive": false"#, #", "percentEncoded": false"#, #", "?": "x=1""#, ##", "#": "f""##,
            #", "exclude": true"#,
        ]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<600 {
            let count = Int.random(in: 1...8, using: &generator)
            let components = (0..<count).map { _ in
                #"{"/": ""# + pieces.randomElement(using: &generator)! + #"""# + extras.randomElement(
                    using: &generator)! + "}"
            }
            let paths = (0..<count).map { _ in #"""# + pieces.randomElement(using: &generator)! + #"""# }
            let defaults = [
                "", #""defaults": {"?": {"x": "1"}}, "#, ##""defaults": {"#": "*"}, "##,
                #""defaults": {"/": "/a/*"}, "#,
                #""defaults": {"caseSensitive": false}, "#,
            ].randomElement(using: &generator)!
            let json = """
                {"applinks": {"apps": [], "details": [{"appIDs": ["ABCDE12345.a.b"], \(defaults)"components": [\(components.joined(separator: ","))], "paths": [\(paths.joined(separator: ","))]}]}}
                """
            Self.check(Array(json.utf8))
        }
    }
}

extension UnreachableRulesOracleTests {
    /// The validator's light path (rules only) gives what the full matcher gives.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent"))
    func lightPathEqualsFullMatcher() async {
        await onOwnThreads {
            for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/aasa") {
                let document = AssociationDocument(bytes: CorpusFiles.read(path))
                guard let file = document.file else { continue }
                for ios in [IOSVersion.ios12, .ios13] {
                    let light = AASAMatcher.unreachableRules(in: file, ios: ios)
                    let full = AASAMatcher(file: file).unreachableRules(ios: ios)
                    #expect(Set(light) == Set(full), "\(path)")
                }
            }
        }
    }
}
