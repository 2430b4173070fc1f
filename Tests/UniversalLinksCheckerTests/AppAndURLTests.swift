import Testing
import UniversalLinksChecker

extension CheckerTests {
    @Suite("--app and --url")
    struct AppAndURLTests {
        @Test func listedApp() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test", app: CheckerFixture.appID)
            let check = try #require(report.check(.appListed))
            #expect(check.status == .pass)
            #expect(check.seen.english.contains("also webcredentials"))
        }

        @Test func unlistedAppWithAnotherPrefixIsExplained() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test", app: "ZZZZZ99999.com.example.app")
            let check = try #require(report.check(.appListed))
            #expect(check.status == .fail)
            #expect(check.fix?.english.contains("prefix") == true)
            #expect(report.status == .fail)
        }

        @Test(arguments: [
            ("https://good.example.test/buy/1", "opens ABCDE12345.com.example.app", CheckStatus.pass),
            ("https://good.example.test/buy/secret", "excluded", .warning),
            ("https://good.example.test/help", "no rule", .warning),
        ])
        func decisions(url: String, text: String, status: CheckStatus) async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("good.example.test", app: CheckerFixture.appID, urls: [url])
            let check = try #require(report.checks.first { $0.id == .urlDecision })
            #expect(check.subject == url)
            #expect(check.status == status)
            #expect(check.seen.english.contains(text), "\(check.seen)")
            #expect(report.urls?.count == 1)
        }
    }
}
