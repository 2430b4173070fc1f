import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksChecker

extension CheckerTests {
    /// `statements:list` and `assetlinks:check` over real HTTPS on loopback, with includes.
    @Suite("Digital Asset Links statement lists over loopback HTTPS")
    struct AndroidStatementsTests {
        typealias F = AndroidFixture

        @Test func includesAreFetchedAndExpandedInOrder() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements("good.links.test")
            #expect(report.errors.isEmpty, "\(report.errors)")
            #expect(
                report.fetches.map(\.url) == [
                    "https://good.links.test/.well-known/assetlinks.json", "https://inc.links.test/one.json",
                    "https://inc.links.test/two.json",
                ])
            #expect(report.fetches.map(\.depth) == [0, 1, 2])
            #expect(
                report.statements.map(\.target) == [
                    .androidApp(package: F.package, fingerprints: [F.print]), .web(site: "https://login.links.test"),
                    .androidApp(package: "com.example.included", fingerprints: [F.print]),
                ])
            #expect(report.statements.map(\.source).last == "https://inc.links.test/two.json")
        }

        @Test func checkNamesTheGrantingStatement() async throws {
            let fixture = try await F.shared.value
            let linked = try await fixture.statements(
                "good.links.test",
                query: StatementQuery(target: .androidApp(package: "com.example.included", fingerprints: [F.print])))
            let answer = try #require(linked.check)
            #expect(answer.linked)
            #expect(answer.grantedBy.map(\.source) == ["https://inc.links.test/two.json"])

            let wrongPrint = try await fixture.statements(
                "good.links.test",
                query: StatementQuery(target: .androidApp(package: F.package, fingerprints: [F.otherPrint])))
            #expect(wrongPrint.check?.linked == false)
            #expect(
                wrongPrint.check?.reason?.english.contains("not \(F.otherPrint)") == true,
                "\(wrongPrint.check?.reason ?? "")")

            let site = try await fixture.statements(
                "good.links.test",
                query: StatementQuery(
                    relation: "delegate_permission/common.get_login_creds",
                    target: .web(site: "https://login.links.test")))
            #expect(site.check?.linked == true)
            #expect(site.listed.count == 1)
        }

        @Test func anIncludeLoopStopsAtTheDepthLimitAndKeepsWhatItFound() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements(
                "loop.links.test",
                query: StatementQuery(target: .androidApp(package: F.package, fingerprints: [F.print])))
            #expect(report.check?.linked == true)
            #expect(report.errors.map(\.code) == [.fetchBudgetExhausted])
            #expect(report.fetches.count == 6, "the list and five nested includes: \(report.fetches.map(\.url))")
        }

        @Test func fanOutStopsAtTheFetchBudget() async throws {
            let fixture = try await F.shared.value
            var options = fixture.options()
            options.maxStatementFetches = 10
            let report = try await fixture.statements("fanout.links.test", options: options)
            #expect(report.fetches.count == 10)
            #expect(report.statements.count == 9)
            let error = try #require(report.errors.first { $0.code == .fetchBudgetExhausted })
            #expect(error.message.english.contains("41 more includes not fetched"), "\(error.message)")
            #expect(report.errors.count == 1)
        }

        @Test func theSourceItselfIsNeverFetchedThroughARedirect() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements("redirect.links.test")
            #expect(report.statements.isEmpty)
            #expect(report.errors.map(\.code) == [.redirect])
            #expect(
                report.errors.first?.message.english.contains("https://good.links.test/.well-known/assetlinks.json")
                    == true)
        }

        @Test func everyBadIncludeIsNamedWithGooglesCodeAndTheRestIsKept() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements(
                "mixed.links.test",
                query: StatementQuery(target: .androidApp(package: F.package, fingerprints: [F.print])))
            #expect(report.check?.linked == true)
            #expect(report.statements.count == 1, "only the source's own valid statement: \(report.statements)")
            let byURL = Dictionary(report.errors.map { ($0.url, $0.code) }, uniquingKeysWith: { first, _ in first })
            #expect(byURL["https://redirect.links.test/x.json"] == .redirect)
            #expect(byURL["https://big.links.test/x.json"] == .tooLarge)
            #expect(byURL["https://html.links.test/x.json"] == .wrongContentType)
            #expect(byURL["https://broken.links.test/x.json"] == .malformedContent)
            #expect(byURL["https://mixed.links.test/missing.json"] == .fetchError)
            #expect(byURL["https://127.0.0.1/internal.json"] == .fetchError)
            #expect(byURL["https://expired.example.test/x.json"] == .failedSSLValidation)
            let insecure = try #require(report.errors.first { $0.code == .secureAssetIncludesInsecure })
            #expect(insecure.message.english.contains("http://mixed.links.test/plain.json"))
            let dropped = try #require(report.errors.first { $0.code == .malformedContent && $0.statement == 1 })
            #expect(dropped.message.english.contains("no relation"))
            let refused = try #require(report.errors.first { $0.url == "https://127.0.0.1/internal.json" })
            #expect(refused.message.english.contains("internal address"))
            // The insecure include is not fetched at all.
            #expect(!report.fetches.contains { $0.url.hasPrefix("http://") })
        }

        @Test func anEmptyListIsMalformed() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements("empty.links.test")
            #expect(report.errors.map(\.code) == [.malformedContent])
            #expect(report.errors.first?.message.english.contains("empty") == true)
        }

        @Test func aLocalFileFetchesItsIncludes() async throws {
            let fixture = try await F.shared.value
            let file = "[" + F.include("https://inc.links.test/two.json") + "]"
            let report = try await DomainChecker.withChecker(options: fixture.options()) { checker in
                await checker.statements(
                    file: Array(file.utf8), name: "local.json",
                    query: StatementQuery(target: .androidApp(package: "com.example.included", fingerprints: [F.print]))
                )
            }
            #expect(report.check?.linked == true)
            #expect(report.source == "local.json")
            #expect(report.fetches.map(\.url) == ["https://inc.links.test/two.json"])
        }

        @Test(arguments: [
            "https://127.0.0.1/x.json", "https://10.1.2.3/x.json", "https://172.20.0.1/x.json",
            "https://192.168.1.1/x.json",
            "https://169.254.169.254/latest/meta-data", "https://100.64.0.1/x.json", "https://0.0.0.0/x.json",
            "https://[::1]/x.json", "https://[fd00::1]/x.json", "https://[fe80::1]/x.json",
            "https://[::ffff:127.0.0.1]/x.json",
        ])
        func includesNeverReachInternalAddresses(url: String) async throws {
            let fixture = try await F.shared.value
            let file = "[" + F.include(url) + "]"
            let report = try await DomainChecker.withChecker(options: fixture.options()) { checker in
                await checker.statements(file: Array(file.utf8), name: "local.json")
            }
            let error = try #require(report.errors.first)
            #expect(error.code == .fetchError)
            #expect(error.message.english.contains("internal address"), "\(error.message)")
            #expect(report.fetches.first?.status == nil, "nothing was sent")
        }

        @Test func reportRoundTripsThroughJSON() async throws {
            let fixture = try await F.shared.value
            let report = try await fixture.statements("mixed.links.test")
            let data = try JSONEncoder().encode(report)
            let decoded = try JSONDecoder().decode(StatementListReport.self, from: data)
            #expect(decoded.errors == report.errors)
            #expect(decoded.statements == report.statements)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            let first = try #require((object["statements"] as? [[String: Any]])?.first)
            #expect(first["relation"] as? [String] == ["delegate_permission/common.handle_all_urls"])
            #expect((first["target"] as? [String: Any])?["package_name"] as? String == F.package)
        }
    }
}

