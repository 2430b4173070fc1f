import Foundation
import UniversalLinks

extension DomainReport {
    /// The page of `ulinks check --format html`: for many domains, a chart of the results and a
    /// histogram of the check times, then a table of the domains (the worst first, each linking to its
    /// section); then each domain's checks, the file's diagnostics on its source, and the origin and
    /// CDN copies side by side when they differ.
    public static func htmlPage(_ reports: [DomainReport], title: String, subtitle: String? = nil) -> String {
        let sorted = reports.sorted {
            $0.status.rank != $1.status.rank ? $0.status.rank > $1.status.rank : $0.domain < $1.domain
        }
        var body = ""
        if reports.count > 1 {
            let bars = DomainStatus.allCases.map { status in
                SVGChart.Bar(
                    label: status.rawValue, value: reports.filter { $0.status == status }.count, status: status.rawValue
                )
            }
            body += "<div class=\"charts\"><figure>" + SVGChart.bars(bars, title: "Domains by result")
            body += "<figcaption>Domains by result</figcaption></figure><figure>"
            body += SVGChart.latencyHistogram(reports.map(\.seconds), title: "Check time per domain")
            body += "<figcaption>Check time per domain</figcaption></figure></div>\n"
        }
        let rows = sorted.map { report in
            let problems = report.checks.filter { $0.status == .fail || $0.status == .warning }
            return [
                "<a href=\"#\(HTML.anchor("domain", report.domain))\">\(HTML.escape(report.domain))</a>",
                HTML.badge(report.status.rawValue),
                "<span class=\"num\">\(String(format: "%.3f", report.seconds)) s</span>",
                HTML.escape(problems.map(\.id.rawValue).joined(separator: ", ")),
                HTML.escape(problems.first.map { $0.fix ?? $0.seen } ?? ""),
            ]
        }
        body += HTML.table(header: ["domain", "result", "time", "problems", "first fix"], rows: rows, class: "domains")
        for report in sorted { body += report.htmlSection() }
        return HTMLReportPage(title: title, subtitle: subtitle, body: body).render()
    }

    /// This domain's section: checks, file diagnostics, CDN comparison.
    public func htmlSection(showSkipped: Bool = false) -> String {
        var out = "<section class=\"domain\" id=\"\(HTML.anchor("domain", domain))\">"
        out += "<h2>\(HTML.escape(domain)) \(HTML.badge(status.rawValue))</h2>\n"
        var facts = "\(url) — \(String(format: "%.3f", seconds)) s"
        if let remoteAddress { facts += " — \(remoteAddress)" }
        out += HTML.element("p", facts, class: "fix")
        let rows = checks.filter { showSkipped || $0.status != .skipped }.map { check in
            [
                HTML.escape(check.id.rawValue), HTML.badge(check.status.rawValue),
                HTML.escape((check.subject.map { $0 + ": " } ?? "") + check.seen), HTML.escape(check.fix ?? ""),
            ]
        }
        out += HTML.table(header: ["check", "result", "seen", "fix"], rows: rows)
        if let validation, !validation.report.diagnostics.isEmpty {
            out += HTML.element("h3", "File diagnostics")
            out += HTMLReportPage.sourceListing(
                SourceReport(name: url, source: validation.document.source, report: validation.report))
        }
        if let cdn, !cdn.differences.isEmpty {
            out += HTML.element("h3", "Origin and Apple CDN copies differ")
            out += "<ul>" + cdn.differences.map { HTML.element("li", $0) }.joined() + "</ul>"
            out += "<div class=\"side\"><div>" + HTML.element("h3", "Served by \(domain)")
            out += copy(validation)
            out += "</div><div>" + HTML.element("h3", "Apple CDN (\(cdn.url))") + copy(cdnValidation) + "</div></div>\n"
        }
        return out + "</section>\n"
    }

    private func copy(_ validation: AASAValidation?) -> String {
        guard let bytes = validation?.document.source.bytes, !bytes.isEmpty else {
            return HTML.element("p", "(no file)", class: "fix")
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
