import Foundation
import NIOConcurrencyHelpers
import Testing
import UniversalLinks
import UniversalLinksServer

/// The same contract checked against every store: memory, SQLite and (when ULINKS_TEST_POSTGRES_URL
/// is set) PostgreSQL.
@Suite struct StoreTests {
    enum Backend: String, CaseIterable, CustomStringConvertible {
        case memory, sqlite, postgres
        var description: String { rawValue }
    }

    static let host = HostName("example.com")!

    /// Opens a fresh store of `backend`, or nil (with a note) when PostgreSQL is not configured.
    static func open(_ backend: Backend) async throws -> (any AssociationStore)? {
        switch backend {
        case .memory:
            return MemoryStore()
        case .sqlite:
            let folder = try Fixtures.temporaryFolder()
            return try await SQLiteStore.open(path: folder.appendingPathComponent("store.sqlite").path)
        case .postgres:
            guard let url = Fixtures.postgresURL else {
                print(
                    "note: ULINKS_TEST_POSTGRES_URL is not set; skipping the PostgreSQL case (scripts/start-postgres.sh starts one)"
                )
                return nil
            }
            return try await PostgresStore.connect(url: url, schema: Fixtures.uniqueSchema())
        }
    }

    /// Runs `body` with a fresh store and always closes it (an unclosed SQLite connection traps in
    /// debug builds).
    static func with(_ backend: Backend, _ body: (any AssociationStore) async throws -> Void) async throws {
        guard let store = try await open(backend) else { return }
        do {
            try await body(store)
        } catch {
            try? await store.close()
            throw error
        }
        try await store.close()
    }

