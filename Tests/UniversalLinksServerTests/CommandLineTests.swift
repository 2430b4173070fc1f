import Foundation
import Testing
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
        _ = try await store.publish(Fixtures.aasa(1), contentType: "application/json", host: HostName("a.example.com")!, kind: .aasa, at: Date())
        _ = try await store.publish(Fixtures.aasa(2), contentType: "application/json", host: HostName("a.example.com")!, kind: .aasa, at: Date())
        try await store.close()

        let out = folder.appendingPathComponent("out").path
        let result = try await Process.output(binary, ["export", "--store", path, "--to", out, "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("nginx.conf"))
        let exported = try Data(contentsOf: URL(fileURLWithPath: out + "/a.example.com/.well-known/apple-app-site-association"))
        #expect(Array(exported) == Fixtures.aasa(2))

        let missing = try await Process.output(binary, ["export", "--store", folder.appendingPathComponent("none.sqlite").path, "--to", out])
        #expect(missing.status == 1)
        #expect(missing.stdout.contains("no such store"))
        let usage = try await Process.output(binary, ["export", "--store", path, "--database", "postgres://x/y", "--to", out])
        #expect(usage.status == 64)
    }

    @Test func serveRejectsBadArguments() async throws {
        guard let binary = CrashTests.ulinksBinary else { return }
        for arguments in [["--bind", "nonsense"], ["--tls-cert", "a.pem"], ["--dir", "/tmp", "--store", "x.sqlite"], ["--poll-interval", "0"]] {
            let result = try await Process.output(binary, ["serve"] + arguments)
            #expect(result.status == 64, "\(arguments): \(result.stdout)")
        }
    }
}
