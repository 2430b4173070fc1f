import Foundation
import Logging
import NIOConcurrencyHelpers
import NIOCore
import ServiceLifecycle
import UniversalLinksChecker
import UniversalLinksWatch

/// `ulinks serve --watch`: the watch's engine inside the server. Every tick (a quarter of the interval, 0.2-5 s)
/// it takes the check leases of the domains that are due (hosted and registered; see
/// ``ServerWatchStore/acquireWatchLeases(_:owner:until:now:)``), so that across the replicas of one
/// PostgreSQL each domain is checked by one replica once per interval, and checks them: the hosted ones
/// at the server's own address (their origin) and through Apple's CDN, the registered ones as
/// `ulinks watch` does. States, transitions with their reports, and what each check saw of the
/// certificate and the CDN go to the store; transitions go to the webhooks; a CDN copy with a published
/// version's bytes marks when the CDN first served it.
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
            logger.warning("watch webhook", metadata: ["message": "\(message)"])
        }
        let tick = Duration.milliseconds(Int64(configuration.tick * 1000))
        await cancelWhenGracefulShutdown {
            while !Task.isCancelled {
                do {
                    try await round(store, dispatcher: dispatcher)
                } catch is CancellationError {
                    break
                } catch {
                    logger.warning("watch round failed; retrying", metadata: ["error": "\(error)"])
                }
                try? await Task.sleep(for: tick)
            }
        }
        await dispatcher.drain(within: 2)
        await dispatcher.shutdown()
    }

    /// One look: the due domains' leases taken, then their checks.
    func round(_ store: any ServerWatchStore, dispatcher: WebhookDispatcher) async throws {
        guard let origin = origin.withLockedValue({ $0 }) else { return }
        let (hosted, registered) = try await targets(store)
        let now = Date()
        let due = Set(
            try await store.acquireWatchLeases(
                hosted.map(\.domain) + registered.map(\.domain), owner: configuration.replica,
                until: now.addingTimeInterval(configuration.interval), now: now))
        guard !due.isEmpty else { return }
        let own = hosted.filter { due.contains($0.domain) }
        let others = registered.filter { due.contains($0.domain) }
        if !own.isEmpty {
            var options = checkerOptions()
            for target in own {
                options.resolve[target.domain] = ResolveOverride(
                    host: target.domain, address: origin.address, port: origin.port)
            }
            try await check(own, options: options, allowPrivate: true, hosted: true, store, dispatcher)
        }
        if !others.isEmpty {
            try await check(
                others, options: checkerOptions(), allowPrivate: configuration.allowPrivateAddresses, hosted: false,
                store, dispatcher)
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

    private func check(
        _ targets: [WatchTarget], options: CheckerOptions, allowPrivate: Bool, hosted: Bool,
        _ store: any ServerWatchStore, _ dispatcher: WebhookDispatcher
    ) async throws {
        let engine = WatchEngine(
            configuration: WatchConfiguration(
                checker: options, concurrency: configuration.concurrency, cdn: true,
                schedule: WatchSchedule(interval: configuration.interval), cdnGrace: configuration.cdnGrace,
                allowPrivateAddresses: allowPrivate),
            store: store)
        let (logger, webhooks) = (service.logger, configuration.webhooks)
        _ = try await engine.round(targets, spread: false) { result in
            let at = result.record.checkedAt
            do {
                try await store.saveWatchFacts(WatchFacts(result.report, at: at))
                if hosted, let cdn = result.report.cdn, cdn.status == 200, let sha = cdn.sha256,
                    let host = HostName(result.domain)
                {
                    let versions = try await store.recordCDNPropagation(host: host, sha256: sha, at: at)
                    if !versions.isEmpty {
                        logger.info(
                            "Apple's CDN serves the new version",
                            metadata: ["host": "\(host)", "versions": "\(versions)"])
                    }
                }
            } catch {
                logger.warning("watch: could not store a check's facts", metadata: ["error": "\(error)"])
            }
            if let transition = result.transition {
                logger.notice(
                    "watch transition",
                    metadata: [
                        "domain": "\(transition.domain)", "from": "\(transition.from.rawValue)",
                        "to": "\(transition.to.rawValue)", "reasons": "\(transition.reasons.map(\.id.rawValue))",
                    ])
                await dispatcher.send(transition, to: webhooks + result.target.webhooks)
            }
        }
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
