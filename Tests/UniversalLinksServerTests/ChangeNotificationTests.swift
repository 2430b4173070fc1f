import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// PostgreSQL's change notifications carry the change's id (issue 37.10): a replica whose table is
/// already at that change (its own publish) skips the reload, one store call fewer per publish.
@Suite struct ChangeNotificationTests {
    // The limit guards against a hang only: a full run on a busy machine took over a minute here.
    @Test(.timeLimit(.minutes(5))) func aNotificationNamesTheChangeCommitted() async throws {
        guard case let (writer, listener)? = try await Fixtures.postgresPair() else { return }
        let received = LockedBox<[Int64?]>([])
        let listening = Task { try await listener.listenForChangeIDs { id in received.withValue { $0.append(id) } } }
        // The LISTEN is in place once a notification of a first change arrives.
        let host = try #require(HostName("notify.example.com"))
        var ids: [Int64] = []
        for marker in 1...3 {
            _ = try await writer.publish(
                Fixtures.aasa(marker), contentType: "application/json", host: host, kind: .aasa, at: Date())
            ids.append(try await writer.lastChangeID())
            try await Task.sleep(for: .milliseconds(marker == 1 ? 500 : 50))
        }
        let deadline = ContinuousClock.now + .seconds(60)
        while received.value.count < 2, ContinuousClock.now < deadline { try await Task.sleep(for: .milliseconds(20)) }
        listening.cancel()
        // Every id received is one of the changes, in order, and at least the last two arrived.
        let got = received.value.compactMap { $0 }
        #expect(got.count == received.value.count, "\(received.value)")
        #expect(Set(got).isSubset(of: Set(ids)) && got == got.sorted(), "\(got) of \(ids)")
        #expect(got.suffix(2) == ids.suffix(2), "\(got) of \(ids)")
        try await writer.close()
        try await listener.close()
    }
}
