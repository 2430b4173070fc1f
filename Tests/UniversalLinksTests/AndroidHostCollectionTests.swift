import Testing
import UniversalLinks

/// Which hosts Android verifies, against the cases of AOSP's
/// `services/tests/servicestests/src/com/android/server/pm/test/verify/domain/DomainVerificationCollectorTest.kt`
/// (Apache-2.0, The Android Open Source Project): the same filters, written here as a source manifest and read
/// by the project doctor's XML reader, and the same expected host sets below Android 12 (target 30) and from
/// Android 12 (target 31).
@Suite struct AndroidHostCollectionTests {
    /// The test's filters: 1-3 complete (3 https only), 2 without autoVerify and http only, 4 without
    /// DEFAULT, 5 without BROWSABLE, 6 without VIEW, 7 without a scheme, then a scheme alone and a path alone.
    static func manifest(autoVerify: Bool) -> String {
        let verify = "android:autoVerify=\"\(autoVerify)\""
        func filter(_ attributes: String, _ body: String) -> String {
            "<intent-filter \(attributes)>\(body)</intent-filter>\n"
        }
        let view = "<action android:name=\"android.intent.action.VIEW\"/>"
        let browsable = "<category android:name=\"android.intent.category.BROWSABLE\"/>"
        let defaultCategory = "<category android:name=\"android.intent.category.DEFAULT\"/>"
        func data(_ schemes: [String], _ path: String, _ hosts: [String]) -> String {
            schemes.map { "<data android:scheme=\"\($0)\"/>" }.joined() + "<data android:path=\"\(path)\"/>"
                + hosts.map { "<data android:host=\"\($0)\"/>" }.joined()
        }
        var text = "<manifest xmlns:android=\"http://schemas.android.com/apk/res/android\" package=\"com.test.pkg\">\n"
        text += "<application><activity android:name=\".A\">\n"
        text += filter(
            verify, view + browsable + defaultCategory + data(["http", "https"], "/sub", ["example1.com", "invalid1"]))
        text += filter("", view + browsable + defaultCategory + data(["http"], "/sub2", ["example2.com", "invalid2."]))
        text += "</activity><activity android:name=\".B\">\n"
        text += filter(
            verify, view + browsable + defaultCategory + data(["https"], "/sub3", ["example3.com", ".invalid3"]))
        text += "</activity><activity android:name=\".C\">\n"
        text += filter(verify, view + browsable + data(["https"], "/sub4", ["example4.com", "invalid4"]))
        text += filter(verify, view + defaultCategory + data(["https"], "/sub5", ["example5.com", "invalid5"]))
        text += filter(verify, browsable + defaultCategory + data(["https"], "/sub6", ["example6.com", "invalid6"]))
        text += filter(verify, browsable + defaultCategory + "<data android:host=\"example7.com\"/>")
        text += filter(verify, browsable + defaultCategory + "<data android:scheme=\"https\"/>")
        text += filter(verify, browsable + defaultCategory + "<data android:path=\"/sub7\"/>")
        text += "</activity></application></manifest>\n"
        return text
    }

    static func filters(_ text: String) throws -> [AndroidManifest.IntentFilter] {
        let root = try XMLTextReader().read(Array(text.utf8))
        return AndroidManifestSource(root: root, placeholders: [:]).filters.map(\.filter)
    }

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var autoVerify: Bool
        var targetSdk: Int
        var hosts: [String]
        var invalid: [String]
        var description: String { name }
    }

    static let cases: [Case] = [
        // Below 12: one complete autoVerify filter pulls in every web filter's hosts, DEFAULT or not.
        Case(
            name: "verifyV1", autoVerify: true, targetSdk: 30,
            hosts: ["example1.com", "example2.com", "example3.com", "example4.com"],
            invalid: ["invalid1", "invalid2.", ".invalid3", "invalid4"]),
        Case(name: "verifyV1NoAutoVerify", autoVerify: false, targetSdk: 30, hosts: [], invalid: []),
        // 12+: autoVerify, VIEW, BROWSABLE, DEFAULT and web schemes only, per filter.
        Case(
            name: "verifyV2", autoVerify: true, targetSdk: 31, hosts: ["example1.com", "example3.com"],
            invalid: ["invalid1", ".invalid3"]),
        Case(name: "verifyV2NoAutoVerify", autoVerify: false, targetSdk: 31, hosts: [], invalid: []),
    ]

    @Test(arguments: cases)
    func collectsAsAOSP(_ test: Case) throws {
        let collection = AndroidHostCollection(
            filters: try Self.filters(Self.manifest(autoVerify: test.autoVerify)), targetSdk: test.targetSdk)
        #expect(Set(collection.hosts) == Set(test.hosts))
        #expect(Set(collection.invalidHosts) == Set(test.invalid))
        #expect(collection.perHost == (test.targetSdk >= 31))
    }

    /// verifyV1NoValidIntentFilter: below 12, when the only autoVerify filter also has a non-web scheme,
    /// nothing is verified at all.
    @Test func aNonWebSchemeInTheOnlyAutoVerifyFilterVerifiesNothingBelow12() throws {
        let text = """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application>
            <activity android:name=".A"><intent-filter>
              <action android:name="android.intent.action.VIEW"/>
              <category android:name="android.intent.category.BROWSABLE"/><category android:name="android.intent.category.DEFAULT"/>
              <data android:scheme="http"/><data android:scheme="https"/><data android:path="/sub"/>
              <data android:host="example1.com"/><data android:host="invalid1"/>
            </intent-filter></activity>
            <activity android:name=".B"><intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW"/>
              <category android:name="android.intent.category.BROWSABLE"/><category android:name="android.intent.category.DEFAULT"/>
              <data android:scheme="http"/><data android:scheme="https"/><data android:scheme="nonWebScheme"/>
              <data android:path="/sub"/><data android:host="example2.com"/><data android:host="invalid2"/>
            </intent-filter></activity>
            </application></manifest>
            """
        let collection = AndroidHostCollection(filters: try Self.filters(text), targetSdk: 30)
        #expect(collection.hosts.isEmpty)
        #expect(collection.invalidHosts.isEmpty)
        #expect(AndroidHostCollection(filters: try Self.filters(text), targetSdk: 31).hosts.isEmpty)
    }

    @Test func hostNamesAsPatternsDomainName() {
        for valid in [
            "example.com", "*.example.com", "a-b_c.example.co", "xn--bcher-kva.example", "10.0.0.1", "bücher.de",
        ] {
            #expect(AndroidHostCollection.isValidHost(valid), "\(valid)")
        }
        for invalid in [
            "", "localhost", "invalid2.", ".invalid3", "-a.com", "a.c", "a.c0m", "0.1.2.3", "https://example.com",
            "*example.com",
        ] {
            #expect(!AndroidHostCollection.isValidHost(invalid), "\(invalid)")
        }
    }
}
