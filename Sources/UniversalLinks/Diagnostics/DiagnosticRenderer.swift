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
    /// The language of the messages, hints and labels (the diagnostics are translated as rendered).
    public var localizer: Localizer

    public init(colors: Bool = false, localizer: Localizer = .english) {
        self.colors = colors
        self.localizer = localizer
    }

    public func render(_ diagnostic: Diagnostic, fileName: String, source: SourceText?) -> String {
        let diagnostic = localizer.localized(diagnostic)
        var out = ""
        if let location = diagnostic.location {
            out += "\(fileName):\(location.line):\(location.column): "
        } else {
            out += "\(fileName): "
        }
        out += paint(diagnostic.severity) + "[\(diagnostic.code)]: " + localizer.render(diagnostic.message) + "\n"
        if let location = diagnostic.location, let source, location.line <= source.lineStarts.count,
            let (shown, caretColumn) = Self.shownLine(source, location)
        {
            out += "    " + shown + "\n"
            // Keep tabs so the caret lines up under them; a wide (CJK) character takes two cells.
            let padding = shown.unicodeScalars.prefix(caretColumn - 1).map {
                $0 == "\t" ? "\t" : $0.isWide ? "  " : " "
            }
            .joined()
            out += "    " + padding + (colors ? "\u{1B}[1;32m^\u{1B}[0m" : "^") + "\n"
        }
        if let hint = diagnostic.hint.map(localizer.render), !hint.isEmpty {
            out += "  " + (localizer.language == .english ? "fix:" : localizer.text("render.fix")) + " " + hint + "\n"
        }
        return out
    }

    public func render(_ report: DiagnosticReport, fileName: String, source: SourceText?) -> String {
        report.diagnostics.map { render($0, fileName: fileName, source: source) }.joined()
    }

    /// A summary line: "2 errors, 1 warning".
    public static func summary(_ report: DiagnosticReport, localizer: Localizer = .english) -> String {
        let e = report.errors.count
        let w = report.warnings.count
        if e == 0 && w == 0 { return localizer.language == .english ? "no problems" : localizer.text("summary.clean") }
        return counts(errors: e, warnings: w, localizer: localizer)
    }

    /// "2 errors, 1 warning", in the localizer's language.
    public static func counts(errors e: Int, warnings w: Int, localizer: Localizer = .english) -> String {
        guard localizer.language != .english else {
            return "\(e) error\(e == 1 ? "" : "s"), \(w) warning\(w == 1 ? "" : "s")"
        }
        return localizer.text(
            "summary.counts",
            [
                "errors": localizer.text("summary.error", count: e),
                "warnings": localizer.text("summary.warning", count: w),
            ])
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

    /// The source line to show under a finding and the caret's column in it; nil when the line is
    /// not printable. A long (minified) line is cut to a window around the column, found on the
    /// bytes near the finding: each finding costs the window, not the line (a 20 MB one-line file
    /// with thousands of findings renders in linear time).
    static func shownLine(_ source: SourceText, _ location: SourceLocation) -> (String, Int)? {
        let lineStart = source.lineStarts[location.line - 1]
        var lineEnd =
            location.line < source.lineStarts.count ? source.lineStarts[location.line] - 1 : source.bytes.count
        if lineEnd > lineStart, source.bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        guard lineEnd - lineStart > 4096 else {
            let line = source.line(location.line)
            return isPrintable(line) ? clip(line, column: location.column) : nil
        }
        let width = 120
        return source.bytes.withUnsafeBufferPointer { bytes -> (String, Int)? in
            func isStart(_ i: Int) -> Bool { bytes[i] & 0xC0 != 0x80 }
            /// From byte `i`, `n` scalars back (not before the line's start): the byte and the count.
            func back(_ i: Int, _ n: Int) -> (Int, Int) {
                var i = i
                var walked = 0
                while walked < n, i > lineStart {
                    i -= 1
                    while i > lineStart, !isStart(i) { i -= 1 }
                    walked += 1
                }
                return (i, walked)
            }
            func forward(_ i: Int, _ n: Int) -> (Int, Int) {
                var i = i
                var walked = 0
                while walked < n, i < lineEnd {
                    i += 1
                    while i < lineEnd, !isStart(i) { i += 1 }
                    walked += 1
                }
                return (i, walked)
            }
            let offset = max(lineStart, min(location.offset, lineEnd))
            var (start, before) = back(offset, width / 2)
            var (end, count) = forward(start, width)
            if count < width {
                // The line ends within the window: show its last `width` scalars.
                end = lineEnd
                (start, _) = back(lineEnd, width)
                before = 0
                var i = start
                while i < offset {
                    if isStart(i) { before += 1 }
                    i += 1
                }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
            guard isPrintable(text) else { return nil }
            let first = location.column - 1 - before  // scalars of the line before the window
            return (
                (start > lineStart ? "…" : "") + text + (end < lineEnd ? "…" : ""),
                location.column - first + (first > 0 ? 1 : 0)
            )
        }
    }

    /// Long (minified) lines are cut to a window around the column.
    private static func clip(_ line: String, column: Int) -> (String, Int) {
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
