import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// The app side of passkeys (issue 35): Android's `asset_statements` and the iOS `webcredentials:`
/// entries, read from project folders the tests write and cross-checked with the files the project
/// hosts and `ulinks.json`.
@Suite struct ProjectDoctorPasskeyTests {
    static let metaData =
        "<application android:label=\"Shop\">\n        <meta-data android:name=\"asset_statements\" android:resource=\"@string/asset_statements\" />"

    static func strings(_ value: String) -> String {
        """
        <?xml version="1.0" encoding="utf-8"?>
        <resources>
            <string name="app_name">Shop</string>
            <string name="asset_statements" translatable="false">\(value)</string>
        </resources>

        """
    }

    static let escaped = #"[{\"include\": \"https://shop.example/.well-known/assetlinks.json\"}]"#

    /// The fixture's Android app with the meta-data (or `meta` instead) and, when given, strings.xml.
    static func android(_ project: ProjectFixture, value: String?, meta: String = metaData) throws {
        try project.writeAndroidProject()
        try project.write(
            "android/app/src/main/AndroidManifest.xml",
            ProjectFixture.androidManifest.replacingOccurrences(of: "<application android:label=\"Shop\">", with: meta))
        if let value { try project.write("android/app/src/main/res/values/strings.xml", strings(value)) }
    }

    @Test func theCompilerUnescapesAsAndroidDoes() {
        #expect(AndroidStringResource.compiled(#"[{\"a\": \"b\"}]"#).value == #"[{"a": "b"}]"#)
        let removed = AndroidStringResource.compiled(#"[{"include": "https://x.example/"}]"#)
        #expect(removed.value == "[{include: https://x.example/}]")
        #expect(removed.removedQuotes)
        #expect(AndroidStringResource.compiled("  a \n\t  b  ").value == "a b")
        #expect(AndroidStringResource.compiled("\"a   b\" c\\u0041\\'\\n").value == "a   b cA'\n")
        #expect(AndroidStringResource.stringReference("@string/asset_statements") == "asset_statements")
        #expect(AndroidStringResource.stringReference("@android:string/ok") == nil)
        let statements = AssetStatements(
            compiled:
                #"[{"include": "https://Login.Example/.well-known/assetlinks.json"}, {"relation": ["delegate_permission/common.get_login_creds"], "target": {"namespace": "web", "site": "https://web.example"}}]"#
        )
        #expect(statements.malformed == nil)
        #expect(statements.problems.isEmpty)
        #expect(statements.hosts == ["login.example", "web.example"])
        #expect(AssetStatements(compiled: "[]").malformed != nil)
        #expect(AssetStatements(compiled: #"[{"include": "http://a.example/x"}]"#).problems.count == 1)
    }

    @Test func anEscapedStatementListIsReadWithItsHostsAndPackages() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.android(project, value: Self.escaped)
        let report = project.examine()
        let declaration = try #require(report.assetStatements.first)
        #expect(report.assetStatements.count == 1)
        #expect(declaration.resource == "asset_statements")
        #expect(declaration.definedIn?.hasSuffix("android/app/src/main/res/values/strings.xml") == true)
        #expect(declaration.hosts == ["shop.example"])
        #expect(Set(declaration.packages) == ["com.example.shop", "com.example.shop.free"])
        #expect(!report.codes.contains { $0.hasPrefix("asset-statements") || $0.hasPrefix("passkey") })
    }