extension CheckerTests {
    /// `ulinks check --android`: the assetlinks.json checks next to the AASA ones, in the same report.
    @Suite("ulinks check --android")
    struct CheckAndroidTests {
        typealias F = AndroidFixture

        func check(_ domain: String, query: StatementQuery) async throws -> DomainReport {
            let fixture = try await F.shared.value
            return try await DomainChecker.withChecker(options: fixture.options()) { checker in
                await checker.check(domain: domain, android: query)
            }
        }

        @Test func linkedAppPassesNextToTheAASAChecks() async throws {
            let report = try await check(
                "good.links.test",
                query: StatementQuery(target: .androidApp(package: F.package, fingerprints: [F.print])))
            #expect(report.check(.assetLinksFetch)?.status == .pass)
            #expect(report.check(.assetLinksContent)?.status == .pass)
            #expect(report.check(.assetLinksContent)?.seen.english.contains("3 statements from 3 files") == true)
            #expect(report.check(.assetLinksApp)?.status == .pass)
            #expect(report.check(.httpStatus)?.status == .fail, "the AASA checks still run: no AASA file on this host")
            #expect(report.android?.check?.linked == true)
        }

        @Test func notLinkedFailsWithTheStatementToAdd() async throws {
            let report = try await check(
                "good.links.test",
                query: StatementQuery(target: .androidApp(package: "com.example.missing", fingerprints: [F.print])))
            let app = try #require(report.check(.assetLinksApp))
            #expect(app.status == .fail)
            #expect(app.fix?.english.contains("\"package_name\": \"com.example.missing\"") == true)
        }

