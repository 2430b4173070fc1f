import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

/// Loopback HTTPS origins for `*.pk.test` (and Apple's CDN stand-in), each RP ID a passkey scenario:
/// every platform ready, or one part broken.
final class PasskeysFixture: Sendable {
    static let shared = Task { try await PasskeysFixture() }

    static let app = "ABCDE12345.com.example.app"
    static let package = AndroidFixture.package
    static let print = AndroidFixture.print
    static let otherPrint = AndroidFixture.otherPrint
    static let hosts = [
        "ready.pk.test", "nowebcreds.pk.test", "wrongapp.pk.test", "missing.pk.test", "redirect.pk.test",
        "badjson.pk.test", "plain.pk.test", "stale.pk.test", "cdn.apple.test", "webonly.pk.test",
    ]

    let checker: CheckerFixture
    let server: TestHTTPSServer

    private init() async throws {
        let checker = try await CheckerFixture.shared.value
        self.checker = checker
        let identity = try checker.pki.issue("pk", names: ["*.pk.test", "cdn.apple.test"], days: 30)
        server = try await TestHTTPSServer.start(tls: try CheckerFixture.context(identity)) { host, path in
            Self.route(host, path)
        }
    }

    static func aasa(webcredentials: [String]?) -> String {
        let links = "\"applinks\": {\"details\": [{\"appIDs\": [\"\(app)\"], \"components\": [{\"/\": \"/*\"}]}]}"
        guard let webcredentials else { return "{\(links)}" }
        return
            "{\(links), \"webcredentials\": {\"apps\": [\(webcredentials.map { "\"\($0)\"" }.joined(separator: ", "))]}}"
    }

    static func statements(_ relations: [String], prints: [String] = [print]) -> String {
        let relation = relations.map { "\"delegate_permission/common.\($0)\"" }.joined(separator: ", ")
        return """
            [{"relation": [\(relation)], "target": {"namespace": "android_app", "package_name": "\(package)", \
            "sha256_cert_fingerprints": [\(prints.map { "\"\($0)\"" }.joined(separator: ", "))]}}]
            """
    }

    static let webauthn = "{\"origins\": [\"https://login.example.com\"]}"

    static func route(_ host: String, _ path: String) -> TestServerBehavior {
        let rp = host.split(separator: ".").first.map(String.init) ?? ""
        switch (rp, path) {
        case ("cdn", "/a/v1/ready.pk.test"): return .json(aasa(webcredentials: [app]))
        case ("cdn", "/a/v1/stale.pk.test"): return .json(aasa(webcredentials: nil))
        case ("ready", "/.well-known/apple-app-site-association"), ("stale", "/.well-known/apple-app-site-association"):
            return .json(aasa(webcredentials: [app]))
        case ("ready", "/.well-known/assetlinks.json"):
            return .json(statements(["handle_all_urls", "get_login_creds"]))
        case ("ready", "/.well-known/webauthn"): return .json(webauthn)
        case ("nowebcreds", "/.well-known/apple-app-site-association"): return .json(aasa(webcredentials: nil))
        case ("nowebcreds", "/.well-known/assetlinks.json"): return .json(statements(["handle_all_urls"]))
        case ("wrongapp", "/.well-known/apple-app-site-association"):
            return .json(aasa(webcredentials: ["ZZZZZ99999.com.example.app"]))
        case ("wrongapp", "/.well-known/assetlinks.json"):
            return .json(statements(["get_login_creds"], prints: [otherPrint]))
        case ("wrongapp", "/.well-known/webauthn"):
            return .json("<!doctype html><html><body>app</body></html>", contentType: "text/html; charset=utf-8")
        case ("redirect", _):
            return .status(.found, headers: [("Location", "https://elsewhere.pk.test\(path)")])
        case ("badjson", "/.well-known/webauthn"): return .json("{\"origins\": \"https://login.example.com\"}")
        case ("plain", "/.well-known/webauthn"): return .json(webauthn, contentType: "text/plain")
        // A web-only RP ID: a webauthn file, no AASA, no assetlinks.json.
        case ("webonly", "/.well-known/webauthn"): return .json(webauthn)
        default: return .notFound
        }
    }

    func options(timeout: Double = 15) -> CheckerOptions {
        var options = checker.options(timeout: timeout)
        options.checkLegacyRoot = false
        for host in Self.hosts {
            options.resolve[host] = ResolveOverride(host: host, address: "127.0.0.1", port: server.port)
        }
        return options
    }

    func check(_ rpID: String, cdn: Bool = false, prints: [String] = [print]) async -> PasskeysReport {
        await PasskeysChecker(options: options()).check(
            PasskeysRequest(rpID: rpID, appIDs: [Self.app], packages: [Self.package], fingerprints: prints, useCDN: cdn)
        )
    }

    /// `ulinks passkeys ARGUMENTS` with the fixture's `--resolve` mappings, CA and CDN.
    func run(_ arguments: [String]) async throws -> ProcessRun? {
        let options = options()
        let mappings = options.resolve.values.flatMap { ["--resolve", $0.description] }
        return try await ULinksCommand.run(
            ["passkeys"] + arguments + mappings + ["--ca", checker.pki.caFile, "--cdn-base", options.cdnBase])
    }
}

