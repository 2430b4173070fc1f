import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// A file in a `--dir` folder is replaced again and again while many keep-alive connections
/// pipeline requests for it (a bounded, wrk-like load inside the test): every body served is
/// exactly one of the versions written, never a mix, and the last version ends up served.
@Suite(.serialized) struct HotReloadUnderLoadTests {
    static let host = "reload.example.com"

    /// About 8 kB, a different size for every version (so a reload is seen even on coarse clocks).
    static func version(_ n: Int) -> [UInt8] {
        let filler = String(repeating: "/r\(n)-y/*", count: 700 + n)
        return Array(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "\#(filler)"}]}]}}"#
                .utf8)
    }

    @Test func everyBodyIsOnePublishedVersionWhileTheFileIsReloaded() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent(Self.host)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("apple-app-site-association")
        let versions = (0...20).map(Self.version)
        try Data(versions[0]).write(to: file, options: .atomic)
        let valid = Set(versions.map { ContentDigest.hex($0) })
        let service = Fixtures.service(store: try DirectoryStore(root: folder), pollInterval: .milliseconds(20))

        let stop = LockedBox(false)
        let (count, bodies) = try await TestServer.with(service) { port in
            try await withThrowingTaskGroup(of: (Int, Set<[UInt8]>).self) { group in
                for connection in 0..<16 {
                    group.addTask {
                        try await offPool {
                            // A failing client stops the others (blocking loops do not see cancellation).
                            var finished = false
                            defer { if !finished { stop.value = true } }
                            let client = try PipelinedClient(port: port)
                            var seen: Set<[UInt8]> = []
                            var count = 0
                            var round = 0
                            var after = 0  // rounds since the writer finished: one more, then return
                            while round < 100_000 {  // a bound; the writer's stop flag ends the loop
                                if stop.value {
                                    after += 1
                                    if after > 1 { break }
                                }
                                // 8 requests per write; every fourth connection sends an ETag it saw.
                                var requests = (0..<8).map { _ in
                                    "GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: \(Self.host)\r\n\r\n"
                                }
                                if connection % 4 == 0 {
                                    requests.append(
                                        "GET /apple-app-site-association?x=\(round) HTTP/1.1\r\nHost: \(Self.host)\r\n"
                                            + "If-None-Match: \"0000\"\r\n\r\n")
                                }
                                for response in try client.exchange(requests) {
                                    guard response.status == 200 else {
                                        throw TestFailure("status \(response.status)")
                                    }
                                    seen.insert(response.body)
                                    count += 1
                                }
                                round += 1
                            }
                            finished = true
                            return (count, seen)
                        }
                    }
                }
                group.addTask {
                    defer { stop.value = true }
                    for n in 1..<versions.count {
                        try await Task.sleep(for: .milliseconds(60))
                        try Data(versions[n]).write(to: file, options: .atomic)
                    }
                    // The last version goes live within a few polls (longer on a loaded machine).
                    let last = ContentDigest.hex(versions[versions.count - 1])
                    for _ in 0..<300 where service.state.table.hosts[Self.host]?.aasa?.record.sha256 != last {
                        try await Task.sleep(for: .milliseconds(100))
                    }
                    return (0, [])
                }
                var count = 0
                var all: Set<[UInt8]> = []
                for try await (seen, bodies) in group {
                    count += seen
                    all.formUnion(bodies)
                }
                return (count, all)
            }
        }
        #expect(count >= 16 * 8)
        let torn = bodies.filter { !valid.contains(ContentDigest.hex($0)) }
        #expect(torn.isEmpty, "\(torn.count) distinct bodies of \(count) responses were not exactly one version")
        let served = Set(bodies.map { ContentDigest.hex($0) })
        #expect(served.count > 2, "the reads overlapped several reloads (\(served.count) versions seen)")
        let indices = versions.indices.filter { served.contains(ContentDigest.hex(versions[$0])) }
        #expect(
            served.contains(ContentDigest.hex(versions[versions.count - 1])),
            "the last version was served (versions seen: \(indices); live: \(service.state.table.hosts[Self.host]?.aasa?.record.size ?? -1) bytes, last \(versions[versions.count - 1].count))"
        )
    }
}
