import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// `ulinks export` and `ulinks serve --dir` through the real binary.
@Suite struct CommandLineTests {
    @Test func exportWritesTheLiveFilesOfAStore() async throws {
        guard let binary = CrashTests.ulinksBinary else {
            print("note: no ulinks binary next to the test bundle; skipping")
            return
        }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("s.sqlite").path
        let store = try await SQLiteStore.open(path: path)
        _ = try await store.publish(
            Fixtures.aasa(1), contentType: "application/json", host: HostName("a.example.com")!, kind: .aasa, at: Date()
        )
        _ = try await store.publish(
            Fixtures.aasa(2), contentType: "application/json", host: HostName("a.example.com")!, kind: .aasa, at: Date()
        )
        try await store.close()

        let out = folder.appendingPathComponent("out").path
        let result = try await Process.output(binary, ["export", "--store", path, "--to", out, "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("nginx.conf"))
        let exported = try Data(
            contentsOf: URL(fileURLWithPath: out + "/a.example.com/.well-known/apple-app-site-association"))
        #expect(Array(exported) == Fixtures.aasa(2))

        let missing = try await Process.output(
            binary, ["export", "--store", folder.appendingPathComponent("none.sqlite").path, "--to", out])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("no such store"))
        let usage = try await Process.output(
            binary, ["export", "--store", path, "--database", "postgres://x/y", "--to", out])
        #expect(usage.status == 64)
    }

    @Test func serveRejectsBadArguments() async throws {
        guard let binary = CrashTests.ulinksBinary else { return }
        for arguments in [
            ["--bind", "nonsense"], ["--tls-cert", "a.pem"], ["--dir", "/tmp", "--store", "x.sqlite"],
            ["--poll-interval", "0"], ["--event-loops", "0"], ["--event-loops", "100000"],
        ] {
            let result = try await Process.output(binary, ["serve"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stdout)")
        }
    }

    /// A token it cannot write down would lock the operator out of the admin API: it refuses to start.
    @Test func serveRefusesToStartWithATokenItCannotWrite() async throws {
        guard let binary = CrashTests.ulinksBinary else { return }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A folder where the token file would go: neither readable as a token nor writable as one.
        try FileManager.default.createDirectory(
            at: folder.appendingPathComponent("ulinks-admin-token"), withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["ULINKS_ADMIN_TOKEN"] = nil
        let result = try await Subprocess.run(
            URL(fileURLWithPath: binary), ["serve", "--bind", "127.0.0.1:\(try FreePort.next())"], in: folder,
            environment: environment)
        #expect(result.status == 1)
        #expect(result.errors.contains("could not write a new admin token to "), "\(result.errors)\(result.text)")
    }

    @Test func sigtermShutsDownGracefullyWithStructuredLogs() async throws {
        guard let binary = CrashTests.ulinksBinary else { return }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let port = try FreePort.next()
        let server = try ServeProcess(
            binary: URL(fileURLWithPath: binary), arguments: ["--bind", "127.0.0.1:\(port)"],
            logPath: folder.appendingPathComponent("log").path, directory: folder)
        let process = server.process
        try await server.waitUntilListening(port)
        // With no options: SQLite in the working folder and a generated admin token there.
        let token = try String(contentsOf: folder.appendingPathComponent("ulinks-admin-token"), encoding: .utf8)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let put = try await Curl.request(
            "http://127.0.0.1:\(port)/admin/v1/domains/a.example.com/aasa", method: "PUT",
            headers: ["Authorization: Bearer \(token)"],
            body: Fixtures.aasa(1))
        #expect(put.status == 201)
        kill(process.processIdentifier, SIGTERM)
        let exited = try await Process.waitForExit(process, timeout: .seconds(20))
        #expect(exited && process.terminationStatus == 0)
        let lines = server.log.split(separator: "\n")
        let objects = lines.compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.count == lines.count, "every log line is a JSON object")
        #expect(
            objects.contains {
                $0["message"] as? String == "published"
                    && $0["sha256"] as? String == ContentDigest.hex(Fixtures.aasa(1))
            })
        #expect(objects.last?["message"] as? String == "stopped")
        let store = try await SQLiteStore.open(path: folder.appendingPathComponent("ulinks.sqlite").path)
        #expect(try await store.liveFiles().count == 1)
        try await store.close()
    }
}

extension Process {
    /// Polls for exit without blocking a cooperative thread.
    static func waitForExit(_ process: Process, timeout: Duration) async throws -> Bool {
        let start = ContinuousClock.now
        while process.isRunning {
            if ContinuousClock.now - start > timeout { return false }
            try await Task.sleep(for: .milliseconds(50))
        }
        return true
    }
}
