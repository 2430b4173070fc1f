extension Localizer {
    /// `message` rendered in this language, kept as a message of that text (``Message/verbatim(_:)``): what
    /// a value's `localized` copy holds before it is written out whole.
    public func rendered(_ message: Message) -> Message { .verbatim(render(message)) }

    /// The diagnostic with its message and hint rendered in this language, for output that writes
    /// diagnostics out whole (`--format json`, a report): code, severity and place unchanged.
    public func localized(_ diagnostic: Diagnostic) -> Diagnostic {
        guard language != .english else { return diagnostic }
        var d = diagnostic
        d.message = rendered(d.message)
        d.hint = d.hint.map(rendered)
        return d
    }

    /// A report finding with its message and hint rendered in this language.
    public func localized(_ finding: ReportFinding) -> ReportFinding {
        guard language != .english else { return finding }
        var f = finding
        f.message = rendered(f.message)
        f.hint = f.hint.map(rendered)
        return f
    }

    public func localized(_ report: DiagnosticReport) -> DiagnosticReport {
        guard language != .english else { return report }
        return DiagnosticReport(report.diagnostics.map(localized))
    }

    public func localized(_ source: SourceReport) -> SourceReport {
        guard language != .english else { return source }
        return SourceReport(name: source.name, source: source.source, report: localized(source.report))
    }

    /// The registry entry with its summary and fix rendered in this language.
    public func localized(_ info: DiagnosticCodeInfo) -> DiagnosticCodeInfo {
        guard language != .english else { return info }
        var info = info
        info.summary = rendered(info.summary)
        info.fix = info.fix.map(rendered)
        return info
    }
}
