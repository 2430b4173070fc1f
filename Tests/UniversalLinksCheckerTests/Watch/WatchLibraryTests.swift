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
            #expect(headers.failure?.meaning.hasPrefix("bad HTTP response") == true)
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
                reasons: (0..<20).map { _ in WatchReason(.expectation, String(repeating: "<", count: 1000)) })
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
            @Test func roundsNeverOverlapAndSlowDomainsHoldOnlyTheirSlot() async throws {
                let servers = try await WatchServers.start()
                // 3 s, not 1: the fast domain shares the deadline, and a loaded machine (the whole suite on two cores)
                // can take more than a second for its TLS handshake and check.
                var options = servers.fixture.options(timeout: 3)
                options.resolve["slow.watch.test"] = ResolveOverride(
                    host: "slow.watch.test", address: "127.0.0.1", port: servers.fixture.silent.port)
                options.resolve["fast.watch.test"] = ResolveOverride(
                    host: "fast.watch.test", address: "127.0.0.1", port: servers.origin.port)
                let engine = WatchEngine(
                    configuration: WatchConfiguration(
                        checker: options, concurrency: 2, schedule: WatchSchedule(interval: 0.2),
                        allowPrivateAddresses: true),
                    store: MemoryWatchStore(historyLimit: 10))
                let summaries = LockedBox<[WatchRoundSummary]>([])
                let transitions = LockedBox<[WatchTransition]>([])
                let run = Task {
                    try await engine.run([
                        WatchTarget(domain: "slow.watch.test"), WatchTarget(domain: "fast.watch.test"),
                    ]) { summary in
                        summaries.withValue { $0.append(summary) }
                    } onTransition: { transition, _ in
                        transitions.withValue { $0.append(transition) }
                    }
                }
                while summaries.value.count < 3 { try await Task.sleep(for: .milliseconds(50)) }
                run.cancel()
                try await run.value
                let rounds = summaries.value
                for (a, b) in zip(rounds, rounds.dropFirst()) {
                    #expect(b.started >= a.finished, "round \(b.number) started before round \(a.number) finished")
                    #expect(b.number == a.number + 1)
                }
                #expect(
                    rounds.allSatisfy { $0.seconds >= 2.9 }, "the slow domain's 3 s deadline sets each round's length")
                #expect(rounds.allSatisfy { $0.checked == 2 && $0.states[.failing] == 1 && $0.states[.ok] == 1 })
                let first = transitions.value.map { "\($0.domain):\($0.from.rawValue)>\($0.to.rawValue)" }.sorted()
                #expect(
                    first == ["slow.watch.test:unknown>failing"],
                    "only the first round changes states, and a first state is alerted only when failing")
                #expect(rounds.first?.firstStates == 1, "the ok first state is recorded, not alerted")
                // Each round takes the slow domain's 3 s at a 0.2 s interval: the next starts that late, and says so.
                #expect(rounds.dropFirst().allSatisfy { $0.late >= 2.5 }, "\(rounds.map(\.late))")
                #expect(rounds.first?.transitions == 2)
                let recorded = try await engine.store.history(domain: "fast.watch.test", limit: 10)
                #expect(
                    recorded.map { "\($0.transition.from.rawValue)>\($0.transition.to.rawValue)" } == ["unknown>ok"])
                await servers.stop()
            }
        }
    }
#endif
