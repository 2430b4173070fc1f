import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A real long-running `ulinks` process (`serve`, `watch`) started by a test, its standard output and
/// error in a log file; waits for its ports or its log lines, and stops it.
public final class ServeProcess: @unchecked Sendable {
    public let process = Process()
    public let logPath: String
    /// Whether ``stop()`` was called: its own thread ends the process, so `deinit` leaves it alone.
    private let stopRequested = LockedBox(false)

    /// Why a wait failed, with the log so far.
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
        public init(description: String) { self.description = description }
    }

    /// Runs `binary command arguments...` (`serve` by default); `environment` is added to the test's own. With a `launcher`
    /// (such as `["/bin/sh", "-c", "ulimit -n 256 && exec \"$@\"", "sh"]`), runs
    /// `launcher... binary command arguments...` instead.
    public convenience init(
        binary: URL, command: String = "serve", arguments: [String], logPath: String,
        environment: [String: String] = [:], directory: URL? = nil, launcher: [String] = []
    ) throws {
        let command = launcher + [binary.path, command] + arguments
        try self.init(
            launching: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()), logPath: logPath,
            environment: environment, directory: directory)
    }

    /// Runs `executable arguments...` that starts a `ulinks serve` (for example through `chroot`).
    public init(
        launching executable: URL, arguments: [String], logPath: String, environment: [String: String] = [:],
        directory: URL? = nil
    ) throws {
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process.executableURL = executable
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        self.logPath = logPath
        try process.run()
    }

    public var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// The JSON log lines written so far (`--log-format json`, the default).
    public func lines() -> [[String: Any]] {
        log.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// Waits for `port` to accept connections (the process logs why when it exits instead). The
    /// timeouts are long because they only matter when something is wrong: a debug `ulinks` starting
    /// beside a browser, a nested build and a dozen servers on two cores has taken over 20 s, and in
    /// the first seconds of the whole suite (Chromium, PostgreSQL, pebble, Schemathesis and the consumer
    /// build starting at once) 50-80 s between its first log line and the next.
    public func waitUntilListening(_ port: Int, timeout: Duration = .seconds(180)) async throws {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            if FreePort.accepts(port) { return }
            guard process.isRunning else { throw Failure(description: "ulinks serve exited: \(log)") }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw Failure(description: "ulinks serve did not listen on \(port): \(log)")
    }

    /// The first JSON log line with this message, waiting up to `timeout` for it.
    public func logged(_ message: String, timeout: Duration = .seconds(180)) async throws -> [String: Any] {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < timeout {
            if let line = lines().first(where: { $0["message"] as? String == message }) { return line }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw Failure(description: "ulinks serve did not log \(message): \(log)")
    }

    /// SIGTERM (a graceful shutdown) and return at once, for a `defer` at the end of a test, which
    /// cannot await: a thread of its own waits for the exit and sends SIGKILL after 5 s (a child of the
    /// test runner may inherit a blocked SIGTERM). Waiting here would block a thread of the shared pool
    /// that the servers of the tests running beside it need. ``stopped()`` waits.
    public func stop() {
        guard process.isRunning else { return }
        stopRequested.value = true
        process.terminate()
        let process = self.process
        Thread.detachNewThread {
            let start = Date()
            while process.isRunning && Date().timeIntervalSince(start) < 5 { usleep(50_000) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
            process.waitUntilExit()
        }
    }

    /// SIGTERM, then waits for the exit (SIGKILL after 5 s) without blocking a thread.
    public func stopped() async {
        guard process.isRunning else { return }
        process.terminate()
        let start = ContinuousClock.now
        while process.isRunning && ContinuousClock.now - start < .seconds(5) {
            try? await Task.sleep(for: .milliseconds(20))
        }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        while process.isRunning { try? await Task.sleep(for: .milliseconds(20)) }
    }

    /// A process still running when its test lets go of it without ``stop()`` is killed.
    deinit { if process.isRunning, !stopRequested.value { kill(process.processIdentifier, SIGKILL) } }
}
