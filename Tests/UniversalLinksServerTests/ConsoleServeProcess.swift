import Foundation
import ULinksTestSupport

/// A real `ulinks serve` on 127.0.0.1 (a free port) with a fresh SQLite store, stopped with SIGTERM.
final class ConsoleServeProcess: @unchecked Sendable {
    let process = Process()
    let logPath: String

    init(binary: URL, folder: TemporaryDirectory, token: String, arguments: [String]) throws {
        logPath = folder.path("serve.log")
        FileManager.default.createFile(atPath: logPath, contents: nil)
        process.executableURL = binary
        process.arguments =
            ["serve", "--store", folder.path("ulinks.sqlite"), "--bind", "127.0.0.1:0"]
            + arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = token
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle(forWritingAtPath: logPath)
        try process.run()
    }

    /// The address `ulinks serve` logs for the console (`{"message": "console", "url": ...}`).
    func consoleURL() async throws -> String {
        guard let url = try await logged("console")["url"] as? String else {
            throw TestFailure("the console's log line has no url")
        }
        return url
    }

    /// The first log line with this message, waiting up to 30 seconds for it.
    func logged(_ message: String) async throws -> [String: Any] {
        for _ in 0..<300 {
            if let line = lines().first(where: { $0["message"] as? String == message }) { return line }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure("ulinks serve did not log \(message)")
    }

    /// The JSON log lines written so far.
    func lines() -> [[String: Any]] {
        let text = String(decoding: FileManager.default.contents(atPath: logPath) ?? Data(), as: UTF8.self)
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
