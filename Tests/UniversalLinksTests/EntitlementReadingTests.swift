import Foundation
import Testing
import UniversalLinks

@Suite struct EntitlementReadingTests {
    static let entries = ["applinks:example.com", "applinks:https://www.example.com/", "webcredentials:example.com"]

    @Test func readsXMLWithPositions() throws {
        let validation = EntitlementFixtures.validate(Self.entries)
        #expect(validation.document.format == .xml)
        #expect(validation.document.entries.map(\.raw) == Self.entries)
        let scheme = try #require(validation.report.diagnostics.first { $0.code == "entitlement-scheme" })
        #expect(scheme.location?.line == 10)
        #expect(scheme.location?.column == 20)  // two tabs, <string>, "applinks:"
        #expect(scheme.pointer == "/com.apple.developer.associated-domains/1")
    }

    @Test func readsBinaryWithPointersOnly() throws {
        let bytes = try EntitlementFixtures.binary(Self.entries)
        #expect(bytes.starts(with: Array("bplist00".utf8)))
        let validation = EntitlementsValidator().validate(bytes)
        #expect(validation.document.format == .binary)
        #expect(validation.document.entries.map(\.raw) == Self.entries)
        #expect(validation.document.applicationIdentifier == "ABCDE12345.com.example.app")
        let codes = validation.report.diagnostics.map(\.code)
        #expect(codes.contains("entitlement-scheme") && codes.contains("entitlement-trailing-slash"))
        #expect(validation.report.diagnostics.allSatisfy { $0.location == nil })
        #expect(validation.report.diagnostics.first?.pointer == "/com.apple.developer.associated-domains/1")
    }

    @Test func entitiesKeepTheEntryPosition() throws {
        // An entity before the problem: the caret falls back to the start of the string.
        let xml = EntitlementFixtures.xml(["applinks:example.com?mode=developer&amp;x=1"]).replacingOccurrences(
            of: "&amp;amp;", with: "&amp;")
        let validation = EntitlementsValidator().validate(Array(xml.utf8))
        #expect(validation.document.entries.first?.raw == "applinks:example.com?mode=developer&x=1")
        let diagnostic = try #require(validation.report.diagnostics.first { $0.code == "entitlement-query" })
        #expect(diagnostic.location?.line == 9)
        #expect(diagnostic.location?.column == 11)
    }

    @Test func readsProvisioningProfileStyleAndInfoPlistStyle() throws {
        let profile: [String: Any] = [
            "Name": "Dev profile",
            "Entitlements": [
                "application-identifier": "ABCDE12345.com.example.app",
                AssociatedDomain.entitlementKey: ["applinks:example.com"],
            ],
        ]
        let data = try PropertyListSerialization.data(fromPropertyList: profile, format: .xml, options: 0)
        let validation = EntitlementsValidator().validate(Array(data))
        #expect(validation.domains.map(\.description) == ["applinks:example.com"])
        #expect(validation.document.items.first?.pointer == "/Entitlements/com.apple.developer.associated-domains/0")
        #expect(validation.document.applicationIdentifier == "ABCDE12345.com.example.app")

        let info: [String: Any] = [
            "CFBundleIdentifier": "com.example.app", AssociatedDomain.entitlementKey: ["applinks:example.com"],
        ]
        let infoData = try PropertyListSerialization.data(fromPropertyList: info, format: .binary, options: 0)
        #expect(EntitlementsValidator().validate(Array(infoData)).domains.count == 1)
    }

    @Test(arguments: [
        ("", "not-property-list"),
        ("{\"applinks\": {}}", "not-property-list"),
        ("applinks:example.com", "not-property-list"),
        ("<plist><dict><key>a</key></plist>", "not-property-list"),
        ("<plist version=\"1.0\"><dict/></plist>", "no-associated-domains"),
        ("<plist version=\"1.0\"><array/></plist>", "no-associated-domains"),
        (
            "<plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><string>applinks:a.com</string></dict></plist>",
            "entitlement-wrong-type"
        ),
        (
            "<plist version=\"1.0\"><dict><key>com.apple.developer.associated-domains</key><array><integer>1</integer></array></dict></plist>",
            "entitlement-wrong-type"
        ),
        ("<plist version=\"1.0\"><string>x</string></plist>", "entitlement-wrong-type"),
    ])
    func unreadableOrMisshapen(_ text: String, _ code: String) {
        let validation = EntitlementsValidator().validate(Array(text.utf8))
        #expect(validation.report.codes.contains(DiagnosticCode(code)), "\(validation.report.codes)")
    }

