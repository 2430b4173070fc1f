extension HTMLReportPage {
    /// The page of `ulinks validate --format html`: each file's summary, then its source with the
    /// diagnostics marked; the table's headings and each file's summary in `localizer`'s language.
    public static func validation(
        _ sources: [SourceReport], title: String, subtitle: String? = nil, localizer: Localizer = .english
    ) -> String {
        var body = ""
        if sources.count > 1 {
            let rows = sources.map { source in
                [
                    "<a href=\"#\(HTML.anchor("file", source.name))\">\(HTML.escape(source.name))</a>",
                    HTML.badge(summaryStatus(source.report), localizer: localizer),
                    "<span class=\"num\">\(source.report.errors.count)</span>",
                    "<span class=\"num\">\(source.report.warnings.count)</span>",
                ]
            }
            let header = ["html.file", "html.result", "html.errors", "html.warnings"].map { localizer.text($0) }
            body += HTML.table(header: header, rows: rows)
        }
        for source in sources {
            body += "<section class=\"file\" id=\"\(HTML.anchor("file", source.name))\">"
            body +=
                "<h2>\(HTML.escape(source.name)) \(HTML.badge(summaryStatus(source.report), localizer: localizer))</h2>\n"
            body += HTML.element("p", DiagnosticRenderer.summary(source.report, localizer: localizer))
            body += sourceListing(source, localizer: localizer)
            body += "</section>\n"
        }
        return HTMLReportPage(title: title, subtitle: subtitle, body: body, language: localizer.language).render()
    }

    static func summaryStatus(_ report: DiagnosticReport) -> String {
        report.hasErrors ? "fail" : report.warnings.isEmpty ? "pass" : "warning"
    }

    /// Files up to this many lines are shown whole; longer ones as windows around the findings.
    static let wholeFileLines = 80
    /// Lines shown before and after a finding in a long file.
    static let contextLines = 3
    /// Characters of a line shown around a column (minified files are one long line).
    static let lineWindow = 160

    /// The source with each diagnostic marked (the line highlighted, the column in a `<mark>`, the
    /// message and fix under it); findings without a position are listed first. The diagnostics are
    /// shown as they are (pass them translated); `localizer` gives the page's own words.
    public static func sourceListing(_ file: SourceReport, localizer: Localizer = .english) -> String {
        var out = ""
        let unplaced = file.report.diagnostics.filter { $0.location == nil }
        for d in unplaced { out += diagnostic(d, listed: true, localizer: localizer) }
        guard let source = file.source, !source.bytes.isEmpty else { return out }
        var byLine: [Int: [Diagnostic]] = [:]
        for d in file.report.diagnostics {
            if let line = d.location?.line, line >= 1, line <= source.lineStarts.count {
                byLine[line, default: []].append(d)
            }
        }
        let lineCount = source.lineStarts.count
        var shown: [Int]
        if lineCount <= wholeFileLines {
            shown = Array(1...lineCount)
        } else {
            var set: Set<Int> = []
            for line in byLine.keys {
                for n in max(1, line - contextLines)...min(lineCount, line + contextLines) { set.insert(n) }
            }
            shown = set.sorted()
        }
        guard !shown.isEmpty else { return out }
        out += "<pre class=\"source\">"
        var previous = 0
        for number in shown {
            if number > previous + 1 { out += "<span class=\"gap\">      …</span>\n" }
            previous = number
            let diagnostics = byLine[number] ?? []
            let text = source.line(number)
            let columns = Set(diagnostics.compactMap { $0.location?.column })
            out += "<span class=\"ln\">\(number)</span>"
            if !DiagnosticRenderer.isPrintable(text) {
                out += "<span class=\"gap\">\(HTML.escape(localizer.text("html.binary-not-shown")))</span>\n"
            } else {
                let line = markedLine(text, columns: columns)
                out += diagnostics.isEmpty ? line + "\n" : "<span class=\"hit\">\(line)</span>\n"
            }
            for d in diagnostics { out += diagnostic(d, listed: false, localizer: localizer) }
        }
        if lineCount > wholeFileLines && previous < lineCount { out += "<span class=\"gap\">      …</span>\n" }
        return out + "</pre>\n"
    }

    /// One diagnostic as a block: `error[code] 3:7: message` and `fix: …`.
    static func diagnostic(_ d: Diagnostic, listed: Bool, localizer: Localizer) -> String {
        var text = "\(d.severity.rawValue)[\(d.code)]"
        if let location = d.location { text += " \(location.line):\(location.column)" }
        text += ": " + localizer.render(d.message)
        if let hint = d.hint.map(localizer.render), !hint.isEmpty {
            text += "\n\(localizer.text("render.fix")) " + hint
        }
        let tag = listed ? "p" : "span"
        return "<\(tag) class=\"diag \(d.severity.rawValue)\">\(HTML.escape(text))</\(tag)>" + (listed ? "\n" : "")
    }

    /// A line with the characters at `columns` (1-based, in Unicode scalars) marked; a long line is cut
    /// to a window around the first mark.
    static func markedLine(_ line: String, columns: Set<Int>) -> String {
        let scalars = Array(line.unicodeScalars)
        var start = 0
        var end = scalars.count
        if scalars.count > lineWindow {
            let first = (columns.min() ?? 1) - 1
            start = max(0, min(first - lineWindow / 2, scalars.count - lineWindow))
            end = min(scalars.count, start + lineWindow)
        }
        func text(_ range: Range<Int>) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[range])
            return HTML.escape(String(view))
        }
        var out = start > 0 ? "…" : ""
        var cursor = start
        for column in columns.sorted() where column - 1 >= start && column - 1 <= end {
            let index = column - 1
            out += text(cursor..<index)
            out += "<mark>" + (index < scalars.count ? text(index..<(index + 1)) : " ") + "</mark>"
            cursor = min(index + 1, scalars.count)
        }
        if cursor < end { out += text(cursor..<end) }
        return out + (end < scalars.count ? "…" : "")
    }
}