    @Test func unescapedQuotesMakeAMalformedListAtTheString() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.android(project, value: #"[{"include": "https://shop.example/.well-known/assetlinks.json"}]"#)
        let report = project.examine()
        let finding = try #require(report.findings("asset-statements-malformed").first)
        #expect(finding.diagnostic.severity == .error)
        #expect(report.line(of: finding)?.contains("<string name=\"asset_statements\"") == true)
        #expect(
            finding.diagnostic.hint?.english
                == #"Android's resource compiler removes unescaped double quotes. Write <string name="asset_statements" translatable="false">[{\"include\": \"https://shop.example/.well-known/assetlinks.json\"}]</string>"#
        )
        #expect(report.assetStatements.first?.hosts == [])
    }

    @Test func anUnresolvedStringIsAWarningOnlyWhenTheValuesFilesAreThere() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.android(project, value: nil)
        var finding = try #require(project.examine().findings("asset-statements-unresolved").first)
        #expect(finding.diagnostic.severity == .note, "no res/values: not checked")
        #expect(finding.diagnostic.hint?.english.contains("res/values*/") == true, "the fix says what would settle it")
        try project.write(
            "android/app/src/main/res/values/strings.xml",
            "<resources><string name=\"app_name\">Shop</string></resources>")
        let report = project.examine()
        finding = try #require(report.findings("asset-statements-unresolved").first)
        #expect(finding.diagnostic.severity == .warning)
        #expect(report.line(of: finding)?.contains("@string/asset_statements") == true)
        #expect(finding.diagnostic.hint?.english.contains("<string name=\"asset_statements\"") == true)
    }

    @Test func aMetaDataWithAValueInsteadOfAResourceIsNamed() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.android(
            project, value: Self.escaped,
            meta:
                "<application android:label=\"Shop\"><meta-data android:name=\"asset_statements\" android:value=\"https://shop.example\" />"
        )
        let finding = try #require(project.examine().findings("asset-statements-reference").first)
        #expect(finding.diagnostic.message.english.contains("android:value instead of android:resource"))
    }

    static let assetLinks = """
        [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app", "package_name": "com.example.shop", "sha256_cert_fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}}]

        """

    @Test func aHostedAssetLinksWithoutGetLoginCredsIsNamed() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.android(project, value: Self.escaped)
        try project.write("web/.well-known/assetlinks.json", Self.assetLinks)
        let report = project.examine()
        let finding = try #require(report.findings("assetlinks-login-creds-missing").first)
        #expect(finding.file?.hasSuffix("web/.well-known/assetlinks.json") == true)
        #expect(finding.diagnostic.message.english.contains("com.example.shop"))
        try project.write(
            "web/.well-known/assetlinks.json",
            Self.assetLinks.replacingOccurrences(
                of: "common.handle_all_urls\"]",
                with: "common.handle_all_urls\", \"delegate_permission/common.get_login_creds\"]"))
        #expect(project.examine().findings("assetlinks-login-creds-missing").isEmpty)
    }

    @Test func aHostedAASAWithoutTheAppInWebcredentialsIsNamed() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.write(
            "ios/Shop/Shop.entitlements",
            ProjectFixture.entitlements([
                "applinks:shop.example", "applinks:www.shop.example", "webcredentials:shop.example",
            ]))
        let aasa = """
            {"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/*"}]}]},
             "webcredentials": {"apps": ["ABCDE12345.com.example.other"]}}

            """
        try project.write("web/.well-known/apple-app-site-association", aasa)
        let report = project.examine()
        #expect(
            report.apple.first { $0.configuration == "Debug" && $0.target == "Shop" }?.webcredentials == [
                "shop.example"
            ])
        #expect(report.webcredentialsHosts == ["shop.example"])
        let finding = try #require(report.findings("webcredentials-app-not-listed").first)
        #expect(report.line(of: finding)?.contains("\"webcredentials\"") == true)
        #expect(finding.diagnostic.hint?.english.contains("\"ABCDE12345.com.example.shop\"") == true)
        try project.write(
            "web/.well-known/apple-app-site-association",
            aasa.replacingOccurrences(of: "com.example.other", with: "com.example.shop"))
        #expect(project.examine().findings("webcredentials-app-not-listed").isEmpty)
    }

    @Test func manifestRPIDsTheAppsDoNotDeclareAreNamedPerPlatform() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try Self.android(project, value: Self.escaped)
        try project.write(
            "ulinks.json",
            ProjectFixture.manifest.replacingOccurrences(
                of: "\"domains\"", with: "\"passkeys\": {\"rpIDs\": [\"shop.example\"]},\n  \"domains\""))
        var report = project.examine()
        let findings = report.findings("passkey-rpid-not-declared")
        #expect(findings.count == 1, "iOS lacks webcredentials:shop.example; Android includes it")
        #expect(findings.first?.diagnostic.message.english.contains("webcredentials:shop.example") == true)
        #expect(report.line(of: try #require(findings.first))?.contains("\"rpIDs\"") == true)
        try project.write(
            "ios/Shop/Shop.entitlements",
            ProjectFixture.entitlements(["applinks:shop.example", "webcredentials:shop.example"]))
        try project.write(
            "ios/Shop/ShopRelease.entitlements",
            ProjectFixture.entitlements(["applinks:shop.example", "webcredentials:login.shop.example"]))
        report = project.examine()
        #expect(report.findings("passkey-rpid-not-declared").isEmpty)
        let differ = try #require(report.findings("passkey-platforms-differ").first)
        #expect(differ.diagnostic.message.english.contains("login.shop.example work on one platform only"))
    }
}

