import Foundation
import ULinksTestSupport

/// A real `ulinks serve` on 127.0.0.1 (a free port) with a fresh SQLite store, stopped with SIGTERM.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let stdoutPath: String

    init(binary: URL, folder: TemporaryDirectory, token: String, arguments: [String]) throws {
        stdoutPath = folder.path("serve.out")
        FileManager.default.createFile(atPath: stdoutPath, contents: nil)
        FileManager.default.createFile(atPath: folder.path("serve.err"), contents: nil)
        process.executableURL = binary
        process.arguments =
            ["serve", "--store", folder.path("ulinks.sqlite"), "--bind", "127.0.0.1:0", "--log-format", "text"]
            + arguments
        process.currentDirectoryURL = folder.url
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = token
        process.environment = environment
        process.standardOutput = FileHandle(forWritingAtPath: stdoutPath)
        process.standardError = FileHandle(forWritingAtPath: folder.path("serve.err"))
        try process.run()
    }

    /// The address `ulinks serve` prints for the console (`console: http://127.0.0.1:PORT/`).
    func consoleURL() async throws -> String {
        for _ in 0..<300 {
            let text = String(decoding: FileManager.default.contents(atPath: stdoutPath) ?? Data(), as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("console: ") }) {
                return String(line.dropFirst("console: ".count))
            }
            guard process.isRunning else { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure("ulinks serve did not print the console's address")
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }
}
