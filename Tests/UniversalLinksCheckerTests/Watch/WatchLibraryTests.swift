#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    /// The watch's parts without a network: Apple's CDN headers, the webhook payload, the schedule, the state file.
    @Suite("Watch: headers, payload, schedule, state file")
    struct WatchLibraryTests {
        static func fields(_ pairs: [(String, String)]) -> [HeaderField] {
            pairs.map { HeaderField(name: $0.0, value: $0.1) }
        }

        @Test func appleHeadersAreReadAsAppleWritesThem() {
            // As quoted in github.com/chayev/yurl pull request 65.
            let headers = AppleCDNHeaders(
                headers: Self.fields([
                    ("Apple-Failure-Details", #"{"status":"403 Forbidden"}"#),
                    ("apple-failure-reason", "SWCERR00101 Bad HTTP Response: 403 Forbidden"),
                    ("Apple-From", "https://example.com/.well-known/apple-app-site-association"),
                    ("Apple-Try-Direct", "false"), ("Cache-Control", "max-age=1800,public"), ("Age", "1399"),
                ]))
            #expect(headers.failed)
            #expect(headers.failure?.code == "SWCERR00101")
            #expect(headers.failure?.meaning.english.hasPrefix("bad HTTP response") == true)
            #expect(headers.failureDetails == #"{"status":"403 Forbidden"}"#)
            #expect(headers.from == ["https://example.com/.well-known/apple-app-site-association"])
            #expect(!headers.followedRedirect)
            #expect(headers.tryDirect == false)
            #expect(headers.maxAge == 1800)
            #expect(headers.age == 1399)
            #expect(headers.originFormat == nil)
        }

        @Test func hostileValuesAreBoundedAndNumbersNeverTrusted() {
            let long = String(repeating: "\u{1B}[31m<x>", count: 2000)
            let chain = (0..<50).map { "https://h\($0).example/x" }.joined(separator: ", ")
            let headers = AppleCDNHeaders(
                headers: Self.fields([
                    ("Apple-Failure-Reason", "SWCERR9999999999999999999999 " + long), ("Apple-Failure-Details", long),
                    ("Apple-From", chain), ("Apple-Try-Direct", "yes please"), ("Age", "-1"),
                    ("Cache-Control", "max-age=99999999999999999999"), ("Apple-Origin-Format", "json\u{0}\u{7}"),
                ]))
            for value in [headers.failureReason, headers.failureDetails].compactMap({ $0 }) {
                #expect(value.unicodeScalars.count <= AppleCDNHeaders.maximumValueLength + 1)
                #expect(!value.unicodeScalars.contains { $0.properties.generalCategory == .control })
            }
            #expect(headers.failure == nil, "an unknown code is shown as written, not explained")
            #expect(AppleFailureCode.code(in: headers.failureReason ?? "") == "SWCERR999999999999")
            #expect(headers.from.count == AppleCDNHeaders.maximumChain)
            #expect(headers.followedRedirect)
            #expect(headers.tryDirect == nil)
            #expect(headers.age == nil)
            #expect(headers.maxAge == nil)
            #expect(headers.originFormat == "json")
        }

        @Test(
            arguments: [
                ("SWCERR00301 Timeout", "SWCERR00301"), ("  SWCERR00202", "SWCERR00202"), ("SWCERR", nil),
                ("swcerr00101", nil),
                ("Timeout SWCERR00301", nil), ("SWCERR٣٣", nil),
            ] as [(String, String?)])
        func failureCodesAreReadFromTheStart(reason: String, code: String?) {
            #expect(AppleFailureCode.code(in: reason) == code)
        }

        @Test func webhookPayloadIsTheTransitionPlusEscapedText() throws {
            let transition = WatchTransition(
                domain: "example.com", from: .ok, to: .failing, at: Date(timeIntervalSince1970: 1_800_000_000),
                reasons: [WatchReason(.redirect, "301 to https://evil.example/<@U123>&x: not followed")])
            let json = try JSONOutput.encode(WebhookPayload(transition), pretty: false)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
            #expect(Set(object.keys) == ["event", "domain", "from", "to", "at", "reasons", "text"])
            #expect(object["event"] as? String == "transition")
            #expect(object["at"] as? String == "2027-01-15T08:00:00.000Z")
            let text = try #require(object["text"] as? String)
            #expect(
                text
                    == "example.com is now *failing* (was ok): redirect: 301 to https://evil.example/&lt;@U123&gt;&amp;x: not followed"
            )
            let decoded = try JSONDecoder().decode(WatchTransition.self, from: Data(json.utf8))
            #expect(decoded == transition)
            let many = WatchTransition(
                domain: "example.com", from: .ok, to: .failing, at: .now,
                reasons: (0..<20).map { _ in WatchReason(.expectation, .verbatim(String(repeating: "<", count: 1000))) }
            )
            #expect(WebhookPayload(many).text.count <= WebhookPayload.maximumTextLength)
        }

        @Test func scheduleSpreadsEveryDomainOnceInAStableOrder() {
            let domains = (0..<1000).map { "d\($0).example.com" }
            let order = WatchSchedule.order(domains)
            #expect(Set(order) == Set(domains.indices))
            #expect(order == WatchSchedule.order(domains), "stable from run to run")
            #expect(order != Array(domains.indices), "not in list order")
            let schedule = WatchSchedule(interval: 900)
            let offsets = (0..<domains.count).map { schedule.offset(position: $0, count: domains.count) }
            #expect(offsets.first == 0)
            #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 < $1 })
            #expect((offsets.last ?? 0) < 900 * 0.75)
            #expect(WatchSchedule(interval: -5, spread: 7).offset(position: 3, count: 4) == 0)
        }

        @Test func stateFileKeepsRecordsAndTransitionsAcrossOpens() async throws {
            let directory = try TemporaryDirectory("ulinks-watch-store")
            defer { directory.remove() }
            let path = directory.path("state.sqlite")
            _ = try directory.write("state.sqlite", "")  // an empty file is a new state file
            let at = Date(timeIntervalSince1970: 1_800_000_000)
            let store = try await SQLiteWatchStore.open(path: path)
            var report = DomainReport(domain: "example.com", url: DomainChecker.fileURL(for: "example.com"))
            report.checks = [.fail(.httpStatus, "404 Not Found", fix: nil)]
            var last: WatchRecord?
            for k in 0..<5 {
                let state: WatchState = k % 2 == 0 ? .ok : .failing
                let reasons = state == .ok ? [] : [WatchReason(.httpStatus, "404 Not Found (\(k))")]
                let time = at.addingTimeInterval(Double(k) * 60)
                let record = WatchRecord(
                    domain: "example.com", state: state, reasons: reasons, since: time, checkedAt: time)
                let transition = WatchTransition(
                    domain: "example.com", from: k == 0 ? .unknown : (state == .ok ? .failing : .ok), to: state,
                    at: time, reasons: reasons)
                #expect(try await store.save(record, transition: transition, report: report, replacing: last))
                last = record
            }
            try await store.touch(["example.com", "absent.example"], at: at.addingTimeInterval(3600))
            try await store.close()

            let reopened = try await SQLiteWatchStore.open(path: path)
            let record = try #require(try await reopened.records()["example.com"])
            #expect(record.state == .ok)
            #expect(record.since == at.addingTimeInterval(240))
            #expect(record.checkedAt == at.addingTimeInterval(3600))
            let history = try await reopened.history(domain: "example.com", limit: 3)
            #expect(
                history.map(\.transition.at) == [120, 180, 240].map { at.addingTimeInterval($0) },
                "the newest 3, oldest first")
            #expect(history.map(\.transition.to) == [.ok, .failing, .ok])
            #expect(history[1].transition.reasons == [WatchReason(.httpStatus, "404 Not Found (3)")])
            #expect(history.allSatisfy { $0.report?.checks.first?.seen == "404 Not Found" })
            #expect(try await reopened.history(domain: "other.example", limit: 10).isEmpty)
            try await reopened.close()
        }
    }

    extension CheckerTests {
        /// The engine in process, against the loopback servers (serialized with the other checker tests).
        @Suite("Watch: the engine's rounds")
        struct WatchEngineTests {
            /// Issue 37 item 4: one domain that hangs among fast ones. Before each domain had its own due time, every
            /// round waited for the hanging domain's 3 s deadline, so the fast ones were checked every 3 s, not every
            /// 0.5 s interval.
            @Test func aHangingDomainDelaysOnlyItself() async throws {
                let servers = try await WatchServers.start()
                let fast = ["a.watch.test", "b.watch.test", "c.watch.test"]
                let watched = try await Self.watch(servers, fast: fast, concurrency: 4, for: 6.5)
                let checks = watched.checks
                for domain in fast {
                    let count = checks.filter { $0.domain == domain }.count
                    // Every 0.5 s over 6.5 s would be 13; a loaded machine may take longer than the interval for
                    // a check (the next then starts as it ends). Rounds held by the hanging domain gave 2 or 3.
                    #expect(count >= 6, "\(domain) was checked \(count) times in 6.5 s at a 0.5 s interval")
                }
                let slow = checks.filter { $0.domain == "slow.watch.test" }.map(\.at)
                #expect((1...3).contains(slow.count), "the hanging domain: one check per 3 s deadline (\(slow.count))")
                for (a, b) in zip(slow, slow.dropFirst()) {
                    #expect(b.timeIntervalSince(a) >= 2.8, "the hanging domain's checks overlapped: \(slow)")
                }
                let rounds = watched.rounds
                #expect(rounds.count >= 8, "a round line every interval (\(rounds.count))")
                #expect(zip(rounds, rounds.dropFirst()).allSatisfy { $1.number == $0.number + 1 })
                #expect(rounds.allSatisfy { $0.late < 1 }, "a free slot for every due check: \(rounds.map(\.late))")
                #expect(rounds.last?.states == [.ok: 3, .failing: 1])
                #expect(
                    watched.transitions == ["slow.watch.test:unknown>failing"],
                    "a first state is alerted only when failing, and nothing changes after")
                #expect(rounds.reduce(0) { $0 + $1.firstStates } == 3, "the ok first states are recorded, not alerted")
                await servers.stop()
            }

            /// With one slot and a domain that holds it for its 3 s deadline, the fast domains wait: the round
            /// lines say how late the schedule runs.
            @Test func aFullScheduleSaysHowLateItRuns() async throws {
                let servers = try await WatchServers.start()
                let fast = ["a.watch.test", "b.watch.test"]
                let watched = try await Self.watch(servers, fast: fast, concurrency: 1, for: 5)
                #expect(
                    watched.rounds.contains { $0.late >= 1.5 }, "\(watched.rounds.map(\.late))")
                await servers.stop()
            }

            /// A 3 s deadline (a loaded machine can take more than a second for a TLS handshake); the slow domain
            /// on the silent server, the fast ones on the origin.
            static func options(_ servers: WatchServers, fast: [String]) -> CheckerOptions {
                var options = servers.fixture.options(timeout: 3)
                options.resolve["slow.watch.test"] = ResolveOverride(
                    host: "slow.watch.test", address: "127.0.0.1", port: servers.fixture.silent.port)
                for host in fast {
                    options.resolve[host] = ResolveOverride(host: host, address: "127.0.0.1", port: servers.origin.port)
                }
                return options
            }

            /// Watches `slow.watch.test` (on the silent server) and `fast` (on the origin) every 0.5 s for `seconds`:
            /// every check as it ended, every round, every transition.
            static func watch(_ servers: WatchServers, fast: [String], concurrency: Int, for seconds: Double)
                async throws -> (
                    checks: [(domain: String, at: Date)], rounds: [WatchRoundSummary], transitions: [String]
                )
            {
                let engine = WatchEngine(
                    configuration: WatchConfiguration(
                        checker: Self.options(servers, fast: fast), concurrency: concurrency,
                        schedule: WatchSchedule(interval: 0.5), allowPrivateAddresses: true),
                    store: MemoryWatchStore(historyLimit: 10))
                let domains = ["slow.watch.test"] + fast
                let checks = LockedBox<[(domain: String, at: Date)]>([])
                let rounds = LockedBox<[WatchRoundSummary]>([])
                let transitions = LockedBox<[String]>([])
                let run = Task {
                    try await engine.run(domains.map { WatchTarget(domain: $0) }) { summary in
                        rounds.withValue { $0.append(summary) }
                    } onTransition: { transition, _ in
                        transitions.withValue {
                            $0.append("\(transition.domain):\(transition.from.rawValue)>\(transition.to.rawValue)")
                        }
                    } onResult: { result in
                        checks.withValue { $0.append((result.domain, Date())) }
                    }
                }
                try await Task.sleep(for: .milliseconds(Int64(seconds * 1000)))
                run.cancel()
                try await run.value
                return (checks.value, rounds.value, transitions.value)
            }
        }
    }
#endif
