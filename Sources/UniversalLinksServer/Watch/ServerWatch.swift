import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle
import UniversalLinksChecker
import UniversalLinksWatch

/// `ulinks serve --watch`: the watch's engine inside the server. Each domain runs on its own due time: at
/// every look (a quarter of the interval, 0.2-5 s, and whenever a check ends) the replica takes the check
/// leases of the domains that are due (hosted first; see ``ServerWatchStore/acquireWatchLeases(_:)``), as
/// many as it has free slots, and starts their checks without waiting for the others: a domain whose origin
/// or resolver hangs holds one slot until its deadline and delays nobody else. The hosted domains have slots
/// of their own. Across the replicas of one PostgreSQL each domain is checked by one replica once per
/// interval, never two at once (a check in flight is marked until it ends), and a transition is recorded
/// only by the replica whose check started from the stored record. The hosted domains are checked at the
/// server's own address (their origin) and through Apple's CDN, the registered ones as `ulinks watch`
/// does. States, transitions with their reports, and what each check saw of the certificate and the CDN
/// go to the store; transitions go to the webhooks; a CDN copy with a published version's bytes marks when
/// the CDN first served it.
public struct ServerWatch: Service {
    let service: AssociationService
    let configuration: ServerWatchConfiguration
    /// The listener's address once it is bound (the hosted domains' origin).
    let origin: NIOLockedValueBox<ResolveOverride?>

    public init(
        service: AssociationService, configuration: ServerWatchConfiguration,
        origin: NIOLockedValueBox<ResolveOverride?>
    ) {
        self.service = service
        self.configuration = configuration
        self.origin = origin
    }

    public func run() async throws {
        guard let store = service.store as? any ServerWatchStore else {
            service.logger.error("--watch needs an SQLite or PostgreSQL store; not watching")
            return
        }
        let logger = service.logger
        var webhooks = WebhookDispatcher.Configuration()
        webhooks.allowPrivateAddresses = configuration.allowPrivateAddresses
        webhooks.attempts = configuration.webhookAttempts
        webhooks.backoff = configuration.webhookBackoff
        webhooks.timeout = configuration.webhookTimeout
        webhooks.maximumConnections = FileDescriptorLimit.webhookConnections(forLimit: FileDescriptorLimit.current)
        let dispatcher = WebhookDispatcher(configuration: webhooks) { message in
            logger.warning("watch webhook", metadata: ["message": "\(message.english)"])
        }
        let checks = ServerWatchChecks()
        let tick = Duration.milliseconds(Int64(configuration.tick * 1000))
        await cancelWhenGracefulShutdown {
            // The watched domains, read again at most once a tick: a look after each finished check must not
            // read 10,000 registrations each time.
            var watched: (at: ContinuousClock.Instant, hosted: [WatchTarget], registered: [WatchTarget])?
            while !Task.isCancelled {
                do {
                    if watched == nil || ContinuousClock.now - (watched?.at ?? .now) >= tick {
                        let (hosted, registered) = try await targets(store)
                        watched = (ContinuousClock.now, hosted, registered)
                    }
                    try await look(
                        hosted: watched?.hosted ?? [], registered: watched?.registered ?? [], store,
                        dispatcher: dispatcher, checks: checks)
                } catch is CancellationError {
                    break
                } catch {
                    logger.warning("watch round failed; retrying", metadata: ["error": "\(error)"])
                }
                await checks.waitForSlot(within: tick)
            }
        }
        // Checks under way end at their deadline; lookups do not hold them (see WatchEngine.pin).
        await checks.cancelAll()
        await dispatcher.drain(within: 2)
        await dispatcher.shutdown()
    }

    /// One look: the due domains' leases taken (as many as there are free slots, hosted first), and their
    /// checks started.
    func look(
        hosted: [WatchTarget], registered: [WatchTarget], _ store: any ServerWatchStore, dispatcher: WebhookDispatcher,
        checks: ServerWatchChecks
    ) async throws {
        guard let origin = origin.withLockedValue({ $0 }) else { return }
        let free = await checks.free(width: configuration.concurrency)
        let now = Date()
        var grant = WatchLeaseGrant()
        var taken: [[WatchTarget]] = [[], []]
        for (kind, targets) in [hosted, registered].enumerated() where !targets.isEmpty {
            let part = try await store.acquireWatchLeases(
                WatchLeaseRequest(
                    targets.map(\.domain), owner: configuration.replica,
                    until: now.addingTimeInterval(configuration.interval),
                    checkingUntil: now.addingTimeInterval(configuration.checkDeadline), now: now, limit: free[kind]))
            let due = Set(part.taken)
            taken[kind] = targets.filter { due.contains($0.domain) }
            grant.late = max(grant.late, part.late)
            if let oldest = part.oldestDue { grant.oldestDue = min(grant.oldestDue ?? oldest, oldest) }
        }
        configuration.status.noteLateness(grant.lateness(at: Date()))
        if !taken[0].isEmpty {
            var options = checkerOptions()
            for target in taken[0] {
                options.resolve[target.domain] = ResolveOverride(
                    host: target.domain, address: origin.address, port: origin.port)
            }
            await start(
                taken[0], kind: 0, options: options, allowPrivate: true, hosted: true, store, dispatcher, checks)
        }
        if !taken[1].isEmpty {
            await start(
                taken[1], kind: 1, options: checkerOptions(), allowPrivate: configuration.allowPrivateAddresses,
                hosted: false, store, dispatcher, checks)
        }
    }

