import UniversalLinks

/// `ulinks trace`'s text: one block per hop, then the verdict per platform with its fixes, then the
/// device-side causes to rule out, in the localizer's language (the report's messages are rendered in
/// it; a report already rendered in a language, ``TraceReport/localized(_:)``, keeps its texts).
public struct TraceReportRenderer: Sendable {
    public var localizer: Localizer

    public init(localizer: Localizer = .english) { self.localizer = localizer }

    public func render(_ report: TraceReport) -> String {
        MessageTables.register(.checker)
        let l = localizer
        var lines = [l.text("trace.render.title", ["url": report.url])]
        for (index, hop) in report.hops.enumerated() {
            let status = hop.status.map(String.init) ?? "---"
            lines.append("  \(index + 1)  \(status)  \(hop.url)")
            if let location = hop.location {
                let via = hop.via == "meta-refresh" ? "  " + l.text("trace.render.meta-refresh") : ""
                lines.append("        -> \(location)" + via)
            }
            if let error = hop.error {
                lines.append("        " + l.render(Message("trace.not-fetched", ["reason": .message(error)])))
            }
            if let note = hop.note {
                lines.append("        " + l.render(Message("trace.render.note", ["note": .message(note)])))
            }
            lines.append("        iOS: " + describe(hop.ios))
            if let android = hop.android { lines.append("        Android: " + describe(android)) }
        }
        if let stopped = report.stopped {
            lines.append("  " + l.render(Message("trace.render.stopped", ["reason": .message(stopped)])))
        }
        if let answer = report.entitlements {
            lines.append("")
            let key = answer.listed ? "trace.render.entitlements.listed" : "trace.render.entitlements.unlisted"
            lines.append(
                l.render(
                    Message(
                        key,
                        ["source": .text(answer.source), "host": .text(answer.host), "reason": .message(answer.reason)])
                ))
        }
        if let wrapper = report.wrapper {
            lines.append("")
            if let inner = wrapper.inner {
                lines.append(l.text("trace.render.wrapper", ["vendor": wrapper.vendor, "inner": inner]))
            } else if let domain = wrapper.innerDomain {
                lines.append(l.text("trace.render.opaque-domain", ["vendor": wrapper.vendor, "domain": domain]))
            } else {
                lines.append(l.text("trace.render.opaque-link", ["vendor": wrapper.vendor]))
            }
        }
        lines.append("")
        lines += verdict("iOS", report.ios)
        if let android = report.android { lines += verdict("Android", android) }
        lines += whereTapped(report.whereTapped)
        lines.append("")
        lines.append(l.text("trace.render.rule-out"))
        lines += report.ruleOut.map { "  - \(l.render($0))" }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The "where it is tapped" rows, aligned; one line when every place fares the same.
    private func whereTapped(_ rows: [TapPlace]) -> [String] {
        let l = localizer
        guard let first = rows.first else { return [] }
        if rows.allSatisfy({ $0.fares == first.fares && $0.note == first.note && $0.source == nil }) {
            let fares = l.text("trace.tap.fares.\(first.fares)")
            return ["", l.text("trace.render.where-tapped-same", ["fares": fares, "note": l.render(first.note)])]
        }
        let width = rows.map { l.text("trace.tap.place.\($0.place)").count }.max() ?? 0
        return ["", l.text("trace.render.where-tapped")]
            + rows.map { row in
                let name = l.text("trace.tap.place.\(row.place)")
                let padded = name + String(repeating: " ", count: max(0, width - name.count))
                let source = row.source.map { " (\($0))" } ?? ""
                return "  \(padded)  \(l.text("trace.tap.fares.\(row.fares)")): \(l.render(row.note))\(source)"
            }
    }

    private func describe(_ decision: HopDecision) -> String {
        let reason: String = localizer.render(decision.reason)
        if !decision.checked { return localizer.text("trace.render.not-checked") + " -- \(reason)" }
        let opens = decision.opens.map { localizer.text("trace.render.opens", ["app": $0]) }
        return (opens ?? localizer.text("trace.render.browser")) + " -- \(reason)"
    }

    private func verdict(_ name: String, _ verdict: PlatformVerdict) -> [String] {
        let l = localizer
        let headline =
            !verdict.checked
            ? l.text("trace.render.verdict.unchecked", ["platform": name])
            : verdict.opens.map { l.text("trace.render.verdict.opens", ["platform": name, "app": $0]) }
                ?? l.text("trace.render.verdict.browser", ["platform": name, "url": verdict.lands])
        var lines = [headline]
        lines.append("  " + l.text("trace.render.why", ["reason": l.render(verdict.reason)]))
        lines += verdict.fixes.map { "  " + l.text("trace.render.fix", ["fix": l.render($0)]) }
        return lines
    }
}
