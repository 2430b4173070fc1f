import Foundation
import Testing
import UniversalLinks
import UniversalLinksChecker
import UniversalLinksServer
import UniversalLinksWatch

/// The watch's tables in the SQL stores (`ulinks serve --watch`): check leases (one replica per domain per
/// interval), records and history with reports, registrations, facts, and the CDN propagation time of versions.
@Suite struct WatchStoreTests {
    static let t0 = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))

    @Test(arguments: [StoreTests.Backend.sqlite, .postgres])
    func leasesRecordsRegistrationsAndPropagation(_ backend: StoreTests.Backend) async throws {
        try await StoreTests.with(backend) { plain in
            let store = try #require(plain as? any ServerWatchStore)
            let t0 = Self.t0
            // A lease runs one interval whoever asks, the holder included; released, the domain is due at once.
            #expect(
                try await store.acquireWatchLeases(["a.example", "b.example"], owner: "r1", until: t0 + 60, now: t0)
                    .sorted()
                    == ["a.example", "b.example"])
            #expect(
                try await store.acquireWatchLeases(
                    ["a.example", "b.example"], owner: "r2", until: t0 + 61, now: t0 + 1
                ).isEmpty)
            #expect(try await store.acquireWatchLeases(["a.example"], owner: "r1", until: t0 + 62, now: t0 + 2).isEmpty)
            #expect(
                try await store.acquireWatchLeases(
                    ["a.example", "b.example"], owner: "r2", until: t0 + 120, now: t0 + 60
                ).count == 2)
            try await store.releaseWatchLeases(["b.example"])
            #expect(
                try await store.acquireWatchLeases(
                    ["a.example", "b.example"], owner: "r1", until: t0 + 130, now: t0 + 70) == ["b.example"])

            // Records and history, with the report at each change.
            var report = DomainReport(domain: "a.example", url: DomainChecker.fileURL(for: "a.example"))
            report.checks = [.fail(.redirect, "301 to https://www.a.example/", fix: nil)]
            let reasons = [WatchReason(.redirect, "301 <b>")]
            let record = WatchRecord(domain: "a.example", state: .failing, reasons: reasons, since: t0, checkedAt: t0)
            let first = WatchTransition(domain: "a.example", from: .unknown, to: .failing, at: t0, reasons: reasons)
            #expect(try await store.save(record, transition: first, report: report, replacing: nil))
            try await store.touch(["a.example"], at: t0 + 5)
            #expect(try await store.records()["a.example"]?.checkedAt == t0 + 5)
            #expect(try await store.records()["a.example"]?.reasons == reasons)
            let history = try await store.history(domain: "a.example", limit: 10)
            #expect(history.map(\.transition) == [first])
            #expect(history.first?.report?.checks.first?.id == .redirect)
            #expect(try await store.watchTransitions(since: t0 - 1, limit: 10) == [first])
            #expect(try await store.watchTransitions(since: t0 + 1, limit: 10).isEmpty)

            // Registrations, facts.
            let target = WatchTarget(
                domain: "a.example", app: "ABCDE12345.com.example.app",
                expectations: [try WatchExpectation(parsing: "https://a.example/x=browser", platform: .ios)],
                webhooks: ["https://hooks.example/1"])
            try await store.saveWatchRegistration(WatchRegistration(target: target, createdAt: t0, updatedAt: t0))
            #expect(try await store.watchRegistration(domain: "a.example")?.target == target)
            #expect(try await store.watchRegistrations().map(\.domain) == ["a.example"])
            try await store.saveWatchFacts(
                WatchFacts(domain: "a.example", certificateExpiry: t0 + 86_400, cdnAge: 42, checkedAt: t0))
            #expect(try await store.watchFacts()["a.example"]?.cdnAge == 42)
            #expect(try await store.deleteWatchRegistration(domain: "a.example", keepState: true))
            #expect(try await store.records()["a.example"] != nil, "kept for a hosted domain")
            #expect(try await !store.deleteWatchRegistration(domain: "a.example", keepState: false))

            // Propagation: the first time the CDN serves a version's bytes, once.
            let host = HostName("p.example")!
            let bytes = Array(#"{"applinks": {"details": []}}"#.utf8)
            let version = try await plain.publish(
                bytes, contentType: "application/json", host: host, kind: .aasa, at: t0)
            #expect(
                try await store.recordCDNPropagation(host: host, sha256: SHA256Digest.hex(bytes), at: t0 + 90) == [1])
            #expect(
                try await store.recordCDNPropagation(host: host, sha256: SHA256Digest.hex(bytes), at: t0 + 200).isEmpty)
            #expect(
                try await store.recordCDNPropagation(
                    host: host, sha256: String(repeating: "0", count: 64), at: t0 + 300
                ).isEmpty)
            let listed = try await plain.versions(host: host, kind: .aasa)
            #expect(listed.first?.cdnPropagatedAt == t0 + 90 && listed.first?.cdnPropagationSeconds == 90)
            #expect(version.cdnPropagatedAt == nil)
            #expect(try await store.liveCDNPropagation()["p.example"] == 90)
        }
    }

    /// Two replicas that checked one domain from the same stored record: the first records its transition,
    /// the second (whose record is no longer the stored one) records nothing, in the same transaction. A check
    /// in flight keeps a released lease from being taken; the count of registrations is one statement.
    @Test(arguments: [StoreTests.Backend.sqlite, .postgres])
    func aTransitionIsRecordedOnlyFromTheStoredRecordAndChecksInFlightAreNotDoubled(_ backend: StoreTests.Backend)
        async throws
    {
        try await StoreTests.with(backend) { plain in
            let store = try #require(plain as? any ServerWatchStore)
            let t0 = Self.t0
            let ok = WatchRecord(domain: "d.example", state: .ok, reasons: [], since: t0, checkedAt: t0)
            let first = WatchTransition(domain: "d.example", from: .unknown, to: .ok, at: t0, reasons: [])
            #expect(try await store.save(ok, transition: first, report: nil, replacing: nil))
            #expect(
                try await !store.save(ok, transition: first, report: nil, replacing: nil),
                "a second first state is refused")
            let html = [WatchReason(.contentType, "text/html"), WatchReason(.notJSON, "HTML")]
            let failing = WatchRecord(
                domain: "d.example", state: .failing, reasons: html, since: t0 + 5, checkedAt: t0 + 5)
            let down = WatchTransition(domain: "d.example", from: .ok, to: .failing, at: t0 + 5, reasons: html)
            #expect(try await store.save(failing, transition: down, report: nil, replacing: ok))
            #expect(
                try await !store.save(failing, transition: down, report: nil, replacing: ok),
                "the same change seen by a second replica is not recorded again")
            // A change of cause: recorded from the stored record, once.
            let redirect = [WatchReason(.redirect, "301")]
            var moved = failing
            moved.reasons = redirect
            moved.checkedAt = t0 + 10
            let cause = WatchTransition(
                domain: "d.example", from: .failing, to: .failing, at: t0 + 10, reasons: redirect, previousReasons: html
            )
            #expect(try await store.save(moved, transition: cause, report: nil, replacing: failing))
            #expect(try await !store.save(moved, transition: cause, report: nil, replacing: failing))
            let history = try await store.history(domain: "d.example", limit: 10).map {
                "\($0.transition.from.rawValue)>\($0.transition.to.rawValue)"
            }
            #expect(history == ["unknown>ok", "ok>failing", "failing>failing"])
            #expect(try await store.record(domain: "d.example")?.reasons.map(\.id) == [.redirect])

            // A check in flight: its lease released (a publish), no second check starts until it ends.
            let request = WatchLeaseRequest(
                ["d.example", "e.example"], owner: "r1", until: t0 + 60, checkingUntil: t0 + 40, now: t0, limit: 1)
            #expect(try await store.acquireWatchLeases(request).taken == ["d.example"], "at most the free slots")
            try await store.releaseWatchLeases(["d.example"])
            let other = WatchLeaseRequest(
                ["d.example", "e.example"], owner: "r2", until: t0 + 61, checkingUntil: t0 + 41, now: t0 + 1)
            #expect(try await store.acquireWatchLeases(other).taken == ["e.example"])
            try await store.finishWatchChecks(["d.example"], owner: "r1")
            let again = WatchLeaseRequest(["d.example"], owner: "r2", until: t0 + 62, now: t0 + 2)
            #expect(try await store.acquireWatchLeases(again).taken == ["d.example"])
            // Due since t0 + 62, taken at t0 + 70: 8 s late; due and not taken (no slot): late too.
            let late = WatchLeaseRequest(
                ["d.example", "e.example"], owner: "r1", until: t0 + 130, now: t0 + 70, limit: 1)
            let grant = try await store.acquireWatchLeases(late)
            #expect(grant.taken == ["d.example"] && grant.late == 8, "\(grant)")
            #expect(grant.oldestDue == t0 + 61)

            #expect(try await store.watchRegistrationCount() == 0)
            try await store.saveWatchRegistration(
                WatchRegistration(target: WatchTarget(domain: "r.example"), createdAt: t0, updatedAt: t0))
            #expect(try await store.watchRegistrationCount() == 1)
        }
    }
}
