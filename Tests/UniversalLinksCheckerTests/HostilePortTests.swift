import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// URLs from files, headers and users with ports past 65535 or broken hosts are refused before
    /// anything connects (NIO traps on such a port: "Not enough bits to represent the passed value").
    @Suite("Hostile ports and hosts never reach the connection code")
    struct HostilePortTests {
        /// Every shape of port text, on hosts that need no DNS.
        static let ports = [
            "0", "65536", "70000", "99999", "999999", "4294967296", "9223372036854775807", "18446744073709551616",
            "+80", "-1", " 80", "0x50", "80a", "", "８０",
        ]
        static let hosts = ["127.0.0.1", "localhost", "[::1]", "8.8.8.8", "target.example"]

        @Test func aRedirectToAHostilePortIsReportedNotFollowed() async throws {
            let fixture = try await CheckerFixture.shared.value
            let report = try await fixture.check("hostile-redirect.example.test")
            let redirect = try #require(report.check(.redirect))
            #expect(redirect.status == .fail)
            #expect(redirect.seen.english.contains("not a valid URL"), "\(redirect.seen)")
        }

        /// `ulinks android statements FILE` in a default run (private addresses refused) and with
        /// --allow-private: each hostile include is MALFORMED_CONTENT, nothing is fetched, no crash.
        @Test(arguments: [false, true])
        func hostileIncludesAreMalformedContent(allowPrivate: Bool) async throws {
            let dir = try TemporaryDirectory()
            defer { dir.remove() }
            let includes = Self.hosts.flatMap { host in Self.ports.map { "https://\(host):\($0)/x" } }
            let list = "[" + includes.map { "{\"include\": \"\($0)\"}" }.joined(separator: ",\n") + "]"
            let file = try dir.write("assetlinks.json", list)
            guard
                let run = try await ULinksCommand.run(
                    ["android", "statements", file, "--format", "json", "--timeout", "5"]
                        + (allowPrivate ? ["--allow-private"] : []))
            else { return }
            #expect(run.status == 1, "\(run.errors)")
            let report = try JSONDecoder().decode(StatementListReport.self, from: Data(run.output))
            #expect(report.fetches.isEmpty, "fetched \(report.fetches.map(\.url))")
            #expect(report.errors.count == includes.count)
            #expect(
                report.errors.allSatisfy {
                    $0.code == .malformedContent && $0.message.english.contains("not a valid URL")
                })
        }

        @Test(arguments: ["https://target.example:99999", "https://8.8.8.8:999999", "https://[::1]:70000"])
        func aHostileSourceOrDomainIsAUsageError(_ source: String) async throws {
            guard let statements = try await ULinksCommand.run(["android", "statements", source]) else { return }
            #expect(statements.status == 64, "\(statements.errors)")
            #expect(statements.errors.contains("not 1-65535"), "\(statements.errors)")
            let check = try await #require(try await ULinksCommand.run(["check", source]))
            #expect(check.status == 64, "\(check.errors)")
        }
    }
}
