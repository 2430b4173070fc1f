/// A rule that findings refer to: what it checks, how to fix what it finds, and where it is documented.
/// SARIF output lists the rules of a run (`tool.driver.rules`); GitHub code scanning shows their help.
public struct ReportRule: Sendable, Hashable {
    public var id: String
    public var severity: Severity
    /// One sentence: what the rule finds.
    public var summary: String
    public var fix: String?
    /// The documentation of this rule (an absolute URL).
    public var helpURI: String?

    public init(id: String, severity: Severity, summary: String, fix: String? = nil, helpURI: String? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.fix = fix
        self.helpURI = helpURI
    }

    /// Where the repository's `Docs/` folder is published; help URIs point into it.
    public static let documentationBase = "https://github.com/swiftlinks/swift-universal-links/blob/main/Docs/"

    /// One rule per registered diagnostic code, each pointing at its example in `Docs/Diagnostics.md`.
    public static let diagnosticRules: [ReportRule] = {
        var rules: [ReportRule] = []
        var seen: Set<String> = []
        // In the reference document's order: domain by domain, each code once.
        for domain in DiagnosticCodeInfo.Domain.allCases {
            for info in DiagnosticCode.registry where info.domain == domain {
                let code = info.code.rawValue
                guard seen.insert(code).inserted else { continue }
                rules.append(
                    ReportRule(
                        id: code, severity: info.severity, summary: info.summary.english, fix: info.fix?.english,
                        helpURI: documentationBase + "Diagnostics.md#" + anchor(code)))
            }
        }
        return rules
    }()

    /// GitHub's anchor for a Markdown heading: lower case, punctuation other than `-` and `_` dropped,
    /// spaces as `-`.
    public static func anchor(_ heading: String) -> String {
        String(
            heading.lowercased().unicodeScalars.compactMap { scalar -> Character? in
                if scalar == " " { return "-" }
                if scalar == "-" || scalar == "_" || scalar.properties.isAlphabetic
                    || scalar.properties.numericType != nil
                {
                    return Character(scalar)
                }
                return nil
            })
    }

    /// The rule for `id` made from the diagnostic registry (a generic one for an id nobody
    /// registered), so that every finding has a rule.
    static func registered(_ id: String) -> ReportRule {
        let info = DiagnosticCode(id).info
        return ReportRule(id: id, severity: info.severity, summary: info.summary.english, fix: info.fix?.english)
    }
}
