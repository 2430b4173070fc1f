import Foundation
import Logging
import NIOConcurrencyHelpers
import UniversalLinks

/// The server's state and operations, independent of HTTP: the store, the table being served,
/// validation before anything goes live, and metrics.
public final class AssociationService: Sendable {
    public let store: any AssociationStore
    public let state = ServingState()
    public let metrics: ServerMetrics
    /// Whether the store answered its last operation (`/healthz`, `/readyz`).
    public let health = StoreHealth()
    /// The console's CPU-heavy requests, bounded (``ConsoleConfiguration/maximumConcurrentWork``).
    public let heavyWork: HeavyWork
    /// The console's passkeys checks, bounded apart (``ConsoleConfiguration/maximumConcurrentPasskeys``): they
    /// wait on the network, not a core, and must not hold the turns of validate and match.
    public let passkeysWork: HeavyWork
    public let configuration: ServerConfiguration
    let logger: Logger
    let clock: @Sendable () -> Date
    let reloadLock = AsyncSerialLock()

    /// The outcome of an upload.
    public enum PublishOutcome: Sendable {
        case published(VersionRecord, DiagnosticReport)
        /// Validation found errors: nothing was stored and the live file is unchanged.
        case rejected(DiagnosticReport)
    }

    public init(
        store: any AssociationStore,
        configuration: ServerConfiguration = ServerConfiguration(),
        metrics: ServerMetrics = ServerMetrics(),
        logger: Logger = Logger(label: "ulinks.server", factory: { _ in SwiftLogNoOpLogHandler() }),
        clock: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.store = store
        self.configuration = configuration
        self.heavyWork = HeavyWork(
            limit: configuration.console.maximumConcurrentWork, waitingLimit: configuration.console.maximumWaitingWork,
            patience: configuration.console.waitingPatience)
        self.passkeysWork = HeavyWork(
            limit: configuration.console.maximumConcurrentPasskeys,
            waitingLimit: configuration.console.maximumWaitingWork, patience: configuration.console.waitingPatience)
        self.metrics = metrics
        self.logger = logger
        self.clock = clock
        // The texts its answers and the console render: the checker's, the watch's and its own.
        ConsoleLocalization.registerTables()
    }

    /// Rebuilds the served table from the store. Safe to call concurrently: an older table never
    /// replaces a newer one.
    public func reload() async throws {
        try await reloadLock.run { try await rebuild() }
    }

    /// ``reload()`` with ``reloadLock`` held.
    private func rebuild() async throws {
        let generation = try await storeCall("last_change_id") { [store] in try await store.lastChangeID() }
        // Streamed: one row at a time besides the table (100,000 files would otherwise be held twice).
        let builder = NIOLockedValueBox(
            ServingTable.Builder(cacheControl: configuration.cacheControl, metrics: metrics))
        // A whole table takes longer than one request's store call (about a second at 100,000 files).
        try await storeCall("live_files", limit: max(configuration.storeTimeout, .seconds(120))) { [store] in
            try await store.forEachLiveFile { file in builder.withLockedValue { $0.add(file) } }
        }
        let table = builder.withLockedValue { $0.table(generation: generation) }
        if state.install(table) {
            metrics.recordReload()
            // Counted only when debug logging is on (the metadata is an autoclosure).
            logger.debug(
                "serving table rebuilt", metadata: ["generation": "\(generation)", "files": "\(table.fileCount)"])
        }
    }

    /// Reloads when the store has changed since the table was built (what replicas poll).
    public func reloadIfChanged() async throws {
        let current = try await storeCall("last_change_id") { [store] in try await store.lastChangeID() }
        if current != state.table.generation { try await reloadChanges(upTo: current) }
    }

    /// Validates `bytes` and, when they have no errors, stores them as the host's live file.
    public func publish(_ bytes: [UInt8], host: HostName, kind: FileKind) async throws -> PublishOutcome {
        let outcome = UploadValidator().validate(bytes, kind: kind, host: host)
        guard outcome.accepted else {
            metrics.recordRejectedFile()
            logger.info(
                "upload refused",
                metadata: ["host": "\(host)", "kind": "\(kind.rawValue)", "errors": "\(outcome.report.errors.count)"])
            return .rejected(outcome.report)
        }
        let (store, at) = (self.store, clock())
        // The lock from before the write until the table serves it: publishes on this replica commit
        // and reach the table in the same order, so each is served from the bytes just written (no
        // read-back: one store call per publish), and the notification of the change finds it served.
        let record = try await reloadLock.run { () -> VersionRecord in
            let change = try await storeCall("publish") {
                try await store.publishChange(bytes, contentType: outcome.contentType, host: host, kind: kind, at: at)
            }
            // Committed whatever happens now. When the store stops answering before the table has caught
            // up (another replica's changes in between), the file just written is served anyway: it is
            // newer than anything the table holds for this host and kind, so a 201 means served, also
            // through an outage that starts right after it. The rest comes with the next poll.
            do {
                if try await !serveOwnPublish(change) { try await rebuild() }
            } catch {
                serveOwnWrite(change)
                logger.warning(
                    "committed and served, but other changes before it are not served yet: the table catches up on the next poll",
                    metadata: ["error": "\(error)"])
            }
            return change.record
        }
        logger.info(
            "published",
            metadata: [
                "host": "\(host)", "kind": "\(kind.rawValue)", "version": "\(record.version)",
                "sha256": "\(record.sha256)",
            ])
        await watchSoon(host)
        return .published(record, outcome.report)
    }

    /// Brings the served table up to the change just committed: the files named by the change log
    /// since the table's generation (one file for one publish, whatever the number of hosts; see
    /// ``reloadChanges(upTo:)``). The change is committed whatever happens here: when the store
    /// stops answering now, the poll catches up once it is back.
    private func serveChanges() async {
        do {
            try await reloadIfChanged()
        } catch {
            logServeFailure(error)
        }
    }

    private func logServeFailure(_ error: any Error) {
        logger.warning(
            "committed, but not served yet: the table catches up on the next poll", metadata: ["error": "\(error)"])
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int) async throws -> VersionRecord {
        let (store, at) = (self.store, clock())
        let record = try await storeCall("rollback") {
            try await store.rollback(host: host, kind: kind, to: version, at: at)
        }
        logger.info(
            "rolled back",
            metadata: [
                "host": "\(host)", "kind": "\(kind.rawValue)", "version": "\(version)", "sha256": "\(record.sha256)",
            ])
        await serveChanges()
        await watchSoon(host)
        return record
    }

    public func delete(host: HostName, kind: FileKind) async throws -> Bool {
        let (store, at) = (self.store, clock())
        let deleted = try await storeCall("delete") { try await store.delete(host: host, kind: kind, at: at) }
        if deleted {
            logger.info("deleted", metadata: ["host": "\(host)", "kind": "\(kind.rawValue)"])
            await serveChanges()
        }
        return deleted
    }
}