        @Test func redirectFailsTheFetchAndSkipsTheRest() async throws {
            let report = try await check(
                "redirect.links.test",
                query: StatementQuery(target: .androidApp(package: F.package, fingerprints: [F.print])))
            let fetch = try #require(report.check(.assetLinksFetch))
            #expect(fetch.status == .fail)
            #expect(fetch.seen.english.hasPrefix("REDIRECT"))
            #expect(report.check(.assetLinksApp)?.status == .skipped)
        }

        @Test func includeProblemsWarn() async throws {
            let report = try await check("loop.links.test", query: StatementQuery())
            let content = try #require(report.check(.assetLinksContent))
            #expect(content.status == .warning)
            #expect(content.seen.english.contains("FETCH_BUDGET_EXHAUSTED"))
            #expect(report.check(.assetLinksApp) == nil, "no app given")
        }

        @Test func developerModeDoesNotRelaxAndroid() async throws {
            let fixture = try await F.shared.value
            var options = fixture.options()
            options.developerMode = true
            let report = try await DomainChecker.withChecker(options: options) { checker in
                await checker.check(domain: "selfsigned.example.test", android: StatementQuery())
            }
            #expect(report.check(.tlsTrust)?.status == .warning, "Apple's side: accepted in developer mode")
            let fetch = try #require(report.check(.assetLinksFetch))
            #expect(fetch.status == .fail)
            #expect(fetch.seen.english.hasPrefix("FAILED_SSL_VALIDATION"), "\(fetch.seen)")
        }

        @Test func theCommandPrintsAndroidInJSONLines() async throws {
            let fixture = try await F.shared.value
            let options = fixture.options()
            let list = fixture.checker.pki.directory.appendingPathComponent("android-\(UUID().uuidString).txt")
            try Data("good.links.test\nredirect.links.test\n".utf8).write(to: list)
            let mappings = options.resolve.values.flatMap { ["--resolve", $0.description] }
            guard
                let result = try await ULinksCommand.run(
                    [
                        "check", "--domains", list.path, "--format", "json", "--android", "--package", F.package,
                        "--fingerprint", F.print.lowercased(),
                    ] + mappings + ["--ca", fixture.checker.pki.caFile])
            else { return }
            let lines = result.text.split(separator: "\n")
            #expect(lines.count == 2)
            var linked: [String: Bool] = [:]
            for line in lines {
                let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                let domain = try #require(object["domain"] as? String)
                let android = try #require(object["android"] as? [String: Any], "\(domain) has no android report")
                linked[domain] = (android["check"] as? [String: Any])?["linked"] as? Bool
                #expect(object["checks"] is [Any])
            }
            #expect(linked == ["good.links.test": true, "redirect.links.test": false])
            #expect(result.status == 1)
        }

        @Test func theStatementsCommandExitsOnTheAnswer() async throws {
            let fixture = try await F.shared.value
            let options = fixture.options()
            let mappings = options.resolve.values.flatMap { ["--resolve", $0.description] }
            let base = ["android", "statements", "good.links.test", "--ca", fixture.checker.pki.caFile] + mappings
            guard
                let linked = try await ULinksCommand.run(
                    base + ["--package", "com.example.included", "--fingerprint", F.print])
            else { return }
            #expect(linked.status == 0, "\(linked.text)\(linked.errors)")
            #expect(linked.text.contains("linked: android_app com.example.included"), "\(linked.text)")
            #expect(linked.text.contains("https://inc.links.test/two.json"))
            guard
                let missing = try await ULinksCommand.run(
                    base + ["--package", "com.example.none", "--fingerprint", F.print])
            else { return }
            #expect(missing.status == 1)
            #expect(missing.text.contains("NOT linked"))
            guard let json = try await ULinksCommand.run(base + ["--format", "json"]) else { return }
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.text.utf8)) as? [String: Any])
            #expect((object["statements"] as? [Any])?.count == 3)
            #expect(json.status == 0)
            guard
                let usage = try await ULinksCommand.run(["android", "statements", "x.test", "--package", "com.example"])
            else { return }
            #expect(usage.status == 64)
        }
    }
}
