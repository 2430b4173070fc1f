import Foundation
import NIOConcurrencyHelpers
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksWatch

/// How `ulinks serve --watch` watches (Docs/Watch.md, "Inside ulinks serve"): the hosted domains through
/// Apple's CDN with the server itself as their origin, and the domains registered through
/// `/admin/v1/watch`.
public struct ServerWatchConfiguration: Sendable {
    /// Seconds between two checks of one domain, across every replica (`--watch-interval`).
    public var interval: Double
    /// Apple's CDN base URL, the domain appended (`--watch-cdn-base`; a stand-in in tests).
    public var cdnBase: String = Self.appleCDNBase
    /// Apple's CDN base URL (the default of `--watch-cdn-base`).
    public static let appleCDNBase = CheckerOptions.appleCDNBase
    /// Check registered domains, and POST webhooks, on loopback, private and link-local addresses
    /// (`--watch-allow-private`). The hosted domains are always checked at the server's own address.
    public var allowPrivateAddresses = false
    /// A PEM file of extra trusted roots for the checks (`--watch-ca`; a private CA).
    public var caFile: String?
    /// `host=addr:port` mappings for the checks of registered domains and the CDN (`--watch-resolve`).
    public var resolve: [ResolveOverride] = []
    /// Deadline of one domain's check, seconds.
    public var timeout: Double = 10
    /// Domains checked at once by one replica.
    public var concurrency: Int = 16
    /// Seconds the CDN copy may differ from the origin before `cdn-stale`.
    public var cdnGrace: Double = 86_400
    /// Webhooks for every domain's transitions (`--watch-webhook`), besides each registration's own.
    public var webhooks: [String] = []
    /// Names this replica in the lease rows (host name and process id by default).
    public var replica: String
    /// Domains watched at most (hosted and registered together); the rest are not checked and
    /// `/metrics` never lists more (a bounded label set).
    public var maximumDomains: Int = 10_000
    /// Webhook delivery: attempts, first backoff in seconds, deadline of one POST.
    public var webhookAttempts = 5
    public var webhookBackoff: Double = 2
    public var webhookTimeout: Double = 10
    /// `--watch-webhook` URLs also get changes of cause (the same state for other reasons;
    /// `--watch-webhook-causes`).
    public var webhookCauses = false
    /// Alert every domain's first state, not only a failing one (`--watch-alert-first`).
    public var alertFirstStates = false
    /// What this replica's watch measures as it runs (`/metrics`).
    public let status = ServerWatchStatus()

    public init(interval: Double = 900, replica: String) {
        self.interval = interval.isFinite ? max(0.1, interval) : 900
        self.replica = replica
    }

    /// Seconds between two looks for due domains: a quarter of the interval, between 0.2 s and 5 s.
    var tick: Double { min(5, max(0.2, interval / 4)) }

    /// Seconds a check may take at most (its address lookup within ``timeout``, then the check within
    /// ``timeout``, Apple's CDN beside it, then the store's writes), plus a margin: a check in flight keeps a
    /// second check of its domain from starting for that long, also when its replica dies.
    var checkDeadline: Double { 2 * timeout + 10 }
}

extension ServerWatchConfiguration {
    /// Reads `--watch-resolve` values (`host=addr:port`), `--watch-ca`, `--watch-cdn-base` and `--watch-webhook` as
    /// `ulinks watch` reads `--resolve`, `--ca`, `--cdn-base` and `--webhook`; the message names the flag.
    public mutating func read(
        resolve: [String], caFile: String?, cdnBase: String, webhooks: [String]
    ) throws(ServerWatchConfigurationError) {
        // The one URL reader: a port past 65535 never reaches the sender (NIO traps on one).
        for url in webhooks {
            do { _ = try HTTPURL(url) } catch {
                throw ServerWatchConfigurationError("--watch-webhook: \(error)")
            }
        }
        var mappings: [ResolveOverride] = []
        for value in resolve {
            do { mappings.append(try ResolveOverride(parsing: value)) } catch {
                throw ServerWatchConfigurationError("--watch-resolve: \(error)")
            }
        }
        if let caFile, !FileManager.default.isReadableFile(atPath: caFile) {
            throw ServerWatchConfigurationError("--watch-ca: \(caFile): no such readable file")
        }
        guard (try? HTTPURL(cdnBase))?.scheme == "https" else {
            throw ServerWatchConfigurationError("--watch-cdn-base must be an https URL")
        }
        self.resolve = mappings
        self.caFile = caFile
        self.cdnBase = cdnBase
        self.webhooks = webhooks
    }
}

/// A `--watch-*` value that cannot be used.
public struct ServerWatchConfigurationError: Error, Sendable, CustomStringConvertible {
    public var description: String

    init(_ description: String) { self.description = description }
}

/// What a replica's watch measures as it runs, for `/metrics`: how late its schedule runs.
public final class ServerWatchStatus: Sendable {
    private let box = NIOLockedValueBox(0.0)

    public init() {}

    /// Seconds the due domains wait past their time (0 when every check starts on time).
    public var lateness: Double { box.withLockedValue { $0 } }

    func noteLateness(_ seconds: Double) {
        box.withLockedValue { $0 = seconds.isFinite ? max(0, seconds) : 0 }
    }
}
