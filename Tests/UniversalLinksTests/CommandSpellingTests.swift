import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Flags spelled as the documentation spells them, output files written (or refused) with a reason,
/// and `validate` reading a link manifest as one.
@Suite struct CommandSpellingTests {
    static let legacy =
        #"{"applinks": {"apps": [], "details": [{"appID": "ABCDE12345.com.acme.shop", "paths": ["/a/*", "NOT /b"]}]}}"#

    @Test func convertTakesTheDocumentedCheckURLsFlag() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("aasa", Self.legacy)
        guard let run = try await ULinksCommand.run(["convert", file, "--to", "components", "--check-urls", "37"])
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("37 generated URLs decide identically"), "\(run.errors)")
        // The old spelling still works, and is not shown.
        let old = try await #require(
            try await ULinksCommand.run(["convert", file, "--to", "dual", "--check-ur-ls", "38"]))
        #expect(old.status == 0 && old.errors.contains("38 generated URLs"), "\(old.errors)")
        let help = try await #require(try await ULinksCommand.run(["convert", "--help"]))
        #expect(help.text.contains("--check-urls") && !help.text.contains("--check-ur-ls"), "\(help.text)")
    }

    @Test func aMissingOutputFolderIsNamed() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("aasa", Self.legacy)
        guard
            let run = try await ULinksCommand.run([
                "convert", file, "--to", "components", "-o", dir.path("conv/x.json"),
            ])
        else { return }
        #expect(run.status == 1)
        #expect(
            run.errors.contains("cannot be written: the folder \(dir.path("conv")) does not exist"), "\(run.errors)")
        // Reports take -o as well as --output, and say the same.
        let report = try await #require(
            try await ULinksCommand.run(["validate", file, "--format", "sarif", "-o", dir.path("reports/r.sarif")]))
        #expect(
            report.status == 1 && report.errors.contains("the folder \(dir.path("reports")) does not exist"),
            "\(report.errors)")
        let written = try await #require(
            try await ULinksCommand.run(["validate", file, "--format", "sarif", "-o", dir.path("r.sarif")]))
        #expect(written.status == 0, "\(written.errors)")
        #expect(dir.read("r.sarif")?.contains("\"version\"") == true)
    }

    @Test func validateReadsAManifestAsOne() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let manifest =
            #"{"version": 1, "apps": ["QX7Y2K9L3M.com.acme.shop"], "domains": ["acme.example"], "routes": [{"name": "all", "/": "/*"}]}"#
        let named = try dir.write("ulinks.json", manifest)
        let shaped = try dir.write("links.json", manifest)
        for path in [named, shaped] {
            guard let run = try await ULinksCommand.run(["validate", path]) else { return }
            #expect(run.status == 0, "\(run.text)")
            #expect(run.text.hasSuffix(": no problems\n"), "\(run.text)")
        }
        let forced = try await #require(
            try await ULinksCommand.run(
                ["validate", "--kind", "manifest", "--format", "json", "-"], stdin: Array("{\"version\": 2}".utf8)))
        #expect(forced.status == 1)
        #expect(forced.text.contains("manifest-version"), "\(forced.text)")
        // An association file is still read as one.
        let aasa = try await #require(try await ULinksCommand.run(["validate", try dir.write("aasa", Self.legacy)]))
        #expect(aasa.status == 0, "\(aasa.text)")
    }
}
