import Foundation
import Testing
import ULinksTestSupport

#if canImport(Glibc)
    import Glibc
#endif

/// `ulinks serve` on a terminal says where the console and the admin token are in one plain line;
/// logging to a pipe or a file it writes JSON lines only.
@Suite struct ServeTerminalTests {
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "script(1) is not installed"))
    func aTerminalGetsOnePlainLine() async throws {
        guard let binary = CrashTests.ulinksBinary else { return }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try FreePort.next()
        let typescript = folder.appendingPathComponent("typescript").path
        // script(1) gives the server a pseudo-terminal and copies what it writes to `typescript`.
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qfec", "'\(binary)' serve --bind 127.0.0.1:\(port)", typescript]
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = nil
        process.environment = environment
        process.standardInput = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        }
        let expected =
            "ulinks serve: console at http://127.0.0.1:\(port)/; admin token in \(folder.path)/ulinks-admin-token"
        var text = ""
        let start = ContinuousClock.now
        // As long as ServeProcess waits (see waitUntilListening): the suite's first seconds are the busiest.
        while ContinuousClock.now - start < .seconds(180) {
            text = (try? String(contentsOfFile: typescript, encoding: .utf8)) ?? ""
            if text.contains(expected) || !process.isRunning { break }
            try await Task.sleep(for: .milliseconds(100))
        }
        process.terminate()
        #expect(text.contains(expected), "\(text)")
        // The plain line comes before the JSON line that says the server listens.
        let plain = try #require(text.range(of: expected))
        let listening = try #require(text.range(of: "\"message\":\"listening\""), "\(text)")
        #expect(plain.lowerBound < listening.lowerBound)
    }

    @Test func aPipeGetsJSONOnly() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let folder = try TemporaryDirectory("ulinks-serve-pipe")
        defer { folder.remove() }
        let server = try ServeProcess.console(
            binary: binary, folder: folder, token: "0123456789abcdef0123", arguments: [])
        defer { server.stop() }
        _ = try await server.consoleURL()
        let lines = server.log.split(separator: "\n")
        #expect(!lines.isEmpty)
        #expect(lines.count == server.lines().count, "a line that is not JSON: \(server.log)")
    }
}
