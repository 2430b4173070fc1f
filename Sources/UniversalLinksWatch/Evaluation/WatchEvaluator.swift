import Foundation
import UniversalLinks
import UniversalLinksChecker

/// Turns a `DomainReport` (and the domain's expectations and previous record) into a state and its
/// reasons. Pure: the same report, target, record and time give the same answer; nothing is fetched.
///
/// Which checks count (Docs/Watch.md has the table): failures of DNS and connection (`unreachable`), of
/// TLS (`tls-invalid`, `timeout` for a handshake that never ends), of the status (`redirect`,
/// `http-status`, `timeout`), size, encoding and file (`too-large`, `content-encoding`, `not-json`), the
/// app (`app-missing`), the CDN and Android; warnings of the certificate dates (`tls-expiring`) and the
/// Content-Type (`content-type`). Other warnings (the legacy root, response time, lint of the file, sample
/// URL decisions) stay in the report without changing the state: the watch is about links that break.
public struct WatchEvaluator: Sendable {
    /// How long Apple's CDN copy may differ from the origin before it is `cdn-stale` (Apple's CDN
    /// refreshes within about a day).
    public var cdnGrace: TimeInterval

    public init(cdnGrace: TimeInterval = 86_400) {
        MessageTables.register(.checker, .watch)
        self.cdnGrace = cdnGrace
    }

    /// The record of `target` after `report`, checked at `now`; `previous` is the record before (nil for
    /// a domain not seen yet). `refused` is the address when the domain was not fetched because it
    /// resolves to a non-public one.
    /// `passkeys` is the browsers' reading of `/.well-known/webauthn` for a target that watches it
    /// (``WatchTarget/webauthn``; nil otherwise).
    public func evaluate(
        _ report: DomainReport, target: WatchTarget, previous: WatchRecord?, at now: Date, refused: String? = nil,
        passkeys: PasskeysReport? = nil
    ) -> WatchRecord {
        var reasons: [WatchReason] = []
        if let refused {
            reasons.append(
                WatchReason(
                    .privateAddress,
                    Message("watch.reason.private-address", texts: ["domain": target.domain, "address": refused])))
        } else {
            reasons += originReasons(report, aasa: target.watchesAASA)
            reasons += expectationReasons(report, target: target)
        }
        let (cdn, differsSince) =
            target.watchesAASA ? cdnReasons(report, previous: previous?.cdnDiffersSince, at: now) : ([], nil)
        reasons += cdn
        reasons += androidReasons(report)
        if refused == nil, let passkeys { reasons += webauthnReasons(passkeys, report: report) }
        let state = reasons.state
        let since = previous.flatMap { $0.state == state ? $0.since : nil } ?? now
        return WatchRecord(
            domain: target.domain, state: state, reasons: reasons, since: since, checkedAt: now,
            cdnDiffersSince: differsSince)
    }

    /// DNS, connection, TLS, HTTP and the file itself; without `aasa` (a target that does not watch its
    /// AASA, ``WatchTarget/aasa``) DNS, connection and TLS only.
    func originReasons(_ report: DomainReport, aasa: Bool = true) -> [WatchReason] {
        if report.status == .unreachable {
            let why = report.checks.first { ($0.id == .dns || $0.id == .connect) && $0.status == .fail }
            return [
                WatchReason(
                    .unreachable, why.map { "\($0.id.rawValue): \($0.seen)" } ?? Message("watch.reason.unreachable"))
            ]
        }
        var reasons: [WatchReason] = []
        let connection: Set<CheckID> = [.tlsHandshake, .tlsTrust, .tlsHostname, .tlsDates, .tlsChain]
        for check in report.checks where aasa || connection.contains(check.id) {
            switch (check.id, check.status) {
            case (.tlsHandshake, .fail) where check.seen.key.contains("did not complete a TLS handshake within"):
                reasons.append(WatchReason(.timeout, check.seen))
            case (.tlsHandshake, .fail), (.tlsTrust, .fail), (.tlsHostname, .fail), (.tlsDates, .fail),
                (.tlsChain, .fail):
                reasons.append(WatchReason(.tlsInvalid, "\(check.id.rawValue): \(check.seen)"))
            case (.tlsDates, .warning):
                reasons.append(
                    WatchReason(.tlsExpiring, Message("watch.reason.tls-expiring", ["seen": .message(check.seen)])))
            case (.httpStatus, .fail) where check.seen.key.contains("no complete response within"):
                reasons.append(WatchReason(.timeout, check.seen))
            case (.httpStatus, .fail) where report.check(.redirect)?.status == .fail:
                break  // the redirect check names the target
            case (.httpStatus, .fail):
                reasons.append(WatchReason(.httpStatus, check.seen))
            case (.redirect, .fail):
                reasons.append(WatchReason(.redirect, check.seen))
            case (.size, .fail):
                reasons.append(WatchReason(.tooLarge, check.seen))
            case (.contentEncoding, .fail):
                reasons.append(WatchReason(.contentEncoding, check.seen))
            case (.contentType, .warning), (.contentType, .fail):
                reasons.append(WatchReason(.contentType, "Content-Type: \(check.seen)"))
            case (.fileContent, .fail):
                reasons.append(WatchReason(.notJSON, Message("watch.reason.not-json", ["seen": .message(check.seen)])))
            case (.appListed, .fail):
                reasons.append(WatchReason(.appMissing, check.seen))
            default:
                break
            }
        }
        return reasons
    }

    /// `/.well-known/webauthn`, as `ulinks passkeys` decides it for browsers. The target says the domain
    /// serves one, so its absence (404, 410) is a reason too; a host that cannot be reached at all is
    /// `unreachable` already, and an undecided answer (a redirect within the origin) stays in the report.
    func webauthnReasons(_ passkeys: PasskeysReport, report: DomainReport) -> [WatchReason] {
        guard report.status != .unreachable else { return [] }
        let browsers = passkeys.browsers
        let file = passkeys.files.last { $0.platform == .browsers }
        let url = file?.url ?? "https://\(passkeys.rpID)/.well-known/webauthn"
        if browsers.verdict == .broken {
            return [
                WatchReason(
                    .webauthn, Message("watch.reason.webauthn", ["url": .text(url), "seen": .message(browsers.reason)]))
            ]
        }
        if let status = file?.status, status == 404 || status == 410 {
            return [
                WatchReason(
                    .webauthn, Message("watch.reason.webauthn-absent", ["url": .text(url), "status": .integer(status)]))
            ]
        }
        return []
    }

    /// assetlinks.json: the list itself, and the app when one was named.
    func androidReasons(_ report: DomainReport) -> [WatchReason] {
        guard report.android != nil, report.status != .unreachable else { return [] }
        var reasons: [WatchReason] = []
        for check in report.checks where check.status == .fail {
            switch check.id {
            case .assetLinksFetch, .assetLinksContent:
                reasons.append(WatchReason(.assetLinks, "\(check.id.rawValue): \(check.seen)"))
            case .assetLinksApp:
                reasons.append(WatchReason(.androidAppMissing, check.seen))
            default:
                break
            }
        }
        return reasons
    }
}
