/// A self-contained HTML page for a report: inline CSS, no script, no external resource, a Content
/// Security Policy that forbids both, and print styles (no colours needed to read it, sections not
/// split across pages where avoidable).
public struct HTMLReportPage: Sendable {
    public var title: String
    /// A line under the title (what was checked, when).
    public var subtitle: String?
    /// The body: markup built with ``HTML`` (which escapes every text).
    public var body: String
    /// The page's language, for `<html lang>` (the texts are built in it by the caller).
    public var language: Language

    public init(title: String, subtitle: String? = nil, body: String, language: Language = .english) {
        self.title = title
        self.subtitle = subtitle
        self.body = body
        self.language = language
    }

    public func render() -> String {
        var out = """
            <!DOCTYPE html>
            <html lang="\(language.rawValue)">
            <head>
            <meta charset="utf-8">
            <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; img-src data:">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>\(HTML.escape(title))</title>
            <style>\(Self.css)</style>
            </head>
            <body>
            <header><h1>\(HTML.escape(title))</h1>
            """
        if let subtitle { out += HTML.element("p", subtitle, class: "subtitle") }
        out += "</header>\n<main>\n" + body + "</main>\n</body>\n</html>\n"
        return out
    }

    static let css = """
        :root{--fail:#c62828;--warning:#b26a00;--pass:#2e7d32;--note:#1565c0;--muted:#666;--line:#ddd}
        body{font:14px/1.45 -apple-system,system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;margin:0 auto;
        max-width:1200px;padding:16px 24px;color:#1b1b1b;background:#fff}
        h1{font-size:22px;margin:0 0 4px}h2{font-size:18px;margin:28px 0 8px;border-bottom:1px solid var(--line)}
        h3{font-size:15px;margin:18px 0 6px}.subtitle{color:var(--muted);margin:0}
        table{border-collapse:collapse;width:100%;margin:8px 0}th,td{border:1px solid var(--line);padding:4px 8px;
        text-align:left;vertical-align:top;overflow-wrap:anywhere}th{background:#f4f4f4}
        th,.num,.badge{white-space:nowrap}.num{font-variant-numeric:tabular-nums}
        .badge{display:inline-block;padding:0 6px;border-radius:8px;font-weight:600;font-size:12px;color:#fff;
        background:var(--muted)}.badge.pass{background:var(--pass)}.badge.warning{background:var(--warning)}
        .badge.fail,.badge.error,.badge.unreachable{background:var(--fail)}.badge.note{background:var(--note)}
        pre.source{font:12px/1.5 ui-monospace,Menlo,Consolas,monospace;background:#fafafa;border:1px solid var(--line);
        padding:6px 0;overflow-x:auto;white-space:pre}
        pre.source .ln{display:inline-block;width:4em;padding-right:8px;text-align:right;color:#999;user-select:none}
        pre.source .hit{background:#fff3cd}pre.source mark{background:#ffb4a8;outline:1px solid var(--fail)}
        .diag{display:block;white-space:pre-wrap;margin:0 0 2px 5em;padding:2px 8px;border-left:3px solid var(--fail);
        background:#fff;font-family:-apple-system,system-ui,sans-serif}.diag.warning{border-color:var(--warning)}
        .diag.note{border-color:var(--note)}.gap{color:#999}
        .charts{display:flex;gap:24px;flex-wrap:wrap}.charts figure{margin:0}.charts figcaption{color:var(--muted)}
        .side{display:grid;grid-template-columns:1fr 1fr;gap:12px}.side pre{max-height:480px;overflow:auto}
        section.domain{break-inside:avoid-page}.fix{color:var(--muted)}
        @media print{body{max-width:none;padding:0;font-size:11px}a{color:inherit;text-decoration:none}
        pre.source{white-space:pre-wrap;overflow:visible}.side pre{max-height:none}
        .badge{color:#000;background:none!important;border:1px solid #000}h2{break-after:avoid}}
        """
}
