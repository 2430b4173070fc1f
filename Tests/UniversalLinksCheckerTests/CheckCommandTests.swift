import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksChecker

extension CheckerTests {
    /// Runs the real `ulinks` binary built next to the tests (skipped when it is not there).
    @Suite("ulinks check (the command)")
    struct CheckCommandTests {
        typealias Run = ProcessRun

        func run(_ arguments: [String], fixture: CheckerFixture) async throws -> Run? {
            try await fixture.runCheck(arguments)
        }

        static let exitCases: [([String], Int32)] = [
            (["good.example.test"], 0),
            (["plain.example.test"], 0),
            (["missing.example.test"], 1),
            (["good.example.test", "missing.example.test"], 1),
            (["refused.example.test"], 2),
            (["good.example.test", "--timeout", "0"], 64),
            (["good.example.test", "--resolve", "nonsense"], 64),
            (["good.example.test:8443"], 64),
        ]

        @Test(arguments: exitCases)
        func exitStatus(arguments: [String], expected: Int32) async throws {
            let fixture = try await CheckerFixture.shared.value
            guard let result = try await run(arguments, fixture: fixture) else {
                print("skipped: the ulinks binary is not built next to the tests")
                return
            }
            #expect(result.status == expected, "\(result.text)\(result.errors)")
        }

        @Test func textReportHasOneLinePerCheckWithFixes() async throws {
            let fixture = try await CheckerFixture.shared.value
            guard let result = try await run(["moved.example.test"], fixture: fixture) else { return }
            #expect(result.text.contains("moved.example.test: FAIL"))
            #expect(result.text.contains("FAIL http-status"))
            #expect(result.text.contains("fix: Serve the file"))
        }

        @Test func domainsFileGivesJSONLinesAndNoProgressBarOffATerminal() async throws {
            let fixture = try await CheckerFixture.shared.value
            let list = fixture.pki.directory.appendingPathComponent("domains-\(UUID().uuidString).txt")
            try Data(
                "# test domains\ngood.example.test\nmissing.example.test\n\nhtmlpage.example.test  # comment\n".utf8
            ).write(to: list)
            guard
                let json = try await run(
                    ["--domains", list.path, "--format", "json", "--concurrency", "2"], fixture: fixture)
            else { return }
            let lines = json.text.split(separator: "\n")
            #expect(lines.count == 3)
            var domains: Set<String> = []
            for line in lines {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                domains.insert(try #require(object["domain"] as? String))
                #expect(object["checks"] is [Any])
                #expect(object["status"] is String)
            }
            #expect(domains == ["good.example.test", "missing.example.test", "htmlpage.example.test"])
            #expect(json.errors.isEmpty, "no progress bar when standard error is not a terminal: \(json.errors)")
            #expect(json.status == 1)

            guard let text = try await run(["--domains", list.path], fixture: fixture) else { return }
            #expect(text.text.contains("DOMAIN"))
            #expect(text.text.contains("3 domains: 1 pass, 0 warning, 2 fail, 0 unreachable"), "\(text.text)")
        }
    }
}
