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
        self.metrics = metrics
        self.logger = logger
        self.clock = clock
    }

    /// Rebuilds the served table from the store. Safe to call concurrently: an older table never
    /// replaces a newer one.
    public func reload() async throws {
        try await reloadLock.run {
            let generation = try await metrics.timeStore("last_change_id") { try await store.lastChangeID() }
            // Streamed: one row at a time besides the table (100,000 files would otherwise be held twice).
            let builder = NIOLockedValueBox(
                ServingTable.Builder(cacheControl: configuration.cacheControl, metrics: metrics))
            try await metrics.timeStore("live_files") {
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
    }

    /// Reloads when the store has changed since the table was built (what replicas poll).
    public func reloadIfChanged() async throws {
        let current = try await metrics.timeStore("last_change_id") { try await store.lastChangeID() }
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
        let record = try await metrics.timeStore("publish") {
            try await store.publish(bytes, contentType: outcome.contentType, host: host, kind: kind, at: clock())
        }
        logger.info(
            "published",
            metadata: [
                "host": "\(host)", "kind": "\(kind.rawValue)", "version": "\(record.version)",
                "sha256": "\(record.sha256)",
            ])
        try await reload()
        return .published(record, outcome.report)
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int) async throws -> VersionRecord {
        let record = try await metrics.timeStore("rollback") {
            try await store.rollback(host: host, kind: kind, to: version, at: clock())
        }
        logger.info(
            "rolled back",
            metadata: [
                "host": "\(host)", "kind": "\(kind.rawValue)", "version": "\(version)", "sha256": "\(record.sha256)",
            ])
        try await reload()
        return record
    }

    public func delete(host: HostName, kind: FileKind) async throws -> Bool {
        let deleted = try await metrics.timeStore("delete") {
            try await store.delete(host: host, kind: kind, at: clock())
        }
        if deleted {
            logger.info("deleted", metadata: ["host": "\(host)", "kind": "\(kind.rawValue)"])
            try await reload()
        }
        return deleted
    }
}
