/// Renders findings as GitHub Actions workflow commands, one line each
/// (`::error file=aasa.json,line=3,col=7,title=trailing-comma::message`), so that a job's log becomes
/// annotations on the pull request without any setup.
///
/// GitHub's escaping: in the message `%`, CR and LF become `%25`, `%0D`, `%0A`; in property values
/// `:` and `,` also become `%3A` and `%2C`. Notes are `::notice`.
public struct GitHubAnnotationRenderer: Sendable {
    public init() {}

    public func render(_ findings: [ReportFinding]) -> String {
        findings.map { render($0) + "\n" }.joined()
    }

    public func render(_ finding: ReportFinding) -> String {
        var properties: [String] = []
        if let file = finding.file, !file.isEmpty, file != "<stdin>" {
            properties.append("file=" + Self.escapeProperty(file))
            if let location = finding.location {
                properties.append("line=\(location.line)")
                properties.append("col=\(location.column)")
            }
        }
        properties.append("title=" + Self.escapeProperty(finding.rule))
        var message = finding.message.english
        if let hint = finding.hint?.english, !hint.isEmpty { message += "\nfix: " + hint }
        return "::\(Self.command(finding.severity)) " + properties.joined(separator: ",") + "::"
            + Self.escapeData(message)
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
    }

    /// Escapes a message (the text after `::`).
    public static func escapeData(_ text: String) -> String {
        escape(text, extra: false)
    }

    /// Escapes a property value (`file=`, `title=`).
    public static func escapeProperty(_ text: String) -> String {
        escape(text, extra: true)
    }

    private static func escape(_ text: String, extra: Bool) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where extra: out += "%3A"
            case "," where extra: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
