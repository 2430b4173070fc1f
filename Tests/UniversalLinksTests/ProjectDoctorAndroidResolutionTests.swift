import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Android and Expo as their tools read them (issue 33, items 2, 3, 8, 9, 12).
@Suite struct ProjectDoctorAndroidResolutionTests {
    static func manifest(host: String?, package: String? = nil) -> String {
        let filter =
            host.map {
                """
                <intent-filter android:autoVerify="true">
                  <action android:name="android.intent.action.VIEW" />
                  <category android:name="android.intent.category.DEFAULT" />
                  <category android:name="android.intent.category.BROWSABLE" />
                  <data android:scheme="https" android:host="\($0)" />
                </intent-filter>
                """
            } ?? ""
        return """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"\(package.map { " package=\"\($0)\"" } ?? "")>
            <application><activity android:name=".Main">\(filter)</activity></application></manifest>
            """
    }

    static let appGradle = """
        plugins { id 'com.android.application' }
        android {
            defaultConfig {
                applicationId "io.example.app"
                targetSdk 34
            }
            flavorDimensions "store"
            productFlavors {
                free { dimension "store"; manifestPlaceholders = [host: "free.example"] }
                paid { dimension "store"; manifestPlaceholders = [host: computeHost()] }
            }
        }

        """

    /// Item 8: a manifest under `src/debug/` is merged into debug variants only, a flavour's placeholders
    /// into its own variants, and a placeholder set by code is computed, not unresolved.
    @Test func manifestsMergePerVariant() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write("android/app/build.gradle", Self.appGradle)
        try project.write("android/app/src/main/AndroidManifest.xml", Self.manifest(host: "${host}"))
        try project.write("android/app/src/debug/AndroidManifest.xml", Self.manifest(host: "debug.example"))
        let report = project.examine()
        let debugHost = report.android.filter { $0.hosts.contains("debug.example") }.map(\.variant).sorted()
        #expect(debugHost == ["freeDebug", "paidDebug"], "\(report.android)")
        let freeHost = report.android.filter { $0.hosts.contains("free.example") }.map(\.variant).sorted()
        #expect(freeHost == ["freeDebug", "freeRelease"])
        #expect(report.findings("manifest-placeholder-unresolved").isEmpty, "\(report.allDiagnostics)")
        #expect(
            report.findings("gradle-value-computed").contains {
                $0.diagnostic.message.english.contains("${host} is set by code")
            })
    }

    /// Item 3: a library module and an application module that verifies nothing need no assetlinks entry.
    @Test func onlyVerifyingApplicationModulesNeedTheirPackageListed() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "ulinks.json",
            "{\"version\": 1, \"android\": [{\"package\": \"io.example.listed\", \"fingerprints\": [\"14:6D:E9:83:C5:73:06:50:D8:EE:B9:95:2F:34:FC:64:16:A0:83:42:E6:1D:BE:A8:8A:04:96:B2:3F:CF:44:E5\"]}], \"domains\": [\"example.com\"], \"routes\": [{\"/\": \"/*\"}]}"
        )
        try project.write(
            "lib/build.gradle.kts",
            "plugins { id(\"com.android.library\") }\nandroid { defaultConfig { applicationId = \"io.example.lib\" } }\n"
        )
        try project.write("lib/src/main/AndroidManifest.xml", Self.manifest(host: "example.com"))
        try project.write(
            "sample/build.gradle",
            "plugins { id 'com.android.application' }\nandroid { defaultConfig { applicationId \"io.example.sample\" } }\n"
        )
        try project.write("sample/src/main/AndroidManifest.xml", Self.manifest(host: nil))
        try project.write(
            "app/build.gradle",
            "plugins { id 'com.android.application' }\nandroid { defaultConfig { applicationId \"io.example.app\" } }\n"
        )
        try project.write("app/src/main/AndroidManifest.xml", Self.manifest(host: "example.com"))
        let findings = project.examine().findings("package-not-in-assetlinks")
        #expect(findings.count == 1, "\(findings.map(\.diagnostic.message))")
        #expect(findings.first?.diagnostic.message.english.contains("io.example.app") == true)
    }

    /// Item 2: a Kotlin string template with quotes inside `${...}` does not end the string, and the rest of
    /// the file is read.
    @Test func gradleStringTemplatesWithNestedQuotes() {
        let kotlin = """
            android {
                defaultConfig {
                    versionName = "${props.getOrDefault("ci.info", "\\"x\\"")}-${"{}".length}"
                    applicationId = "io.example.app"
                    buildConfigField("String", "X", "\\"${'$'}{y}\\"")
                }
                buildTypes { create("beta") { applicationIdSuffix = ".beta" } }
            }

            """
        let script = GradleBuildScript(bytes: Array(kotlin.utf8))
        #expect(script.problems.isEmpty, "\(script.problems)")
        let module = AndroidGradleModule(script: script)
        #expect(module.variants.map(\.applicationId).contains("io.example.app.beta"))
        let version = script.settings("versionName", in: ["android", "defaultConfig"]).first
        #expect(version?.value == nil, "an interpolated string is computed")
    }

    /// Kotlin's scope functions on the placeholder map are read like `manifestPlaceholders = [...]`.
    @Test func placeholdersInKotlinScopeBlocks() {
        let kotlin = """
            android {
                defaultConfig {
                    with(manifestPlaceholders) {
                        put("host", "example.com")
                        put("scheme", "app$suffix")
                    }
                    manifestPlaceholders.apply { put("other", "other.example") }
                    applicationId = "io.example.app"
                }
            }

            """
        let script = GradleBuildScript(bytes: Array(kotlin.utf8))
        #expect(script.placeholders.map(\.name) == ["host", "scheme", "other"])
        #expect(script.placeholders.map(\.value) == ["example.com", nil, "other.example"])
        #expect(script.settings("applicationId", in: ["android", "defaultConfig"]).first?.value == "io.example.app")
    }

    /// Items 9 and 12: an app.json that is not Expo's is not linted; a Capacitor config is not sent to Expo.
    @Test func onlyExpoAppJSONIsReadAsExpo() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write("ios/Strings/app.json", "{\"title\": \"Hello\",}\n")
        try project.write("capacitor.config.ts", "export default {}\n")
        let report = project.examine()
        #expect(report.findings("trailing-comma").isEmpty, "\(report.allDiagnostics)")
        let capacitor = try #require(report.findings("app-config-not-read").first)
        #expect(!capacitor.diagnostic.message.english.contains("expo"))
        // The fix too: the code's default fix is Expo's (npx expo config), which a Capacitor project cannot run.
        #expect(
            capacitor.diagnostic.hint?.english.contains("npx cap sync") == true, "\(capacitor.diagnostic.hint ?? "")")
        #expect(capacitor.diagnostic.hint?.english.contains("expo") == false)

        try project.write("app/package.json", "{\"dependencies\": {\"expo\": \"~51.0.0\"}}")
        try project.write("app/app.json", "{\"name\": \"x\",}\n")
        #expect(project.examine().findings("trailing-comma").count == 1, "an Expo project's app.json is linted")
    }

    /// A filter that names its host once per `<data>` (one per path) names it once in the finding.
    @Test func aHostRepeatedPerDataElementIsNamedOnce() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write("app/build.gradle", Self.appGradle)
        try project.write(
            "app/src/main/AndroidManifest.xml",
            """
            <manifest xmlns:android="http://schemas.android.com/apk/res/android"><application><activity android:name=".Main">
            <intent-filter android:autoVerify="true">
              <action android:name="android.intent.action.VIEW" />
              <category android:name="android.intent.category.DEFAULT" />
              <category android:name="android.intent.category.BROWSABLE" />
              <data android:scheme="https" android:host="*.example.com" android:pathPrefix="/a" />
              <data android:scheme="https" android:host="*.example.com" android:pathPrefix="/b" />
              <data android:scheme="myapp" android:host="*.Example.com" />
            </intent-filter></activity></application></manifest>
            """)
        let finding = try #require(project.examine().findings("autoverify-custom-scheme").first)
        #expect(
            finding.diagnostic.message.english.hasSuffix("verifies none of its hosts (*.example.com)"),
            "\(finding.diagnostic.message)")
    }
}
