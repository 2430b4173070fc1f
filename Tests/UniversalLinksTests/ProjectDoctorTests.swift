import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ProjectDoctor` on project folders the tests write: what it reads, every cross-check, and where each
/// finding points.
@Suite struct ProjectDoctorTests {
    @Test func xcodeProjectWithTwoTargetsAndThreeConfigurations() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        let report = project.examine()

        #expect(report.apple.count == 6)
        let shop = report.apple.filter { $0.target == "Shop" }
        #expect(shop.map(\.configuration) == ["Debug", "Beta", "Release"])
        #expect(
            shop.allSatisfy { $0.appID == "ABCDE12345.com.example.shop" },
            "bundle ID through Shop.xcconfig and Base.xcconfig")
        #expect(shop[0].applinks == ["shop.example", "www.shop.example"])
        #expect(shop[1].applinks.isEmpty)
        #expect(shop[2].entitlements?.hasSuffix("ios/Shop/ShopRelease.entitlements") == true, "$(SRCROOT) expanded")

        let missing = try #require(report.findings("configuration-without-entitlement").first)
        #expect(missing.file?.hasSuffix("ios/Shop.xcodeproj/project.pbxproj") == true)
        #expect(report.line(of: missing)?.contains("C000000000000000000000A2 /* Beta */") == true)
        #expect(missing.diagnostic.message.english.contains("Shop (Beta)"))
        #expect(missing.diagnostic.hint?.english.contains("Shop.entitlements") == true)

        let fewer = try #require(report.findings("configuration-host-missing").first)
        #expect(fewer.diagnostic.message.english.contains("Shop (Release) lacks applinks:www.shop.example"))
        #expect(report.line(of: fewer)?.contains("CODE_SIGN_ENTITLEMENTS") == true)

        let team = try #require(report.findings("team-id-in-bundle-id").first)
        #expect(report.line(of: team)?.contains("QX7Y2K9L3M.com.example.shop.Clip") == true)
        #expect(report.findings("doubled-team-id").isEmpty)
        #expect(report.errorCount == 2)
    }

    @Test func aBundleIDThatRepeatsTheTeamIsADoubledTeamID() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.write(
            "ios/Shop.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj.replacingOccurrences(of: "QX7Y2K9L3M.com.example", with: "ABCDE12345.com.example"))
        let report = project.examine()
        let doubled = try #require(report.findings("doubled-team-id").first)
        #expect(doubled.diagnostic.message.english.contains("ABCDE12345.ABCDE12345.com.example.shop.Clip"))
        #expect(doubled.diagnostic.hint?.english == "Write PRODUCT_BUNDLE_IDENTIFIER = com.example.shop.Clip;")
    }

    @Test func androidProjectWithTwoFlavorsAGroupAndPlaceholders() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write("ulinks.json", ProjectFixture.manifest)
        let report = project.examine()

        let variants = Dictionary(uniqueKeysWithValues: report.android.map { ($0.variant, $0) })
        #expect(Set(variants.keys) == ["freeDebug", "freeRelease", "paidDebug", "paidRelease"])
        #expect(variants["freeRelease"]?.applicationId == "com.example.shop.free")
        #expect(variants["paidRelease"]?.applicationId == "com.example.shop")
        // The placeholder resolved; only the second filter (web schemes only) verifies shop.example.
        #expect(variants["paidRelease"]?.hosts == ["shop.example"])
        #expect(variants["paidRelease"]?.perHost == true)

        let scheme = try #require(report.findings("autoverify-custom-scheme").first)
        #expect(report.line(of: scheme)?.contains("android:scheme=\"shop\"") == true)
        #expect(scheme.diagnostic.message.english.contains("shop.example"))

        let flavor = try #require(report.findings("package-not-in-assetlinks").first)
        #expect(flavor.diagnostic.message.english.contains("com.example.shop.free"))
        #expect(report.line(of: flavor)?.contains("applicationIdSuffix \".free\"") == true)
        #expect(report.findings("package-not-in-assetlinks").count == 1, "debug variants are not required")

        // /help/* opens on iOS; on Android the groups let only /product through and the first filter /account.
        let blocked = try #require(report.findings("android-blocks-ios-url").first)
        #expect(blocked.diagnostic.message.english.contains("https://shop.example/help"))
        #expect(report.line(of: blocked)?.contains("<intent-filter android:autoVerify") == true)
        #expect(report.findings("manifest-placeholder-unresolved").isEmpty)
    }

    @Test func aPlaceholderNoGradleValueDefinesIsNamed() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write(
            "android/app/build.gradle",
            ProjectFixture.gradle.replacingOccurrences(
                of: "manifestPlaceholders = [linkHost: \"shop.example\"]", with: ""))
        let report = project.examine()
        let unresolved = report.findings("manifest-placeholder-unresolved")
        #expect(!unresolved.isEmpty)
        #expect(unresolved.allSatisfy { $0.diagnostic.message.english.contains("${linkHost}") })
        // AGP refuses to merge a manifest with a placeholder nothing provides: the host is unknown, reported
        // as the unresolved placeholder rather than as an invalid host.
        #expect(report.findings("autoverify-invalid-host").isEmpty)
    }

    @Test func belowAndroid12AllHostsAreVerifiedTogether() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeLegacyAndroidProject()
        let report = project.examine()
        #expect(report.android.first?.targetSdk == 30)
        #expect(report.android.first?.perHost == false)
        #expect(Set(report.android.first?.hosts ?? []) == ["a.example", "partner.example"])
        let together = try #require(report.findings("android-hosts-verified-together").first)
        #expect(together.diagnostic.message.english.contains("partner.example"))
        #expect(report.line(of: together)?.contains("autoVerify") == true)
    }

    @Test func expoAppJSON() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write("app.json", ProjectFixture.expo)
        let report = project.examine()
        let app = try #require(report.apps.first)
        #expect(app.bundleIdentifier == "com.example.shop")
        #expect(app.androidPackage == "com.example.shop")
        #expect(app.applinks == ["shop.example", "www.shop.example"])
        #expect(app.androidHosts.isEmpty, "the autoVerify filter has a custom scheme")

        let entry = try #require(report.findings("entitlement-scheme").first)
        #expect(entry.file == "app.json" || entry.file?.hasSuffix("/app.json") == true)
        #expect(report.line(of: entry)?.contains("applinks:https://www.shop.example/") == true)
        let scheme = try #require(report.findings("autoverify-custom-scheme").first)
        #expect(scheme.diagnostic.message.english.contains("Expo's development-build scheme exp+shop"))
        #expect(report.line(of: scheme)?.contains("exp+shop") == true)
    }

    @Test func flutterLayoutWithALinkPlugin() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeFlutterLayout()
        let report = project.examine()
        let conflicts = report.findings("flutter-deeplinking-conflict")
        #expect(conflicts.count == 2)
        #expect(conflicts.contains { report.line(of: $0)?.contains("FlutterDeepLinkingEnabled") == true })
        #expect(conflicts.contains { report.line(of: $0)?.contains("flutter_deeplinking_enabled") == true })
        #expect(report.android.first?.hosts == ["shop.example"])
        #expect(report.android.first?.targetSdk == 35)
    }

    @Test func theManifestIsComparedWithTheProject() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        try project.write(
            "ulinks.json",
            ProjectFixture.manifest.replacingOccurrences(
                of: "\"shop.example\"]", with: "\"shop.example\", \"new.example\"]"
            )
            .replacingOccurrences(
                of: "\"apps\": [\"ABCDE12345.com.example.shop\"]",
                with: "\"apps\": [\"ABCDE12345.com.example.shop\", \"ABCDE12345.ABCDE12345.com.example.x\"]"))
        let report = project.examine()
        #expect(report.manifest?.hasSuffix("ulinks.json") == true)
        let missing = report.findings("domain-missing-from-project")
        #expect(missing.count == 2, "new.example: neither iOS nor Android")
        #expect(missing.allSatisfy { report.line(of: $0)?.contains("new.example") == true })
        #expect(
            report.findings("domain-not-in-manifest").contains {
                $0.diagnostic.message.english.contains("www.shop.example")
            })
        #expect(
            report.findings("app-id-not-in-association").contains {
                $0.diagnostic.message.english.contains("com.example.shop.Clip")
            })
        #expect(
            report.findings("doubled-team-id").contains {
                report.line(of: $0)?.contains("ABCDE12345.ABCDE12345") == true
            })
        #expect(report.findings("manifest-app-not-built").count == 1)
    }

    @Test func fixSnippetsNameWhatTheProjectNeeds() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write("ulinks.json", ProjectFixture.manifest)
        let report = project.examine(.init(fixSnippets: true))
        let snippets = try #require(report.snippets)
        let entitlements = try #require(snippets.entitlements)
        #expect(entitlements.contains("<string>applinks:shop.example</string>"))
        #expect(!EntitlementsValidator().validate(Array(entitlements.utf8)).report.hasErrors)
        let filter = try #require(snippets.intentFilter)
        #expect(filter.contains("<intent-filter android:autoVerify=\"true\">"))
        // The project's own filters as declared (their paths and groups), not the manifest's routes.
        #expect(filter.contains("android:path=\"/account\""))
        #expect(filter.contains("<uri-relative-filter-group android:allow=\"false\">"))
        #expect(filter.contains("<data android:scheme=\"shop\" />"), "the custom scheme gets a filter of its own")
        // The snippet is well-formed XML once wrapped.
        #expect(throws: Never.self) {
            try XMLTextReader().read(Array(("<root xmlns:android=\"x\">" + filter + "</root>").utf8))
        }
    }

    @Test func signingCertificatesAndKeystores() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write("ulinks.json", ProjectFixture.manifest)
        let listed = "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"
        let other = Array(repeating: "AB", count: 31).joined(separator: ":") + ":CD"
        var report = project.examine(
            .init(
                signingCertificates: [
                    .init(file: "upload.der", fingerprint: listed, subject: "CN=Me", key: .developerKey)
                ],
                keystores: ["release.p12"]))
        #expect(report.findings("fingerprint-not-listed").isEmpty)
        #expect(report.findings("fingerprint-upload-key").first?.file == "upload.der")
        #expect(
            report.findings("keystore-not-read").first?.diagnostic.message.english.contains(
                "keytool -list -v -keystore release.p12") == true)
        report = project.examine(
            .init(signingCertificates: [
                .init(file: "debug.pem", fingerprint: other, subject: "CN=Android Debug", key: .debug)
            ]))
        #expect(report.findings("fingerprint-not-listed").first?.file == "debug.pem")
        #expect(report.findings("fingerprint-debug-only").first?.file == "debug.pem")
    }

    @Test func placeholderFingerprintsAndDebugSignedReleases() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeAndroidProject()
        try project.write(
            "android/app/build.gradle",
            ProjectFixture.gradle.replacingOccurrences(
                of: "minifyEnabled false", with: "minifyEnabled false\n            signingConfig signingConfigs.debug"))
        try project.write(
            "web/.well-known/assetlinks.json",
            """
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "com.example.shop",
                         "sha256_cert_fingerprints": ["\(Array(repeating: "00", count: 32).joined(separator: ":"))"]}}]
            """)
        let report = project.examine()
        let placeholder = try #require(report.findings("fingerprint-placeholder").first)
        #expect(placeholder.file?.hasSuffix("assetlinks.json") == true)
        let debug = try #require(report.findings("fingerprint-debug-only").first)
        #expect(report.line(of: debug)?.contains("signingConfigs.debug") == true)
    }

    @Test func theReaderStaysInsideTheFolder() throws {
        let project = try ProjectFixture()
        let outside = try ProjectFixture()
        defer {
            project.remove()
            outside.remove()
        }
        try outside.write("secret/AndroidManifest.xml", "<manifest><application/></manifest>")
        try project.writeFlutterLayout()
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/linked", withDestinationPath: outside.root + "/secret")
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/android/linked.xml",
            withDestinationPath: outside.root + "/secret/AndroidManifest.xml")
        try project.write("node_modules/pkg/AndroidManifest.xml", "<broken")
        try project.write("ios/Pods/Pod/Info.plist", "<broken")
        let files = ProjectFiles(root: project.root)
        #expect(Set(files.linksOutside) == ["linked", "android/linked.xml"])
        #expect(!files.paths.contains { $0.contains("node_modules") || $0.contains("Pods") })
        if case .failure(let failure) = files.read("android/linked.xml") {
            #expect(failure == .outside)
        } else {
            Issue.record("a link out of the folder was read")
        }
        #expect(
            files.read("../" + (outside.root as NSString).lastPathComponent + "/secret/AndroidManifest.xml")
                == .failure(.outside))
        let report = ProjectDoctor().examine(files)
        #expect(report.findings("project-link-outside").count == 2)
        #expect(report.findings("xml-syntax").isEmpty, "skipped folders are not read")
    }

    @Test func theReaderStopsAtItsLimitsAndSaysSo() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        var report = ProjectDoctor().examine(ProjectFiles(root: project.root, limits: .init(entries: 4)))
        #expect(
            report.findings("project-limit").first?.diagnostic.message.english.contains("stopped after 4 files") == true
        )
        report = ProjectDoctor().examine(ProjectFiles(root: project.root, limits: .init(fileBytes: 1000)))
        #expect(
            report.findings("project-file-unreadable").contains {
                $0.diagnostic.message.english.contains("larger than 1000 bytes")
            })
        report = ProjectDoctor().examine(ProjectFiles(root: project.root, limits: .init(totalBytes: 3000)))
        #expect(report.findings("project-limit").contains { $0.diagnostic.message.english.contains("byte budget") })
        report = ProjectDoctor().examine(ProjectFiles(root: project.root, limits: .init(depth: 1)))
        #expect(
            report.findings("project-limit").contains {
                $0.diagnostic.message.english.contains("deeper than 1 folders")
            })
    }

    @Test func anEmptyFolderSaysSo() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        let report = project.examine()
        #expect(report.codes == ["project-empty"])
        #expect(report.errorCount == 1)
    }

    /// A malformed pbxproj, manifest, Gradle file or app.json: a finding at the place, and the rest is read.
    @Test func malformedFilesGetPositionedFindings() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        let conflicted = ProjectFixture.pbxproj.replacingOccurrences(
            of: "\t\tC000000000000000000000A2 /* Beta */ = {",
            with: "<<<<<<< HEAD\n\t\tC000000000000000000000A2 /* Beta */ = {")
        try project.write("ios/Shop.xcodeproj/project.pbxproj", conflicted)
        try project.write(
            "android/app/src/main/AndroidManifest.xml",
            ProjectFixture.androidManifest.replacingOccurrences(
                of: "</intent-filter>\n        </activity>", with: "</activity>"))
        try project.write("android/app/build.gradle", ProjectFixture.gradle + "android {\n    defaultConfig {\n")
        try project.write("app.json", "{\"expo\": {\"ios\": {\"bundleIdentifier\": \"com.example.shop\",}}}")
        let report = project.examine()

        let pbx = try #require(report.findings("pbxproj-syntax").first)
        #expect(report.line(of: pbx)?.hasPrefix("<<<<<<<") == true)
        let xml = try #require(report.findings("xml-syntax").first)
        #expect(xml.diagnostic.message.english.contains("</activity> closes <intent-filter>"))
        #expect(report.line(of: xml)?.contains("</activity>") == true)
        let gradle = report.findings("gradle-syntax")
        #expect(gradle.count == 2)
        #expect(gradle.allSatisfy { $0.diagnostic.message.english.contains("never closed") })
        let json = try #require(report.findings("trailing-comma").first)
        #expect(json.file?.hasSuffix("app.json") == true)
        #expect(json.diagnostic.location?.column == 57, "at the comma")
        #expect(!report.android.isEmpty || report.findings("xml-syntax").count == 1)
    }

    @Test func unresolvableBuildSettingsAndMissingFiles() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.write(
            "ios/Shop.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj.replacingOccurrences(
                of: "CODE_SIGN_ENTITLEMENTS = Shop/Shop.entitlements;",
                with: "CODE_SIGN_ENTITLEMENTS = \"$(LINKS_DIR)/Shop.entitlements\";"
            ).replacingOccurrences(of: "ShopClip/ShopClip.entitlements", with: "ShopClip/Missing.entitlements"))
        try project.write("ios/Config/Base.xcconfig", "#include \"Absent.xcconfig\"\nnot a setting\n")
        let report = project.examine()
        let unresolved = try #require(
            report.findings("build-setting-unresolved").first { $0.diagnostic.message.english.contains("LINKS_DIR") })
        #expect(report.line(of: unresolved)?.contains("$(LINKS_DIR)") == true)
        // One for each configuration that names the file, at its line.
        #expect(report.findings("entitlements-file-missing").count == 3)
        #expect(
            report.findings("project-file-unreadable").contains {
                $0.diagnostic.message.english.contains("Absent.xcconfig")
            })
        #expect(report.findings("xcconfig-line").first?.diagnostic.location?.line == 2)
        #expect(
            report.findings("build-setting-unresolved").contains {
                $0.diagnostic.message.english.contains("BASE_BUNDLE_ID")
            })
    }
}

/// Findings that need a file of their own, provisioning profiles, and the registry: every project code
/// is emitted by one of these projects.
@Suite struct ProjectDoctorCoverageTests {
    /// A project with the less common mistakes: a dangling reference, Expo config shapes, a JavaScript
    /// config, computed Gradle values, incomplete filters and a pattern Android refuses.
    static func writeOddities(_ project: ProjectFixture) throws {
        try project.write(
            "ios/Odd.xcodeproj/project.pbxproj",
            "{ objects = { P = { isa = PBXProject; buildConfigurationList = L; targets = ( MISSING ); }; L = { isa = XCConfigurationList; buildConfigurations = ( ); }; }; rootObject = P; }"
        )
        try project.write(
            "app.json",
            "{\"expo\": {\"ios\": {\"associatedDomains\": \"applinks:example.com\"}, \"android\": {\"intentFilters\": {}}}}"
        )
        try project.write("app.config.ts", "export default {}\n")
        try project.write(
            "android/app/build.gradle.kts",
            "android {\n    defaultConfig {\n        applicationId = \"com.example.\" + flavor\n    }\n}\n")
        try project.write(
            "android/app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".A">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <data android:scheme="https" android:host="example.com" android:pathAdvancedPattern="/[0-9" />
              <data android:host="https://example.com" />
            </intent-filter>
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" />
            </intent-filter>
            </activity></application></manifest>
            """)
    }

    @Test func lessCommonMistakes() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try Self.writeOddities(project)
        let report = project.examine()
        #expect(report.findings("pbxproj-reference").first?.diagnostic.message.english.contains("MISSING") == true)
        #expect(report.findings("app-config-shape").count == 2)
        #expect(report.findings("app-config-not-read").first?.file?.hasSuffix("app.config.ts") == true)
        let computed = try #require(report.findings("gradle-value-computed").first)
        #expect(report.line(of: computed)?.contains("\"com.example.\" + flavor") == true)
        let incomplete = try #require(report.findings("autoverify-incomplete-filter").first)
        #expect(
            incomplete.diagnostic.message.english.contains("BROWSABLE")
                && incomplete.diagnostic.message.english.contains("DEFAULT"))
        #expect(report.findings("autoverify-without-host").count == 1)
        let pattern = try #require(report.findings("android-pattern-invalid").first)
        #expect(pattern.diagnostic.message.english.contains("Set was not terminated"))
        #expect(report.line(of: pattern)?.contains("/[0-9") == true)
    }

    /// A provisioning profile signed by `openssl cms` (as Apple's are CMS-signed property lists).
    static func writeProfile(_ project: ProjectFixture, expired: Bool, domains: Bool, team: String) throws -> Bool {
        guard Subprocess.openssl != nil else {
            print("skipped: openssl is missing")
            return false
        }
        let date = expired ? "2020-01-01T00:00:00Z" : "2099-01-01T00:00:00Z"
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>Name</key><string>Shop Distribution</string>
            <key>TeamIdentifier</key><array><string>\(team)</string></array>
            <key>ExpirationDate</key><date>\(date)</date>
            <key>Entitlements</key><dict>
            <key>application-identifier</key><string>\(team).com.example.*</string>
            \(domains ? "<key>com.apple.developer.associated-domains</key><string>*</string>" : "")
            </dict></dict></plist>
            """
        let work = project.folder.url
        try Data(plist.utf8).write(to: work.appendingPathComponent("profile.plist"))
        try OpenSSL.run(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "key.pem",
                "-out",
                "cert.pem", "-days", "2", "-subj", "/CN=profile test",
            ], in: work)
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("ios"), withIntermediateDirectories: true)
        try OpenSSL.run(
            [
                "cms", "-sign", "-nodetach", "-binary", "-outform", "DER", "-in", "profile.plist", "-signer",
                "cert.pem", "-inkey",
                "key.pem", "-out", "ios/Shop.mobileprovision",
            ], in: work)
        return true
    }

    @Test func provisioningProfiles() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        guard try Self.writeProfile(project, expired: true, domains: false, team: "ZZZZZ99999") else { return }
        let report = project.examine()
        let profile = try #require(report.profiles.first)
        #expect(profile.name == "Shop Distribution")
        #expect(profile.teams == ["ZZZZZ99999"])
        #expect(profile.associatedDomains == nil)
        #expect(report.findings("profile-expired").count == 1)
        #expect(
            report.findings("profile-without-associated-domains").contains {
                $0.diagnostic.message.english.contains("Shop (Debug)")
            })
        #expect(report.findings("profile-team-mismatch").count >= 1)
        try project.write("ios/Broken.mobileprovision", "not a profile")
        #expect(project.examine().findings("profile-unreadable").count == 1)
    }

    @Test func aCurrentProfileAllowingTheDomainsIsQuiet() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        guard try Self.writeProfile(project, expired: false, domains: true, team: "ABCDE12345") else { return }
        let report = project.examine()
        #expect(report.profiles.first?.associatedDomains == ["*"])
        #expect(!report.codes.contains { $0.hasPrefix("profile-") })
    }

    /// Every code of the project domain is emitted by one of the projects of these tests.
    @Test func everyProjectCodeIsEmitted() throws {
        var emitted: Set<String> = []
        func run(
            _ setUp: (ProjectFixture) throws -> Void, _ options: ProjectDoctor.Options = .init(),
            limits: ProjectFiles.Limits = .init()
        ) throws {
            let project = try ProjectFixture()
            defer { project.remove() }
            try setUp(project)
            emitted.formUnion(
                ProjectDoctor(options: options).examine(ProjectFiles(root: project.root, limits: limits)).codes)
        }
        try run { _ in }
        try run({ try $0.writeXcodeProject() }, limits: .init(entries: 3))
        try run { project in
            try project.writeXcodeProject()
            try project.writeAndroidProject()
            try project.write(
                "ulinks.json",
                ProjectFixture.manifest.replacingOccurrences(
                    of: "\"shop.example\"]", with: "\"shop.example\", \"new.example\"]"
                )
                .replacingOccurrences(
                    of:
                        "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
                    with: "TODO"
                )
                .replacingOccurrences(
                    of: "\"apps\": [\"ABCDE12345.com.example.shop\"]",
                    with: "\"apps\": [\"ABCDE12345.ABCDE12345.com.example.x\"]"))
            try project.write(
                "ios/Config/Base.xcconfig",
                "#include \"Absent.xcconfig\"\n#include \"Pods/Target Support Files/Pods-Shop/Pods-Shop.release.xcconfig\"\nnot a setting\n"
            )
            try project.write(
                "android/app/src/main/AndroidManifest.xml",
                ProjectFixture.androidManifest.replacingOccurrences(
                    of: "${linkHost}\" android:path", with: "${other}\" android:path"))
            try project.write(
                "android/app/build.gradle",
                ProjectFixture.gradle.replacingOccurrences(
                    of: "minifyEnabled false", with: "signingConfig signingConfigs.debug"))
            try project.writeLegacyAndroidProject()
            try FileManager.default.createSymbolicLink(atPath: project.root + "/out", withDestinationPath: "/tmp")
        }
        try run(
            { project in
                try project.writeAndroidProject()
                try project.write("ulinks.json", ProjectFixture.manifest)
            },
            .init(
                signingCertificates: [
                    .init(
                        file: "upload.der",
                        fingerprint:
                            "14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5",
                        subject: "CN=Me", key: .developerKey),
                    .init(
                        file: "debug.der", fingerprint: String(repeating: "AB:", count: 31) + "CD",
                        subject: "CN=Android Debug", key: .debug),
                ], keystores: ["k.p12"]))
        try run { project in
            try project.writeXcodeProject()
            try project.write(
                "ios/Shop.xcodeproj/project.pbxproj",
                ProjectFixture.pbxproj.replacingOccurrences(of: "QX7Y2K9L3M.com", with: "ABCDE12345.com")
                    .replacingOccurrences(
                        of: "CODE_SIGN_ENTITLEMENTS = Shop/Shop.entitlements;",
                        with: "CODE_SIGN_ENTITLEMENTS = \"$(NOPE)/Shop.entitlements\";"
                    )
                    .replacingOccurrences(of: "ShopClip/ShopClip.entitlements", with: "ShopClip/Missing.entitlements"))
        }
        try run { project in
            try project.writeXcodeProject()
            try project.write("ios/Shop.xcodeproj/project.pbxproj", "{ a = b }")
            try project.write("android/app/src/main/AndroidManifest.xml", "<manifest>")
            try project.write("android/app/build.gradle", "android {")
        }
        try run(Self.writeOddities)
        try run { try $0.writeFlutterLayout() }
        try run { try $0.write("app.json", ProjectFixture.expo) }
        try run { project in
            try project.writeXcodeProject()
            if try Self.writeProfile(project, expired: true, domains: false, team: "ZZZZZ99999") {
                try project.write("ios/Broken.mobileprovision", "x")
            }
        }
        // Passkeys (ProjectDoctorPasskeyTests has one test per finding).
        for value in [#"[{"include": "https://shop.example/"}]"#, #"[{\"include\": \"http://shop.example/\"}]"#, nil] {
            try run { try ProjectDoctorPasskeyTests.android($0, value: value) }
        }
        try run { project in
            try ProjectDoctorPasskeyTests.android(
                project, value: nil,
                meta:
                    "<application android:label=\"Shop\"><meta-data android:name=\"asset_statements\" android:value=\"x\" />"
            )
        }
        try run { project in
            try project.writeXcodeProject()
            try ProjectDoctorPasskeyTests.android(project, value: ProjectDoctorPasskeyTests.escaped)
            try project.write("web/.well-known/assetlinks.json", ProjectDoctorPasskeyTests.assetLinks)
            try project.write(
                "ios/Shop/Shop.entitlements",
                ProjectFixture.entitlements(["applinks:shop.example", "webcredentials:login.shop.example"]))
            try project.write(
                "web/.well-known/apple-app-site-association",
                #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "/*"}]}]}}"#
            )
            try project.write(
                "ulinks.json",
                ProjectFixture.manifest.replacingOccurrences(
                    of: "\"domains\"", with: "\"passkeys\": {\"rpIDs\": [\"other.example\"]},\n  \"domains\""))
        }
        var expected = Set(DiagnosticCode.registry.filter { $0.domain == .project }.map(\.code.rawValue))
        if Subprocess.openssl == nil {
            expected.subtract(["profile-expired", "profile-without-associated-domains", "profile-team-mismatch"])
        }
        #expect(expected.subtracting(emitted).isEmpty, "never emitted: \(expected.subtracting(emitted).sorted())")
        let registered = Set(DiagnosticCode.registry.map(\.code.rawValue))
        #expect(
            emitted.subtracting(registered).isEmpty,
            "emitted but not registered: \(emitted.subtracting(registered).sorted())")
    }
}

/// Docs/ProjectDoctor.md lists every code of the project domain.
@Suite struct ProjectDoctorDocsTests {
    @Test func theDocumentListsEveryCode() throws {
        let path = PackageRoot.path + "/Docs/ProjectDoctor.md"
        let text = try #require(FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) })
        for info in DiagnosticCode.registry where info.domain == .project {
            #expect(
                text.contains("| `\(info.code)` | \(info.severity.rawValue) |"),
                "\(info.code) is missing from Docs/ProjectDoctor.md")
        }
    }

    @Test func pathsANamedFileClimbsOutOfTheFolderAreNotRead() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.write(
            "ios/Config/Base.xcconfig", "#include \"../../../../../../etc/hosts\"\n#include \"/etc/hostname\"\n")
        let report = project.examine()
        let refused = report.findings("project-file-unreadable")
        #expect(refused.count == 2, "\(report.allDiagnostics.map(\.diagnostic.message))")
        #expect(refused.allSatisfy { $0.diagnostic.message.english.contains("outside the project folder") })
        #expect(!report.files.contains { $0.path.contains("/etc/") && $0.source != nil })
    }
}
