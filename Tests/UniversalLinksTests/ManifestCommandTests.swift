import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks init`, `generate` and `routes coverage`, run as a user runs them.
@Suite struct ManifestCommandTests {
    static let fingerprint = (0..<32).map { _ in "14" }.joined(separator: ":")
    static let initFlags = [
        "init", "--team", "ABCDE12345", "--bundle", "com.example.shop", "--domain", "example.com", "--domain",
        "bücher.example", "--path", "/product/*", "--path", "/search", "--exclude", "/product/*/edit",
        "--android-package", "com.example.shop", "--android-fingerprint", fingerprint, "--no-input",
    ]

    @Test func initGenerateCheckAndCoverage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        guard let created = try await ULinksCommand.run(Self.initFlags, in: dir.url) else { return }
        #expect(created.status == 0, "\(created.errors)")
        let manifest = try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
        #expect(manifest.routes.map(\.name) == [nil, "product", "search"])
        #expect(manifest.android.first?.package == "com.example.shop")

        let again = try await #require(try await ULinksCommand.run(Self.initFlags, in: dir.url))
        #expect(again.status == 1 && again.errors.contains("already exists"))

        let generated = try await #require(try await ULinksCommand.run(["generate", "--out", "site"], in: dir.url))
        #expect(generated.status == 0, "\(generated.errors)")
        let aasa = dir.path("site/.well-known/apple-app-site-association")
        let first = try Data(contentsOf: URL(fileURLWithPath: aasa))
        let validated = try await #require(try await ULinksCommand.run(["validate", "--strict", aasa]))
        #expect(validated.status == 0, "\(validated.text)")
        let entitlements = try String(contentsOfFile: dir.path("site/associated-domains.entitlements"), encoding: .utf8)
        #expect(entitlements.contains("applinks:xn--bcher-kva.example"))

        // Generating twice gives the same bytes, and --check agrees.
        #expect(try #require(try await ULinksCommand.run(["generate", "--out", "site"], in: dir.url)).status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: aasa)) == first)
        let clean = try await #require(
            try await ULinksCommand.run(["generate", "--out", "site", "--check"], in: dir.url))
        #expect(clean.status == 0, "\(clean.text)")
        #expect(clean.text.contains("up to date site/.well-known/apple-app-site-association"))

        // A hand edit on the website shows as a semantic difference, exit 2; coverage finds the gap.
        try Data(String(decoding: first, as: UTF8.self).replacingOccurrences(of: "\"/search\"", with: "\"/find\"").utf8)
            .write(to: URL(fileURLWithPath: aasa))
        let drift = try await #require(
            try await ULinksCommand.run(["generate", "--out", "site", "--check"], in: dir.url))
        #expect(drift.status == 2)
        #expect(drift.text.contains("differs    site/.well-known/apple-app-site-association"))
        #expect(drift.text.contains("https://example.com/find") && drift.text.contains("match -> no_match"))

        let covered = try await #require(try await ULinksCommand.run(["routes", "coverage"], in: dir.url))
        #expect(
            covered.status == 0 && covered.text.contains("every URL that opens the app has a route"), "\(covered.text)")
        let gap = try await #require(
            try await ULinksCommand.run(["routes", "coverage", "--aasa", aasa, "--format", "json"], in: dir.url))
        #expect(gap.status == 1)
        let report = try JSONDecoder().decode(RouteCoverage.self, from: Data(gap.output))
        #expect(report.unhandled.contains { $0.contains("/find") })
        #expect(report.unreachableRoutes == ["search"])
    }

    @Test func aBrokenManifestIsReportedWithPositionsAndNothingIsWritten() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            "ulinks.json",
            "{\n  \"version\": 1,\n  \"apps\": [\"com.example.app\"],\n  \"domains\": [\"example.com\"],\n  \"routes\": []\n}\n"
        )
        guard let run = try await ULinksCommand.run(["generate", "--out", "site"], in: dir.url) else { return }
        #expect(run.status == 1)
        #expect(run.errors.contains("ulinks.json:3:12: error[manifest-app-id]"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: dir.path("site")))
    }

    @Test func initFromAnExistingLegacyFile() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            "aasa",
            #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.example.app", "paths": ["NOT /private/*", "/shop/*", "/"]}]}}"#
        )
        guard
            let run = try await ULinksCommand.run(
                ["init", "--from", "aasa", "--domain", "example.com", "--no-input"], in: dir.url)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        let manifest = try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
        #expect(manifest.legacy)
        #expect(manifest.routes.map(\.path) == ["/private/*", "/shop/*", "/"])
        #expect(manifest.routes.map(\.name) == [nil, "shop", "home"])
        // The regenerated dual file decides as the original did, on iOS 12 and 13.
        #expect(try #require(try await ULinksCommand.run(["generate", "--hosting", "none"], in: dir.url)).status == 0)
        let diff = try await #require(
            try await ULinksCommand.run(["diff", "aasa", ".well-known/apple-app-site-association"], in: dir.url))
        #expect(diff.status == 0, "\(diff.text)")
    }

    /// The questions, answered through a pseudo-terminal (`script`), with a wrong answer asked again.
    @Test(.enabled(if: TerminalRun.isAvailable, "script(1) is not installed"))
    func initAsksOnATerminal() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let answers = "BAD\nABCDE12345\ncom.example.shop, com.example.shop.beta\nexample.com\n\n/admin/*\n\ny\n"
        guard let run = try await TerminalRun.ulinks("init", answers: answers, in: dir.url) else { return }
        #expect(run.status == 0, "\(run.text)")
        #expect(run.text.contains("Apple team ID (10 characters): "))
        #expect(run.text.contains("a team ID is 10 letters or digits"))
        #expect(run.text.contains("Paths the app opens (comma-separated) [/*]: "))
        let manifest = try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
        #expect(manifest.apps == ["ABCDE12345.com.example.shop", "ABCDE12345.com.example.shop.beta"])
        #expect(manifest.routes.map(\.path) == ["/admin/*", "/*"])
        #expect(manifest.legacy)
    }

    @Test func missingValuesWithNoInputAreAUsageError() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        guard let run = try await ULinksCommand.run(["init", "--team", "ABCDE12345", "--no-input"], in: dir.url) else {
            return
        }
        #expect(run.status == 64)
        #expect(run.errors.contains("missing --bundle"))
    }
}
