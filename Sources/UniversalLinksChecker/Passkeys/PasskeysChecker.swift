import Foundation
import NIOCore
import UniversalLinks

/// Decides whether the iOS apps, the Android apps and the browsers may use passkeys for an RP ID, each
/// from its own file fetched by its own rules:
/// - iOS: `https://RPID/.well-known/apple-app-site-association` exactly as `ulinks check` fetches it
///   (Apple's rules: 200 without redirects, the size limit, trusted TLS; with `useCDN`, Apple's CDN copy
///   too), then `webcredentials.apps` must list each app ID.
/// - Android: `https://RPID/.well-known/assetlinks.json` and its includes as `ulinks check --android`
///   fetches them (Google's Digital Asset Links rules), then a statement must grant
///   `delegate_permission/common.get_login_creds` to the package with the fingerprint
///   (https://developer.android.com/identity/credential-manager/prerequisites).
/// - Browsers: `https://RPID/.well-known/webauthn`, fetched as WebAuthn Level 3 §5.11.1 has browsers fetch it
///   (https://w3c.github.io/webauthn/#sctn-validating-relation-origin: no credentials, status 200,
///   `application/json`; Firefox follows a redirect only within the origin,
///   https://searchfox.org/firefox-main/source/dom/webauthn/WebAuthnRelatedOriginFetcher.sys.mjs). The
///   file matters only to other origins using this RP ID: its absence is not a problem.
public struct PasskeysChecker: Sendable {
    public let options: CheckerOptions

    /// `options` as for ``DomainChecker`` (timeout, trust, `resolve`, private addresses, CDN base).
    public init(options: CheckerOptions = CheckerOptions()) {
        self.options = options
    }

    /// The well-known URL of `rpID`'s related-origins file.
    public static func webauthnURL(for rpID: String) -> String { "https://\(rpID)/.well-known/webauthn" }

    /// Android's Credential Manager relation for sharing sign-in credentials with an app.
    public static let loginCredentials = "delegate_permission/common.get_login_creds"

    /// Fetches the three files (concurrently, within ``CheckerOptions/timeout``) and decides per platform.
    public func check(_ request: PasskeysRequest) async -> PasskeysReport {
        MessageTables.register(.checker)
        let started = Date()
        let host = DomainChecker.normalizedHost(request.rpID)
        var report = PasskeysReport(rpID: host)
        for print in request.fingerprints {
            if let origin = PasskeyOrigin.androidOrigin(fingerprint: print) { report.androidOrigins[print] = origin }
        }
        var options = self.options
        // The legacy root location is no passkey platform's.
        options.checkLegacyRoot = false
        let checker: DomainChecker
        do {
            checker = try DomainChecker(options: options)
        } catch {
            let reason = Self.setupFailure(error)
            report.ios.checks = request.appIDs.map { PasskeyCheck($0, .unknown, reason, problem: .unreachable) }
            report.android.checks = androidSubjects(request).map {
                PasskeyCheck($0.subject, .unknown, reason, problem: .unreachable)
            }
            report.browsers.checks = [
                PasskeyCheck(Self.webauthnURL(for: host), .unknown, reason, problem: .unreachable)
            ]
            report.settle()
            return report
        }
        let deadline = NIODeadline.now() + .nanoseconds(Int64(options.timeout * 1e9))
        async let webauthn = checker.fetcher.fetch(Self.webauthnURL(for: host), deadline: deadline)
        let domain = await checker.check(
            domain: host, cdn: request.useCDN && !request.appIDs.isEmpty,
            android: request.packages.isEmpty ? nil : StatementQuery())
        let related = await webauthn
        try? await checker.shutdown()

        report.files += Self.appleFiles(domain)
        if let android = domain.android { report.files += Self.androidFiles(android) }
        report.ios.checks = iosChecks(domain, apps: request.appIDs)
        report.android.checks = androidChecks(domain, request: request)
        addBrowsers(related, domain: domain, to: &report)
        report.seconds = Date().timeIntervalSince(started)
        report.settle()
        return report
    }

    /// The browsers' part alone, for a domain already checked (a watch round has its report): one fetch of
    /// `/.well-known/webauthn`, decided with what `domain` found about the host (DNS, TLS). iOS and Android
    /// are `skipped`.
    public func browsers(after domain: DomainReport) async -> PasskeysReport {
        MessageTables.register(.checker)
        let started = Date()
        var report = PasskeysReport(rpID: domain.domain)
        let url = Self.webauthnURL(for: domain.domain)
        do {
            let checker = try DomainChecker(options: options)
            let deadline = NIODeadline.now() + .nanoseconds(Int64(options.timeout * 1e9))
            let related = await checker.fetcher.fetch(url, deadline: deadline)
            try? await checker.shutdown()
            addBrowsers(related, domain: domain, to: &report)
        } catch {
            report.browsers.checks = [PasskeyCheck(url, .unknown, Self.setupFailure(error), problem: .unreachable)]
        }
        report.seconds = Date().timeIntervalSince(started)
        report.settle()
        return report
    }

    /// The webauthn file as seen and decided, into `report`.
    func addBrowsers(_ related: FetchResult, domain: DomainReport, to report: inout PasskeysReport) {
        report.files.append(Self.fileSeen(related, platform: .browsers))
        let browsers = browserCheck(related, domain: domain)
        report.browsers.checks = [browsers.check]
        report.relatedOrigins = browsers.origins
    }

    static func setupFailure(_ error: any Error) -> Message { "cannot set up TLS: \(String(describing: error))" }

    /// Why nothing could be read from the host at all (DNS, connection, certificate), as the domain
    /// check found it; nil when the host answered over trusted TLS.
    static func hostFailure(_ domain: DomainReport) -> (
        verdict: PasskeyVerdict, problem: PasskeyProblem, check: CheckResult
    )? {
        if domain.status == .unreachable,
            let failed = domain.checks.first(where: { $0.status == .fail && ($0.id == .dns || $0.id == .connect) })
        {
            return (.unknown, .unreachable, failed)
        }
        let tls: [CheckID] = [.tlsHandshake, .tlsTrust, .tlsHostname, .tlsDates]
        if let failed = domain.checks.first(where: { tls.contains($0.id) && $0.status == .fail }) {
            // Apple and Google reject the certificate: certain, whatever the files say.
            return (
                failed.id == .tlsHandshake ? .unknown : .broken,
                failed.id == .tlsHandshake ? .unreachable : .tlsRejected, failed
            )
        }
        return nil
    }

    /// A fetch as the report lists it.
    static func fileSeen(_ fetched: FetchResult, platform: PasskeyPlatform) -> PasskeyFileSeen {
        var error: String?
        switch fetched.failure {
        case .timedOut(let phase, let after)?: error = "timed out after \(after) s \(phase.english)"
        case .tls(let why)?: error = "TLS: \(why)"
        case .connect(let why)?: error = why
        case .protocolError(let why)?: error = why.english
        case nil: break
        }
        return PasskeyFileSeen(
            platform: platform, url: fetched.url, status: fetched.status, contentType: fetched.header("content-type"),
            bytes: fetched.body.count, location: fetched.header("location"), error: error)
    }
}
