import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor PATH` for a project folder, as a user runs it: the real binary on project folders the
/// tests write, offline and against local HTTPS servers (the real `openssl s_server` and Python's
/// `http.server` with TLS).
@Suite(.serialized) struct DoctorProjectCommandTests {
    struct Output: Decodable {
        struct File: Decodable {
            struct Finding: Decodable {
                var code: String
                var severity: String
                var line: Int?
                var column: Int?
            }
            var path: String
            var kind: String
            var diagnostics: [Finding]
        }
        struct Configuration: Decodable {
            var target: String
            var configuration: String
            var appID: String?
            var applinks: [String]
        }
        struct Variant: Decodable {
            var variant: String
            var applicationId: String?
            var hosts: [String]
        }
        struct Row: Decodable {
            var app: String
            var domain: String
            var fileFound: String
            var appListed: String
            var result: String
        }
        struct AndroidCheck: Decodable {
            struct Host: Decodable {
                var host: String
                var linked: Bool
            }
            var package: String
            var hosts: [Host]
        }
        var path: String
        var files: [File]
        var apple: [Configuration]
        var android: [Variant]
        var domains: [String]
        var rows: [Row]
        var androidChecks: [AndroidCheck]
        var snippets: [String: String?]?
        var errors: Int
        var valid: Bool
    }

    static func run(_ arguments: [String], in folder: URL? = nil) async throws -> ProcessRun? {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return nil }
        return try await DoctorCommandTests.run(binary, arguments, in: folder)
    }

    @Test func offlineJSONLocatesEveryFindingInTheProjectFiles() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        try project.write("ulinks.json", ProjectFixture.manifest)
        guard
            let result = try await Self.run(
                ["doctor", ".", "--offline", "--format", "json", "--fix-snippets"], in: project.folder.url)
        else { return }
        #expect(result.status == 1, "\(result.errors)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.text.utf8))
        #expect(output.path == ".")
        #expect(!output.valid)
        #expect(output.rows.isEmpty && output.androidChecks.isEmpty, "--offline fetches nothing")
        #expect(output.apple.count == 6)
        #expect(output.android.first { $0.variant == "paidRelease" }?.hosts == ["shop.example"])
        #expect(output.domains == ["shop.example", "www.shop.example"])
        let pbxproj = try #require(output.files.first { $0.path == "ios/Shop.xcodeproj/project.pbxproj" })
        let missing = try #require(pbxproj.diagnostics.first { $0.code == "configuration-without-entitlement" })
        #expect(missing.line != nil && missing.column != nil)
        let manifest = try #require(output.files.first { $0.path == "android/app/src/main/AndroidManifest.xml" })
        #expect(manifest.kind == "android-manifest")
        #expect(manifest.diagnostics.contains { $0.code == "autoverify-custom-scheme" && $0.line == 10 })
        #expect(output.snippets?["intentFilter"]??.contains("android:autoVerify=\"true\"") == true)
        #expect(output.errors == output.files.flatMap(\.diagnostics).filter { $0.severity == "error" }.count)
    }

    @Test func textSarifGitHubAndHTML() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.writeXcodeProject()
        try project.writeAndroidProject()
        // Hostile text where a page shows it: a target name and an entitlement entry.
        try project.write(
            "ios/Shop.xcodeproj/project.pbxproj",
            ProjectFixture.pbxproj.replacingOccurrences(
                of: "name = ShopClip;", with: "name = \"<script>alert(1)</script>\";"))
        try project.write(
            "ios/Shop/Shop.entitlements",
            ProjectFixture.entitlements(["applinks:shop.example", "applinks:<img src=x onerror=alert(1)>"]))
        guard let text = try await Self.run(["doctor", ".", "--offline"], in: project.folder.url) else { return }
        #expect(text.status == 1)
        #expect(text.text.contains("ios/Shop.xcodeproj/project.pbxproj:"), "\(text.text)")
        #expect(text.text.contains("error[configuration-without-entitlement]"))
        #expect(text.text.contains("Xcode targets"))
        #expect(text.text.contains("Android variants"))

        guard let sarif = try await Self.run(["doctor", ".", "--offline", "--format", "sarif"], in: project.folder.url)
        else { return }
        #expect(sarif.status == 1)
        #expect(
            sarif.text.contains("\"uri\" : \"ios/Shop.xcodeproj/project.pbxproj\""), "relative to the repository root")
        #expect(sarif.text.contains("\"uri\" : \"android/app/src/main/AndroidManifest.xml\""))
        #expect(sarif.text.contains("\"ruleId\" : \"autoverify-custom-scheme\""))
        if SARIFSchema.available, let violations = try SARIFSchema.violations(sarif.text) {
            #expect(violations.isEmpty, "\(violations)")
        }

        guard
            let github = try await Self.run(["doctor", ".", "--offline", "--format", "github"], in: project.folder.url)
        else { return }
        #expect(github.text.contains("::error file=android/app/src/main/AndroidManifest.xml,line=10"), "\(github.text)")

        let page = project.folder.url.appendingPathComponent("doctor.html").path
        guard
            let html = try await Self.run(
                ["doctor", ".", "--offline", "--format", "html", "--output", page], in: project.folder.url)
        else { return }
        #expect(html.status == 1)
        let written = try String(contentsOfFile: page, encoding: .utf8)
        #expect(written.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!written.contains("<script>") && !written.contains("<img src=x"))
        #expect(written.contains("Content-Security-Policy"))
    }

    @Test func aCleanProjectPassesAndProjectOptionsAreRefusedElsewhere() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".A">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="shop.example" />
            </intent-filter></activity></application></manifest>
            """)
        guard let clean = try await Self.run(["doctor", project.root, "--offline"]) else { return }
        #expect(clean.status == 0, "\(clean.text)\(clean.errors)")
        #expect(clean.text.contains(": 0 errors, 0 warnings"))
        guard let empty = try await Self.run(["doctor", project.root + "/app/src", "--offline"]) else { return }
        #expect(empty.status == 0, "a folder with a manifest somewhere below is a project: \(empty.text)")
        let nothing = try ProjectFixture()
        defer { nothing.remove() }
        guard let none = try await Self.run(["doctor", nothing.root, "--offline"]) else { return }
        #expect(none.status == 1)
        #expect(none.text.contains("error[project-empty]"))
        // The .ipa/.apk doctor keeps its options, and refuses the project's.
        guard let refused = try await Self.run(["doctor", "app.ipa", "--offline"]) else { return }
        #expect(refused.status == 64)
        #expect(refused.errors.contains("are for a project folder"))
        guard let mixed = try await Self.run(["doctor", project.root, "--app-id", "ABCDE12345.com.x"]) else { return }
        #expect(mixed.status == 64)
    }

    /// A built macOS app in the folder: its signed entitlements are read and linted like the project's.
    @Test func aMacAppBundleInTheFolderIsRead() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "Mac/Shop.app/Contents/Info.plist",
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>CFBundleExecutable</key><string>Shop</string>
            <key>CFBundleIdentifier</key><string>com.example.shop.mac</string>
            </dict></plist>
            """)
        let entitlements = ProjectFixture.entitlements(
            ["applinks:mac.example", "applinks:https://www.mac.example"],
            applicationIdentifier: "ABCDE12345.com.example.shop.mac")
        try project.write("Mac/Shop.app/Contents/MacOS/Shop", bytes: MachOFixture.thin(entitlements: entitlements))
        guard let result = try await Self.run(["doctor", ".", "--offline", "--format", "json"], in: project.folder.url)
        else { return }
        let output = try JSONDecoder().decode(Output.self, from: Data(result.text.utf8))
        #expect(output.domains == ["mac.example", "www.mac.example"])
        let signed = try #require(output.files.first { $0.path == "Mac/Shop.app (signed entitlements)" })
        #expect(signed.kind == "app-bundle")
        #expect(signed.diagnostics.contains { $0.code == "entitlement-scheme" && $0.line != nil })
        #expect(result.status == 1)
    }

    /// Online: the project's applinks host served by `openssl s_server` with an AASA listing the app, and its
    /// Android host served by Python with an assetlinks.json listing the certificate given with --signing-cert.
    /// The Shop Xcode project (its xcconfigs, no entitlements) and, in `servers/`, a CA and a certificate
    /// for shop.test; returns that folder.
    static func shopProject(_ project: ProjectFixture) async throws -> URL {
        let folder = project.folder.url.appendingPathComponent("servers")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try await DoctorCommandTests.makePKI(in: folder, names: ["shop.test"])
        try project.write("ios/Shop.xcodeproj/project.pbxproj", ProjectFixture.pbxproj)
        try project.write("ios/Config/Base.xcconfig", "BASE_BUNDLE_ID = com.example.shop\n")
        try project.write(
            "ios/Config/Shop.xcconfig", "#include \"Base.xcconfig\"\nPRODUCT_BUNDLE_IDENTIFIER = $(BASE_BUNDLE_ID)\n")
        return folder
    }

    @Test func onlineChecksUseTheProjectsAppIDsAndTheGivenCertificate() async throws {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        guard AndroidDoctorTests.python != nil else { return print("skipped: no python3") }
        let project = try ProjectFixture()
        defer { project.remove() }
        let folder = try await Self.shopProject(project)
        try project.write("ios/Shop/Shop.entitlements", ProjectFixture.entitlements(["applinks:shop.test"]))
        try project.write("ios/Shop/ShopRelease.entitlements", ProjectFixture.entitlements(["applinks:shop.test"]))
        try project.write("ios/ShopClip/ShopClip.entitlements", ProjectFixture.entitlements(["applinks:shop.test"]))
        try project.write(
            "android/app/build.gradle",
            ProjectFixture.gradle.replacingOccurrences(of: "shop.example", with: "shop.test"))
        try project.write("android/app/src/main/AndroidManifest.xml", ProjectFixture.androidManifest)
        let release = try APKFixtures.certificate(in: folder, name: "release", subject: "/CN=Example Release/O=Example")
        let (aasaServer, aasaPort) = try DoctorCommandTests.serve(
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "*"}]}]}}"#,
            in: folder, name: "aasa", pki: folder)
        defer { DoctorCommandTests.stop(aasaServer) }
        let www = folder.appendingPathComponent("www/.well-known")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        try Data(
            """
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "com.example.shop", "sha256_cert_fingerprints": ["\(release.fingerprint)"]}}]
            """.utf8
        ).write(to: www.appendingPathComponent("assetlinks.json"))
        let (linksServer, linksPort) = try AndroidDoctorTests.serve(
            root: folder.appendingPathComponent("www"), pki: folder)
        defer { DoctorCommandTests.stop(linksServer) }
        let common = [
            "doctor", project.root, "--format", "json", "--ca", folder.appendingPathComponent("ca.pem").path,
            "--signing-cert", folder.appendingPathComponent("release.der").path, "--timeout", "15",
        ]
        // The AASA server answers for iOS; assetlinks.json needs Python's server (application/json).
        let iosRun = try await DoctorCommandTests.run(
            binary, common + ["--resolve", "shop.test=127.0.0.1:\(aasaPort)"])
        let ios = try JSONDecoder().decode(Output.self, from: Data(iosRun.text.utf8))
        let shop = try #require(ios.rows.first { $0.app == "ABCDE12345.com.example.shop" })
        #expect(shop.domain == "shop.test" && shop.fileFound == "yes" && shop.appListed == "yes", "\(ios.rows)")
        let clip = try #require(ios.rows.first { $0.app == "ABCDE12345.com.example.shop.Clip" })
        #expect(clip.appListed == "no" && clip.result == "fail")
        #expect(iosRun.status == 1)

        let androidRun = try await DoctorCommandTests.run(
            binary, common + ["--resolve", "shop.test=127.0.0.1:\(linksPort)"])
        let android = try JSONDecoder().decode(Output.self, from: Data(androidRun.text.utf8))
        let free = try #require(android.androidChecks.first { $0.package == "com.example.shop" })
        #expect(free.hosts.map(\.host) == ["shop.test"])
        #expect(free.hosts.allSatisfy { $0.linked }, "\(androidRun.text.suffix(2000))")
        let other = try #require(android.androidChecks.first { $0.package == "com.example.shop.free" })
        #expect(!other.hosts.allSatisfy { $0.linked })

        // Without --signing-cert: the fingerprints ulinks.json declares; a package it does not declare is skipped.
        try project.write(
            "ulinks.json",
            #"{"version": 1, "apps": ["ABCDE12345.com.example.shop"], "domains": ["shop.test"], "routes": [{"name": "all", "/": "*"}],"#
                + #" "android": [{"package": "com.example.shop", "fingerprints": [""# + release.fingerprint + #""]}]}"#)
        let declaredRun = try await DoctorCommandTests.run(
            binary,
            common.filter { !$0.hasSuffix("release.der") && $0 != "--signing-cert" } + [
                "--resolve", "shop.test=127.0.0.1:\(linksPort)",
            ])
        let declared = try JSONDecoder().decode(Output.self, from: Data(declaredRun.text.utf8))
        #expect(declared.androidChecks.map(\.package) == ["com.example.shop"], "\(declaredRun.errors)")
        #expect(declared.androidChecks.first?.hosts.allSatisfy { $0.linked } == true)
        #expect(declaredRun.errors.contains("the hosts of com.example.shop.free are not fetched"))
    }
}
