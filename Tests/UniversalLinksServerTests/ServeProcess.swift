import Foundation
import Testing
import ULinksTestSupport

/// A real `ulinks serve` process for the end-to-end tests, its output in a log file.
final class ServeProcess: @unchecked Sendable {
    let process: Process
    let logPath: String

    init(binary: String, arguments: [String], logPath: String) throws {
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: logPath))
        process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = ["serve"] + arguments
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        self.logPath = logPath
        try process.run()
    }

    var log: String { (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? "" }

    /// Waits for `port` to accept connections (the process logs why when it exits instead).
    func waitUntilListening(_ port: Int) async throws {
        let start = ContinuousClock.now
        while ContinuousClock.now - start < .seconds(20) {
            if FreePort.accepts(port) { return }
            guard process.isRunning else { throw TestFailure("ulinks serve exited: \(log)") }
            try await Task.sleep(for: .milliseconds(50))
        }
        throw TestFailure("ulinks serve did not listen on \(port): \(log)")
    }

    /// SIGTERM (a graceful shutdown), then SIGKILL after 5 s (a child of the test runner may
    /// inherit a blocked SIGTERM).
    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        let start = Date()
        while process.isRunning && Date().timeIntervalSince(start) < 5 { usleep(50_000) }
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        process.waitUntilExit()
    }

    deinit { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
}
