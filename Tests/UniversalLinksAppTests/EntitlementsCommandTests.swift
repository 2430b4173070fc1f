import Foundation
import Testing
import ULinksTestSupport

/// `ulinks entitlements`, run as a user would: the real binary on files written by the test.
@Suite struct EntitlementsCommandTests {
    struct Output: Decodable {
        struct Entry: Decodable {
            var index: Int
            var entry: String
            var valid: Bool
            var service: String?
            var host: String?
            var wildcard: Bool
            var fetchHost: String?
        }
        struct Host: Decodable {
            var host: String
            var winner: String?
        }
        struct Diagnostic: Decodable {
            var code: String
            var line: Int?
            var pointer: String?
            var hint: String?
        }
        struct File: Decodable {
            var format: String?
            var applicationIdentifier: String?
            var errors: Int
            var warnings: Int
            var entries: [Entry]
            var hosts: [Host]
            var diagnostics: [Diagnostic]
        }
        var files: [File]
        var valid: Bool
    }

    static let entries = ["applinks:https://example.com/", "applinks:*.example.com", "applinks:shop.example.com"]

    @Test func listsEntriesAndWinnersAsJSON() async throws {
        guard let binary = DoctorCommandTests.binary else {
            print("skipped: the ulinks binary is not built next to the tests")
            return
        }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let xml = folder.appendingPathComponent("App.entitlements")
        try Data(DoctorCommandTests.entitlements(Self.entries).utf8).write(to: xml)
        let result = try await DoctorCommandTests.run(
            binary,
            [
                "entitlements", xml.path, "--format", "json", "--host", "shop.example.com", "--host", "www.example.com",
                "--host", "example.org",
            ])
        #expect(result.status == 1)
        let output = try JSONDecoder().decode(Output.self, from: Data(result.text.utf8))
        let file = try #require(output.files.first)
        #expect(!output.valid)
        #expect(file.format == "xml")
        #expect(file.applicationIdentifier == DoctorCommandTests.appID)
        #expect(file.entries.map(\.host) == ["example.com", "example.com", "shop.example.com"])
        #expect(file.entries.map(\.wildcard) == [false, true, false])
        #expect(file.entries.map(\.valid) == [false, true, true])
        #expect(file.hosts.map(\.winner) == ["applinks:shop.example.com", "applinks:*.example.com", nil])
        #expect(file.diagnostics.map(\.code) == ["entitlement-scheme", "entitlement-trailing-slash"])
        #expect(file.diagnostics.first?.line == 8)
        #expect(file.diagnostics.first?.hint == "Write applinks:example.com.")
    }

    @Test func readsBinaryPlistsBinariesAndIPAs() async throws {
        guard let binary = DoctorCommandTests.binary else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let plist = folder.appendingPathComponent("App.entitlements")
        let dictionary: [String: Any] = [
            "com.apple.developer.associated-domains": ["applinks:example.com", "applinks:*.example.com"]
        ]
        try PropertyListSerialization.data(fromPropertyList: dictionary, format: .binary, options: 0).write(to: plist)
        let machO = MachOFixture.thin(entitlements: DoctorCommandTests.entitlements(["applinks:example.com"]))
        let executable = folder.appendingPathComponent("Example")
        try Data(machO).write(to: executable)
        let ipa = try AppFixtures.ipa(in: folder, binary: machO)

        // Clean apart from a warning: exit 0, and 1 with --strict.
        let text = try await DoctorCommandTests.run(binary, ["entitlements", plist.path])
        #expect(text.status == 0, "\(text.text)\(text.errors)")
        #expect(text.text.contains("binary property list"))
        #expect(text.text.contains("warning[wildcard-misses-apex]") == false)  // example.com is listed
        #expect(
            try await DoctorCommandTests.run(binary, ["entitlements", executable.path]).text.contains(
                "signed in a Mach-O binary"))
        let fromIPA = try await DoctorCommandTests.run(binary, ["entitlements", ipa.path])
        if fromIPA.status == 0 {
            #expect(fromIPA.text.contains("application-identifier \(DoctorCommandTests.appID)"))
        } else {
            // Built without the app module: an .ipa is not a property list.
            #expect(fromIPA.text.contains("not-property-list"))
        }
        let wildcardOnly = folder.appendingPathComponent("Wild.entitlements")
        try Data(DoctorCommandTests.entitlements(["applinks:*.example.com"]).utf8).write(to: wildcardOnly)
        let strict = try await DoctorCommandTests.run(binary, ["entitlements", "--strict", wildcardOnly.path])
        #expect(strict.status == 1)
        #expect(strict.text.contains("warning[wildcard-misses-apex]"))
        #expect(
            try await DoctorCommandTests.run(binary, ["entitlements", folder.appendingPathComponent("none").path])
                .status == 1
        )
        #expect(
            try await DoctorCommandTests.run(binary, ["entitlements", plist.path, "--service", "bogus"]).status == 64)
    }
}
