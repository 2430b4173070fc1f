import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// A redirect's target is named by the server checked, not by the user: its host is vetted like
    /// an include's (AddressPolicy) before the checker fetches it to explain the redirect. The server
    /// here is reached through the user's own mapping (as `--resolve`, or the console's
    /// `--console-check-resolve`) and redirects to localhost, which nobody mapped.
    @Suite("A redirect's target is vetted and pinned")
    struct RedirectPinningTests {
        static func check(allowPrivate: Bool) async throws -> CheckResult {
            let fixture = try await CheckerFixture.shared.value
            let port = LockedBox(0)
            let identity = try fixture.pki.issue("redirect-pinning", names: ["start.example.test", "localhost"])
            let server = try await TestHTTPSServer.start(tls: try CheckerFixture.context(identity)) { host, path in
                host == "start.example.test"
                    ? .status(.movedPermanently, headers: [("Location", "https://localhost:\(port.value)\(path)")])
                    : .json(CheckerFixture.file())
            }
            port.value = server.port
            var options = CheckerOptions(
                timeout: 15, extraCAFile: fixture.pki.caFile,
                resolve: [ResolveOverride(host: "start.example.test", address: "127.0.0.1", port: server.port)])
            options.allowPrivateAddresses = allowPrivate
            let report = try await DomainChecker.withChecker(options: options) {
                await $0.check(domain: "start.example.test")
            }
            await server.stop()
            return try #require(report.check(.redirect))
        }

        @Test func aPrivateTargetIsNamedNotFetched() async throws {
            let redirect = try await Self.check(allowPrivate: false)
            #expect(redirect.status == .fail)
            #expect(
                redirect.seen.english.contains("not followed, refused: localhost resolves to the internal address"),
                "\(redirect.seen)")
            #expect(!redirect.seen.english.contains("valid file"), "\(redirect.seen)")
        }

        @Test func aPrivateTargetIsFetchedWhenAllowed() async throws {
            let redirect = try await Self.check(allowPrivate: true)
            #expect(redirect.status == .fail)
            #expect(redirect.seen.english.contains("would serve a valid file"), "\(redirect.seen)")
        }
    }
}
