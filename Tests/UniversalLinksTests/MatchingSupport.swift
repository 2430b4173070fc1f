import Testing
import UniversalLinks

/// Helpers shared by the matcher tests: small files built around one rule list.
enum MatchingFixture {
    static let app = "ABCDE12345.com.example.app"

    /// A one-app file whose detail has the given `components` JSON (an array's content).
    static func components(
        _ components: String, defaults: String? = nil, appDefaults: String? = nil, variables: String? = nil
    )
        -> String
    {
        var links: [String] = []
        if let appDefaults { links.append("\"defaults\": \(appDefaults)") }
        if let variables { links.append("\"substitutionVariables\": \(variables)") }
        let detailDefaults = defaults.map { ", \"defaults\": \($0)" } ?? ""
        links.append("\"details\": [{\"appID\": \"\(app)\", \"components\": [\(components)]\(detailDefaults)}]")
        return "{\"applinks\": {\(links.joined(separator: ", "))}}"
    }

    /// A one-app legacy file with the given `paths`.
    static func paths(_ paths: [String], appDefaults: String? = nil) -> String {
        let list = paths.map { "\"\($0)\"" }.joined(separator: ", ")
        let defaults = appDefaults.map { "\"defaults\": \($0), " } ?? ""
        return "{\"applinks\": {\"apps\": [], \(defaults)\"details\": [{\"appID\": \"\(app)\", \"paths\": [\(list)]}]}}"
    }

    static func matcher(_ json: String) -> AASAMatcher { AASAMatcher(document: AssociationDocument(string: json)) }

    /// The single app's decision for a URL on example.com (a bare path is taken as on example.com).
    static func decide(_ json: String, _ url: String, ios: IOSVersion = .ios13) -> MatchDecision? {
        let full = url.hasPrefix("/") || url.isEmpty ? "https://example.com" + url : url
        return matcher(json).decide(full, domain: "example.com", ios: ios).decision(for: app)
    }
}

/// A table row: pattern or rule, URL, expected decision.
struct MatchCase: Sendable, CustomTestStringConvertible {
    var rule: String
    var url: String
    var expected: MatchDecision
    var testDescription: String { "\(rule) vs \(url) -> \(expected.rawValue)" }

    init(_ rule: String, _ url: String, _ expected: MatchDecision) {
        self.rule = rule
        self.url = url
        self.expected = expected
    }
}
