import Foundation
import UniversalLinks

/// The verdict of a wrapped link: the device decides on the wrapper's host, which is not yours, so the
/// fixes are the ones that work for that wrapper (an exception in the mail gateway, a branded tracking
/// domain of the email service), not "serve a file on the wrapper's host".
extension TraceVerdict {
    /// The vendors' documentation of universal links through their click tracking; nil when none is known.
    static let clickTrackingDocs: [String: String] = [
        "sendgrid": "https://www.twilio.com/docs/sendgrid/ui/sending-email/universal-links",
        "customer-io": "https://docs.customer.io/journeys/universal-links",
        // Braze sends through its ESP's click tracking (SendGrid or SparkPost) on a branded domain.
        "braze": "https://www.braze.com/docs/user_guide/channels/email/customize/universal_links_and_app_links",
    ]

    /// Microsoft's documentation of the Safe Links policy settings (`DoNotRewriteUrls`).
    static let safeLinksDocs = "https://learn.microsoft.com/en-us/defender-office-365/safe-links-policies-configure"

    static func wrapped(_ report: inout TraceReport, options: TraceOptions) {
        guard let wrapper = report.wrapper else { return }
        // The wrapper's host decides: its own reason, not the walk's story of the hops after it.
        let tapped = report.hops.first
        report.ios = wrapped(report.ios, wrapper, platform: "iOS", tapped: tapped?.ios, inner: wrapper.ios)
        if let android = report.android {
            report.android = wrapped(
                android, wrapper, platform: "Android", tapped: tapped?.android, inner: wrapper.android)
        }
    }

    static func wrapped(
        _ verdict: PlatformVerdict, _ wrapper: WrapperAnswer, platform: String, tapped: HopDecision?,
        inner: PlatformVerdict?
    ) -> PlatformVerdict {
        // A branded tracking domain that opens the app is the fix working; a verdict that could not be
        // checked stays unknown.
        guard verdict.opens == nil, verdict.checked else { return verdict }
        if wrapper.category == LinkWrapper.Category.clickTracking.rawValue, wrapper.branded {
            // The customer's own tracking domain can serve the files: the walk's verdict and fixes hold,
            // with the service's documentation.
            var result = verdict
            result.fix("esp-docs", docs(wrapper))
            return result
        }
        let innerHost = wrapper.inner.flatMap { URLComponents(string: $0)?.host } ?? wrapper.innerDomain
        let innerWords: Message
        if let url = wrapper.inner, let inner {
            innerWords =
                inner.opens.map { Message("trace.wrapper.inner-opens", texts: ["url": url, "app": $0]) }
                ?? Message("trace.wrapper.inner-browser", ["url": .text(url), "reason": .message(inner.reason)])
        } else if let url = wrapper.inner {
            innerWords = Message("trace.wrapper.inner-not-traced", texts: ["url": url])
        } else if let domain = wrapper.innerDomain {
            innerWords = Message("trace.wrapper.opaque-domain", texts: ["domain": domain])
        } else {
            innerWords = Message("trace.wrapper.opaque")
        }
        var result = verdict
        result.code = "wrapped"
        result.reason = Message(
            "trace.verdict.wrapped",
            [
                "vendor": .text(wrapper.vendor), "platform": .text(platform), "inner": .message(innerWords),
                "reason": .message(tapped?.reason ?? verdict.reason),
            ])
        let host: Message.Argument = innerHost.map { .text($0) } ?? .message(Message("trace.wrapper.your-domain"))
        var fixes: [PlatformVerdict.Fix] = []
        switch (wrapper.category, wrapper.code) {
        case ("security", "safe-links"):
            fixes.append(
                .init(
                    code: "safe-links-do-not-rewrite",
                    text: Message("trace.fix.safe-links", ["host": host, "docs": .text(safeLinksDocs)])))
        case ("security", _):
            fixes.append(
                .init(
                    code: "gateway-exception",
                    text: Message("trace.fix.gateway-exception", ["vendor": .text(wrapper.vendor), "host": host])))
        case ("redirect", _):
            fixes.append(
                .init(
                    code: "redirector-not-yours",
                    text: Message("trace.fix.redirector", texts: ["vendor": wrapper.vendor])))
        default:
            // An email service's own tracking host: a branded HTTPS domain that serves the files is the fix.
            let branded = Message(
                "trace.fix.esp-branded", ["vendor": .text(wrapper.vendor), "docs": .message(docs(wrapper))])
            fixes.append(.init(code: "esp-branded-domain", text: branded))
            fixes += verdict.fixList.filter { $0.code == "link-directly" || $0.code == "no-click-tracking" }
        }
        if let url = wrapper.inner, !fixes.contains(where: { $0.code == "link-directly" }) {
            fixes.append(
                .init(code: "link-directly", text: Message("trace.fix.link-directly-wrapped", texts: ["url": url])))
        }
        result.fixList = fixes
        return result
    }

    /// The service's documentation of universal links through its click tracking, or that none is known.
    static func docs(_ wrapper: WrapperAnswer) -> Message {
        clickTrackingDocs[wrapper.code].map { Message("trace.fix.esp-docs", texts: ["url": $0]) }
            ?? Message("trace.fix.esp-docs-unknown", texts: ["vendor": wrapper.vendor])
    }
}
