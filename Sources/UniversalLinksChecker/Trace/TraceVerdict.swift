import Foundation
import UniversalLinks

/// The verdict per platform: what the device does with the tapped URL, why, and how to fix it.
enum TraceVerdict {
    /// The words that differ between iOS and Android.
    struct Platform {
        var name: String
        var file: Message
        var fileURL: (String) -> String
        var decision: (TraceHop) -> HopDecision?
        var app: Message
        /// The tapped host's association (iOS: its CDN headers).
        var association: (String) -> HostAssociation? = { _ in nil }
    }

    static func ios(
        _ report: TraceReport, options: TraceOptions, associations: [String: HostAssociation] = [:]
    ) -> PlatformVerdict {
        let asked =
            (options.apps.first ?? options.entitlements?.applicationIdentifier).map { Message.verbatim($0) }
            ?? Message("trace.verdict.your-app")
        let platform = Platform(
            name: "iOS", file: Message("trace.verdict.file.ios"),
            fileURL: { "https://\($0)/.well-known/apple-app-site-association" }, decision: { $0.ios }, app: asked,
            association: { associations[$0] })
        var verdict = verdict(report, platform)
        if let answer = report.entitlements, !answer.listed {
            let values: [String: Message.Argument] = [
                "host": .text(answer.host), "source": .text(answer.source), "reason": .message(verdict.reason),
            ]
            if let opens = verdict.opens {
                verdict.reason = Message(
                    "trace.verdict.entitlements-unlisted",
                    values.merging(["app": .text(opens), "reason": .message(answer.reason)]) { $1 })
                verdict.opens = nil
                verdict.code = "entitlements-unlisted"
            } else {
                verdict.reason = Message("trace.verdict.entitlements-unlisted-too", values)
            }
            verdict.fix("add-entitlement", Message("trace.fix.add-entitlement", texts: ["host": answer.host]), at: 0)
        }
        return verdict
    }

    static func android(_ report: TraceReport, options: TraceOptions) -> PlatformVerdict {
        let platform = Platform(
            name: "Android", file: Message("trace.verdict.file.android"),
            fileURL: { "https://\($0)/.well-known/assetlinks.json" }, decision: { $0.android },
            app: options.android.map { .verbatim($0.package) } ?? Message("trace.verdict.your-app"))
        return verdict(report, platform)
    }

