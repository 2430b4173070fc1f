import Foundation
import UniversalLinks

/// Follows a link as a tap does (HTTP redirects and `<meta http-equiv="refresh">`, no JavaScript), hop
/// by hop, and decides each hop's host as the device would: its apple-app-site-association (origin, or
/// Apple's CDN copy) and, for an Android app, its assetlinks.json. The verdict is the tapped URL's:
/// iOS and Android decide before anything is fetched, so a redirect afterwards lands in the browser.
///
/// Every fetch goes through ``DomainChecker`` (deadline, size cap, TLS, `--resolve`), one checker per
/// host, pinned to the address vetted by ``AddressPolicy`` unless the user allowed private addresses.
public struct LinkTracer: Sendable {
    public var options: TraceOptions

    public init(options: TraceOptions = TraceOptions()) {
        self.options = options
    }

    /// Why `url` cannot be traced (not an absolute http or https URL with a host), in `localizer`'s
    /// language; nil when it can.
    public static func problem(with url: String, localizer: Localizer = .english) -> String? {
        MessageTables.register(.checker)
        return problemMessage(with: url).map(localizer.render)
    }

    /// Why `url` cannot be traced, as a message; nil when it can.
    public static func problemMessage(with url: String) -> Message? {
        let shown = String(url.prefix(200))
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            return Message("trace.url.not-url", texts: ["url": shown])
        }
        guard scheme == "http" || scheme == "https" else {
            return Message("trace.url.scheme", texts: ["url": shown, "scheme": scheme])
        }
        guard let host = components.host, !host.isEmpty else {
            return Message("trace.url.no-host", texts: ["url": shown])
        }
        // Read as every URL is: a port past 65535 or a broken host is refused before any lookup.
        do { _ = try HTTPURL(url) } catch {
            return Message("trace.url.invalid", ["url": .text(shown), "reason": .message(error.message)])
        }
        return nil
    }

    /// Traces `url` (check it with ``problem(with:localizer:)`` first: a URL that is not http(s) gives a report
    /// whose first hop failed).
    ///
    /// A link inside a known wrapper (`LinkWrapper` (UniversalLinks): Safe Links, Proofpoint, Google's redirector, ...)
    /// is traced as tapped, and its inner URL too when the wrapper carries it (``TraceReport/wrapper``);
    /// the fixes are the ones that work for that wrapper.
    ///
    /// The report's prose is messages; with ``TraceOptions/localizer`` in a language other than English
    /// they are rendered in it (``TraceReport/localized(_:)``), for callers that write the report out whole.
    public func trace(_ url: String) async -> TraceReport {
        MessageTables.register(.checker)
        var session = TraceSession(options: options)
        var report = await session.run(url)
        if let wrapper = LinkWrapper.recognise(url) {
            var answer = WrapperAnswer(wrapper)
            if let inner = wrapper.inner, inner != url, Self.problem(with: inner) == nil {
                let traced = await session.run(inner)
                answer.ios = traced.ios
                answer.android = traced.android
            }
            report.wrapper = answer
            TraceVerdict.wrapped(&report, options: options)
        }
        report.whereTapped = TapPlaces.rows(for: report)
        await session.shutdown()
        return report.localized(options.localizer)
    }
}
