/// Renders diagnostics for humans, compiler style:
///
/// ```
/// apple-app-site-association:7:48: error[curly-quote]: typographic quote “ used instead of ...
///     "paths": [ "NOT /e/*", "*", "/", “/archives/201?/* ] } ] } }
///                                      ^
///   fix: Replace typographic quotes with straight double quotes (")
/// ```
public struct DiagnosticRenderer: Sendable {
    /// Whether to color the output with ANSI escapes.
    public var colors: Bool

    public init(colors: Bool = false) { self.colors = colors }

    public func render(_ diagnostic: Diagnostic, fileName: String, source: SourceText?) -> String {
        var out = ""
        if let location = diagnostic.location {
            out += "\(fileName):\(location.line):\(location.column): "
        } else {
            out += "\(fileName): "
        }
        out += paint(diagnostic.severity) + "[\(diagnostic.code)]: " + diagnostic.message + "\n"
        if let location = diagnostic.location, let source, location.line <= source.lineStarts.count,
            case let line = source.line(location.line), Self.isPrintable(line)
        {
            let (shown, caretColumn) = clip(line, column: location.column)
            out += "    " + shown + "\n"
            // Keep tabs so the caret lines up under them.
            let padding = shown.unicodeScalars.prefix(caretColumn - 1).map { $0 == "\t" ? "\t" : " " }.joined()
            out += "    " + padding + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
        }
        if let hint = diagnostic.hint, !hint.isEmpty {
            out += "  fix: " + hint + "\n"
        }
        return out
    }

    public func render(_ report: DiagnosticReport, fileName: String, source: SourceText?) -> String {
        report.diagnostics.map { render($0, fileName: fileName, source: source) }.joined()
    }

    /// A summary line: "2 errors, 1 warning".
    public static func summary(_ report: DiagnosticReport) -> String {
        let e = report.errors.count
        let w = report.warnings.count
        if e == 0 && w == 0 { return "no problems" }
        return "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s")"
    }

    /// Binary content (gzip, DER) is not echoed.
    static func isPrintable(_ line: String) -> Bool {
        !line.unicodeScalars.contains { $0 == "\u{FFFD}" || ($0.value < 0x20 && $0 != "\t") || $0.value == 0x7F }
    }

    private func paint(_ severity: Severity) -> String {
        guard colors else { return severity.rawValue }
        switch severity {
        case .error: return "\u{1B}[1;31merror\u{1B}[0m"
        case .warning: return "\u{1B}[1;33mwarning\u{1B}[0m"
        case .note: return "\u{1B}[1;36mnote\u{1B}[0m"
        }
    }

    /// Long (minified) lines are cut to a window around the column.
    private func clip(_ line: String, column: Int) -> (String, Int) {
        let scalars = Array(line.unicodeScalars)
        let width = 120
        guard scalars.count > width else { return (line, column) }
        let start = max(0, min(column - 1 - width / 2, scalars.count - width))
        let end = min(scalars.count, start + width)
        var view = String.UnicodeScalarView()
        view.append(contentsOf: scalars[start..<end])
        let prefix = start > 0 ? "…" : ""
        let suffix = end < scalars.count ? "…" : ""
        return (prefix + String(view) + suffix, column - start + (start > 0 ? 1 : 0))
    }
}