    @Test func wrongTypeElementIsPointedAt() throws {
        let xml = EntitlementFixtures.xml(["applinks:example.com"]).replacingOccurrences(
            of: "\t</array>", with: "\t\t<integer>7</integer>\n\t</array>")
        let validation = EntitlementsValidator().validate(Array(xml.utf8))
        let diagnostic = try #require(validation.report.diagnostics.first { $0.code == "entitlement-wrong-type" })
        #expect(diagnostic.pointer == "/com.apple.developer.associated-domains/1")
        #expect(diagnostic.location?.line == 10)
        #expect(validation.domains.count == 1)
    }

    @Test func rendersLikeValidate() throws {
        let validation = EntitlementFixtures.validate(["applinks:example.com/"])
        let text = DiagnosticRenderer().render(
            validation.report, fileName: "App.entitlements", source: validation.document.source)
        let caretPadding = "\t\t" + String(repeating: " ", count: 28)
        #expect(
            text == """
                App.entitlements:9:31: error[entitlement-trailing-slash]: 'applinks:example.com/': ends with '/'
                    \t\t<string>applinks:example.com/</string>
                    \(caretPadding)^
                  fix: Write applinks:example.com.

                """)
    }

    static let codesignOutput = """
        Executable=/Applications/Example.app/Example
        [Dict]
        \t[Key] application-identifier
        \t[Value]
        \t\t[String] ABCDE12345.com.example.app
        \t[Key] com.apple.developer.associated-domains
        \t[Value]
        \t\t[Array]
        \t\t\t[String] applinks:example.com
        \t\t\t[String] applinks:example.com/app
        \t[Key] get-task-allow
        \t[Value]
        \t\t[Bool] true

        """

    @Test func readsCodesignTextOutput() throws {
        let validation = EntitlementsValidator().validate(Array(Self.codesignOutput.utf8))
        #expect(validation.document.format == .codesignText)
        #expect(validation.document.applicationIdentifier == "ABCDE12345.com.example.app")
        #expect(validation.document.entries.map(\.raw) == ["applinks:example.com", "applinks:example.com/app"])
        let path = try #require(validation.report.diagnostics.first { $0.code == "entitlement-path" })
        // Line 10, after three tabs and "[String] ", then "applinks:example.com".
        #expect(path.location?.line == 10)
        #expect(path.location?.column == 13 + 20)
        #expect(path.pointer == "/com.apple.developer.associated-domains/1")
    }

    @Test func misnestedCodesignTextIsReported() {
        let broken = "[Dict]\n\t[Key] com.apple.developer.associated-domains\n\t[String] oops\n"
        let validation = EntitlementsValidator().validate(Array(broken.utf8))
        #expect(validation.report.codes == ["not-property-list"])
    }

    @Test func deeplyNestedCodesignTextIsRefused() {
        var shallow = "[Dict]\n"
        for level in 0..<10 {
            let inner = String(repeating: " ", count: 2 * level + 1)
            shallow += inner + "[Key] k\n" + inner + "[Value]\n" + inner + " [Dict]\n"
        }
        #expect(EntitlementsValidator().validate(Array(shallow.utf8)).report.codes == ["no-associated-domains"])
        // Validly nested dictionaries, 200 deep: refused past the depth limit, without deep recursion.
        var text = "[Dict]\n"
        for level in 0..<200 {
            let inner = String(repeating: " ", count: 2 * level + 1)
            text += inner + "[Key] k\n" + inner + "[Value]\n" + inner + " [Dict]\n"
        }
        let validation = EntitlementsValidator().validate(Array(text.utf8))
        #expect(validation.report.codes == ["not-property-list"])
    }
}
