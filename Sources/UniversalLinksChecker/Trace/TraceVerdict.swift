import Foundation
import UniversalLinks

/// The verdict per platform: what the device does with the tapped URL, why, and how to fix it.
enum TraceVerdict {
    /// The words that differ between iOS and Android.
    struct Platform {
        var name: String
        var file: String
        var fileURL: (String) -> String
        var decision: (TraceHop) -> HopDecision?
        var app: String
        /// The tapped host's association (iOS: its CDN headers).
        var association: (String) -> HostAssociation? = { _ in nil }
    }

    static func ios(
        _ report: TraceReport, options: TraceOptions, associations: [String: HostAssociation] = [:]
    ) -> PlatformVerdict {
        let l = options.localizer
        let asked =
            options.apps.first ?? options.entitlements?.applicationIdentifier ?? l.text("trace.verdict.your-app")
        let platform = Platform(
            name: "iOS", file: l.text("trace.verdict.file.ios"),
            fileURL: { "https://\($0)/.well-known/apple-app-site-association" }, decision: { $0.ios }, app: asked,
            association: { associations[$0] })
        var verdict = verdict(report, platform, l)
        if let answer = report.entitlements, !answer.listed {
            let values = ["host": answer.host, "source": answer.source, "reason": verdict.reason]
            if let opens = verdict.opens {
                verdict.reason = l.text(
                    "trace.verdict.entitlements-unlisted",
                    values.merging(["app": opens, "reason": answer.reason]) { $1 })
                verdict.opens = nil
                verdict.code = "entitlements-unlisted"
            } else {
                verdict.reason = l.text("trace.verdict.entitlements-unlisted-too", values)
            }
            verdict.fix("add-entitlement", l.text("trace.fix.add-entitlement", ["host": answer.host]), at: 0)
        }
        return verdict
    }

    static func android(_ report: TraceReport, options: TraceOptions) -> PlatformVerdict {
        let l = options.localizer
        let platform = Platform(
            name: "Android", file: l.text("trace.verdict.file.android"),
            fileURL: { "https://\($0)/.well-known/assetlinks.json" }, decision: { $0.android },
            app: options.android?.package ?? l.text("trace.verdict.your-app"))
        return verdict(report, platform, l)
    }

