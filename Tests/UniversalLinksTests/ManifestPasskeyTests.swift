import Foundation
import Testing
import UniversalLinks

/// `ulinks.json`'s `passkeys` (issue 35): read with positions, and generated into the AASA's
/// `webcredentials`, the `get_login_creds` statement, the `webcredentials:` entries, Android's
/// `asset_statements` resource and `/.well-known/webauthn`.
@Suite struct ManifestPasskeyTests {
    static let fingerprint =
        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"

    static func manifest(_ passkeys: String) -> String {
        """
        {
          "version": 1,
          "apps": ["ABCDE12345.com.example.app"],
          "android": [{"package": "com.example.app", "fingerprints": ["\(fingerprint)"]}],
          "domains": ["example.com"],
          \(passkeys)
          "routes": [{"name": "shop", "/": "/shop/*"}]
        }

        """
    }

    @Test func passkeysAreReadAndAManifestWithoutThemIsUnchanged() throws {
        let old = ManifestReader().read(Self.manifest(""))
        #expect(old.report.diagnostics.isEmpty)
        #expect(try #require(old.manifest).passkeys == nil)
        let read = ManifestReader().read(
            Self.manifest(#""passkeys": {"rpIDs": ["example.com"], "relatedOrigins": ["https://example.co.uk"]},"#))
        #expect(read.report.diagnostics.isEmpty)
        let manifest = try #require(read.manifest)
        #expect(
            manifest.passkeys == ManifestPasskeys(rpIDs: ["example.com"], relatedOrigins: ["https://example.co.uk"]))
        #expect(
            ManifestReader().read(manifest.jsonText()).manifest?.passkeys == manifest.passkeys, "jsonText keeps them")
    }

    @Test(arguments: [
        (#""passkeys": {"rpIDs": ["*.example.com"]},"#, "/passkeys/rpIDs/0"),
        (#""passkeys": {"rpIDs": ["https://example.com/"]},"#, "/passkeys/rpIDs/0"),
        (#""passkeys": {"rpIDs": []},"#, "/passkeys"),
        (
            #""passkeys": {"rpIDs": ["example.com"], "relatedOrigins": ["https://example.co.uk/"]},"#,
            "/passkeys/relatedOrigins/0"
        ),
        (
            #""passkeys": {"rpIDs": ["example.com"], "relatedOrigins": ["http://example.co.uk"]},"#,
            "/passkeys/relatedOrigins/0"
        ),
    ])
    func aMistakeIsAPositionedError(_ passkeys: String, _ pointer: String) throws {
        let read = ManifestReader().read(Self.manifest(passkeys))
        let finding = try #require(read.report.diagnostics.first { $0.code == "manifest-passkeys" })
        #expect(finding.severity == .error)
        #expect(finding.pointer == pointer)
        #expect(finding.location?.line == 6)
        #expect(read.manifest == nil)
    }

    static let generated: LinkManifest = LinkManifest(
        apps: ["ABCDE12345.com.example.app"], domains: ["example.com"], routes: [Route(name: "shop", path: "/shop/*")],
        android: [AndroidApp(package: "com.example.app", fingerprints: [fingerprint])],
        passkeys: ManifestPasskeys(rpIDs: ["example.com", "login.example"], relatedOrigins: ["https://example.co.uk"]))

    @Test func theAASAListsTheAppsUnderWebcredentials() throws {
        let output = try ManifestGenerator(options: .init(hosting: [])).generate(Self.generated)
        let text = try #require(output.file(ManifestGenerator.associationPath)).text
        #expect(
            text == """
                {
                  "applinks": {
                    "details": [
                      {
                        "appIDs": ["ABCDE12345.com.example.app"],
                        "components": [
                          {
                            "/": "/shop/*"
                          }
                        ]
                      }
                    ]
                  },
                  "webcredentials": {
                    "apps": ["ABCDE12345.com.example.app"]
                  }
                }

                """)
        let validation = AASAValidator().validate(Array(text.utf8))
        #expect(validation.report.diagnostics.allSatisfy { $0.severity == .note }, "only: an example app ID")
        #expect(validation.file?.webcredentials?.apps.map(\.value) == ["ABCDE12345.com.example.app"])
        let entitlements = try #require(output.file(ManifestGenerator.entitlementsPath)).text
        let domains = EntitlementsValidator().validate(Array(entitlements.utf8))
        #expect(!domains.report.hasErrors)
        #expect(
            domains.document.items.map(\.entry.raw) == [
                "applinks:example.com", "webcredentials:example.com", "webcredentials:login.example",
            ])
    }

    @Test func assetLinksGrantsGetLoginCredsBesidesHandleAllURLs() throws {
        let output = try ManifestGenerator(options: .init(hosting: [])).generate(Self.generated)
        let text = try #require(output.file(ManifestGenerator.assetLinksPath)).text
        #expect(!AssetLinksValidator().validate(Array(text.utf8)).hasErrors)
        let statements = try #require(AssetLinksDocument(bytes: Array(text.utf8)).file).statements
        #expect(
            statements.map(\.relations) == [
                ["delegate_permission/common.handle_all_urls"], ["delegate_permission/common.get_login_creds"],
            ])
        #expect(statements.map(\.packageName) == ["com.example.app", "com.example.app"])
        #expect(statements.last?.fingerprints == [Self.fingerprint])
        let plain = LinkManifest(
            apps: [], domains: ["example.com"], routes: [Route(name: "shop", path: "/shop/*")],
            android: [AndroidApp(package: "com.example.app", fingerprints: [Self.fingerprint])])
        let without = try #require(
            try ManifestGenerator(options: .init(hosting: [])).generate(plain).file(ManifestGenerator.assetLinksPath))
        #expect(!without.text.contains("get_login_creds"))
    }

    @Test func theAndroidResourceAndTheWebAuthnFileAreWrittenAndReadBack() throws {
        let output = try ManifestGenerator(options: .init(hosting: [])).generate(Self.generated)
        let resource = try #require(output.file(ManifestGenerator.assetStatementsPath)).text
        #expect(
            resource.contains(
                #"<string name="asset_statements" translatable="false">[{\"include\": \"https://example.com/.well-known/assetlinks.json\"}, {\"include\": \"https://login.example/.well-known/assetlinks.json\"}]</string>"#
            ))
        #expect(
            resource.contains(
                #"<meta-data android:name="asset_statements" android:resource="@string/asset_statements" />"#))
        let element = try #require(try XMLTextReader().read(Array(resource.utf8)).children(named: "string").first)
        let statements = AssetStatements(compiled: AndroidStringResource.compiled(element.text).value)
        #expect(statements.hosts == ["example.com", "login.example"])
        #expect(
            output.file(ManifestGenerator.webAuthnPath)?.text == """
                {
                  "origins": ["https://example.co.uk"]
                }

                """)
        let nginx = try ManifestGenerator(options: .init(hosting: [.apache])).generate(Self.generated)
        #expect(nginx.files.contains { $0.text.contains("webauthn") }, "the hosting configuration serves it as JSON")
        var iosOnly = Self.generated
        iosOnly.android = []
        iosOnly.passkeys?.relatedOrigins = []
        let files = try ManifestGenerator(options: .init(hosting: [])).generate(iosOnly).files.map(\.path)
        #expect(!files.contains(ManifestGenerator.assetStatementsPath))
        #expect(!files.contains(ManifestGenerator.webAuthnPath))
    }
}
