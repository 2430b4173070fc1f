import Foundation
import NIOCore
import UniversalLinks

/// One trace's state: the walk, and one checker and one association per host.
struct TraceSession {
    let options: TraceOptions
    var checkers: [String: DomainChecker] = [:]
    var associations: [String: HostAssociation] = [:]

    init(options: TraceOptions) { self.options = options }

    var timeout: TimeAmount { .nanoseconds(Int64(options.checker.timeout * 1e9)) }

    mutating func run(_ url: String) async -> TraceReport {
        var report = TraceReport(url: url)
        var current = url
        var seen: [String: Int] = [:]
        while true {
            let number = report.hops.count + 1
            seen[current] = number
            var hop = await visit(current)
            report.hops.append(hop)
            guard hop.error == nil, let next = hop.location else {
                if let error = hop.error {
                    report.stopped = Message(
                        "trace.stopped.failed", ["hop": .integer(number), "error": .message(error)])
                }
                break
            }
            if let problem = LinkTracer.problemMessage(with: next) {
                hop.note = Message("trace.hop.not-followed", ["problem": .message(problem)])
                report.hops[report.hops.count - 1] = hop
                report.stopped = Message(
                    "trace.stopped.not-web", ["hop": .integer(number), "url": .text(String(next.prefix(300)))])
                break
            }
            if let earlier = seen[next] {
                report.stopped = Message(
                    "trace.stopped.loop",
                    ["hop": .integer(number), "earlier": .integer(earlier), "url": .text(String(next.prefix(300)))])
                break
            }
            guard report.hops.count < options.maxHops else {
                report.stopped = Message(
                    "trace.stopped.max-hops",
                    ["max": .integer(options.maxHops), "url": .text(String(current.prefix(300)))])
                break
            }
            current = next
        }
        report.entitlements = entitlementsAnswer(for: url)
        report.ios = TraceVerdict.ios(report, options: options, associations: associations)
        if options.android != nil { report.android = TraceVerdict.android(report, options: options) }
        report.ruleOut = TraceVerdict.ruleOut(android: options.android != nil)
        return report
    }

    /// Fetches one URL and decides its host.
    mutating func visit(_ url: String) async -> TraceHop {
        var hop = TraceHop(url: url, ios: HopDecision(opens: nil, rule: nil, associated: false, reason: Message("")))
        guard LinkTracer.problem(with: url) == nil, let components = URLComponents(string: url),
            let host = components.host?.lowercased()
        else {
            hop.error = LinkTracer.problemMessage(with: url) ?? Message("trace.hop.not-a-url")
            hop.ios.reason = Message("trace.hop.not-web-link")
            hop.ios.code = "not-web"
            return hop
        }
        let checker: DomainChecker
        switch await self.checker(for: host) {
        case .failure(let why):
            hop.error = why.message
            hop.ios.reason = Message("trace.not-fetched", ["reason": .message(why.message)])
            hop.ios.checked = false
            hop.ios.code = "not-checked"
            if options.android != nil { hop.android = hop.ios }
            return hop
        case .success(let made):
            checker = made
        }
        // The page, as a phone's browser asks for it.
        var browser = checker.options
        browser.userAgent = options.browserUserAgent
        let fetched = await HTTPFetcher(client: checker.client, options: browser).fetch(
            url, deadline: .now() + timeout, plainHTTP: true)
        if let failure = fetched.failure {
            hop.error = DomainChecker.failureCheck(failure, url: url).seen
        } else {
            hop.status = fetched.status
            Self.next(after: fetched, url: url, into: &hop)
        }
        // The host's files, once per host.
        let association = await self.association(for: host, checker: checker)
        hop.ios = association.ios(url, apps: appsAskedAbout)
        if let android = options.android { hop.android = association.android(url, package: android.package) }
        if fetched.failure != nil, association.unreachable {
            // Neither the page nor the host's files could be fetched: what a device does is unknown.
            var unknown = HopDecision(
                opens: nil, rule: nil, associated: false,
                reason: Message("trace.not-fetched", ["reason": .message(hop.error ?? Message(""))]),
                code: "unreachable")
            unknown.checked = false
            hop.ios = unknown
            if options.android != nil { hop.android = unknown }
        }
        return hop
    }

    /// The apps iOS may open: `--app`, else the app of `--entitlements` when it names one, else any.
    var appsAskedAbout: [String] {
        if !options.apps.isEmpty { return options.apps }
        return options.entitlements?.applicationIdentifier.map { [$0] } ?? []
    }

    /// The redirect's `Location` or the page's meta refresh, resolved against `url`.
    static func next(after fetched: FetchResult, url: String, into hop: inout TraceHop) {
        let base = URL(string: url)
        func resolve(_ text: String) -> String {
            URL(string: text.trimmingCharacters(in: .whitespaces), relativeTo: base)?.absoluteString ?? text
        }
        let status = fetched.status ?? 0
        if [301, 302, 303, 307, 308].contains(status) {
            if let location = fetched.header("location") {
                hop.location = resolve(location)
                hop.via = "redirect"
            } else {
                hop.note = Message("trace.hop.no-location", ["status": .integer(status)])
            }
            return
        }
        guard (200..<300).contains(status) else { return }
        if fetched.oversize {
            hop.note = Message("trace.hop.oversize", ["limit": .integer(fetched.body.count - 1)])
        }
        let html = fetched.mediaType.map { $0.contains("html") } ?? (fetched.body.first == UInt8(ascii: "<"))
        guard html else { return }
        if let refresh = MetaRefresh.find(in: fetched.body) {
            hop.location = resolve(refresh.url)
            hop.via = "meta-refresh"
        } else if MetaRefresh.mentionsScriptRedirect(in: fetched.body) {
            let javascript = Message("trace.hop.javascript")
            hop.note = hop.note.map { "\($0); \(javascript)" } ?? javascript
        }
    }

    /// With `--entitlements`: whether the app lists the tapped host for applinks.
    func entitlementsAnswer(for url: String) -> EntitlementsAnswer? {
        guard let entitlements = options.entitlements else { return nil }
        let host = URLComponents(string: url)?.host?.lowercased() ?? ""
        let winner = entitlements.domains.winner(for: host, service: .applinks)
        let reason: Message
        if let winner {
            let values = ["entry": winner.description, "host": host, "fetchHost": winner.fetchHost]
            let key =
                winner.modes.contains(.developer) ? "trace.entitlements.covers-developer" : "trace.entitlements.covers"
            reason = Message(key, texts: values)
        } else {
            let listed = entitlements.domains.filter { $0.service == .applinks }.map(\.description)
            reason = Message(
                "trace.entitlements.uncovered",
                [
                    "host": .text(host),
                    "listed": listed.isEmpty
                        ? .message(Message("trace.entitlements.none")) : .text(listed.joined(separator: ", ")),
                ])
        }
        return EntitlementsAnswer(
            source: entitlements.source, host: host, listed: winner != nil, entry: winner?.description,
            applicationIdentifier: entitlements.applicationIdentifier, reason: reason)
    }

    mutating func shutdown() async {
        for checker in checkers.values { try? await checker.shutdown() }
        checkers = [:]
    }
}
