import Foundation

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
        let asked = options.apps.first ?? options.entitlements?.applicationIdentifier ?? "your app"
        let platform = Platform(
            name: "iOS", file: "an apple-app-site-association file",
            fileURL: { "https://\($0)/.well-known/apple-app-site-association" }, decision: { $0.ios }, app: asked)
        var verdict = verdict(report, platform)
        if let answer = report.entitlements, !answer.listed {
            let host = answer.host
            if let opens = verdict.opens {
                verdict.reason =
                    "\(host)'s file opens \(opens), but the app's entitlements (\(answer.source)) do not list \(host): \(answer.reason)"
                verdict.opens = nil
            } else {
                verdict.reason += "; the app's entitlements (\(answer.source)) do not list \(host) either"
            }
            verdict.fixes.insert(
                "add applinks:\(host) to com.apple.developer.associated-domains in the app's entitlements, then build and install it again",
                at: 0)
        }
        return verdict
    }

    static func android(_ report: TraceReport, options: TraceOptions) -> PlatformVerdict {
        let platform = Platform(
            name: "Android", file: "an assetlinks.json", fileURL: { "https://\($0)/.well-known/assetlinks.json" },
            decision: { $0.android }, app: options.android?.package ?? "your app")
        return verdict(report, platform)
    }

    static func verdict(_ report: TraceReport, _ platform: Platform) -> PlatformVerdict {
        let lands = report.hops.last?.url ?? report.url
        let host = URLComponents(string: report.url)?.host?.lowercased() ?? report.url
        let path = URLComponents(string: report.url)?.path ?? "/"
        guard let tapped = report.hops.first.flatMap(platform.decision) else {
            return PlatformVerdict(opens: nil, lands: lands, reason: "nothing was decided", fixes: [])
        }
        if !tapped.checked {
            // Nothing could be looked at: what the device would do is unknown from here.
            return PlatformVerdict(
                opens: nil, lands: lands,
                reason:
                    "the tapped URL's host could not be checked from here: \(report.hops.first?.error ?? tapped.reason)",
                fixes: [
                    "trace from where \(host) resolves to its public address (or map it with --resolve \(host)=ADDR:PORT; --allow-private for a host that is internal on purpose)"
                ])
        }
        if let opens = tapped.opens {
            var reason =
                "\(platform.name) decides on the tapped URL's host before anything is fetched: \(tapped.reason)"
            if report.hops.count > 1 { reason += "; the redirects after it never happen (the app gets the tapped URL)" }
            return PlatformVerdict(opens: opens, lands: report.url, reason: reason, fixes: [])
        }
        let later = report.hops.indices.dropFirst().first { platform.decision(report.hops[$0])?.opens != nil }
        var fixes: [String] = []
        var reason: String
        if let k = later, let opens = platform.decision(report.hops[k])?.opens {
            let target = report.hops[k].url
            let targetHost = URLComponents(string: target)?.host ?? target
            reason =
                "\(platform.name) decides on the tapped URL's host, \(host), before following any redirect: \(tapped.reason). Hop \(k + 1) (\(targetHost)) would open \(opens), but a redirect after the tap lands in the browser"
            if tapped.associated {
                fixes.append("add a rule that opens \(opens) for \(path) to \(platform.fileURL(host))")
            } else {
                fixes.append(
                    "serve \(platform.file) at \(platform.fileURL(host)) that lists \(opens) for \(path): the click-tracking domains of email services that support app links can serve one (a branded tracking domain with HTTPS)"
                )
            }
            fixes.append("link to \(target) directly (the URL the redirects end on)")
            fixes.append(
                "turn off click tracking for this link in the email or ad tool, so that the tapped URL is the final one"
            )
            return PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: fixes, laterHop: k + 1)
        }
        reason = "\(tapped.reason); no later hop opens an app either"
        if tapped.associated {
            fixes.append(
                "add a rule that opens \(platform.app) for \(path) to \(platform.fileURL(host)) (ulinks match shows which rule decides)"
            )
        } else {
            fixes.append(
                "serve \(platform.file) at \(platform.fileURL(host)) that lists \(platform.app) with a rule matching \(path)"
            )
        }
        return PlatformVerdict(opens: nil, lands: lands, reason: reason, fixes: fixes)
    }

    /// The device-side causes that no fetch can see, once under the verdict.
    static func ruleOut(android: Bool) -> [String] {
        var causes = [
            "a tap on a page of the same domain: a link from example.com to example.com stays in the browser",
            "a URL typed or pasted into the browser's address bar opens the website, never the app",
            "the user's earlier choice: after Open in Safari (or the domain in Safari's banner) the device keeps opening the browser; long-press the link and choose Open in the app",
            "in-app browsers (mail, social and chat apps) often open links themselves",
            "a failed fetch cached by the device: iOS re-checks about weekly (read swcutil show with ulinks device)",
        ]
        if android {
            causes.append(
                "Android: verification state on the device (adb shell pm get-app-links PACKAGE, read with ulinks device) and Open supported links turned off in the app's settings"
            )
        }
        return causes
    }
}