/// The doctor on the corpus projects that declare passkeys (`webcredentials:` entries, `asset_statements`):
/// what it reads from them, and no passkey finding but the one that is right (the corpus keeps no `res/`).
@Suite struct ProjectDoctorPasskeyCorpusTests {
    static func report(_ project: String) -> ProjectReport? {
        let root = ProjectDoctorCorpusTests.projects + "/" + project
        guard FileManager.default.fileExists(atPath: root) else { return nil }
        return ProjectDoctor(options: .init(now: Date(timeIntervalSince1970: 1_796_000_000)))
            .examine(ProjectFiles(root: root))
    }

    static let passkeyCodes: Set<String> = [
        "asset-statements-reference", "asset-statements-unresolved", "asset-statements-malformed",
        "asset-statements-site", "webcredentials-app-not-listed", "assetlinks-login-creds-missing",
        "passkey-rpid-not-declared", "passkey-platforms-differ",
    ]

    @Test(arguments: [
        ("Automattic+pocket-casts-ios", ["play.pocketcasts.com", "pocketcasts.com", "www.pocketcasts.com"]),
        ("Automattic+simplenote-ios", ["simplenote.com"]),
        ("HeliumEdu+frontend", ["api.heliumedu.com", "app.heliumedu.com", "heliumedu.com", "www.heliumedu.com"]),
        ("damus-io+damus", ["damus.io"]),
        ("linagora+twake-on-matrix", ["links.twake.app"]),
        ("rainbow-me+rainbow", ["rainbow.me"]),
        ("woocommerce+woocommerce-ios", ["wordpress.com"]),
    ])
    func webcredentialsEntriesAreReadWithoutFalseAlarms(_ project: String, _ hosts: [String]) async throws {
        guard let report = await onOwnThreads({ Self.report(project) }) else {
            print("skipped: the corpus project \(project) is absent")
            return
        }
        #expect(report.webcredentialsHosts == hosts)
        #expect(!report.codes.contains { Self.passkeyCodes.contains($0) }, "\(report.codes)")
    }

    @Test func pocketCastsAndroidNamesAStringTheCorpusDoesNotKeep() async throws {
        guard let report = await onOwnThreads({ Self.report("Automattic+pocket-casts-android") }) else {
            print("skipped: the corpus is absent")
            return
        }
        let declaration = try #require(report.assetStatements.first)
        #expect(report.assetStatements.count == 1)
        #expect(declaration.resource == "asset_statements")
        #expect(declaration.definedIn == nil)
        #expect(declaration.manifest.hasSuffix("app/src/main/AndroidManifest.xml"))
        let findings = report.allDiagnostics.filter { Self.passkeyCodes.contains($0.diagnostic.code.rawValue) }
        #expect(findings.map(\.diagnostic.code) == ["asset-statements-unresolved"])
        #expect(findings.first?.diagnostic.severity == .note, "not checked, not an alarm")
        #expect(findings.first?.diagnostic.location?.line == 53)
    }
}
