#if ULINKS_ACME
    import Foundation
    import Logging
    import NIOConcurrencyHelpers
    import NIOCore
    import NIOSSL
    import ServiceLifecycle
    import UniversalLinksACME

    /// Obtains and renews a certificate for every managed domain (one with a live file in the store)
    /// and keeps this replica's ``CertificateCache`` in step with the store.
    ///
    /// Each tick: load the certificates any replica stored since the last tick; drop those of hosts
    /// no longer managed; then, for hosts that lack a certificate or are due for renewal (two thirds
    /// of the lifetime), take the host's order lease in the store (one replica per certificate), run
    /// the order, and store the result or the failure with the next attempt time (exponential
    /// backoff). Already-valid certificates are served throughout, whatever the CA does.
    public final class CertificateManager: Service, Sendable {
        public let cache: CertificateCache
        let service: AssociationService
        let store: any CertificateStore
        let settings: ACMESettings
        let logger: Logger
        /// Names this replica in lease rows.
        let owner = "replica-" + UUID().uuidString.prefix(8).lowercased()
        private let local = NIOLockedValueBox(Local())

        struct Local: Sendable {
            var loadedUntil: Date?
            /// Hosts not to look at again before the given time (lease held elsewhere, backing off).
            var skipUntil: [String: Date] = [:]
            /// Start times of this replica's orders in the last hour.
            var orders: [Date] = []
            /// When this replica obtained each host's certificates in the last week.
            var issued: [String: [Date]] = [:]
        }

        public init(service: AssociationService, settings: ACMESettings, logger: Logger) throws {
            guard let store = service.store as? any CertificateStore else {
                throw StoreError(.unavailable, "automatic certificates need the SQLite or PostgreSQL store")
            }
            self.service = service
            self.cache = CertificateCache { [service] in service.state.table.host($0) != nil }
            self.store = store
            self.settings = settings
            self.logger = logger
        }

        /// The HTTPS listener's TLS configuration: the certificate chosen per SNI name from the cache,
        /// a handshake failure for any other name.
        public func tlsConfiguration() throws -> TLSConfiguration {
            let placeholder = try SelfSignedCertificate.make(name: "ulinks.invalid")
            var configuration = TLSConfiguration.makeServerConfiguration(
                certificateChain: [
                    .certificate(try NIOSSLCertificate(bytes: Array(placeholder.certificatePEM.utf8), format: .pem))
                ],
                privateKey: .privateKey(
                    try NIOSSLPrivateKey(bytes: Array(placeholder.privateKeyPEM.utf8), format: .pem)))
            configuration.applicationProtocols = ["http/1.1", TLSALPNChallengeCertificate.applicationProtocol]
            let cache = self.cache
            configuration.sslContextCallback = { values, promise in
                if let override = cache.override(for: values.serverHostname) {
                    promise.succeed(override)
                } else {
                    promise.fail(NIOSSLError.unableToValidateCertificate)
                }
            }
            return configuration
        }

        public func run() async throws {
            let client = try await makeClient()
            // The table says which hosts are managed; the listener loads it too, but a first tick
            // before that would see none.
            try await service.reload()
            do {
                try await cancelWhenGracefulShutdown {
                    while true {
                        do {
                            try await self.tick(client)
                        } catch is CancellationError {
                            throw CancellationError()
                        } catch {
                            self.logger.error("certificate check failed", metadata: ["error": "\(error)"])
                        }
                        try await Task.sleep(for: self.settings.checkInterval)
                    }
                }
            } catch is CancellationError {
                // Shutdown.
            }
            await client.shutdown()
        }

        /// Loads the certificates stored so far (before the listener opens, so a restarted replica
        /// serves at once).
        public func loadStored() async throws {
            try await loadNew()
        }

        func makeClient() async throws -> ACMEClient {
            let key: ACMEAccountKey
            if let stored = try await store.acmeAccountKey(directory: settings.directoryURL) {
                key = try ACMEAccountKey(pemRepresentation: stored)
            } else {
                let fresh = ACMEAccountKey()
                let kept = try await store.saveACMEAccountKey(
                    fresh.pemRepresentation, directory: settings.directoryURL, at: Date())
                key = try ACMEAccountKey(pemRepresentation: kept)
            }
            return ACMEClient(
                configuration: ACMEClientConfiguration(
                    directoryURL: settings.directoryURL, trustRoots: settings.trustRoots,
                    requestTimeout: TimeAmount(settings.requestTimeout),
                    orderTimeout: settings.orderTimeout, logger: logger),
                accountKey: key)
        }

        /// One pass: new certificates from the store, then an order for each host that is due.
        func tick(_ client: ACMEClient) async throws {
            let now = Date()
            try await loadNew()
            let table = service.state.table
            var candidates = cache.due(among: table.hostNames, now: now)
            for host in try await store.dueHosts(now: now, limit: 1000) where table.host(host.value) != nil {
                candidates.insert(host.value)
            }
            for host in candidates.sorted() {
                guard let name = HostName(host), admit(host, now: Date()) else { continue }
                let until = Date().addingTimeInterval(Double(settings.leaseDuration.components.seconds))
                guard try await store.acquireOrderLease(host: name, owner: owner, until: until, now: Date()) else {
                    // Another replica orders it, or it backs off: look again in a while.
                    skip(host, for: 5)
                    continue
                }
                local.withLockedValue { $0.orders.append(Date()) }
                if await client.accountURL == nil {
                    do {
                        try await client.register(contact: settings.email.map { ["mailto:" + $0] } ?? [])
                    } catch {
                        try await fail(name, error)
                        continue
                    }
                }
                try await order(name, client)
            }
        }

        /// Whether an order for `host` may start now: not backing off, within this replica's hourly
        /// budget for all hosts and its weekly budget of certificates for this host.
        func admit(_ host: String, now: Date) -> Bool {
            local.withLockedValue { local in
                if let until = local.skipUntil[host], until > now { return false }
                local.orders.removeAll { now.timeIntervalSince($0) > 3600 }
                guard local.orders.count < settings.ordersPerHour else { return false }
                let week = (local.issued[host] ?? []).filter { now.timeIntervalSince($0) < 7 * 86_400 }
                local.issued[host] = week.isEmpty ? nil : week
                return week.count < settings.certificatesPerHostPerWeek
            }
        }

        func skip(_ host: String, for seconds: Double) {
            local.withLockedValue { $0.skipUntil[host] = Date().addingTimeInterval(seconds) }
        }

        func order(_ host: HostName, _ client: ACMEClient) async throws {
            let renewing = cache.hasCertificate(for: host.value)
            // With a certificate already served, tls-alpn-01 would show the challenge certificate to
            // ordinary clients for a few seconds; use it only when it is the only way.
            let kinds = renewing && settings.challenges.contains(.http01) ? [.http01] : settings.challenges
            logger.info("ordering certificate", metadata: ["host": "\(host)", "renewal": "\(renewing)"])
            do {
                let issued = try await client.obtainCertificate(
                    for: [host.value],
                    responder: CacheChallengeResponder(cache: cache, store: store, supportedChallenges: kinds))
                let stored = StoredCertificate(
                    host: host, chainPEM: issued.chainPEM, privateKeyPEM: issued.privateKeyPEM,
                    notBefore: issued.notBefore, notAfter: issued.notAfter, issuedAt: Date())
                try await store.saveCertificate(stored, owner: owner, at: Date())
                try cache.install(stored)
                local.withLockedValue {
                    $0.skipUntil[host.value] = nil
                    $0.issued[host.value, default: []].append(Date())
                }
                logger.info(
                    "certificate stored",
                    metadata: ["host": "\(host)", "notAfter": "\(issued.notAfter)", "renewAt": "\(issued.renewalDate)"])
            } catch is CancellationError {
                throw CancellationError()
            } catch {
                try await fail(host, error)
            }
        }

        func fail(_ host: HostName, _ error: any Error) async throws {
            let message = "\(error)"
            let settings = self.settings
            let (failures, next) = try await store.recordCertificateFailure(
                host: host, error: message, owner: owner, at: Date()
            ) { failures in
                let wait = settings.backoff(failures: failures)
                return Date().addingTimeInterval(
                    Double(wait.components.seconds) + Double(wait.components.attoseconds) / 1e18)
            }
            skip(host.value, for: next.timeIntervalSinceNow)
            logger.error(
                "certificate order failed; retrying later",
                metadata: ["host": "\(host)", "error": "\(message)", "failures": "\(failures)", "retryAt": "\(next)"])
        }

        func loadNew() async throws {
            let since = local.withLockedValue { $0.loadedUntil }
            // Rows written in the same millisecond as the last load come again (>=), harmlessly.
            let rows = try await store.issuedCertificates(since: since)
            // A few rows (another replica's new certificates) are checked now; the many of a start-up
            // are parsed at each host's first handshake, so that start-up stays quick.
            let parseNow = rows.count <= 64
            for row in rows {
                // The same row (not the same dates: a forced renewal within the second has them too).
                if cache.holds(row) { continue }
                do {
                    try cache.install(row, parseNow: parseNow)
                } catch {
                    logger.error(
                        "stored certificate unreadable", metadata: ["host": "\(row.host)", "error": "\(error)"])
                }
            }
            let newest = rows.map(\.issuedAt).max()
            local.withLockedValue { local in
                if let newest, newest > (local.loadedUntil ?? .distantPast) { local.loadedUntil = newest }
            }
        }
    }
#endif