    /// The hosted domains (each with its registration's expectations when it has one) and the others
    /// registered, at most ``ServerWatchConfiguration/maximumDomains`` together.
    func targets(_ store: any ServerWatchStore) async throws -> (hosted: [WatchTarget], registered: [WatchTarget]) {
        WatchListing.watched(
            service.state.table, try await store.watchRegistrations(), limit: configuration.maximumDomains)
    }

    /// The checks' options besides the hosted domains' own address.
    func checkerOptions() -> CheckerOptions {
        CheckerOptions(
            timeout: configuration.timeout, extraCAFile: configuration.caFile, resolve: configuration.resolve,
            cdnBase: configuration.cdnBase)
    }

    /// Starts the checks of `targets` on a task of their own (one checker for them); each frees its slot and
    /// its in-flight mark as it ends.
    private func start(
        _ targets: [WatchTarget], kind: Int, options: CheckerOptions, allowPrivate: Bool, hosted: Bool,
        _ store: any ServerWatchStore, _ dispatcher: WebhookDispatcher, _ checks: ServerWatchChecks
    ) async {
        let engine = WatchEngine(
            configuration: WatchConfiguration(
                checker: options, concurrency: targets.count, cdn: true,
                schedule: WatchSchedule(interval: configuration.interval), cdnGrace: configuration.cdnGrace,
                allowPrivateAddresses: allowPrivate, alertFirstStates: configuration.alertFirstStates),
            store: store)
        let (logger, replica) = (service.logger, configuration.replica)
        await checks.start(kind: kind, count: targets.count) { [self] in
            var finished: Set<String> = []
            do {
                _ = try await engine.round(targets, spread: false) { result in
                    await self.handle(result, hosted: hosted, store, dispatcher)
                    finished.insert(result.domain)
                    try? await store.finishWatchChecks([result.domain], owner: replica)
                    await checks.finish(kind: kind)
                }
            } catch {
                logger.warning("watch checks failed; retrying", metadata: ["error": "\(error)"])
            }
            // Checks cut short (a failed store, a shutdown): their slots and marks too.
            let left = targets.map(\.domain).filter { !finished.contains($0) }
            if !left.isEmpty {
                try? await store.finishWatchChecks(left, owner: replica)
                for _ in left { await checks.finish(kind: kind) }
            }
        }
    }

    /// A finished check: its facts stored, its transition logged and sent.
    private func handle(
        _ result: WatchResult, hosted: Bool, _ store: any ServerWatchStore, _ dispatcher: WebhookDispatcher
    ) async {
        let logger = service.logger
        let at = result.record.checkedAt
        do {
            try await store.saveWatchFacts(WatchFacts(result.report, at: at))
            if hosted, let cdn = result.report.cdn, cdn.status == 200, let sha = cdn.sha256,
                let host = HostName(result.domain)
            {
                let versions = try await store.recordCDNPropagation(host: host, sha256: sha, at: at)
                if !versions.isEmpty {
                    logger.info(
                        "Apple's CDN serves the new version", metadata: ["host": "\(host)", "versions": "\(versions)"])
                }
            }
        } catch {
            logger.warning("watch: could not store a check's facts", metadata: ["error": "\(error)"])
        }
        guard let transition = result.transition else { return }
        logger.notice(
            transition.isCauseChange ? "watch reasons changed" : "watch transition",
            metadata: [
                "domain": "\(transition.domain)", "from": "\(transition.from.rawValue)",
                "to": "\(transition.to.rawValue)", "reasons": "\(transition.reasons.map(\.id.rawValue))",
                "alerted": "\(result.alert)",
            ])
        guard result.alert else { return }
        await dispatcher.send(
            transition,
            to: result.target.webhooks(
                for: transition, all: configuration.webhooks, causes: configuration.webhookCauses))
    }
}

extension ServerWatch {
    /// Where the hosted domains' checks connect: the listener's port on its address, or on 127.0.0.1 (::1)
    /// when it listens on every address.
    static func origin(of channel: any Channel, bound host: String) -> ResolveOverride? {
        guard let port = channel.localAddress?.port else { return nil }
        let address =
            switch host {
            case "0.0.0.0", "": "127.0.0.1"
            case "::", "[::]": "::1"
            default: channel.localAddress?.ipAddress ?? host
            }
        return ResolveOverride(host: "", address: address, port: port)
    }
}

extension AssociationService {
    /// After a publish or rollback: the host is due for the watch at once (its lease ends), so that the
    /// time Apple's CDN takes to serve the new version is measured from the next look, not an interval later.
    func watchSoon(_ host: HostName) async {
        guard configuration.watch != nil, let store = store as? any ServerWatchStore else { return }
        do {
            try await store.releaseWatchLeases([host.value])
        } catch {
            logger.warning("watch: could not make \(host) due", metadata: ["error": "\(error)"])
        }
    }
}
