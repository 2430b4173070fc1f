import Foundation
import UniversalLinksChecker

/// The addresses one round may fetch from: every host looked up once at the start of the round, the
/// non-public ones refused, the checks pinned to the vetted address (no second lookup that could answer
/// differently). A host the user mapped with `--resolve` is fetched at the mapped address, whatever it is
/// (``AddressPolicy/pin(_:mapping:)``: the same rule as `check` and `trace`).
struct WatchPins: Sendable {
    /// The checker's options with a mapping per vetted host.
    var options: CheckerOptions
    /// Domains refused, with the address that made them so.
    var refused: [String: String] = [:]
    /// Why Apple's CDN host is not fetched this round (nil when it is).
    var cdnRefusal: String?

    /// The report of a domain that is not fetched.
    func refusedReport(_ domain: String) -> DomainReport {
        var report = DomainReport(domain: domain, url: DomainChecker.fileURL(for: domain))
        report.checks = [
            .fail(
                .dns, "\(domain) resolves to \(refused[domain] ?? "?"), not a public address: not fetched",
                fix: "Give --allow-private to watch hosts on loopback, private or link-local addresses.")
        ]
        report.status = .unreachable
        return report
    }

    /// Records in `report` that the CDN was not fetched (its host is not public): the evaluator then gives
    /// `cdn-unreachable`.
    static func markCDNRefused(_ report: inout DomainReport, why: String) {
        report.checks.removeAll { $0.id == .cdnFetch || $0.id == .cdnHeaders || $0.id == .cdnCompare }
        report.checks.append(
            .warning(.cdnFetch, why, fix: "Give --allow-private to fetch a CDN stand-in on a private address."))
        report.cdn = CDNSummary(url: "", status: nil, headers: [], differences: [])
    }
}

extension WatchEngine {
    /// Looks up the round's hosts (32 at a time) and pins them, unless private addresses are allowed.
    func pin(_ targets: [WatchTarget]) async -> WatchPins {
        var pins = WatchPins(options: configuration.checker)
        guard !configuration.allowPrivateAddresses else { return pins }
        // A redirect target and an include are named by the server: never fetched from a private address.
        pins.options.fetchRedirectTargets = false
        pins.options.allowPrivateAddresses = false
        let user = configuration.checker.resolve
        let domains = Set(targets.map(\.domain))
        var hosts = Array(domains)
        let cdnURL = URLComponents(string: configuration.checker.cdnBase)
        let cdnHost = configuration.cdn ? cdnURL?.host?.lowercased() : nil
        if let cdnHost, !domains.contains(cdnHost) { hosts.append(cdnHost) }
        var answers: [String: AddressPolicy.Pinning] = [:]
        await withTaskGroup(of: (String, AddressPolicy.Pinning).self) { group in
            var next = 0
            func start() {
                let host = hosts[next]
                next += 1
                group.addTask { (host, await AddressPolicy.pin(host, mapping: user[host])) }
            }
            while next < hosts.count && next < 32 { start() }
            while let (host, answer) = await group.next() {
                if next < hosts.count { start() }
                answers[host] = answer
            }
        }
        for (host, answer) in answers {
            switch answer {
            case .unresolved:
                break  // the check reports that the name does not resolve
            case .refused(let address):
                if host == cdnHost {
                    pins.cdnRefusal =
                        "Apple's CDN base \(configuration.checker.cdnBase) resolves to \(address), not a public address: not fetched"
                }
                if domains.contains(host) { pins.refused[host] = address }
            case .pinned(let address):
                let port = user[host]?.port ?? (host == cdnHost ? cdnURL?.port : nil) ?? 443
                pins.options.resolve[host] = ResolveOverride(host: host, address: address, port: port)
            }
        }
        return pins
    }
}
