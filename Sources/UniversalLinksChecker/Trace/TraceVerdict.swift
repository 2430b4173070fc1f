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
    }

    static func ios(_ report: TraceReport, options: TraceOptions) -> PlatformVerdict {
        let l = options.localizer
        let asked =
            options.apps.first ?? options.entitlements?.applicationIdentifier ?? l.text("trace.verdict.your-app")
        let platform = Platform(
            name: "iOS", file: l.text("trace.verdict.file.ios"),
            fileURL: { "https://\($0)/.well-known/apple-app-site-association" }, decision: { $0.ios }, app: asked)
        var verdict = verdict(report, platform, l)
        if let answer = report.entitlements, !answer.listed {
            let values = ["host": answer.host, "source": answer.source, "reason": verdict.reason]
            if let opens = verdict.opens {
                verdict.reason = l.text(
                    "trace.verdict.entitlements-unlisted",
                    values.merging(["app": opens, "reason": answer.reason]) { $1 })
                verdict.opens = nil
            } else {
                verdict.reason = l.text("trace.verdict.entitlements-unlisted-too", values)
            }
            verdict.fixes.insert(l.text("trace.fix.add-entitlement", ["host": answer.host]), at: 0)
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
            return PlatformVerdict(opens: nil, lands: lands, reason: l.text("trace.verdict.nothing"), fixes: [])
        }
        if !tapped.checked {
            // Nothing could be looked at: what the device would do is unknown from here.
            return PlatformVerdict(
                opens: nil, lands: lands,
                reason: l.text("trace.verdict.unchecked", ["reason": report.hops.first?.error ?? tapped.reason]),
                fixes: [l.text("trace.fix.trace-from", ["host": host])])
        }
        if let opens = tapped.opens {
            let key = report.hops.count > 1 ? "trace.verdict.opens-redirected" : "trace.verdict.opens"
            let reason = l.text(key, ["platform": platform.name, "reason": tapped.reason])
            return PlatformVerdict(opens: opens, lands: report.url, reason: reason, fixes: [])
        }
        let later = report.hops.indices.dropFirst().first { platform.decision(report.hops[$0])?.opens != nil }
        var fixes: [String] = []
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
            let values = ["app": opens, "path": path, "url": fileURL, "file": platform.file]
            fixes.append(l.text(tapped.associated ? "trace.fix.later-rule" : "trace.fix.later-serve", values))
            fixes.append(l.text("trace.fix.link-directly", ["url": target]))
            fixes.append(l.text("trace.fix.no-click-tracking"))
            return PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: fixes, laterHop: k + 1)
        }
        let reason = l.text("trace.verdict.no-later", ["reason": tapped.reason])
        let values = ["app": platform.app, "path": path, "url": fileURL, "file": platform.file]
        fixes.append(l.text(tapped.associated ? "trace.fix.add-rule" : "trace.fix.serve", values))
        return PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: fixes)
    }

    /// The device-side causes that no fetch can see, once under the verdict.
    static func ruleOut(android: Bool, localizer: Localizer = .english) -> [String] {
        let keys =
            ["same-domain", "typed", "earlier-choice", "in-app-browser", "cached"] + (android ? ["android"] : [])
        return keys.map { localizer.text("trace.rule-out.\($0)") }
    }
}