    static func verdict(_ report: TraceReport, _ platform: Platform) -> PlatformVerdict {
        let lands = report.hops.last?.url ?? report.url
        let host = URLComponents(string: report.url)?.host?.lowercased() ?? report.url
        let path = URLComponents(string: report.url)?.path ?? "/"
        guard let tapped = report.hops.first.flatMap(platform.decision) else {
            var nothing = PlatformVerdict(
                opens: nil, lands: lands, reason: Message("trace.verdict.nothing"))
            nothing.code = "not-checked"
            nothing.checked = false
            return nothing
        }
        if !tapped.checked {
            // Nothing could be looked at: what the device would do is unknown from here.
            var unchecked = PlatformVerdict(
                opens: nil, lands: lands,
                reason: Message(
                    "trace.verdict.unchecked", ["reason": .message(report.hops.first?.error ?? tapped.reason)]))
            unchecked.code = "not-checked"
            unchecked.checked = false
            if tapped.code == "unreachable" {
                unchecked.fix("retry", Message("trace.fix.retry", texts: ["host": host]))
            } else if tapped.code == "cdn-unreachable" {
                unchecked.fix("retry-cdn", Message("trace.fix.retry-cdn", texts: ["host": host]))
            } else {
                unchecked.fix("trace-from", Message("trace.fix.trace-from", texts: ["host": host]))
            }
            return unchecked
        }
        if let opens = tapped.opens {
            let key = report.hops.count > 1 ? "trace.verdict.opens-redirected" : "trace.verdict.opens"
            let reason = Message(key, ["platform": .text(platform.name), "reason": .message(tapped.reason)])
            var verdict = PlatformVerdict(opens: opens, lands: report.url, reason: reason)
            verdict.code = report.hops.count > 1 ? "opens-redirected" : "opens"
            return verdict
        }
        let later = report.hops.indices.dropFirst().first { platform.decision(report.hops[$0])?.opens != nil }
        let fileURL = platform.fileURL(host)
        if let k = later, let opens = platform.decision(report.hops[k])?.opens {
            let target = report.hops[k].url
            let targetHost = URLComponents(string: target)?.host ?? target
            let reason = Message(
                "trace.verdict.later",
                [
                    "platform": .text(platform.name), "host": .text(host), "reason": .message(tapped.reason),
                    "hop": .integer(k + 1), "target": .text(targetHost), "app": .text(opens),
                ])
            var verdict = PlatformVerdict(opens: nil, lands: lands, reason: reason, laterHop: k + 1)
            verdict.code = "later-hop-opens"
            let values: [String: Message.Argument] = [
                "app": .text(opens), "path": .text(path), "url": .text(fileURL), "file": .message(platform.file),
            ]
            if tapped.associated {
                verdict.fix("later-rule", Message("trace.fix.later-rule", values))
            } else {
                verdict.fix("later-serve", Message("trace.fix.later-serve", values))
            }
            verdict.fix("link-directly", Message("trace.fix.link-directly", texts: ["url": target]))
            verdict.fix("no-click-tracking", Message("trace.fix.no-click-tracking"))
            return verdict
        }
        let unchecked = uncheckedLaterHops(report, platform)
        let reason =
            unchecked.isEmpty
            ? Message("trace.verdict.no-later", ["reason": .message(tapped.reason)])
            : Message(
                "trace.verdict.no-later-unchecked",
                ["reason": .message(tapped.reason), "unchecked": .message(.joined(unchecked, separator: "; "))])
        var verdict = PlatformVerdict(opens: nil, lands: lands, reason: reason)
        verdict.code = tapped.code
        let values: [String: Message.Argument] = [
            "app": .message(platform.app), "path": .text(path), "url": .text(fileURL), "file": .message(platform.file),
        ]
        switch tapped.code {
        case "excluded":
            // The first rule that matches decides: a rule added after the exclude is never reached.
            let excluded = values.merging(["place": .message(HostAssociation.place(tapped.rule))]) { $1 }
            verdict.fix("narrow-exclude", Message("trace.fix.narrow-exclude", excluded))
            verdict.fix("rule-before-exclude", Message("trace.fix.rule-before-exclude", excluded))
        case "cdn-stale", "cdn-no-copy":
            let association = platform.association(host)
            if tapped.code == "cdn-no-copy", let failure = association?.cdnFailure {
                verdict.fix("cdn-failure", Message("trace.fix.cdn-failure", texts: ["failure": failure]))
            }
            let unknown = Message("trace.cdn.age-unknown")
            let age = association?.cdnAge.map(DomainChecker.durationMessage) ?? unknown
            let keep = association?.cdnMaxAge.map(DomainChecker.durationMessage) ?? unknown
            verdict.fix(
                "cdn-wait",
                Message("trace.fix.cdn-wait", ["host": .text(host), "age": .message(age), "maxAge": .message(keep)]))
            verdict.fix("developer-mode", Message("trace.fix.developer-mode", texts: ["host": host]))
        default:
            if tapped.associated {
                verdict.fix("add-rule", Message("trace.fix.add-rule", values))
            } else {
                verdict.fix("serve", Message("trace.fix.serve", values))
            }
        }
        return verdict
    }

    /// The later hops that were not checked, each with why ("hop 3 (x.test): x.test does not
    /// resolve"), and the hops never reached when the walk stopped early.
    static func uncheckedLaterHops(_ report: TraceReport, _ platform: Platform) -> [Message] {
        var words: [Message] = []
        for k in report.hops.indices.dropFirst() {
            let hop = report.hops[k]
            guard let decision = platform.decision(hop), !decision.checked else { continue }
            let host = URLComponents(string: hop.url)?.host ?? hop.url
            words.append(
                Message(
                    "trace.unchecked.hop",
                    ["hop": .integer(k + 1), "host": .text(host), "reason": .message(hop.error ?? decision.reason)]))
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
                words.append(
                    Message(
                        "trace.unchecked.after", ["hop": .integer(report.hops.count), "stopped": .message(stopped)]))
            }
        }
        return words
    }

    /// The device-side causes that no fetch can see, once under the verdict.
    static func ruleOut(android: Bool) -> [Message] {
        let keys =
            ["same-domain", "typed", "earlier-choice", "in-app-browser", "cached"] + (android ? ["android"] : [])
        // A key built at run time: `Message("...\(x)")` would read as a message written in the code.
        return keys.map { Message("trace.rule-out." + $0) }
    }
}
