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
/// then ``shutdown()`` (or use ``withChecker(options:isolation:_:)``). Every check finishes within
/// ``CheckerOptions/timeout`` whatever the server does.
public final class DomainChecker: Sendable {
    public let options: CheckerOptions
    let client: HTTPClient
    let probe: TLSProbe
    let fetcher: HTTPFetcher
    let connections: ConnectionRegistry

    /// Throws when the extra CA file cannot be loaded or a TLS context cannot be made.
    public init(options: CheckerOptions = CheckerOptions()) throws {
        // The checks' messages render from the checker's table wherever they are shown.
        MessageTables.register(.checker)
        self.options = options
        let group = MultiThreadedEventLoopGroup.singleton
        probe = try TLSProbe(group: group, extraCAFile: options.extraCAFile)
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.shutdownTimeout = TLSProbe.shutdownTimeout
        if options.developerMode {
            // Devices with ?mode=developer accept a certificate the system does not trust; the probe still
            // reports it.
            tls.certificateVerification = .none
        } else {
            try SystemTrustStore.trust(options.extraCAFile, in: &tls)
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
        let connections = ConnectionRegistry()
        configuration.http1_1ConnectionDebugInitializer = connections.initializer()
        self.connections = connections
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
    ///   - android: also fetch `https://DOMAIN/.well-known/assetlinks.json` (and its includes) and answer this
    ///     query (an app target checks that the app is linked).
    ///   - webauthn: also fetch `https://DOMAIN/.well-known/webauthn` as browsers do (its absence passes).
    public func check(
        domain: String, app: String? = nil, urls: [String] = [], cdn: Bool = false, android: StatementQuery? = nil,
        webauthn: Bool = false
    ) async -> DomainReport {
        let host = Self.normalizedHost(domain)
        let started = NIODeadline.now()
        let deadline = started + .nanoseconds(Int64(options.timeout * 1e9))
        var report = DomainReport(domain: host, url: Self.fileURL(for: host))
        async let cdnFetch: FetchResult? = cdn ? fetcher.fetch(options.cdnBase + host, deadline: deadline) : nil

        let override = options.override(for: host)
        var origin: FetchResult?
        // DNS and TCP first (no TLS): an unreachable host is reported as such, at the cost of a bare connect.
        let tcp = await probe.connect(host: host, port: 443, override: override, deadline: deadline)
        report.remoteAddress = tcp.remoteAddress
        if let failure = tcp.failure {
            _ = evaluateTLS(TLSProbeResult(outcome: failure), host: host, into: &report)
            skipFetchChecks(into: &report)
        } else if options.developerMode {
            // The client accepts any certificate here, so judge the certificate with the probe.
            var probed = await probe.probe(host: host, port: 443, override: override, deadline: deadline)
            probed.remoteAddress = probed.remoteAddress ?? tcp.remoteAddress
            if evaluateTLS(probed, host: host, into: &report) {
                origin = await fetchFile(host: host, app: app, urls: urls, deadline: deadline, into: &report)
            } else {
                skipFetchChecks(into: &report)
            }
        } else {
            // The fetch itself verifies the certificate (one handshake); only a failure needs the probe's
            // second look to say precisely what is wrong.
            let fetched = await fetcher.fetch(report.url, deadline: deadline)
            var tls = TLSProbeResult(outcome: .verified(leaf: nil), remoteAddress: tcp.remoteAddress)
            switch fetched.failure {
            case .tls(let why)?:
                tls = await probe.probe(host: host, port: 443, override: override, deadline: deadline)
                tls.remoteAddress = tls.remoteAddress ?? tcp.remoteAddress
                if case .verified = tls.outcome { tls.outcome = .handshakeFailed(.verbatim(why)) }
            case .timedOut? where fetched.status == nil && connections.entry(for: host) == nil:
                // Timed from the check's start, not the fetch's: when the connection took the domain's
                // whole deadline, the fetch gave up at once ("after 0 s") without a handshake.
                tls.outcome = .timedOut(phase: "TLS handshake", after: TLSProbe.seconds(.now() - started))
            case .connect(let why)?:
                tls.outcome = .connectFailed(.verbatim(why))
            default:
                tls.outcome = .verified(leaf: connections.entry(for: host) ?? nil)
            }
            if evaluateTLS(tls, host: host, into: &report) {
                origin = fetched
                await evaluateFile(fetched, host: host, app: app, urls: urls, deadline: deadline, into: &report)
            } else {
                skipFetchChecks(into: &report)
            }
        }
        report.originFetch = origin
        if cdn, let cdnResult = await cdnFetch {
            evaluateCDN(cdnResult, origin: origin, host: host, urls: urls, into: &report)
        }
        if let android {
            await evaluateAndroid(android, host: host, deadline: deadline, into: &report)
        }
        if webauthn {
            await evaluateWebAuthn(host: host, deadline: deadline, into: &report)
        }
        report.seconds = TLSProbe.seconds(.now() - started)
        report.settleStatus()
        return report
    }

    /// What ``check(domain:app:urls:cdn:android:webauthn:)`` reports for a host without an address, made
    /// without a lookup of its own: for a caller that looked the host up itself
    /// (``AddressPolicy/pin(_:)``) and must not let a second answer reach another address.
    public func unresolvedReport(domain: String) -> DomainReport {
        let host = Self.normalizedHost(domain)
        var report = DomainReport(domain: host, url: Self.fileURL(for: host))
        _ = evaluateTLS(TLSProbeResult(outcome: .dnsFailed("\(host) does not resolve")), host: host, into: &report)
        skipFetchChecks(into: &report)
        report.settleStatus()
        return report
    }

    /// Fetches the file (then the legacy root) and adds their checks.
    private func fetchFile(
        host: String, app: String?, urls: [String], deadline: NIODeadline, into report: inout DomainReport
    ) async -> FetchResult {
        let fetched = await fetcher.fetch(report.url, deadline: deadline)
        await evaluateFile(fetched, host: host, app: app, urls: urls, deadline: deadline, into: &report)
        return fetched
    }

    /// Adds the checks of a fetched file, then fetches the legacy root on the same kept-alive connection.
    private func evaluateFile(
        _ fetched: FetchResult, host: String, app: String?, urls: [String], deadline: NIODeadline,
        into report: inout DomainReport
    ) async {
        await evaluateOrigin(fetched, host: host, app: app, urls: urls, deadline: deadline, into: &report)
        if options.checkLegacyRoot {
            let legacy = await fetcher.fetch(Self.legacyURL(for: host), deadline: deadline)
            evaluateLegacyRoot(legacy, host: host, into: &report)
        }
    }

    private func skipFetchChecks(into report: inout DomainReport) {
        let certificateRejected = [CheckID.tlsTrust, .tlsHostname, .tlsDates].contains {
            report.check($0)?.status == .fail
        }
        let why: Message =
            certificateRejected
            ? "not fetched: Apple's fetchers reject the certificate" : "not fetched: no TLS connection"
        for id in [CheckID.httpStatus, .contentType, .size, .fileContent] {
            report.checks.append(.skipped(id, why))
        }
    }

    /// `https://Example.COM/path` -> `example.com`; a trailing dot is dropped.
    public static func normalizedHost(_ text: String) -> String {
        var host = text.trimmingCharacters(in: .whitespaces)
        if let scheme = host.range(of: "://") { host = String(host[scheme.upperBound...]) }
        if let slash = host.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) { host = String(host[..<slash]) }
        if host.hasSuffix(".") { host.removeLast() }
        return host.lowercased()
    }
}
