/// `ulinks trace`'s text: one block per hop, then the verdict per platform with its fixes, then the
/// device-side causes to rule out.
public struct TraceReportRenderer: Sendable {
    public init() {}

    public func render(_ report: TraceReport) -> String {
        var lines = ["trace \(report.url)"]
        for (index, hop) in report.hops.enumerated() {
            let status = hop.status.map(String.init) ?? "---"
            lines.append("  \(index + 1)  \(status)  \(hop.url)")
            if let location = hop.location {
                lines.append("        -> \(location)" + (hop.via == "meta-refresh" ? "  (meta refresh)" : ""))
            }
            if let error = hop.error { lines.append("        not fetched: \(error)") }
            if let note = hop.note { lines.append("        note: \(note)") }
            lines.append("        iOS: " + describe(hop.ios))
            if let android = hop.android { lines.append("        Android: " + describe(android)) }
        }
        if let stopped = report.stopped { lines.append("  stopped: \(stopped)") }
        if let answer = report.entitlements {
            lines.append("")
            lines.append(
                "entitlements (\(answer.source)): "
                    + (answer.listed ? "lists \(answer.host)" : "do not list \(answer.host)")
                    + ": \(answer.reason)")
        }
        lines.append("")
        lines += verdict("iOS", report.ios)
        if let android = report.android { lines += verdict("Android", android) }
        lines.append("")
        lines.append("also rule out (on the device; no fetch can see these):")
        lines += report.ruleOut.map { "  - \($0)" }
        return lines.joined(separator: "\n") + "\n"
    }

    private func describe(_ decision: HopDecision) -> String {
        (decision.opens.map { "opens \($0)" } ?? "browser") + " -- \(decision.reason)"
    }

    private func verdict(_ name: String, _ verdict: PlatformVerdict) -> [String] {
        var lines = [
            "\(name): "
                + (verdict.opens.map { "opens \($0)" } ?? "opens in the browser (lands on \(verdict.lands))")
        ]
        lines.append("  why: \(verdict.reason)")
        lines += verdict.fixes.map { "  fix: \($0)" }
        return lines
    }
}
