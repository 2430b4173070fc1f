import AsyncHTTPClient
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import UniversalLinks

/// Fetches a domain's association file the way Apple's CDN and devices do, and reports every hosting
/// mistake (SPEC §3): DNS, TLS, status and redirects, headers, size, the file itself, the app, sample URLs,
/// the legacy location and Apple's CDN copy.
///
/// One checker holds an HTTP client and TLS contexts: make one, check any number of domains concurrently,
/// then ``shutdown()`` (or use ``withChecker(options:_:)``). Every check finishes within
/// ``CheckerOptions/timeout`` whatever the server does.
public final class DomainChecker: Sendable {
    public let options: CheckerOptions
    let client: HTTPClient
    let probe: TLSProbe
    let fetcher: HTTPFetcher

    /// Throws when the extra CA file cannot be loaded or a TLS context cannot be made.
    public init(options: CheckerOptions = CheckerOptions()) throws {
        self.options = options
        let group = MultiThreadedEventLoopGroup.singleton
        probe = try TLSProbe(group: group, extraCAFile: options.extraCAFile)
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.shutdownTimeout = TLSProbe.shutdownTimeout
        if options.developerMode {
            // Devices with ?mode=developer accept a certificate the system does not trust; the probe still
            // reports it.
            tls.certificateVerification = .none
        } else if let ca = options.extraCAFile {
            tls.additionalTrustRoots = [.file(ca)]
        }
        var configuration = HTTPClient.Configuration(
            tlsConfiguration: tls,
            redirectConfiguration: .disallow,
            timeout: .init(connect: .nanoseconds(Int64(options.timeout * 1e9)), read: nil),
            decompression: .enabled(limit: .size(options.maxFileSize))
        )
        configuration.httpVersion = .http1Only
        // A certificate failure must come back at once, not after retries until the connect timeout.
        configuration.connectionPool.retryConnectionEstablishment = false
        // Thousands of domains: do not keep their idle connections around.
        configuration.connectionPool.idleTimeout = .seconds(2)
        configuration.dnsOverride = Dictionary(
            options.resolve.values.map { ($0.host, $0.address) }, uniquingKeysWith: { _, last in last })
        client = HTTPClient(eventLoopGroupProvider: .shared(group), configuration: configuration)
        fetcher = HTTPFetcher(client: client, options: options)
    }

    /// Closes the connections. Call once, after the last check.
    public func shutdown() async throws {
        try await client.shutdown()
    }

    /// Runs `body` with a checker and shuts it down afterwards, also when `body` throws.
    public static func withChecker<Result: Sendable>(
        options: CheckerOptions = CheckerOptions(), isolation: isolated (any Actor)? = #isolation,
        _ body: (DomainChecker) async throws -> Result
    ) async throws -> Result {
        let checker = try DomainChecker(options: options)
        do {
            let result = try await body(checker)
            try await checker.shutdown()
            return result
        } catch {
            try? await checker.shutdown()
            throw error
        }
    }

    /// The well-known URL of `domain`'s file.
    public static func fileURL(for domain: String) -> String {
        "https://\(domain)/.well-known/apple-app-site-association"
    }

    /// The legacy root URL of `domain`'s file.
    public static func legacyURL(for domain: String) -> String {
        "https://\(domain)/apple-app-site-association"
    }

    /// Checks one domain.
    ///
    /// - Parameters:
    ///   - domain: a host name (`example.com`); a scheme or path around it is ignored.
    ///   - app: an App ID (`PREFIX.bundle`) that must be listed for `applinks`.
    ///   - urls: sample URLs to decide against the file, as `ulinks match` does.
    ///   - cdn: also fetch and compare Apple's CDN copy.
    public func check(domain: String, app: String? = nil, urls: [String] = [], cdn: Bool = false) async -> DomainReport {
        let host = Self.normalizedHost(domain)
        let started = NIODeadline.now()
        let deadline = started + .nanoseconds(Int64(options.timeout * 1e9))
        var report = DomainReport(domain: host, url: Self.fileURL(for: host))
        async let cdnFetch: FetchResult? = cdn ? fetcher.fetch(options.cdnBase + host, deadline: deadline) : nil

        let probed = await probe.probe(host: host, port: 443, override: options.override(for: host), deadline: deadline)
        report.remoteAddress = probed.remoteAddress
        let proceed = evaluateTLS(probed, host: host, into: &report)

        var origin: FetchResult?
        if proceed {
            let fetched = await fetcher.fetch(report.url, deadline: deadline)
            origin = fetched
            await evaluateOrigin(fetched, host: host, app: app, urls: urls, deadline: deadline, into: &report)
            // After the file, on the same kept-alive connection: one TLS handshake fewer per domain.
            if options.checkLegacyRoot {
                let legacy = await fetcher.fetch(Self.legacyURL(for: host), deadline: deadline)
                evaluateLegacyRoot(legacy, host: host, into: &report)
            }
        } else {
            let why = report.check(.tlsTrust)?.status == .fail || report.check(.tlsHostname)?.status == .fail
                || report.check(.tlsDates)?.status == .fail
                ? "not fetched: Apple's fetchers reject the certificate" : "not fetched: no TLS connection"
            for id in [CheckID.httpStatus, .contentType, .size, .fileContent] {
                report.checks.append(.skipped(id, why))
            }
        }
        if cdn, let cdnResult = await cdnFetch {
            evaluateCDN(cdnResult, origin: origin, host: host, urls: urls, into: &report)
        }
        report.seconds = TLSProbe.seconds(.now() - started)
        report.settleStatus()
        return report
    }

    /// `https://Example.COM/path` -> `example.com`; a trailing dot is dropped.
    static func normalizedHost(_ text: String) -> String {
        var host = text.trimmingCharacters(in: .whitespaces)
        if let scheme = host.range(of: "://") { host = String(host[scheme.upperBound...]) }
        if let slash = host.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { host = String(host[..<slash]) }
        if host.hasSuffix(".") { host.removeLast() }
        return host.lowercased()
    }
}
