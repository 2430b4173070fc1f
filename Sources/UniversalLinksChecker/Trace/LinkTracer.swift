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

    /// Why `url` cannot be traced (not an absolute http or https URL with a host); nil when it can.
    public static func problem(with url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme?.lowercased() else {
            return "'\(url.prefix(200))' is not a URL (give an absolute https:// link)"
        }
        guard scheme == "http" || scheme == "https" else {
            return
                "'\(url.prefix(200))' is a \(scheme): URL; only http and https links can open an app (give the https:// link)"
        }
        guard let host = components.host, !host.isEmpty else { return "'\(url.prefix(200))' has no host" }
        return nil
    }

    /// Traces `url` (check it with ``problem(with:)`` first: a URL that is not http(s) gives a report
    /// whose first hop failed).
    public func trace(_ url: String) async -> TraceReport {
        var session = TraceSession(options: options)
        let report = await session.run(url)
        await session.shutdown()
        return report
    }
}
