import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor PATH` online for passkeys: each `webcredentials:` host of the project's entitlements is a
/// `webcredentials` row decided against the AASA a local HTTPS origin serves, and each host the Android
/// `asset_statements` name is checked for `get_login_creds` against its assetlinks.json.
@Suite(.serialized) struct DoctorPasskeyCommandTests {
    struct Output: Decodable {
        struct Row: Decodable {
            var app: String
            var domain: String
            var service: String
            var appListed: String
            var result: String
            var fix: String?
        }
        struct AndroidCheck: Decodable {
            struct Host: Decodable {
                var host: String
                var linked: Bool
            }
            var package: String
            var relation: String?
            var hosts: [Host]
        }
        var rows: [Row]
        var androidChecks: [AndroidCheck]
    }

    static let loginCreds = "delegate_permission/common.get_login_creds"

    @Test func webcredentialsRowsAndGetLoginCredsChecks() async throws {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        guard AndroidDoctorTests.python != nil else { return print("skipped: no python3") }
        let project = try ProjectFixture()
        defer { project.remove() }
        let folder = try await DoctorProjectCommandTests.shopProject(project)
        for path in ["ios/Shop/Shop.entitlements", "ios/Shop/ShopRelease.entitlements"] {
            try project.write(path, ProjectFixture.entitlements(["applinks:shop.test", "webcredentials:shop.test"]))
        }
        try project.write(
            "android/app/build.gradle",
            ProjectFixture.gradle.replacingOccurrences(of: "shop.example", with: "shop.test"))
        try project.write(
            "android/app/src/main/AndroidManifest.xml",
            ProjectFixture.androidManifest.replacingOccurrences(
                of: "<application android:label=\"Shop\">",
                with:
                    "<application android:label=\"Shop\"><meta-data android:name=\"asset_statements\" android:resource=\"@string/asset_statements\" />"
            ))
        try project.write(
            "android/app/src/main/res/values/strings.xml",
            #"<resources><string name="asset_statements">[{\"include\": \"https://shop.test/.well-known/assetlinks.json\"}]</string></resources>"#
        )
        let release = try APKFixtures.certificate(in: folder, name: "release", subject: "/CN=Example Release/O=Example")
        let common = [
            "doctor", project.root, "--format", "json", "--ca", folder.appendingPathComponent("ca.pem").path,
            "--signing-cert", folder.appendingPathComponent("release.der").path, "--timeout", "15",
        ]

        // iOS: the file lists the app for applinks only, then for webcredentials too.
        for listed in [false, true] {
            let webcredentials = listed ? #", "webcredentials": {"apps": ["ABCDE12345.com.example.shop"]}"# : ""
            let (server, port) = try DoctorCommandTests.serve(
                #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.shop"], "components": [{"/": "*"}]}]}"#
                    + webcredentials + "}", in: folder, name: "aasa\(listed)", pki: folder)
            defer { DoctorCommandTests.stop(server) }
            let run = try await DoctorCommandTests.run(binary, common + ["--resolve", "shop.test=127.0.0.1:\(port)"])
            let output = try JSONDecoder().decode(Output.self, from: Data(run.text.utf8))
            let row = try #require(
                output.rows.first { $0.app == "ABCDE12345.com.example.shop" && $0.service == "webcredentials" },
                "\(output.rows)")
            #expect(row.domain == "shop.test")
            #expect(row.appListed == (listed ? "yes" : "no"))
            // Listed: passes, or warns about something of the local server's that is not the listing.
            #expect(listed ? row.result != "fail" : row.result == "fail", "\(row)")
            if !listed { #expect(row.fix?.contains("webcredentials") == true, "\(row)") }
        }

        // Android: assetlinks.json grants handle_all_urls only, then get_login_creds too.
        let www = folder.appendingPathComponent("www/.well-known")
        try FileManager.default.createDirectory(at: www, withIntermediateDirectories: true)
        for granted in [false, true] {
            let relations =
                #"["delegate_permission/common.handle_all_urls""# + (granted ? #", "\#(Self.loginCreds)"]"# : "]")
            try Data(
                """
                [{"relation": \(relations),
                  "target": {"namespace": "android_app", "package_name": "com.example.shop", "sha256_cert_fingerprints": ["\(release.fingerprint)"]}}]
                """.utf8
            ).write(to: www.appendingPathComponent("assetlinks.json"))
            let (server, port) = try AndroidDoctorTests.serve(root: folder.appendingPathComponent("www"), pki: folder)
            defer { DoctorCommandTests.stop(server) }
            let run = try await DoctorCommandTests.run(binary, common + ["--resolve", "shop.test=127.0.0.1:\(port)"])
            let output = try JSONDecoder().decode(Output.self, from: Data(run.text.utf8))
            let check = try #require(
                output.androidChecks.first { $0.relation == Self.loginCreds && $0.package == "com.example.shop" },
                "\(run.text.suffix(1500))")
            let free = output.androidChecks.first { $0.relation == Self.loginCreds && $0.package != "com.example.shop" }
            #expect(free?.package == "com.example.shop.free", "each release package is checked")
            #expect(free?.hosts.allSatisfy(\.linked) == false, "the file grants the other package only")
            #expect(check.hosts.map(\.host) == ["shop.test"])
            #expect(check.hosts.allSatisfy { $0.linked } == granted, "\(run.text.suffix(1500))")
            let links = try #require(
                output.androidChecks.first { $0.package == "com.example.shop" && $0.relation == nil })
            #expect(links.hosts.allSatisfy { $0.linked }, "App Links pass either way")
        }
    }
}
