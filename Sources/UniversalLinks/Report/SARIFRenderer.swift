#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Renders findings as a SARIF 2.1.0 log (one run), the format GitHub code scanning and most CI
/// dashboards read: the run lists the rules (every registered diagnostic code with its help and a link
/// to its documentation, plus the caller's), and each result names its rule, level, message and the
/// file, line and column.
public struct SARIFRenderer: Sendable {
    public var toolName: String
    public var toolVersion: String?
    public var informationURI: String?
    /// The rules of the run; a finding whose rule is not among them gets one from the diagnostic registry.
    public var rules: [ReportRule]
    /// The language of each result's `message.text`; when not English, the English text is kept in the
    /// result's `properties.englishMessage` for tools that expect it. Rule ids never change.
    public var localizer: Localizer = .english

    public init(
        toolName: String = "ulinks", toolVersion: String? = nil,
        informationURI: String? = "https://github.com/swiftlinks/swift-universal-links",
        rules: [ReportRule] = ReportRule.diagnosticRules
    ) {
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.rules = rules
    }

    /// The SARIF document (pretty JSON, keys sorted, ending with a newline).
    public func render(_ findings: [ReportFinding]) -> String {
        var rules = self.rules
        var index: [String: Int] = [:]
        for (i, rule) in rules.enumerated() where index[rule.id] == nil { index[rule.id] = i }
        var results: [SARIFLog.Result] = []
        for finding in findings {
            let ruleIndex: Int
            if let known = index[finding.rule] {
                ruleIndex = known
            } else {
                ruleIndex = rules.count
                index[finding.rule] = ruleIndex
                rules.append(ReportRule.registered(finding.rule))
            }
            results.append(result(finding, ruleIndex: ruleIndex))
        }
        let driver = SARIFLog.Driver(
            name: toolName, version: toolVersion, informationUri: informationURI, rules: rules.map(Self.rule))
        let log = SARIFLog(runs: [SARIFLog.Run(tool: SARIFLog.Tool(driver: driver), results: results)])
        // Only strings, integers and arrays of them: encoding cannot fail.
        return ((try? JSONOutput.encode(log)) ?? "{}") + "\n"
    }

    private static func rule(_ rule: ReportRule) -> SARIFLog.Rule {
        var help = rule.summary
        var markdown = rule.summary
        if let fix = rule.fix, !fix.isEmpty {
            help += "\nFix: " + fix
            markdown += "\n\n**Fix:** " + fix
        }
        if let uri = rule.helpURI { markdown += "\n\n[Reference and example](\(uri))" }
        return SARIFLog.Rule(
            id: rule.id, shortDescription: .init(text: rule.summary), fullDescription: .init(text: rule.summary),
            help: .init(text: help, markdown: markdown), helpUri: rule.helpURI,
            defaultConfiguration: .init(level: rule.severity.rawValue))
    }

    private func result(_ finding: ReportFinding, ruleIndex: Int) -> SARIFLog.Result {
        var text = finding.message.english
        if let hint = finding.hint?.english, !hint.isEmpty { text += "\nFix: " + hint }
        var properties: [String: String]?
        if localizer.language != .english {
            properties = ["englishMessage": text]
            text = localizer.render(finding.message)
            if let hint = finding.hint.map(localizer.render), !hint.isEmpty {
                text += "\n" + localizer.text("sarif.fix") + " " + hint
            }
        }
        var locations: [SARIFLog.Location]?
        if let file = finding.file, let uri = Self.uri(file) {
            let region = finding.location.map {
                SARIFLog.Region(startLine: max(1, $0.line), startColumn: max(1, $0.column))
            }
            locations = [
                SARIFLog.Location(
                    physicalLocation: .init(artifactLocation: .init(uri: uri), region: region))
            ]
        }
        return SARIFLog.Result(
            ruleId: finding.rule, ruleIndex: ruleIndex, level: finding.severity.rawValue,
            message: .init(text: text), locations: locations, properties: properties)
    }

    /// An artifact URI for a path or URL: URLs as they are, absolute paths as `file://` URLs, relative
    /// paths percent-encoded (code scanning resolves them against the repository root). Standard input
    /// has none.
    public static func uri(_ file: String) -> String? {
        if file.isEmpty || file == "-" || file == "<stdin>" { return nil }
        if let colon = file.firstIndex(of: ":"), file[colon...].hasPrefix("://"),
            file[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "+" || $0 == "-" || $0 == "." })
        {
            return file
        }
        let encoded = percentEncodedPath(file)
        return file.hasPrefix("/") ? "file://" + encoded : encoded
    }

    /// `addingPercentEncoding(withAllowedCharacters: .urlPathAllowed)` less `:` and `;` (a drive letter or
    /// parameter would change the URI's meaning): every other UTF-8 byte as `%XX`.
    static func percentEncodedPath(_ path: String) -> String {
        var out: [UInt8] = []
        for byte in path.utf8 {
            let isUnreserved =
                (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || (0x30...0x39).contains(byte)
                || "-._~!$&'()*+,=@/".utf8.contains(byte)
            if isUnreserved {
                out.append(byte)
            } else {
                out += [0x25, ASCII.hexDigit(byte >> 4), ASCII.hexDigit(byte & 0x0F)]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