extension CheckerTests {
    @Suite("Passkeys: iOS, Android and browsers over loopback HTTPS")
    struct PasskeysCheckerTests {
        typealias F = PasskeysFixture

        @Test func everyPlatformReady() async throws {
            let report = await (try await F.shared.value).check("ready.pk.test", cdn: true)
            #expect(report.verdict == .ready, "\(report.platforms.map { ($0.platform, $0.reason.english) })")
            #expect(report.ios.verdict == .ready)
            #expect(report.android.verdict == .ready)
            #expect(report.browsers.verdict == .ready)
            #expect(report.relatedOrigins == ["https://login.example.com"])
            #expect(report.androidOrigins[F.print] == PasskeyOrigin.androidOrigin(fingerprint: F.print))
            #expect(report.androidOrigins[F.print]?.hasPrefix("android:apk-key-hash:") == true)
            #expect(
                report.files.map(\.url) == [
                    "https://ready.pk.test/.well-known/apple-app-site-association",
                    "https://cdn.apple.test/a/v1/ready.pk.test",
                    "https://ready.pk.test/.well-known/assetlinks.json", "https://ready.pk.test/.well-known/webauthn",
                ])
            #expect(report.files.allSatisfy { $0.status == 200 })
        }

        static let brokenParts: [(String, PasskeyPlatform, PasskeyProblem)] = [
            ("nowebcreds.pk.test", .ios, .webcredentialsMissing),
            ("nowebcreds.pk.test", .android, .loginCredsMissing),
            ("wrongapp.pk.test", .ios, .appNotListed),
            ("wrongapp.pk.test", .android, .fingerprintNotListed),
            ("wrongapp.pk.test", .browsers, .webauthnHTML),
            ("missing.pk.test", .ios, .aasaMissing),
            ("missing.pk.test", .android, .assetLinksMissing),
            ("redirect.pk.test", .ios, .aasaRedirect),
            ("redirect.pk.test", .android, .assetLinksRedirect),
            ("redirect.pk.test", .browsers, .webauthnRedirect),
            ("badjson.pk.test", .browsers, .webauthnInvalid),
            ("plain.pk.test", .browsers, .webauthnContentType),
        ]

        @Test(arguments: brokenParts)
        func eachBrokenPartIsNamedWithAFix(host: String, platform: PasskeyPlatform, problem: PasskeyProblem)
            async throws
        {
            let report = await (try await F.shared.value).check(host)
            let answer = try #require(report.platforms.first { $0.platform == platform })
            #expect(answer.verdict == .broken, "\(answer.reason.english)")
            #expect(answer.problem == problem, "\(answer.reason.english)")
            #expect(answer.fix != nil)
            #expect(report.verdict == .broken)
        }