    @Test(arguments: Backend.allCases)
    func publishVersionsRollbackDelete(backend: Backend) async throws {
        try await Self.with(backend) { store in
            let t0 = Date(timeIntervalSince1970: 1_700_000_000)
            #expect(try await store.lastChangeID() == 0)
            #expect(try await store.liveFiles().isEmpty)

            let v1 = try await store.publish(
                Fixtures.aasa(1), contentType: "application/json", host: Self.host, kind: .aasa, at: t0)
            let v2 = try await store.publish(
                Fixtures.aasa(2), contentType: "application/json", host: Self.host, kind: .aasa, at: t0 + 10)
            _ = try await store.publish(
                Fixtures.assetlinks, contentType: "application/json", host: Self.host, kind: .assetlinks, at: t0 + 20)
            #expect(v1.version == 1 && v2.version == 2)
            #expect(v2.sha256 == ContentDigest.hex(Fixtures.aasa(2)))
            #expect(v2.createdAt == t0 + 10)

            let live = try #require(try await store.file(host: Self.host, kind: .aasa, version: nil))
            #expect(live.content == Fixtures.aasa(2))
            #expect(live.liveSince == t0 + 10)
            #expect(try await store.liveFiles().count == 2)
            #expect(try await store.file(host: Self.host, kind: .aasa, version: 1)?.content == Fixtures.aasa(1))
            #expect(try await store.file(host: Self.host, kind: .aasa, version: 3) == nil)
            #expect(try await store.versions(host: Self.host, kind: .aasa).map(\.version) == [1, 2])

            let back = try await store.rollback(host: Self.host, kind: .aasa, to: 1, at: t0 + 30)
            #expect(back.sha256 == v1.sha256)
            let rolled = try #require(try await store.file(host: Self.host, kind: .aasa, version: nil))
            #expect(rolled.content == Fixtures.aasa(1))
            #expect(rolled.liveSince == t0 + 30, "Last-Modified moves forward on rollback")
            await #expect(throws: StoreError.self) {
                try await store.rollback(host: Self.host, kind: .aasa, to: 5, at: t0)
            }

            #expect(try await store.delete(host: Self.host, kind: .aasa, at: t0 + 40))
            #expect(try await store.delete(host: Self.host, kind: .aasa, at: t0 + 41) == false)
            #expect(try await store.file(host: Self.host, kind: .aasa, version: nil) == nil)
            #expect(try await store.liveFiles().map(\.record.kind) == [.assetlinks])
            #expect(try await store.versions(host: Self.host, kind: .aasa).count == 2, "history is kept")

            let changes = try await store.changes(host: Self.host, limit: 100)
            #expect(changes.map(\.action) == [.delete, .rollback, .publish, .publish, .publish])
            #expect(changes.map(\.at) == [t0 + 40, t0 + 30, t0 + 20, t0 + 10, t0])
            #expect(changes[1].sha256 == v1.sha256)
            #expect(try await store.lastChangeID() == changes[0].id)
            #expect(try await store.changes(host: HostName("other.example")!, limit: 10).isEmpty)
            #expect(try await store.changes(host: nil, limit: 2).count == 2)
        }
    }

    /// The streamed form a server builds its table from gives exactly the files of `liveFiles()`, and
    /// an error thrown by the caller's closure comes out of the call.
    @Test(arguments: Backend.allCases)
    func streamedLiveFilesEqualTheList(backend: Backend) async throws {
        try await Self.with(backend) { store in
            let t0 = Date(timeIntervalSince1970: 1_700_000_000)
            for n in 0..<40 {
                let host = HostName("h\(n).example.com")!
                _ = try await store.publish(
                    Fixtures.aasa(n), contentType: "application/json", host: host, kind: .aasa, at: t0)
                if n % 3 == 0 {
                    _ = try await store.publish(
                        Fixtures.assetlinks, contentType: "application/json", host: host, kind: .assetlinks, at: t0)
                }
            }
            _ = try await store.delete(host: HostName("h1.example.com")!, kind: .aasa, at: t0 + 1)
            let streamed = NIOLockedValueBox<[String]>([])
            try await store.forEachLiveFile { file in
                streamed.withLockedValue {
                    $0.append("\(file.record.host) \(file.record.kind) \(ContentDigest.hex(file.content))")
                }
            }
            let listed = try await store.liveFiles().map {
                "\($0.record.host) \($0.record.kind) \(ContentDigest.hex($0.content))"
            }
            #expect(listed.count == 40 - 1 + 14)
            #expect(streamed.withLockedValue { $0.sorted() } == listed.sorted())
            struct Stop: Error {}
            await #expect(throws: Stop.self) { try await store.forEachLiveFile { _ in throw Stop() } }
        }
    }

    @Test(arguments: Backend.allCases)
    func storesExactBytes(backend: Backend) async throws {
        try await Self.with(backend) { store in
            // Every byte value, a NUL and invalid UTF-8 included: the store keeps bytes, not text.
            let bytes = (0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7) }
            _ = try await store.publish(
                bytes, contentType: "application/pkcs7-mime", host: Self.host, kind: .aasa, at: Date())
            let file = try #require(try await store.file(host: Self.host, kind: .aasa, version: nil))
            #expect(file.content == bytes)
            #expect(file.record.contentType == "application/pkcs7-mime")
            #expect(file.record.size == bytes.count)
        }
    }

    @Test func sqliteSurvivesReopen() async throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("store.sqlite").path
        let first = try await SQLiteStore.open(path: path)
        _ = try await first.publish(
            Fixtures.aasa(1), contentType: "application/json", host: Self.host, kind: .aasa, at: Date())
        try await first.close()
        let second = try await SQLiteStore.open(path: path)
        #expect(try await second.file(host: Self.host, kind: .aasa, version: nil)?.content == Fixtures.aasa(1))
        #expect(try await second.integrityCheck() == "ok")
        try await second.close()
    }

    @Test func postgresRefusesBadURLs() async throws {
        await #expect(throws: StoreError.self) { try await PostgresStore.connect(url: "mysql://x") }
        await #expect(throws: StoreError.self) {
            try await PostgresStore.connect(url: "postgres://127.0.0.1:1/x", schema: "bad;name")
        }
    }
}
