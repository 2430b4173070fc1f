import Foundation
import ULinksTestSupport

/// A real `ulinks serve` on 127.0.0.1 (a free port) with a fresh SQLite store, stopped with SIGTERM.
final class ServeProcess: @unchecked Sendable {
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
        for _ in 0..<300 {
            let text = String(decoding: FileManager.default.contents(atPath: logPath) ?? Data(), as: UTF8.self)
            for line in text.split(separator: "\n") {
                let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
                if object?["message"] as? String == "console", let url = object?["url"] as? String { return url }
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure("ulinks serve did not log the console's address")
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