    static func verdict(_ report: TraceReport, _ platform: Platform, _ l: Localizer) -> PlatformVerdict {
        let lands = report.hops.last?.url ?? report.url
        let host = URLComponents(string: report.url)?.host?.lowercased() ?? report.url
        let path = URLComponents(string: report.url)?.path ?? "/"
        guard let tapped = report.hops.first.flatMap(platform.decision) else {
            var nothing = PlatformVerdict(opens: nil, lands: lands, reason: l.text("trace.verdict.nothing"), fixes: [])
            nothing.code = "not-checked"
            nothing.checked = false
            return nothing
        }
        if !tapped.checked {
            // Nothing could be looked at: what the device would do is unknown from here.
            var unchecked = PlatformVerdict(
                opens: nil, lands: lands,
                reason: l.text("trace.verdict.unchecked", ["reason": report.hops.first?.error ?? tapped.reason]),
                fixes: [])
            unchecked.code = "not-checked"
            unchecked.checked = false
            if tapped.code == "unreachable" {
                unchecked.fix("retry", l.text("trace.fix.retry", ["host": host]))
            } else if tapped.code == "cdn-unreachable" {
                unchecked.fix("retry-cdn", l.text("trace.fix.retry-cdn", ["host": host]))
            } else {
                unchecked.fix("trace-from", l.text("trace.fix.trace-from", ["host": host]))
            }
            return unchecked
        }
        if let opens = tapped.opens {
            let key = report.hops.count > 1 ? "trace.verdict.opens-redirected" : "trace.verdict.opens"
            let reason = l.text(key, ["platform": platform.name, "reason": tapped.reason])
            var verdict = PlatformVerdict(opens: opens, lands: report.url, reason: reason, fixes: [])
            verdict.code = report.hops.count > 1 ? "opens-redirected" : "opens"
            return verdict
        }
        let later = report.hops.indices.dropFirst().first { platform.decision(report.hops[$0])?.opens != nil }
        let fileURL = platform.fileURL(host)
        if let k = later, let opens = platform.decision(report.hops[k])?.opens {
            let target = report.hops[k].url
            let targetHost = URLComponents(string: target)?.host ?? target
            let reason = l.text(
                "trace.verdict.later",
                [
                    "platform": platform.name, "host": host, "reason": tapped.reason, "hop": String(k + 1),
                    "target": targetHost, "app": opens,
                ])
            var verdict = PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: [], laterHop: k + 1)
            verdict.code = "later-hop-opens"
            let values = ["app": opens, "path": path, "url": fileURL, "file": platform.file]
            if tapped.associated {
                verdict.fix("later-rule", l.text("trace.fix.later-rule", values))
            } else {
                verdict.fix("later-serve", l.text("trace.fix.later-serve", values))
            }
            verdict.fix("link-directly", l.text("trace.fix.link-directly", ["url": target]))
            verdict.fix("no-click-tracking", l.text("trace.fix.no-click-tracking"))
            return verdict
        }
        let unchecked = uncheckedLaterHops(report, platform, l)
        let reason =
            unchecked.isEmpty
            ? l.text("trace.verdict.no-later", ["reason": tapped.reason])
            : l.text(
                "trace.verdict.no-later-unchecked",
                ["reason": tapped.reason, "unchecked": unchecked.joined(separator: "; ")])
        var verdict = PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: [])
        verdict.code = tapped.code
        let values = ["app": platform.app, "path": path, "url": fileURL, "file": platform.file]
        switch tapped.code {
        case "excluded":
            // The first rule that matches decides: a rule added after the exclude is never reached.
            let place = HostAssociation.place(tapped.rule, l)
            let excluded = values.merging(["place": place]) { $1 }
            verdict.fix("narrow-exclude", l.text("trace.fix.narrow-exclude", excluded))
            verdict.fix("rule-before-exclude", l.text("trace.fix.rule-before-exclude", excluded))
        case "cdn-stale", "cdn-no-copy":
            let association = platform.association(host)
            if tapped.code == "cdn-no-copy", let failure = association?.cdnFailure {
                verdict.fix("cdn-failure", l.text("trace.fix.cdn-failure", ["failure": failure]))
            }
            let age = association?.cdnAge.map { l.render(DomainChecker.durationMessage($0)) } ?? l.text("trace.cdn.age-unknown")
            let keep = association?.cdnMaxAge.map { l.render(DomainChecker.durationMessage($0)) } ?? l.text("trace.cdn.age-unknown")
            verdict.fix("cdn-wait", l.text("trace.fix.cdn-wait", ["host": host, "age": age, "maxAge": keep]))
            verdict.fix("developer-mode", l.text("trace.fix.developer-mode", ["host": host]))
        default:
            if tapped.associated {
                verdict.fix("add-rule", l.text("trace.fix.add-rule", values))
            } else {
                verdict.fix("serve", l.text("trace.fix.serve", values))
            }
        }
        return verdict
    }

    /// The later hops that were not checked, each with why ("hop 3 (x.test): x.test does not
    /// resolve"), and the hops never reached when the walk stopped early.
    static func uncheckedLaterHops(_ report: TraceReport, _ platform: Platform, _ l: Localizer) -> [String] {
        var words: [String] = []
        for k in report.hops.indices.dropFirst() {
            let hop = report.hops[k]
            guard let decision = platform.decision(hop), !decision.checked else { continue }
            let host = URLComponents(string: hop.url)?.host ?? hop.url
            words.append(
                l.text(
                    "trace.unchecked.hop", ["hop": String(k + 1), "host": host, "reason": hop.error ?? decision.reason])
            )
        }
        // The walk ended early (the hop limit, a page that could not be fetched): what follows was never
        // looked at. A loop or a link that is not a web link ends nothing unseen.
        if let stopped = report.stopped, let last = report.hops.last {
            let followable =
                last.location.map { next in
                    LinkTracer.problem(with: next) == nil && !report.hops.contains { $0.url == next }
                } ?? false
            let failedPage = last.error != nil && (platform.decision(last)?.checked ?? false)
            if followable || failedPage {
                words.append(l.text("trace.unchecked.after", ["hop": String(report.hops.count), "stopped": stopped]))
            }
        }
        return words
    }

    /// The device-side causes that no fetch can see, once under the verdict.
    static func ruleOut(android: Bool, localizer: Localizer = .english) -> [String] {
        let keys =
            ["same-domain", "typed", "earlier-choice", "in-app-browser", "cached"] + (android ? ["android"] : [])
        return keys.map { localizer.text("trace.rule-out.\($0)") }
    }
}
