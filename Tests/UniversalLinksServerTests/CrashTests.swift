import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// `kill -9` of a real `ulinks serve` process while a client publishes in a loop: the SQLite store
/// must come back with every acknowledged version, no torn version, and a live pointer to a
/// complete one.
@Suite(.serialized) struct CrashTests {
    /// The `ulinks` binary built next to the test bundle (a failure in CI when it is missing).
    static var ulinksBinary: String? { ULinksCommand.requiredBinary()?.path }

    static func version(_ n: Int) -> [UInt8] { ConcurrencyTests.version(n) }

    @Test func killNineDuringPublishingLosesNothingAcknowledged() async throws {
        guard let binary = Self.ulinksBinary else {
            print("note: no ulinks binary next to the test bundle; skipping the kill -9 test (run swift build first)")
            return
        }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let database = folder.appendingPathComponent("store.sqlite").path
        let tokenFile = folder.appendingPathComponent("token")
        try Data(Fixtures.token.utf8).write(to: tokenFile)
        var acknowledged = 0
        var next = 1
        for (round, killAfter) in [Duration.milliseconds(700), .milliseconds(1300), .milliseconds(300)].enumerated() {
            let port = try FreePort.next()
            let serve = try ServeProcess(
                binary: URL(fileURLWithPath: binary),
                arguments: [
                    "--store", database, "--bind", "127.0.0.1:\(port)", "--admin-token-file", tokenFile.path,
                    "--log-level", "error",
                ], logPath: folder.appendingPathComponent("serve-\(round).log").path)
            let process = serve.process
            defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
            // A debug build starting beside the rest of the suite can take many seconds (ServeProcess).
            do {
                try await serve.waitUntilListening(port)
            } catch {
                throw TestFailure("ulinks serve did not come up on port \(port) (round \(round)): \(error)")
            }

            let started = ContinuousClock.now
            var killed = false
            while !killed {
                if ContinuousClock.now - started >= killAfter {
                    // Kill while a publish is in flight: start one, then kill without waiting for it.
                    let body = Self.version(next)
                    let inFlight = Task { @Sendable in
                        try? await Curl.request(
                            "http://127.0.0.1:\(port)/admin/v1/domains/crash.example.com/aasa", method: "PUT",
                            headers: ["Authorization: Bearer \(Fixtures.token)"], body: body)
                    }
                    try await Task.sleep(for: .milliseconds(Int.random(in: 0...15)))
                    kill(process.processIdentifier, SIGKILL)
                    killed = true
                    if let response = await inFlight.value, response.status == 201 { acknowledged = next }
                    next += 1
                    break
                }
                let response = try await Curl.request(
                    "http://127.0.0.1:\(port)/admin/v1/domains/crash.example.com/aasa", method: "PUT",
                    headers: ["Authorization: Bearer \(Fixtures.token)"], body: Self.version(next))
                #expect(response.status == 201)
                acknowledged = next
                next += 1
            }
            while process.isRunning { try await Task.sleep(for: .milliseconds(20)) }
            #expect(process.terminationReason == .uncaughtSignal)
        }

        let store = try await SQLiteStore.open(path: database)
        do {
            #expect(try await store.integrityCheck() == "ok")
            let host = HostName("crash.example.com")!
            let versions = try await store.versions(host: host, kind: .aasa)
            // Versions are numbered by the store, so after a lost in-flight publish the next one reuses its number.
            #expect(versions.map(\.version) == Array(1...versions.count))
            #expect(versions.count >= 1)
            for record in versions {
                let file = try #require(try await store.file(host: host, kind: .aasa, version: record.version))
                #expect(ContentDigest.hex(file.content) == record.sha256, "version \(record.version) is whole")
                #expect(file.content.count == record.size)
            }
            let acknowledgedHashes = Set((1...max(acknowledged, 1)).map { ContentDigest.hex(Self.version($0)) })
            let storedHashes = Set(versions.map(\.sha256))
            // Every acknowledged publish of the last round is stored (earlier rounds' numbering may repeat content).
            #expect(storedHashes.contains(ContentDigest.hex(Self.version(acknowledged))))
            #expect(storedHashes.isSubset(of: acknowledgedHashes.union([ContentDigest.hex(Self.version(next - 1))])))
            let live = try #require(try await store.file(host: host, kind: .aasa, version: nil))
            #expect(live.record.version == versions.last?.version)
            #expect(try await store.changes(host: host, limit: 10_000).count == versions.count)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }
}
