import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksChecker

extension CheckerTests {
    /// Runs the real `ulinks passkeys` built next to the tests (skipped when it is not there).
    @Suite("ulinks passkeys (the command)")
    struct PasskeysCommandTests {
        typealias F = PasskeysFixture

        static let app = ["--app", F.app, "--package", F.package, "--fingerprint", F.print]

        static let exitCases: [([String], Int32)] = [
            (["ready.pk.test"] + app, 0),
            (["ready.pk.test", "--cdn"] + app, 0),
            (["nowebcreds.pk.test"] + app, 1),
            (["wrongapp.pk.test"], 1),
            (["missing.pk.test"], 0),
            (["refused.example.test"] + app, 2),
            ([], 64),
            (["ready.pk.test", "--app", "not-an-app-id"], 64),
            (["ready.pk.test", "--package", F.package], 64),
            (["ready.pk.test", "--fingerprint", "12:34"], 64),
            (["--explain-error", "[50152] RP ID cannot be validated."], 0),
            (["--explain-error", "nothing to see here"], 2),
        ]

        @Test(arguments: exitCases)
        func exitStatus(arguments: [String], expected: Int32) async throws {
            guard let result = try await F.shared.value.run(arguments) else {
                print("skipped: the ulinks binary is not built next to the tests")
                return
            }
            #expect(result.status == expected, "\(result.text)\(result.errors)")
        }

        @Test func textNamesTheBrokenPartTheFixAndTheOrigins() async throws {
            guard let result = try await F.shared.value.run(["nowebcreds.pk.test"] + Self.app) else { return }
            #expect(result.text.contains("passkeys nowebcreds.pk.test: broken"), "\(result.text)")
            #expect(result.text.contains("[webcredentials-missing]"))
            #expect(result.text.contains("[login-creds-missing]"))
            #expect(
                result.text.contains(
                    "fix: Add \"webcredentials\": {\"apps\": [\"\(F.app)\"]} at the top level of the file."))
            #expect(result.text.contains("android:apk-key-hash:"))
        }

        @Test func jsonKeepsItsShape() async throws {
            guard let result = try await F.shared.value.run(["wrongapp.pk.test", "--format", "json"] + Self.app) else {
                return
            }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(result.text.utf8)) as? [String: Any])
            #expect(
                Set(object.keys)
                    == ["rpID", "verdict", "seconds", "ios", "android", "browsers", "files", "androidOrigins"],
                "\(object.keys.sorted())")
            #expect(object["verdict"] as? String == "broken")
            let ios = try #require(object["ios"] as? [String: Any])
            #expect(ios["problem"] as? String == "app-not-listed")
            #expect(Set(ios.keys) == ["platform", "verdict", "problem", "reason", "fix", "checks"])
            let browsers = try #require(object["browsers"] as? [String: Any])
            #expect(browsers["problem"] as? String == "webauthn-html")
            let files = try #require(object["files"] as? [[String: Any]])
            #expect(files.first?["status"] as? Int == 200)
        }

        @Test func sarifAndGitHubNameTheProblems() async throws {
            let fixture = try await F.shared.value
            guard let sarif = try await fixture.run(["wrongapp.pk.test", "--format", "sarif"] + Self.app) else {
                return
            }
            #expect(sarif.status == 1)
            let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.text.utf8)) as? [String: Any])
            let runs = try #require(log["runs"] as? [[String: Any]])
            let results = try #require(runs.first?["results"] as? [[String: Any]])
            let rules = Set(results.compactMap { $0["ruleId"] as? String })
            #expect(rules == ["passkeys/app-not-listed", "passkeys/fingerprint-not-listed", "passkeys/webauthn-html"])
            guard let github = try await fixture.run(["wrongapp.pk.test", "--format", "github"] + Self.app) else {
                return
            }
            #expect(
                github.text.contains("::error file=https%3A//wrongapp.pk.test/.well-known/webauthn"), "\(github.text)")
            guard let html = try await fixture.run(["wrongapp.pk.test", "--format", "html"] + Self.app) else { return }
            #expect(html.text.contains("<td>app-not-listed</td>"))
            #expect(!html.text.contains("<!doctype html><html><body>app"))
        }

        @Test func checkWebauthnReportsTheFileWhenPresentAndPassesItsAbsence() async throws {
            let fixture = try await F.shared.value
            let options = fixture.options()
            let mappings = options.resolve.values.flatMap { ["--resolve", $0.description] }
            let base = mappings + ["--ca", fixture.checker.pki.caFile, "--format", "json", "--webauthn"]
            guard let ready = try await ULinksCommand.run(["check", "ready.pk.test"] + base) else { return }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(ready.text.utf8)) as? [String: Any])
            #expect(object["relatedOrigins"] as? [String] == ["https://login.example.com"])
            let checks = try #require(object["checks"] as? [[String: Any]])
            #expect(checks.first { $0["id"] as? String == "webauthn" }?["status"] as? String == "pass")
            guard let html = try await ULinksCommand.run(["check", "wrongapp.pk.test"] + base) else { return }
            let failed = try #require(try JSONSerialization.jsonObject(with: Data(html.text.utf8)) as? [String: Any])
            let failedChecks = try #require(failed["checks"] as? [[String: Any]])
            #expect(failedChecks.first { $0["id"] as? String == "webauthn" }?["status"] as? String == "fail")
            guard let missing = try await ULinksCommand.run(["check", "missing.pk.test"] + base) else { return }
            let absent = try #require(try JSONSerialization.jsonObject(with: Data(missing.text.utf8)) as? [String: Any])
            let absentChecks = try #require(absent["checks"] as? [[String: Any]])
            #expect(absentChecks.first { $0["id"] as? String == "webauthn" }?["status"] as? String == "pass")
        }
    }
}
