import Foundation
import Testing
import UniversalLinksChecker

extension CheckerTests {
    @Suite("Bounded time and memory whatever the server does")
    struct HostileServerTests {
        typealias Case = FailingCheck

        static let cases: [Case] = [
            // Accepts the TCP connection, never answers the TLS handshake.
            Case(
                domain: "hang.example.test", failing: .tlsHandshake,
                mentions: "accepted the connection but did not complete a TLS handshake"),
            // Completes TLS, reads the request, never answers it.
            Case(domain: "noanswer.example.test", failing: .httpStatus, mentions: "waiting for the response headers"),
            // Answers one byte per second.
            Case(domain: "drip.example.test", failing: .httpStatus, mentions: "reading the body"),
        ]

        @Test(arguments: cases)
        func stopsAtTheDeadline(_ test: Case) async throws {
            let (report, elapsed) = try await test.run(timeout: 3)
            #expect(elapsed >= .seconds(2.5), "gave up too early: \(elapsed)")
            // Bounded by the deadline (the servers would hold the check forever); the margin absorbs a
            // loaded machine, the deadline itself is what the lower bound and the message check.
            #expect(elapsed < .seconds(12), "took \(elapsed)")
            #expect(report.seconds < 9, "the check itself overran its deadline: \(report.seconds) s")
            // The time a message states is the time the check gave it ("within 0.0 s" once said a
            // deadline used up before the fetch began).
            if test.failing == .tlsHandshake {
                let seen = try #require(report.check(.tlsHandshake)?.seen.english)
                let stated = try #require(seen.split(separator: " ").dropLast().last.flatMap { Double($0) }, "\(seen)")
                #expect(stated >= 2.5, "\(seen)")
            }
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

        /// Peak resident memory of this process (Linux `VmHWM`), in bytes; nil elsewhere.
        static func peakResidentBytes() -> Int? {
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
                let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
                let kilobytes = Int(line.split(separator: " ").dropFirst().first ?? "")
            else { return nil }
            return kilobytes * 1024
        }

        @Test func manyEndlessAndBombBodiesCostBoundedMemory() async throws {
            let fixture = try await CheckerFixture.shared.value
            // Reset the peak to the current size (Linux: "5" > /proc/self/clear_refs), so that the fixture's own
            // start (it builds a 20 MB body to compress) does not hide what the checks use.
            try? Data("5".utf8).write(to: URL(fileURLWithPath: "/proc/self/clear_refs"))
            guard let before = Self.peakResidentBytes() else { return }
            let targets = (0..<16).flatMap { _ in
                [
                    DomainChecker.Target(domain: "endless.example.test"),
                    DomainChecker.Target(domain: "bomb.example.test"),
                ]
            }
            var oversize = 0
            try await DomainChecker.withChecker(options: fixture.options(timeout: 10)) { checker in
                await checker.check(targets, concurrency: 32) { _, report in
                    if report.check(.size)?.status == .fail { oversize += 1 }
                }
            }
            let after = try #require(Self.peakResidentBytes())
            #expect(oversize == targets.count)
            print("32 capped bodies: peak resident memory +\((after - before) >> 20) MB")
            // 32 bodies capped at 128 KB, plus buffers; uncapped, an endless body alone grows by gigabytes.
            #expect(after - before < 96 << 20, "peak resident memory grew by \((after - before) >> 20) MB")
        }

        @Test func connectionRefusedIsUnreachable() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("refused.example.test")
            #expect(report.status == .unreachable)
            let connect = try #require(report.check(.connect))
            #expect(connect.status == .fail)
            #expect(connect.seen.english.contains("refused"), "\(connect.seen)")
        }

        @Test func hostileDomainsDoNotStallTheOthers() async throws {
            let fixture = try await CheckerFixture.shared.value
            var targets: [DomainChecker.Target] = []
            for _ in 0..<6 {
                targets += ["hang.example.test", "noanswer.example.test", "drip.example.test", "endless.example.test"]
                    .map {
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
                        #expect(
                            report.status == .pass,
                            "\(report.checks.filter { $0.status == .fail }.map { "\($0.id.rawValue): \($0.seen)" })")
                        good += 1
                        goodFinishedBy = clock.now - start
                    }
                }
            }
            #expect(seen == targets.count)
            #expect(good == 40)
            // Every good domain is done before the first stalling one gives up: none waited for a hostile one.
            #expect(goodBeforeFirstStalled == 40)
            // Bounded whatever the hostile servers do (their deadline is 5 s); generous for a loaded machine.
            #expect(clock.now - start < .seconds(30), "good domains finished by \(goodFinishedBy)")
        }
    }
}
