import Foundation
import UniversalLinks
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
    var cdnRefusal: Message?
    /// Domains whose address lookup did not answer within the check's deadline: not fetched.
    var slow: Set<String> = []

    /// Not an address: what ``WatchEngine/pin(_:within:lookup:)`` answers for a lookup past its deadline.
    static let lookupTimedOut = "(no answer)"

    /// The report of a domain whose lookup did not answer in time.
    func slowReport(_ domain: String) -> DomainReport {
        var report = DomainReport(domain: domain, url: DomainChecker.fileURL(for: domain))
        report.checks = [
            .fail(
                .dns,
                "looking up \(domain) took longer than \(WatchTime.durationMessage(options.timeout)): not fetched",
                fix: "Check the DNS servers of this machine and of the domain.")
        ]
        report.status = .unreachable
        return report
    }

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
    static func markCDNRefused(_ report: inout DomainReport, why: Message) {
        report.checks.removeAll { $0.id == .cdnFetch || $0.id == .cdnHeaders || $0.id == .cdnCompare }
        report.checks.append(
            .warning(.cdnFetch, why, fix: "Give --allow-private to fetch a CDN stand-in on a private address."))
        report.cdn = CDNSummary(url: "", status: nil, headers: [], differences: [])
    }
}

extension WatchEngine {
    /// Looks up the round's hosts (``LookupGate/limit`` at a time) and pins them, unless private addresses are allowed.
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
        // A lookup gets the check's own deadline: a slow resolver makes its domains unreachable, not the round
        // (or a SIGTERM) wait for it.
        let deadline = configuration.checker.timeout
        await withTaskGroup(of: (String, AddressPolicy.Pinning).self) { group in
            var next = 0
            func start() {
                let host = hosts[next]
                next += 1
                // A host the user mapped is theirs (no lookup, no policy); any other is looked up within the deadline.
                group.addTask {
                    (host, await Self.pin(host, within: deadline) { await AddressPolicy.pin($0, mapping: user[$0]) })
                }
            }
            while next < hosts.count && next < LookupGate.limit { start() }
            while let (host, answer) = await group.next() {
                if next < hosts.count { start() }
                answers[host] = answer
            }
        }
        for (host, answer) in answers {
            switch answer {
            case .unresolved:
                break  // the check reports that the name does not resolve
            case .refused(let address) where address == WatchPins.lookupTimedOut:
                if domains.contains(host) { pins.slow.insert(host) }
                if host == cdnHost {
                    pins.cdnRefusal =
                        "looking up Apple's CDN host \(host) took longer than \(WatchTime.durationMessage(deadline))"
                }
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

extension WatchEngine {
    /// ``AddressPolicy/pin(_:)`` within `seconds`, or `.refused(WatchPins.lookupTimedOut)`; also at once when the
    /// task is cancelled. The system resolver cannot be interrupted: its thread finishes on its own, and
    /// nothing waits for it.
    static func pin(
        _ host: String, within seconds: Double,
        lookup: @escaping @Sendable (String) async -> AddressPolicy.Pinning = { await AddressPolicy.pin($0) }
    ) async -> AddressPolicy.Pinning {
        let once = ResumeOnce()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<AddressPolicy.Pinning, Never>) in
                once.set(continuation)
                Task.detached {
                    // A lookup given up on still holds its thread until the resolver answers: at most
                    // ``LookupGate/limit`` of them at once, however many were given up.
                    await LookupGate.shared.enter()
                    let answer = await lookup(host)
                    await LookupGate.shared.leave()
                    once.resume(answer)
                }
                Task.detached {
                    try? await Task.sleep(for: .milliseconds(Int64(min(max(seconds, 0.05), 3600) * 1000)))
                    once.resume(.refused(WatchPins.lookupTimedOut))
                }
            }
        } onCancel: {
            once.resume(.refused(WatchPins.lookupTimedOut))
        }
    }
}

/// A continuation resumed by the first of several racers (the lookup, its deadline, cancellation).
final class ResumeOnce: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: CheckedContinuation<AddressPolicy.Pinning, Never>?
    private var early: AddressPolicy.Pinning?
    private var done = false

    func set(_ continuation: CheckedContinuation<AddressPolicy.Pinning, Never>) {
        lock.lock()
        if done, let early {
            lock.unlock()
            continuation.resume(returning: early)
            return
        }
        self.continuation = continuation
        lock.unlock()
    }

    func resume(_ value: AddressPolicy.Pinning) {
        lock.lock()
        guard !done else {
            lock.unlock()
            return
        }
        done = true
        guard let continuation else {
            // Cancelled before the continuation was made: it takes this value when it comes.
            early = value
            lock.unlock()
            return
        }
        self.continuation = nil
        lock.unlock()
        continuation.resume(returning: value)
    }
}

/// Bounds the system resolver's threads of the watch's lookups, the ones given up on included.
actor LookupGate {
    static let shared = LookupGate()
    static let limit = 64

    private var running = 0
    private var waiting: [CheckedContinuation<Void, Never>] = []

    /// Waits for a free place.
    func enter() async {
        if running < Self.limit {
            running += 1
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    func leave() {
        if waiting.isEmpty {
            running -= 1
        } else {
            // The place passes to the next in line.
            waiting.removeFirst().resume()
        }
    }
}
