import Foundation
import Logging
import NIOCore
import NIOPosix
import PostgresNIO

/// A database that stops answering, and comes back.
///
/// PostgresNIO's pool retries failed connections with a growing back-off (up to a minute), and a
/// request waits in its queue meanwhile: requests hung while PostgreSQL was down, and for up to 19 s
/// after it came back. Instead, the first call that finds the database unreachable (or runs out of
/// time, ``StoreOutageAware``) starts an outage: calls fail at once with `store-unavailable`, and a
/// probe opens a plain connection every quarter of a second; the first one that succeeds ends the
/// outage with a fresh pool, so the next request is served as soon as the database answers.
extension PostgresStore: StoreOutageAware {
    /// A pool and the task running it.
    struct Pool: Sendable {
        let client: PostgresClient
        let task: Task<Void, Never>

        init(configuration: PostgresClient.Configuration, logger: Logger) {
            let client = PostgresClient(configuration: configuration, backgroundLogger: logger)
            self.client = client
            self.task = Task { await client.run() }
        }

        func stop() async {
            task.cancel()
            await task.value
        }
    }

    struct Outage: Sendable {
        var reason: String
        var probe: Task<Void, Never>
    }

    /// How often the probe tries to connect during an outage.
    static let probeInterval: Duration = .milliseconds(250)

    /// Runs `body` on the current pool; maps an unreachable database to `StoreError(.unavailable)`
    /// and starts an outage. Errors the database itself answered (SQL errors) pass through.
    func run<T: Sendable>(_ body: (PostgresClient) async throws -> T) async throws -> T {
        if let reason = outage.withLockedValue({ $0?.reason }) {
            throw StoreError(.unavailable, .api("store-unreachable", ["reason": reason]))
        }
        do {
            return try await body(client)
        } catch let error as StoreError {
            throw error
        } catch is CancellationError {
            throw CancellationError()
        } catch {
            guard Self.isOutage(error) else { throw error }
            let reason = Self.describe(error)
            beginOutage(reason)
            throw StoreError(.unavailable, .api("store-unreachable", ["reason": reason]))
        }
    }

    func storeTimedOut() { beginOutage("no answer in time") }

    /// Whether `error` says the database cannot be reached (rather than refusing a statement):
    /// connection failures, and the server's own "connection exception" (08), "operator
    /// intervention" (57: shutting down, restarting) and "insufficient resources" (53) states.
    static func isOutage(_ error: any Error) -> Bool {
        if let error = error as? PostgresTransactionError {
            guard let inner = error.beginError ?? error.closureError ?? error.commitError else { return false }
            return isOutage(inner)
        }
        // NIO's own connection and socket errors; anything else (a caller's closure) is not ours to judge.
        guard let error = error as? PSQLError else { return error is ChannelError || error is IOError }
        guard error.code == .server else {
            return [.connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed]
                .contains(error.code)
        }
        let state = error.serverInfo?[.sqlState] ?? ""
        return state.hasPrefix("08") || state.hasPrefix("57") || state.hasPrefix("53")
    }

    private static func describe(_ error: any Error) -> String {
        if let error = error as? PostgresTransactionError,
            let inner = error.beginError ?? error.closureError ?? error.commitError
        {
            return describe(inner)
        }
        if let error = error as? PSQLError {
            if let message = error.serverInfo?[.message] { return message }
            return "\(error.code)"
        }
        return "\(error)"
    }

    private func beginOutage(_ reason: String) {
        outage.withLockedValue { outage in
            guard outage == nil else { return }
            logger.error("PostgreSQL is unreachable; probing until it answers", metadata: ["reason": "\(reason)"])
            outage = Outage(reason: reason, probe: Task { [self] in await probeUntilBack() })
        }
    }

    /// Connects directly (not through the pool, which may be backing off) until PostgreSQL answers,
    /// then swaps in a fresh pool and ends the outage.
    private func probeUntilBack() async {
        while !Task.isCancelled {
            if await probe() {
                let fresh = Pool(configuration: configuration, logger: logger)
                let old = pool.withLockedValue { pool in
                    defer { pool = fresh }
                    return pool
                }
                outage.withLockedValue { $0 = nil }
                logger.notice("PostgreSQL answers again")
                await old.stop()
                return
            }
            try? await Task.sleep(for: Self.probeInterval)
        }
    }

    /// One connection and one `SELECT 1`, bounded by the pool's connect timeout.
    private func probe() async -> Bool {
        guard let host = configuration.host else { return false }
        var settings = PostgresConnection.Configuration(
            host: host, port: configuration.port ?? 5432, username: configuration.username,
            password: configuration.password, database: configuration.database, tls: .disable)
        settings.options.connectTimeout = .seconds(1)
        do {
            let connection = try await PostgresConnection.connect(
                on: MultiThreadedEventLoopGroup.singleton.any(), configuration: settings, id: 0, logger: logger
            ).get()
            defer { Task { try? await connection.close() } }
            _ = try await Deadline.run(within: .seconds(2)) {
                try await connection.query("SELECT 1", logger: self.logger).collect()
            }
            return true
        } catch {
            return false
        }
    }
}
