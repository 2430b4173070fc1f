#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// Two `ulinks serve --watch` replicas on a PostgreSQL cluster of the test's own, through a `kill -9` of
        /// one and a restart of PostgreSQL, on a domain whose checks take longer than the interval and whose
        /// registration is PUT again every 2 s while its state flips: never two checks of the domain at once,
        /// each change recorded once, one webhook per change.
        @Suite("ulinks serve --watch replicas under faults", .serialized)
        struct ServeWatchReplicaTests {
            static let domain = "slow.watch.test"
            /// The origin answers in about 1.6 s (200 bytes, a byte every 8 ms), the interval is 1 s.
            static let drip: Int64 = 8

            @Test(.timeLimit(.minutes(6))) func oneCheckAtATimeAndEachChangeRecordedOnce() async throws {
                guard PostgresCluster.installed else {
                    try #require(ProcessInfo.processInfo.environment["CI"] == nil, "PostgreSQL is not installed")
                    print("note: PostgreSQL is not installed; skipping the replica fault test")
                    return
                }
                let directory = try TemporaryDirectory("ulinks-serve-watch-faults")
                defer { directory.remove() }
                let cluster = PostgresCluster(folder: directory.path("pg"), port: try FreePort.next())
                let started = try await cluster.start()
                try #require(started.status == 0, "\(started.text)")
                do {
                    try await Self.faults(cluster, directory)
                } catch {
                    _ = try? await cluster.stop()
                    throw error
                }
                _ = try await cluster.stop()
            }

            static func faults(_ cluster: PostgresCluster, _ directory: TemporaryDirectory) async throws {
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let good = LockedBox(true)
                // Each fetch: when it began and when its last byte goes (both bodies 200 bytes: 1.6 s).
                let fetches = LockedBox<[(start: Date, end: Date)]>([])
                servers.route.value = { host, path in
                    guard path == MainRoutes.wellKnown else { return .notFound }
                    let text = good.value ? CheckerFixture.file() : "<!DOCTYPE html><html><body>app shell</body></html>"
                    let body =
                        Array(text.utf8) + Array(repeating: UInt8(ascii: " "), count: max(0, 200 - text.utf8.count))
                    if host == Self.domain {
                        let now = Date()
                        let end = now.addingTimeInterval(Double(body.count) * Double(Self.drip) / 1000)
                        fetches.withValue { $0.append((now, end)) }
                    }
                    return .drip(body: body, intervalMilliseconds: Self.drip)
                }
                let store = ["--database", cluster.url, "--database-schema", "faults"]
                guard
                    let a = try await ServeWatch.start(
                        servers, store: store, registered: [Self.domain], webhook: receiver.url, interval: 1,
                        timeout: 4, in: directory),
                    let b = try await ServeWatch.start(
                        servers, store: store, registered: [Self.domain], webhook: receiver.url, interval: 1,
                        timeout: 4, in: directory)
                else { return }
                defer {
                    a.process.stop()
                    b.process.stop()
                }
                #expect(try await a.admin("PUT", "/admin/v1/watch/\(Self.domain)", json: "{}").status == 201)
                // The same registration again every 2 s, through either replica.
                let putting = Task {
                    var turn = 0
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(2))
                        turn += 1
                        let replica = turn % 2 == 0 || !a.process.process.isRunning ? b : a
                        _ = try? await replica.admin("PUT", "/admin/v1/watch/\(Self.domain)", json: "{}")
                    }
                }
                defer { putting.cancel() }
                try await b.waitFor(Self.domain, state: "ok", timeout: .seconds(90))

                for phase in 0..<6 {
                    good.value = phase % 2 == 1
                    try await b.waitFor(Self.domain, state: good.value ? "ok" : "failing", timeout: .seconds(90))
                    switch phase {
                    case 1:
                        // A replica killed in the middle of a check: its mark ends at the check's deadline.
                        try await Task.sleep(for: .milliseconds(700))
                        kill(a.process.process.processIdentifier, SIGKILL)
                    case 3:
                        // PostgreSQL goes away for 3 s, then comes back.
                        #expect(try await cluster.stop().status == 0)
                        try await Task.sleep(for: .seconds(3))
                        #expect(try await cluster.start().status == 0)
                    default:
                        try await Task.sleep(for: .seconds(4))
                    }
                }
                try await b.waitFor(Self.domain, state: "ok", timeout: .seconds(90))
                try await Task.sleep(for: .seconds(3))
                putting.cancel()

                // Never two checks at once: no fetch of the domain begins before the one before it has sent its last
                // byte (a check takes 1.6 s, longer than the 1 s interval).
                let all = fetches.value.sorted { $0.start < $1.start }
                let overlapping = zip(all, all.dropFirst()).filter { $1.start < $0.end.addingTimeInterval(-0.2) }
                #expect(
                    overlapping.isEmpty,
                    "\(overlapping.count) of \(all.count) fetches of \(Self.domain) began while another was under way")
                #expect(all.count >= 8, "the domain was checked on: \(all.count)")

                // Each change once: the history is a chain (each entry leaves the state the one before entered).
                let history =
                    try await b.admin("GET", "/admin/v1/watch/\(Self.domain)?limit=500").body?["history"]
                    as? [[String: Any]] ?? []
                let moves = history.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" }
                #expect(moves.first == "unknown>ok", "\(moves)")
                for (before, after) in zip(history, history.dropFirst()) {
                    #expect(before["to"] as? String == after["from"] as? String, "a change recorded twice: \(moves)")
                }
                #expect(moves.filter { $0 == "ok>failing" }.count == 3, "\(moves)")
                #expect(moves.filter { $0 == "failing>ok" }.count == 3, "\(moves)")

                // One webhook per change (the first state, ok, is recorded, not alerted).
                let alerted = Array(moves.dropFirst())
                try await WatchCommandTests.waitUntil(timeout: .seconds(20)) {
                    receiver.transitions.filter { $0.domain == Self.domain }.count >= alerted.count
                }
                try await Task.sleep(for: .seconds(2))
                let posted = receiver.transitions.filter { $0.domain == Self.domain }.map { "\($0.from)>\($0.to)" }
                #expect(posted.sorted() == alerted.sorted(), "\(posted) against \(alerted)")
                await receiver.stop()
                await servers.stop()
            }
        }
    }
#endif
