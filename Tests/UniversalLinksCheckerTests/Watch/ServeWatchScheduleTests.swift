#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// Issue 37 item 4: registered domains whose origins hang fill every slot of the replica; the hosted
        /// domain is still checked every interval, and `/metrics` says how late the registered ones run.
        @Suite("ulinks serve --watch: each domain on its own time", .serialized)
        struct ServeWatchScheduleTests {
            @Test(.timeLimit(.minutes(4))) func hangingDomainsDelayOnlyThemselves() async throws {
                let servers = try await WatchServers.start()
                let directory = try TemporaryDirectory("ulinks-serve-watch-schedule")
                defer { directory.remove() }
                let hanging = (1...10).map { "hang\($0).watch.test" }
                servers.route.value = { host, path in
                    host.hasPrefix("hang") ? .silent : WatchServers.serveFile(path)
                }
                guard
                    let serve = try await ServeWatch.start(
                        servers, store: ["--store", directory.path("store.sqlite")], registered: hanging, webhook: nil,
                        interval: 1, timeout: 3, extra: ["--watch-concurrency", "2"], in: directory)
                else { return }
                defer { serve.process.stop() }
                for host in hanging {
                    #expect(try await serve.admin("PUT", "/admin/v1/watch/\(host)", json: "{}").status == 201)
                }
                let hosted = ServeWatchTests.hosted
                #expect(
                    try await serve.request(
                        "PUT", "/admin/v1/domains/\(hosted)/aasa", body: Array(ServeWatchTests.v1.utf8)
                    ).status == 201)
                try await serve.waitFor(hosted, state: "ok")

                // 10 domains of 3 s each on 2 slots: each registered domain waits about 15 s for its turn. The
                // hosted domain has slots of its own: checked about every second meanwhile.
                // The gauge is read as the schedule goes (it says how late the last look found the due checks):
                // the most it said is kept.
                var seen: [Date] = []
                var mostLate = -1.0
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .seconds(15) {
                    if let text = try await serve.listing()[hosted]?["checkedAt"] as? String,
                        let at = ISO8601DateFormatter().date(from: text), seen.last != at
                    {
                        seen.append(at)
                    }
                    mostLate = max(mostLate, try await Self.lateness(serve))
                    try await Task.sleep(for: .milliseconds(200))
                }
                let gaps = zip(seen, seen.dropFirst()).map { $1.timeIntervalSince($0) }
                #expect(seen.count >= 6, "the hosted domain was checked \(seen.count) times in 15 s")
                #expect(gaps.allSatisfy { $0 < 4 }, "gaps between the hosted domain's checks: \(gaps)")
                let states = try await serve.listing().mapValues { $0["state"] as? String ?? "" }
                #expect(
                    states.values.filter { $0 == "failing" }.count >= 2,
                    "the hanging domains are checked too, each at its deadline: \(states)")
                #expect(
                    mostLate > 1, "the registered domains wait past their time: at most \(mostLate) s (-1: no gauge)")
                await servers.stop()
            }

            /// `ulinks_watch_schedule_lateness_seconds` from `/metrics`, or -1 without the gauge.
            static func lateness(_ serve: ServeWatch) async throws -> Double {
                let metrics = String(decoding: try await serve.request("GET", "/metrics").body, as: UTF8.self)
                let late = metrics.split(separator: "\n").first {
                    $0.hasPrefix("ulinks_watch_schedule_lateness_seconds ")
                }
                return late.flatMap { Double($0.split(separator: " ").last ?? "") } ?? -1
            }
        }
    }
#endif
