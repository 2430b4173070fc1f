import Foundation
import UniversalLinks

extension DomainReport {
    /// The page of `ulinks check --format html`: for many domains, a chart of the results and a
    /// histogram of the check times, then a table of the domains (the worst first, each linking to its
    /// section); then each domain's checks, the file's diagnostics on its source, and the origin and
    /// CDN copies side by side when they differ. Words, what each check saw and its fix in
    /// `localizer`'s language; check ids and values as they are.
    public static func htmlPage(
        _ reports: [DomainReport], title: String, subtitle: String? = nil, localizer: Localizer = .english
    ) -> String {
        MessageTables.register(.checker)
        let sorted = reports.sorted {
            $0.status.rank != $1.status.rank ? $0.status.rank > $1.status.rank : $0.domain < $1.domain
        }
        var body = ""
        if reports.count > 1 {
            let bars = DomainStatus.allCases.map { status in
                SVGChart.Bar(
                    label: localizer.text("html.status.\(status.rawValue)"),
                    value: reports.filter { $0.status == status }.count, status: status.rawValue)
            }
            let byResult = localizer.text("html.check.chart.results")
            let times = localizer.text("html.check.chart.times")
            body += "<div class=\"charts\"><figure>" + SVGChart.bars(bars, title: byResult)
            body += "<figcaption>\(HTML.escape(byResult))</figcaption></figure><figure>"
            body += SVGChart.latencyHistogram(reports.map(\.seconds), title: times)
            body += "<figcaption>\(HTML.escape(times))</figcaption></figure></div>\n"
        }
        let rows = sorted.map { report in
            let problems = report.checks.filter { $0.status == .fail || $0.status == .warning }
            return [
                "<a href=\"#\(HTML.anchor("domain", report.domain))\">\(HTML.escape(report.domain))</a>",
                HTML.badge(report.status.rawValue, localizer: localizer),
                "<span class=\"num\">\(String(format: "%.3f", report.seconds)) s</span>",
                HTML.escape(problems.map(\.id.rawValue).joined(separator: ", ")),
                HTML.escape(problems.first.map { localizer.render($0.fix ?? $0.seen) } ?? ""),
            ]
        }
        let header = ["domain", "result", "time", "problems", "first-fix"].map { localizer.text("html.check.\($0)") }
        body += HTML.table(header: header, rows: rows, class: "domains")
        for report in sorted { body += report.htmlSection(localizer: localizer) }
        return HTMLReportPage(title: title, subtitle: subtitle, body: body, language: localizer.language).render()
    }

    /// This domain's section: checks, file diagnostics, CDN comparison.
    public func htmlSection(showSkipped: Bool = false, localizer: Localizer = .english) -> String {
        MessageTables.register(.checker)
        var out = "<section class=\"domain\" id=\"\(HTML.anchor("domain", domain))\">"
        out += "<h2>\(HTML.escape(domain)) \(HTML.badge(status.rawValue, localizer: localizer))</h2>\n"
        var facts = "\(url) — \(String(format: "%.3f", seconds)) s"
        if let remoteAddress { facts += " — \(remoteAddress)" }
        out += HTML.element("p", facts, class: "fix")
        let rows = checks.filter { showSkipped || $0.status != .skipped }.map { check in
            [
                HTML.escape(check.id.rawValue), HTML.badge(check.status.rawValue, localizer: localizer),
                HTML.escape((check.subject.map { $0 + ": " } ?? "") + localizer.render(check.seen)),
                HTML.escape(localizer.render(check.fix) ?? ""),
            ]
        }
        let header = ["check", "result", "seen", "fix"].map { localizer.text("html.check.\($0)") }
        out += HTML.table(header: header, rows: rows)
        if let validation, !validation.report.diagnostics.isEmpty {
            out += HTML.element("h3", localizer.text("html.check.file-diagnostics"))
            out += HTMLReportPage.sourceListing(
                SourceReport(
                    name: url, source: validation.document.source, report: localizer.localized(validation.report)),
                localizer: localizer)
        }
        if let cdn, !cdn.differences.isEmpty {
            out += HTML.element("h3", localizer.text("html.check.cdn-differs"))
            out += "<ul>" + cdn.differences.map { HTML.element("li", localizer.render($0)) }.joined() + "</ul>"
            let servedBy = localizer.text("html.check.served-by", ["domain": domain])
            out += "<div class=\"side\"><div>" + HTML.element("h3", servedBy)
            out += copy(validation, localizer: localizer)
            out += "</div><div>" + HTML.element("h3", localizer.text("html.check.cdn-copy", ["url": cdn.url]))
            out += copy(cdnValidation, localizer: localizer) + "</div></div>\n"
        }
        return out + "</section>\n"
    }

    private func copy(_ validation: AASAValidation?, localizer: Localizer) -> String {
        guard let bytes = validation?.document.source.bytes, !bytes.isEmpty else {
            return HTML.element("p", localizer.text("html.check.no-file"), class: "fix")
        }
        return "<pre class=\"source\">" + HTML.escape(String(decoding: bytes, as: UTF8.self)) + "</pre>"
    }
}

extension DomainStatus {
    /// Worse is higher: unreachable and fail first in the HTML table.
    var rank: Int {
        switch self {
        case .pass: 0
        case .warning: 1
        case .fail: 2
        case .unreachable: 3
        }
    }
}
