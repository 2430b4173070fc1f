import Testing
import UniversalLinksChecker

extension CheckerTests {
    @Suite("Apple's CDN copy")
    struct CDNTests {
        @Test func staleCopyIsComparedByMeaning() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check(
                "stale.example.test", urls: ["https://stale.example.test/buy/1"], cdn: true)
            #expect(report.check(.cdnFetch)?.status == .pass)
            let compare = try #require(report.check(.cdnCompare))
            #expect(compare.status == .warning)
            #expect(compare.seen.english.contains("older file"))
            #expect(compare.seen.english.contains("6 days ago"), "\(compare.seen)")
            let cdn = try #require(report.cdn)
            #expect(
                cdn.differences.contains {
                    $0.english.contains(CheckerFixture.appID) && $0.english.contains("not in the CDN copy")
                })
            #expect(cdn.differences.contains { $0.english.contains(CheckerFixture.otherApp) })
            #expect(cdn.differences.contains { $0.english.hasPrefix("https://stale.example.test/buy/1:") })
            #expect(report.status == .warning)
        }

        @Test func identicalCopyPasses() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test", cdn: true)
            #expect(report.check(.cdnFetch)?.status == .pass)
            #expect(report.check(.cdnCompare)?.status == .pass)
            let headers = try #require(report.check(.cdnHeaders))
            #expect(headers.seen.english.contains("Age: 3600"))
            #expect(
                headers.seen.english.contains("1 h ago") || headers.seen.english.contains("60 min ago"),
                "\(headers.seen)")
            #expect(headers.seen.english.contains("kept 24 h"), "\(headers.seen)")
            #expect(
                report.status == .pass,
                "\(report.checks.filter { $0.status == .warning || $0.status == .fail }.map(\.seen))")
        }

        @Test func failureHeadersAreExplained() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("cdnfail.example.test", cdn: true)
            let fetch = try #require(report.check(.cdnFetch))
            #expect(fetch.status == .fail)
            #expect(fetch.seen.english.contains("SWCERR00101 Bad HTTP Response"))
            #expect(fetch.seen.english.contains("404 Not Found"))
            let headers = try #require(report.check(.cdnHeaders))
            #expect(headers.seen.english.contains("Apple-Try-Direct: false"))
            #expect(headers.seen.english.contains("why the CDN could not fetch"))
            let cdn = try #require(report.cdn)
            #expect(cdn.status == 404)
            #expect(cdn.headers.contains { $0.name.lowercased() == "apple-failure-reason" })
        }
    }
}
