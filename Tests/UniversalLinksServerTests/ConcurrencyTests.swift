import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// Readers hammer the public side over real sockets while a writer publishes versions in a loop
/// through the admin API: every body read is exactly one published version, never torn or mixed,
/// and the store ends with every version recorded.
@Suite(.serialized) struct ConcurrencyTests {
    static let host = HostName("load.example.com")!

    /// A version's bytes: large enough (about 8 kB) that a torn write would show.
    static func version(_ n: Int) -> [UInt8] {
        let filler = String(repeating: "/p\(n)-x/*", count: 700)
        return Array(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "\#(filler)"}]}]}}"#
                .utf8)
    }

    @Test(arguments: StoreTests.Backend.allCases)
    func readersSeeWholeVersionsWhileAWriterPublishes(backend: StoreTests.Backend) async throws {
        try await StoreTests.with(backend) { store in
            // What is tested is whole versions, not latency: a store call may take long while the suite
            // crowds the machine (a SQLite write took over the default 5 s once, a 503).
            var configuration = ServerConfiguration(adminToken: Fixtures.token, pollInterval: .seconds(60))
            configuration.storeTimeout = .seconds(120)
            let service = AssociationService(store: store, configuration: configuration)
            let writes = 25
            let published = (1...writes).map(Self.version)
            _ = try await service.publish(Self.version(0), host: Self.host, kind: .aasa)
            let valid = Set(([Self.version(0)] + published).map { ContentDigest.hex($0) })

            // Readers keep reading until the writer is done (the fast path answers a round of 40 requests
            // in a few milliseconds, faster than one publish), so the reads always overlap the writes.
            let writerDone = LockedBox(false)
            let bodies = try await TestServer.with(service) { port -> [[UInt8]] in
                try await withThrowingTaskGroup(of: [[UInt8]].self) { group in
                    group.addTask {
                        for body in published {
                            let response = try await Curl.request(
                                "http://127.0.0.1:\(port)/admin/v1/domains/load.example.com/aasa", method: "PUT",
                                headers: ["Authorization: Bearer \(Fixtures.token)"], body: body)
                            guard response.status == 201 else {
                                throw TestFailure("publish answered \(response.status)")
                            }
                        }
                        writerDone.value = true
                        return []
                    }
                    for _ in 0..<3 {
                        group.addTask {
                            // One curl process fetches many times over keep-alive connections.
                            let url = "http://127.0.0.1:\(port)/.well-known/apple-app-site-association"
                            var seen: [[UInt8]] = []
                            var rounds = 0
                            while rounds < 2 || (rounds < 400 && !writerDone.value) {
                                rounds += 1
                                let result = try await Curl.run(
                                    ["-s", "--max-time", "30", "-H", "Host: load.example.com", "-w", "\n--END--\n"]
                                        + Array(repeating: url, count: 40))
                                let text = String(decoding: result.stdout, as: UTF8.self)
                                seen += text.components(separatedBy: "\n--END--\n").filter { !$0.isEmpty }.map {
                                    Array($0.utf8)
                                }
                            }
                            return seen
                        }
                    }
                    var all: [[UInt8]] = []
                    for try await part in group { all += part }
                    return all
                }
            }
            #expect(bodies.count >= 3 * 2 * 40 && bodies.count % 40 == 0)
            let torn = bodies.filter { !valid.contains(ContentDigest.hex($0)) }
            #expect(torn.isEmpty, "\(torn.count) responses were not exactly one published version")
            // Readers saw more than one version, so the reads really overlapped the writes.
            #expect(Set(bodies.map { ContentDigest.hex($0) }).count > 1)

            let versions = try await store.versions(host: Self.host, kind: .aasa)
            #expect(versions.map(\.version) == Array(1...(writes + 1)))
            #expect(versions.map(\.sha256) == ([Self.version(0)] + published).map { ContentDigest.hex($0) })
            #expect(try await store.changes(host: Self.host, limit: 1000).count == writes + 1)
            #expect(try await store.file(host: Self.host, kind: .aasa, version: nil)?.content == published.last)
        }
    }

    /// Two replicas publishing the same file at once, straight to the store (no server between to
    /// take turns): on PostgreSQL each publish is one call of `ulinks_publish_v1`, whose version
    /// number must be read after its write lock is held. Versions are 1...N with no duplicate, the
    /// change ids come in the versions' order (the order replicas apply them in), and each call
    /// returns the file a read gives back.
    @Test(arguments: [StoreTests.Backend.sqlite, .postgres])
    func twoReplicasPublishingAtOnceNumberVersionsInCommitOrder(backend: StoreTests.Backend) async throws {
        let stores: [any AssociationStore]
        switch backend {
        case .postgres:
            guard case let (first, second)? = try await Fixtures.postgresPair() else { return }
            stores = [first, second]
        default:
            let path = try Fixtures.temporaryFolder().appendingPathComponent("store.sqlite").path
            stores = [try await SQLiteStore.open(path: path), try await SQLiteStore.open(path: path)]
        }
        let changes = try await withThrowingTaskGroup(of: PublishedChange.self) { group in
            for n in 0..<40 {
                group.addTask {
                    try await stores[n % 2].publishChange(
                        Self.version(n), contentType: "application/json", host: Self.host, kind: .aasa,
                        at: Date(timeIntervalSince1970: 1_700_000_000 + Double(n)))
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(changes.map(\.record.version).sorted() == Array(1...40))
        let byID = changes.sorted { ($0.changeID ?? 0) < ($1.changeID ?? 0) }
        #expect(Set(changes.compactMap(\.changeID)).count == 40)
        #expect(byID.map(\.record.version) == Array(1...40))
        let last = try #require(byID.last)
        #expect(try await stores[0].file(host: Self.host, kind: .aasa, version: nil) == last.file)
        for store in stores { try await store.close() }
    }
}
