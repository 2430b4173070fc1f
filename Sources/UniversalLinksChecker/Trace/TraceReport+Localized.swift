import UniversalLinks

extension TraceReport {
    /// The report with its prose (reasons, notes, fixes, causes) rendered in `localizer`'s language, for
    /// output that writes it out whole (JSON); codes, URLs, app IDs and keys unchanged. The same for
    /// English.
    public func localized(_ localizer: Localizer) -> TraceReport {
        guard localizer.language != .english else { return self }
        MessageTables.register(.checker)
        let l = TraceLocalization(localizer)
        var report = self
        report.hops = hops.map(l.hop)
        report.ios = l.verdict(ios)
        report.android = android.map(l.verdict)
        report.entitlements = entitlements.map { answer in
            var answer = answer
            answer.reason = l.text(answer.reason)
            return answer
        }
        report.stopped = stopped.map(l.text)
        report.ruleOut = ruleOut.map(l.text)
        report.wrapper = wrapper.map { wrapper in
            var wrapper = wrapper
            wrapper.ios = wrapper.ios.map(l.verdict)
            wrapper.android = wrapper.android.map(l.verdict)
            return wrapper
        }
        report.whereTapped = whereTapped.map { place in
            var place = place
            place.note = l.text(place.note)
            return place
        }
        return report
    }
}

/// Renders a trace's messages into texts of one language.
private struct TraceLocalization {
    let localizer: Localizer

    init(_ localizer: Localizer) { self.localizer = localizer }

    func text(_ message: Message) -> Message { localizer.rendered(message) }

    func hop(_ hop: TraceHop) -> TraceHop {
        var hop = hop
        hop.error = hop.error.map(text)
        hop.note = hop.note.map(text)
        hop.ios = decision(hop.ios)
        hop.android = hop.android.map(decision)
        return hop
    }

    func decision(_ decision: HopDecision) -> HopDecision {
        var decision = decision
        decision.reason = text(decision.reason)
        return decision
    }

    func verdict(_ verdict: PlatformVerdict) -> PlatformVerdict {
        var verdict = verdict
        verdict.reason = text(verdict.reason)
        verdict.fixList = verdict.fixList.map { PlatformVerdict.Fix(code: $0.code, text: text($0.text)) }
        return verdict
    }
}
