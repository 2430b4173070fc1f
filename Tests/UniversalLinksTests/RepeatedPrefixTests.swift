import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// A full app ID pasted where the bundle ID belongs (`QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop`): every
/// reader that lists app IDs warns with the fix, and `ulinks init` strips the pasted prefix.
@Suite struct RepeatedPrefixTests {
    static let doubled = "QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop"

    @Test func appIDKnowsItsRepeatedPrefix() throws {
        let id = try #require(AppID(Self.doubled))
        #expect(id.repeatsPrefix)
        #expect(id.withoutRepeatedPrefix?.description == "QX7Y2K9L3M.com.acme.shop")
        #expect(AppID("QX7Y2K9L3M.com.acme.shop")?.repeatsPrefix == false)
        // Only the same Team-ID-shaped segment: another team's or a shorter prefix is a bundle ID like any other.
        #expect(AppID("QX7Y2K9L3M.ABCDE12345.com.acme.shop")?.repeatsPrefix == false)
        #expect(AppID("abc.abc.shop")?.repeatsPrefix == false)
    }

    /// The ASCII fast path and the general path (a non-ASCII neighbour forces nothing: both are tried
    /// through an `appIDs` list and an `appID`).
    @Test(arguments: [
        #"{"applinks": {"apps": [], "details": [{"appID": "QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop", "paths": ["*"]}]}}"#,
        #"{"applinks": {"details": [{"appIDs": ["QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop"], "components": [{"/": "*"}]}]}, "webcredentials": {"apps": ["QX7Y2K9L3M.QX7Y2K9L3M.com.acme.shop"]}}"#,
    ])
    func associationFileWarns(_ text: String) throws {
        let report = AASAValidator().validate(Array(text.utf8)).report
        let finding = try #require(report.diagnostics.first { $0.code == "app-id-repeated-prefix" }, "\(report.codes)")
        #expect(finding.severity == .warning)
        #expect(finding.hint?.english == "write \"QX7Y2K9L3M.com.acme.shop\"")
        #expect(finding.pointer?.hasPrefix("/applinks/details/0/appID") == true)
    }

    @Test func manifestWarns() throws {
        let text = """
            {"version": 1, "apps": ["\(Self.doubled)"], "domains": ["acme.example"], "routes": [{"name": "all", "/": "*"}]}
            """
        let read = ManifestReader().read(text)
        let finding = try #require(read.report.diagnostics.first { $0.code == "manifest-app-id-repeated-prefix" })
        #expect(finding.severity == .warning && finding.pointer == "/apps/0")
        #expect(read.manifest != nil, "a warning, not an error")
    }

    @Test func entitlementsWarn() throws {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0">
            <dict>
                <key>application-identifier</key>
                <string>\(Self.doubled)</string>
                <key>com.apple.developer.associated-domains</key>
                <array><string>applinks:acme.example</string></array>
            </dict>
            </plist>
            """
        let report = EntitlementsValidator().validate(Array(plist.utf8)).report
        let finding = try #require(report.diagnostics.first { $0.code == "application-identifier-repeated-prefix" })
        #expect(finding.location?.line == 4)
        #expect(finding.hint?.english == "write \"QX7Y2K9L3M.com.acme.shop\"")
    }

    @Test func initStripsAPastedAppIDFromTheFlag() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        guard
            let run = try await ULinksCommand.run(
                [
                    "init", "--team", "QX7Y2K9L3M", "--bundle", "QX7Y2K9L3M.com.acme.shop", "--domain", "acme.example",
                    "--no-input",
                ], in: dir.url)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("is a full app ID: using the bundle ID com.acme.shop"), "\(run.errors)")
        let manifest = try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
        #expect(manifest.apps == ["QX7Y2K9L3M.com.acme.shop"])
        // Another team's app ID is refused with the fix.
        let other = try await #require(
            try await ULinksCommand.run(
                [
                    "init", "--team", "QX7Y2K9L3M", "--bundle", "ABCDE12345.com.acme.shop", "--domain", "acme.example",
                    "--no-input", "--force",
                ], in: dir.url))
        #expect(other.status == 64)
        #expect(other.errors.contains("give the bundle ID only (com.acme.shop)"), "\(other.errors)")
    }

    /// Typed at the bundle-ID prompt, on a terminal.
    @Test(.enabled(if: TerminalRun.isAvailable, "script(1) is not installed"))
    func initStripsAPastedAppIDAtThePrompt() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let answers = "QX7Y2K9L3M\nQX7Y2K9L3M.com.acme.shop\nacme.example\n\n\n\nn\n"
        guard let run = try await TerminalRun.ulinks("init", answers: answers, in: dir.url) else { return }
        #expect(run.status == 0, "\(run.text)")
        let manifest = try #require(
            ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("ulinks.json")))).manifest)
        #expect(manifest.apps == ["QX7Y2K9L3M.com.acme.shop"])
        // And validate flags a file that carries the doubled ID.
        let file = try dir.write(
            "aasa", #"{"applinks": {"apps": [], "details": [{"appID": "\#(Self.doubled)", "paths": ["*"]}]}}"#)
        let validated = try await #require(try await ULinksCommand.run(["validate", file]))
        #expect(validated.text.contains("warning[app-id-repeated-prefix]"), "\(validated.text)")
    }
}
