import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor PATH` online on a machine that resolves none of the domains (issue 33, item 10): it says
/// the machine looks offline rather than blaming each domain alone, and names the targets it could not
/// check for want of a Team ID.
@Suite struct DoctorOnlineNotesTests {
    @Test func noDomainResolvingSaysTheMachineLooksOffline() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        // `.invalid` never resolves (RFC 6761, section 6.4), with or without a network.
        try project.write(
            "App.xcodeproj/project.pbxproj",
            """
            { objects = {
            P = { isa = PBXProject; buildConfigurationList = PL; targets = ( T, U ); };
            PL = { isa = XCConfigurationList; buildConfigurations = ( PC ); };
            PC = { isa = XCBuildConfiguration; name = Release; buildSettings = { }; };
            T = { isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildConfigurationList = TL; };
            TL = { isa = XCConfigurationList; buildConfigurations = ( TC ); };
            TC = { isa = XCBuildConfiguration; name = Release; buildSettings = { DEVELOPMENT_TEAM = ABCDE12345; PRODUCT_BUNDLE_IDENTIFIER = io.example.app; CODE_SIGN_ENTITLEMENTS = App.entitlements; }; };
            U = { isa = PBXNativeTarget; name = NoTeam; productType = "com.apple.product-type.application"; buildConfigurationList = UL; };
            UL = { isa = XCConfigurationList; buildConfigurations = ( UC ); };
            UC = { isa = XCBuildConfiguration; name = Release; buildSettings = { PRODUCT_BUNDLE_IDENTIFIER = io.example.other; CODE_SIGN_ENTITLEMENTS = App.entitlements; }; };
            }; rootObject = P; }
            """)
        try project.write(
            "App.entitlements", ProjectFixture.entitlements(["applinks:a.invalid", "applinks:b.invalid"]))
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        let result = try await DoctorCommandTests.run(
            binary, ["doctor", ".", "--timeout", "3"], in: project.folder.url)
        #expect(
            result.errors.contains("none of the 2 domains resolves: this machine looks offline"), "\(result.errors)")
        #expect(result.errors.contains("--offline"))
        #expect(result.errors.contains("NoTeam (Release): applinks:a.invalid, applinks:b.invalid not checked"))
        // The rows blame no domain: "not checked", no DNS fix, and no exit 1 because of them.
        #expect(!result.text.contains("does not resolve"), "\(result.text)")
        #expect(!result.text.contains("Publish an A or AAAA record"), "\(result.text)")
        let rows = result.text.split(separator: "\n").filter { $0.hasPrefix("ABCDE12345.io.example.app") }
        #expect(rows.count == 2 && rows.allSatisfy { $0.contains("not checked") }, "\(result.text)")
        #expect(result.errors.split(separator: "\n").filter { $0.contains("looks offline") }.count == 1)
        #expect(result.status == 0, "\(result.text)\n\(result.errors)")
        let json = try await DoctorCommandTests.run(
            binary, ["doctor", ".", "--timeout", "3", "--format", "json"], in: project.folder.url)
        #expect(json.status == 0)
        #expect(json.text.contains("\"result\" : \"not checked\"") || json.text.contains("\"result\":\"not checked\""))
    }

    /// The same on the Android side: an Android-only project whose verified host does not resolve gets a
    /// "not checked" row (not "linked: no" with an exit 1) and the one offline note.
    @Test func androidHostsOfAMachineThatLooksOfflineAreNotChecked() async throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "app/build.gradle.kts",
            "android {\n    defaultConfig {\n        applicationId = \"com.example.offline\"\n    }\n}\n")
        try project.write(
            "app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".A">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" /><category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="a.invalid" />
            </intent-filter>
            </activity></application></manifest>
            """)
        try project.write(
            "ulinks.json",
            """
            {"version": 1, "domains": ["a.invalid"],
             "android": [{"package": "com.example.offline", "fingerprints": ["14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5"]}],
             "routes": [{"name": "all", "/": "/*"}]}
            """)
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        let result = try await DoctorCommandTests.run(
            binary, ["doctor", ".", "--timeout", "3"], in: project.folder.url)
        let row = result.text.split(separator: "\n").first { $0.hasPrefix("com.example.offline") }
        #expect(row?.contains("not checked") == true, "\(result.text)\n\(result.errors)")
        #expect(!result.text.contains("does not resolve"), "\(result.text)")
        #expect(
            result.errors.split(separator: "\n").filter { $0.contains("looks offline") }.count == 1, "\(result.errors)")
        #expect(result.status == 0, "\(result.text)\n\(result.errors)")
        let json = try await DoctorCommandTests.run(
            binary, ["doctor", ".", "--timeout", "3", "--format", "json"], in: project.folder.url)
        #expect(json.status == 0)
        #expect(json.text.contains("\"checked\" : false") || json.text.contains("\"checked\":false"), "\(json.text)")
    }
}
