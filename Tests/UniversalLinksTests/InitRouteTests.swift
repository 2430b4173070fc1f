import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks init` reads what people type where a path is asked for, and `generate` refuses to write
/// a file its own `validate` would warn about.
@Suite struct InitRouteTests {
    static func manifest(in dir: TemporaryDirectory) throws -> LinkManifest {
        try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
    }

    @Test func aQueryTypedWithAPathGoesToTheQueryKey() throws {
        let route = Route(name: nil, pathWithQuery: "/promo?code=*&ref=?*")
        #expect(route.path == "/promo")
        #expect(route.query == .items([.init(name: "code", pattern: "*"), .init(name: "ref", pattern: "?*")]))
        // '?' as the one-character wildcard stays in the path.
        #expect(Route(name: nil, pathWithQuery: "/product/?/x").query == nil)
        #expect(Route(name: nil, pathWithQuery: "/s?q=a&q=b").query == .string("q=a&q=b"))
    }

    @Test func initSplitsTheQueryNamesTheRouteAndNormalisesFingerprints() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let lower = (0..<32).map { _ in "ab" }.joined()
        guard
            let run = try await ULinksCommand.run(
                [
                    "init", "--team", "ABCDE12345", "--bundle", "com.acme.shop", "--domain", "bücher.example", "--path",
                    "/promo?code=*", "--android-package", "com.acme.shop", "--android-fingerprint", lower, "--no-input",
                ], in: dir.url)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("the query is matched by the route's \"?\" key"), "\(run.errors)")
        // Item 13: the real domain, as the folder `serve --dir` reads (Punycode).
        #expect(
            run.text.contains("next: ulinks generate --manifest ulinks.json --out site/xn--bcher-kva.example\n"),
            "\(run.text)")
        let manifest = try Self.manifest(in: dir)
        let route = try #require(manifest.routes.first)
        #expect(route.name == "promo" && route.path == "/promo")
        #expect(route.query == .items([.init(name: "code", pattern: "*")]))
        #expect(manifest.android.first?.fingerprints == [(0..<32).map { _ in "AB" }.joined(separator: ":")])
        let generated = try await #require(try await ULinksCommand.run(["generate", "--hosting", "none"], in: dir.url))
        #expect(generated.status == 0, "\(generated.errors)")
    }

    @Test func generateRefusesWhatValidateWarnsAbout() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        try dir.write(
            "ulinks.json",
            #"{"version": 1, "apps": ["QX7Y2K9L3M.com.acme.shop"], "domains": ["acme.example"], "routes": [{"name": "promo", "/": "/promo?code=*"}]}"#
        )
        guard let refused = try await ULinksCommand.run(["generate", "--hosting", "none"], in: dir.url) else { return }
        #expect(refused.status == 1)
        #expect(refused.errors.contains("warning[query-in-path]"), "\(refused.errors)")
        #expect(refused.errors.contains("--allow-warnings"))
        #expect(!FileManager.default.fileExists(atPath: dir.path(".well-known/apple-app-site-association")))
        let allowed = try await #require(
            try await ULinksCommand.run(["generate", "--hosting", "none", "--allow-warnings"], in: dir.url))
        #expect(allowed.status == 0, "\(allowed.errors)")
        #expect(FileManager.default.fileExists(atPath: dir.path(".well-known/apple-app-site-association")))
    }

    /// The fingerprint prompt takes what `convert --fingerprint` takes.
    @Test(.enabled(if: TerminalRun.isAvailable, "script(1) is not installed"))
    func theFingerprintPromptNormalises() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let lower = (0..<32).map { _ in "0f" }.joined()
        let answers = "ABCDE12345\ncom.acme.shop\nacme.example\n\n\ncom.acme.shop\n\(lower)\nn\n"
        guard let run = try await TerminalRun.ulinks("init", answers: answers, in: dir.url) else { return }
        #expect(run.status == 0, "\(run.text)")
        #expect(
            try Self.manifest(in: dir).android.first?.fingerprints == [
                (0..<32).map { _ in "0F" }.joined(separator: ":")
            ])
    }
}
