import Foundation
import Testing
import UniversalLinks

@testable import UniversalLinksServer

/// A publish answered 201 is served by the replica that wrote it, even when the store stops answering
/// right after the commit, before the replica could read the other replicas' changes it was behind on.
/// (Found on a loaded full run: PostgreSQL stopped just after a publish whose change-log read had timed
/// out, and the file answered 404 through the whole outage.)
@Suite struct OwnPublishServedTests {
    /// A real store that stops answering after its next publish commits, as PostgreSQL going down
    /// between the publish and the read of the change log does; it answers again once `up()` is called.
    actor StoreGoingDown: AssociationStore {
        let inner: any AssociationStore
        private var armed = false
        private var down = false

        init(_ inner: any AssociationStore) { self.inner = inner }

        func downAfterNextPublish() { armed = true }
        func up() { down = false }

        private func answering() throws {
            if down { throw StoreError(.unavailable, "the test stopped the store") }
        }

        func liveFiles() async throws -> [StoredFile] {
            try answering()
            return try await inner.liveFiles()
        }
        func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
            -> VersionRecord
        { try await publishChange(content, contentType: contentType, host: host, kind: kind, at: at).record }
        func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
            async throws -> PublishedChange
        {
            try answering()
            let change = try await inner.publishChange(
                content, contentType: contentType, host: host, kind: kind, at: at)
            if armed { (armed, down) = (false, true) }
            return change
        }
        func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) async throws -> VersionRecord {
            try answering()
            return try await inner.rollback(host: host, kind: kind, to: version, at: at)
        }
        func delete(host: HostName, kind: FileKind, at: Date) async throws -> Bool {
            try answering()
            return try await inner.delete(host: host, kind: kind, at: at)
        }
        func file(host: HostName, kind: FileKind, version: Int?) async throws -> StoredFile? {
            try answering()
            return try await inner.file(host: host, kind: kind, version: version)
        }
        func versions(host: HostName, kind: FileKind) async throws -> [VersionRecord] {
            try answering()
            return try await inner.versions(host: host, kind: kind)
        }
        func changes(host: HostName?, limit: Int) async throws -> [ChangeRecord] {
            try answering()
            return try await inner.changes(host: host, limit: limit)
        }
        func lastChangeID() async throws -> Int64 {
            try answering()
            return try await inner.lastChangeID()
        }
        func close() async throws {}
    }

    @Test func aPublishIsServedThroughAnOutageThatStartsRightAfterIt() async throws {
        let shared = MemoryStore()
        let store = StoreGoingDown(shared)
        let other = Fixtures.service(store: shared, storeTimeout: .seconds(120))
        let replica = Fixtures.service(store: store, storeTimeout: .seconds(120))
        try await replica.reload()
        let mine = try #require(HostName("mine.example.com"))
        let theirs = try #require(HostName("theirs.example.com"))
        // Another replica publishes: this one is now a change behind.
        _ = try await other.publish(Fixtures.aasa(1), host: theirs, kind: .aasa)

        await store.downAfterNextPublish()
        let outcome = try await replica.publish(Fixtures.aasa(7), host: mine, kind: .aasa)
        guard case .published = outcome else {
            Issue.record("not published: \(outcome)")
            return
        }
        // Served as written, though the change log could not be read.
        #expect(replica.state.table.host(mine.value)?.aasa?.record.sha256 == ContentDigest.hex(Fixtures.aasa(7)))
        // What it could not read is not made up: the other replica's file waits for the store.
        #expect(replica.state.table.host(theirs.value) == nil)
        await #expect(throws: StoreError.self) { try await replica.reloadIfChanged() }
        #expect(replica.state.table.host(mine.value)?.aasa != nil)

        // The store is back: the next poll brings the table to the store's state, both files.
        await store.up()
        try await replica.reloadIfChanged()
        #expect(replica.state.table.generation == (try await shared.lastChangeID()))
        #expect(replica.state.table.host(theirs.value)?.aasa?.record.sha256 == ContentDigest.hex(Fixtures.aasa(1)))
        #expect(replica.state.table.host(mine.value)?.aasa?.record.sha256 == ContentDigest.hex(Fixtures.aasa(7)))
    }
}
