import Testing
import UniversalLinksChecker

extension CheckerTests {
    @Suite("Bounded time and memory whatever the server does")
    struct HostileServerTests {
        struct Case: Sendable, CustomTestStringConvertible {
            var domain: String
            var failing: CheckID
            var mentions: String
            var testDescription: String { domain }
        }

        static let cases: [Case] = [
            // Accepts the TCP connection, never answers the TLS handshake.
            Case(domain: "hang.example.test", failing: .tlsHandshake, mentions: "accepted the connection but did not complete a TLS handshake"),
            // Completes TLS, reads the request, never answers it.
            Case(domain: "noanswer.example.test", failing: .httpStatus, mentions: "waiting for the response headers"),
            // Answers one byte per second.
            Case(domain: "drip.example.test", failing: .httpStatus, mentions: "reading the body"),
        ]

        @Test(arguments: cases)
        func stopsAtTheDeadline(_ test: Case) async throws {
            let fixture = try await CheckerFixture.shared.value
            let clock = ContinuousClock()
            let start = clock.now
            let report = try await fixture.check(test.domain, options: fixture.options(timeout: 3))
            let elapsed = clock.now - start
            #expect(elapsed >= .seconds(2.5), "gave up too early: \(elapsed)")
            #expect(elapsed < .seconds(5), "took \(elapsed)")
            #expect(report.seconds < 3.5, "the check itself overran its deadline: \(report.seconds) s")
            #expect(report.status == .fail)
            let check = try #require(report.check(test.failing))
            #expect(check.status == .fail)
            #expect(check.seen.contains(test.mentions), "\(check.seen)")
        }

        @Test func endlessBodyStopsOneBytePastTheLimit() async throws {
            let fixture = try await CheckerFixture.shared.value
            let clock = ContinuousClock()
            let start = clock.now
            let report = try await fixture.check("endless.example.test", options: fixture.options(timeout: 30))
            #expect(clock.now - start < .seconds(10))
            #expect(report.check(.size)?.status == .fail)
            // Nothing past the cap was kept.
            #expect(report.file == nil)
            #expect(report.check(.fileContent)?.status == .skipped)
        }

        @Test func connectionRefusedIsUnreachable() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("refused.example.test")
            #expect(report.status == .unreachable)
            let connect = try #require(report.check(.connect))
            #expect(connect.status == .fail)
            #expect(connect.seen.contains("refused"), "\(connect.seen)")
        }

        @Test func hostileDomainsDoNotStallTheOthers() async throws {
            let fixture = try await CheckerFixture.shared.value
            var targets: [DomainChecker.Target] = []
            for _ in 0..<6 {
                targets += ["hang.example.test", "noanswer.example.test", "drip.example.test", "endless.example.test"].map {
                    DomainChecker.Target(domain: $0)
                }
            }
            targets += (0..<40).map { _ in DomainChecker.Target(domain: "good.example.test") }
            let clock = ContinuousClock()
            let start = clock.now
            var good = 0
            var seen = 0
            var goodFinishedBy: Duration = .zero
            var goodBeforeFirstStalled = 0
            var stalledSeen = false
            try await DomainChecker.withChecker(options: fixture.options(timeout: 5)) { checker in
                // Concurrency 30: the 24 hostile domains hold at most 24 slots; the good ones still flow.
                await checker.check(targets, concurrency: 30) { _, report in
                    seen += 1
                    if ["hang.example.test", "noanswer.example.test", "drip.example.test"].contains(report.domain) {
                        stalledSeen = true
                    } else if report.domain == "good.example.test" && !stalledSeen {
                        goodBeforeFirstStalled += 1
                    }
                    if report.domain == "good.example.test" {
                        #expect(report.status == .pass, "\(report.checks.filter { $0.status == .fail }.map { "\($0.id.rawValue): \($0.seen)" })")
                        good += 1
                        goodFinishedBy = clock.now - start
                    }
                }
            }
            #expect(seen == targets.count)
            #expect(good == 40)
            // Every good domain is done before the first stalling one gives up: none waited for a hostile one.
            #expect(goodBeforeFirstStalled == 40)
            #expect(goodFinishedBy < .seconds(5), "good domains waited for hostile ones: \(goodFinishedBy)")
            #expect(clock.now - start < .seconds(12))
        }
    }
}