        @Test func theFixesSayWhatToWrite() async throws {
            let fixture = try await F.shared.value
            let none = await fixture.check("nowebcreds.pk.test")
            #expect(
                none.ios.fix?.english
                    == "Add \"webcredentials\": {\"apps\": [\"\(F.app)\"]} at the top level of the file.")
            #expect(
                none.android.fix?.english.contains(
                    "Add \"delegate_permission/common.get_login_creds\" to the relation array of statement 0") == true)
            let wrong = await fixture.check("wrongapp.pk.test")
            #expect(
                wrong.ios.reason.english.contains("ZZZZZ99999.com.example.app: the same bundle ID with another prefix"))
            #expect(wrong.android.fix?.english.contains("Play App Signing") == true)
            #expect(wrong.android.fix?.english.contains(F.print) == true)
        }

        @Test func anAbsentWebauthnFileIsNotAProblem() async throws {
            let report = await (try await F.shared.value).check("missing.pk.test")
            #expect(report.browsers.verdict == .ready)
            #expect(report.browsers.reason.english.contains("only pages on missing.pk.test and its subdomains"))
            #expect(report.relatedOrigins == nil)
        }

        @Test func theCDNCopyDecidesWhatDevicesRead() async throws {
            let fixture = try await F.shared.value
            #expect(await fixture.check("stale.pk.test").ios.verdict == .ready)
            let report = await fixture.check("stale.pk.test", cdn: true)
            #expect(report.ios.verdict == .broken)
            #expect(report.ios.problem == .cdnStale)
        }

        @Test func anUnreachableRPIDIsUnknownNotBroken() async throws {
            let fixture = try await F.shared.value
            var options = fixture.options(timeout: 5)
            options.resolve["down.pk.test"] = ResolveOverride(host: "down.pk.test", address: "127.0.0.1", port: 1)
            let report = await PasskeysChecker(options: options).check(
                PasskeysRequest(rpID: "down.pk.test", appIDs: [F.app], packages: [F.package], fingerprints: [F.print]))
            #expect(report.verdict == .unknown)
            #expect(report.platforms.allSatisfy { $0.verdict == .unknown && $0.problem == .unreachable })
        }

        @Test func platformsNotAskedAreSkipped() async throws {
            let fixture = try await F.shared.value
            let report = await PasskeysChecker(options: fixture.options()).check(PasskeysRequest(rpID: "ready.pk.test"))
            #expect(report.ios.verdict == .skipped)
            #expect(report.android.verdict == .skipped)
            #expect(report.verdict == .ready)
        }

        /// `ulinks watch --no-aasa`: a web-only RP ID (a webauthn file, no AASA) is watched for that file, its
        /// connection and certificate; without the flag its missing AASA fails it, and a broken webauthn file
        /// fails it with the flag too.
        @Test func watchWithoutTheAASA() async throws {
            let fixture = try await F.shared.value
            let options = fixture.options()
            let net =
                options.resolve.values.flatMap { ["--resolve", $0.description] } + [
                    "--ca", fixture.checker.pki.caFile, "--once", "--allow-private",
                ]
            func watch(_ arguments: [String]) async throws -> ProcessRun? {
                try await ULinksCommand.run(["watch"] + arguments + net)
            }
            guard let webOnly = try await watch(["webonly.pk.test", "--webauthn", "--no-aasa"]) else { return }
            #expect(webOnly.status == 0, "\(webOnly.text) \(webOnly.errors)")
            let asked = try #require(try await watch(["webonly.pk.test", "--webauthn"]))
            #expect(asked.status == 1 && asked.text.contains("http-status"), "\(asked.text)")
            let broken = try #require(try await watch(["badjson.pk.test", "--webauthn", "--no-aasa"]))
            #expect(broken.status == 1 && broken.text.contains("webauthn"), "\(broken.text)")
            #expect(!broken.text.contains("http-status"), "\(broken.text)")
            for conflict in [["--app", F.app], ["--cdn"], ["--url", "https://webonly.pk.test/x"]] {
                let refused = try #require(try await watch(["webonly.pk.test", "--no-aasa"] + conflict))
                #expect(refused.status == 64 && refused.errors.contains("--no-aasa"), "\(conflict): \(refused.errors)")
            }
        }

        @Test func theReportRendersInEveryLanguageWithoutMissingKeys() async throws {
            let fixture = try await F.shared.value
            let before = MessageTables.missingKeys
            var reports: [PasskeysReport] = []
            for host in [
                "ready.pk.test", "nowebcreds.pk.test", "wrongapp.pk.test", "missing.pk.test", "redirect.pk.test",
                "badjson.pk.test", "plain.pk.test",
            ] {
                reports.append(await fixture.check(host))
            }
            reports.append(await fixture.check("stale.pk.test", cdn: true))
            for language in [Language.portugueseBrazil, .chineseSimplified, .korean] {
                let localizer = Localizer(language)
                for report in reports {
                    let text = PasskeysReportRenderer(localizer: localizer).render(report)
                    #expect(!text.isEmpty)
                    _ = PasskeysReport.htmlPage([report], title: "t", localizer: localizer)
                    _ = report.findings(localizer)
                }
            }
            let missing = MessageTables.missingKeys.subtracting(before)
            #expect(missing.isEmpty, "\(missing.sorted())")
        }
    }
}
