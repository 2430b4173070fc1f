import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The doctor reads real projects as Xcode, the Android Gradle plugin and Expo do (issue 33): includes
/// and generated files, build-setting resolution, source sets, library modules, Gradle string templates,
/// which app.json is Expo's; and it stops at FIFOs and expansion bombs (issue 37, item 6).
@Suite struct ProjectDoctorResolutionTests {
    /// A project file with one target `App` (of `productType`) and, for each configuration, the target's
    /// and the project's build settings and the target's `.xcconfig` (relative to the project's folder).
    static func pbxproj(
        configurations: [String], target: [String: [String: String]], project: [String: [String: String]] = [:],
        xcconfig: [String: String] = [:], productType: String = "com.apple.product-type.application"
    ) -> String {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func settings(_ map: [String: String]) -> String {
            map.sorted { $0.key < $1.key }.map { "\(quoted($0.key)) = \(quoted($0.value)); " }.joined()
        }
        var objects = ""
        var files = ""
        for (index, name) in configurations.enumerated() {
            let base = xcconfig[name].map { _ in "baseConfigurationReference = F\(index); " } ?? ""
            objects +=
                "TC\(index) = { isa = XCBuildConfiguration; name = \(name); \(base)buildSettings = { \(settings(target[name] ?? [:]))}; };\n"
            objects +=
                "PC\(index) = { isa = XCBuildConfiguration; name = \(name); buildSettings = { \(settings(project[name] ?? [:]))}; };\n"
            if let path = xcconfig[name] {
                files += "F\(index) = { isa = PBXFileReference; path = \(quoted(path)); sourceTree = SOURCE_ROOT; };\n"
            }
        }
        let list = { (prefix: String) in configurations.indices.map { "\(prefix)\($0)" }.joined(separator: ", ") }
        return """
            { objects = {
            P = { isa = PBXProject; buildConfigurationList = PL; targets = ( T ); };
            PL = { isa = XCConfigurationList; buildConfigurations = ( \(list("PC")) ); };
            T = { isa = PBXNativeTarget; name = App; productType = \(quoted(productType)); buildConfigurationList = TL; };
            TL = { isa = XCConfigurationList; buildConfigurations = ( \(list("TC")) ); };
            \(objects)\(files)}; rootObject = P; }
            """
    }

    /// Item 1: an `#include` is found next to the including file, then in the project's folder; a file
    /// `pod install` or `flutter pub get` writes is a note, not an error.
    @Test func includesResolveAsXcodeDoesAndGeneratedFilesAreNotes() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "ios/Runner.xcodeproj/project.pbxproj",
            Self.pbxproj(
                configurations: ["Release"],
                target: ["Release": ["PRODUCT_BUNDLE_IDENTIFIER": "io.example.app$(FLAVOR_SUFFIX)"]],
                xcconfig: ["Release": "Flutter/Release.xcconfig"]))
        try project.write(
            "ios/Flutter/Release.xcconfig",
            "#include? \"Pods/Target Support Files/Pods-Runner/Pods-Runner.profile.xcconfig\"\n"
                + "#include \"Pods/Target Support Files/Pods-Runner/Pods-Runner.release.xcconfig\"\n"
                + "#include \"Generated.xcconfig\"\n#include \"Shared/Team.xcconfig\"\n")
        try project.write("ios/Shared/Team.xcconfig", "DEVELOPMENT_TEAM = ABCDE12345\n")
        let report = project.examine()
        #expect(report.findings("project-file-unreadable").isEmpty, "\(report.allDiagnostics.map(\.diagnostic))")
        let generated = report.findings("xcconfig-include-generated")
        #expect(generated.count == 2)
        #expect(generated.allSatisfy { $0.diagnostic.severity == .note })
        #expect(
            generated.contains {
                $0.diagnostic.message.english.contains("ios/Pods/Target Support Files")
                    && $0.diagnostic.message.english.contains("pod install")
            })
        #expect(generated.contains { $0.diagnostic.message.english.contains("ios/Flutter/Generated.xcconfig") })
        #expect(
            generated.allSatisfy { $0.diagnostic.message.english.contains("FLAVOR_SUFFIX") }, "names what stays unknown"
        )
        #expect(report.apple.first?.team == "ABCDE12345", "Shared/ found relative to the project's folder")
        #expect(report.errorCount == 0)
    }

    /// Items 5, 6, 7: self-reference is inherited, conditions hold for the device build only, and an
    /// undefined setting is empty.
    @Test func buildSettingsResolveAsXcodeDoes() {
        let origin = SettingOrigin(file: "f", offset: 0)
        let selfReference = BuildSettings(
            layers: [
                ["DEVELOPMENT_TEAM": ("$(DEVELOPMENT_TEAM)", origin)], ["DEVELOPMENT_TEAM": ("ABCDE12345", origin)],
            ],
            builtins: [:])
        #expect(selfReference.value("DEVELOPMENT_TEAM")?.value == "ABCDE12345")
        #expect(selfReference.value("DEVELOPMENT_TEAM")?.unresolved == [])

        let layer: BuildSettings.Layer = [
            "DEVELOPMENT_TEAM": ("", origin), "DEVELOPMENT_TEAM[sdk=iphoneos*]": ("ABCDE12345", origin),
            "DEVELOPMENT_TEAM[sdk=iphonesimulator*]": ("SIMULATOR1", origin),
            "SUFFIX[config=Release]": (".release", origin), "SUFFIX[config=Debug]": (".debug", origin),
            "FLAGS[arch=x86_64]": ("-x86", origin), "FLAGS[sdk=iphoneos*][arch=arm64]": ("-arm", origin),
        ]
        let device = BuildSettings(
            layers: [layer], builtins: [:], conditions: .init(sdk: "iphoneos", configuration: "Release"))
        #expect(device.value("DEVELOPMENT_TEAM")?.value == "ABCDE12345")
        #expect(device.value("SUFFIX")?.value == ".release")
        #expect(device.value("FLAGS")?.value == "-arm")
        let mac = BuildSettings(
            layers: [layer], builtins: [:], conditions: .init(sdk: "macosx", configuration: "Debug"))
        #expect(mac.value("DEVELOPMENT_TEAM")?.value == "")
        #expect(mac.value("SUFFIX")?.value == ".debug")

        let undefined = BuildSettings(layers: [["ID": ("io.example.app$(BUNDLE_ID_SUFFIX)", origin)]], builtins: [:])
        #expect(undefined.value("ID")?.value == "io.example.app")
        #expect(undefined.value("ID")?.unresolved == ["BUNDLE_ID_SUFFIX"])
    }

    /// Items 5-7 through the doctor: the app ID is built as Xcode builds it, never with `$(...)`.
    @Test func theAppIDIsBuiltWithResolvedSettings() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "App.xcodeproj/project.pbxproj",
            Self.pbxproj(
                configurations: ["Release"],
                target: [
                    "Release": [
                        "DEVELOPMENT_TEAM": "$(DEVELOPMENT_TEAM)",
                        "PRODUCT_BUNDLE_IDENTIFIER": "io.example.app$(BUNDLE_ID_SUFFIX)",
                        "CODE_SIGN_ENTITLEMENTS": "App/App.entitlements",
                    ]
                ],
                project: ["Release": ["DEVELOPMENT_TEAM": "", "DEVELOPMENT_TEAM[sdk=iphoneos*]": "ABCDE12345"]]))
        try project.write("App/App.entitlements", ProjectFixture.entitlements(["applinks:example.com"]))
        let report = project.examine()
        #expect(report.appIDs == ["ABCDE12345.io.example.app"])
        let note = try #require(report.findings("build-setting-unresolved").first)
        #expect(note.diagnostic.severity == .note)
        #expect(note.diagnostic.message.english.contains("BUNDLE_ID_SUFFIX"))
        #expect(report.errorCount == 0 && report.warningCount == 0)
    }

    /// Issue 37 item 6: nine levels of eight references each stop at the bound, with where and why.
    @Test(.timeLimit(.minutes(1))) func anExpansionBombStopsAtTheBound() async throws {
        try await onOwnThreads {
            let project = try ProjectFixture()
            defer { project.remove() }
            var lines = "L0 = abcdefgh\n"
            for level in 1...9 {
                lines += "L\(level) = " + String(repeating: "$(L\(level - 1))", count: 8) + "\n"
            }
            lines += "PRODUCT_BUNDLE_IDENTIFIER = io.example.$(L9)\n"
            try project.write("App.xcconfig", lines)
            try project.write(
                "App.xcodeproj/project.pbxproj",
                Self.pbxproj(configurations: ["Release"], target: [:], xcconfig: ["Release": "App.xcconfig"]))
            let report = project.examine()
            let stopped = try #require(report.findings("project-limit").first)
            #expect(stopped.diagnostic.message.english.contains("PRODUCT_BUNDLE_IDENTIFIER"))
            #expect(stopped.file?.hasSuffix("App.xcconfig") == true)
            #expect(report.apple.first?.bundleIdentifier == nil)
        }
    }

    /// Issue 37 item 6: a FIFO where a project file or an include is expected is not opened.
    @Test(.timeLimit(.minutes(1))) func aFIFOIsNotOpened() async throws {
        try await onOwnThreads {
            let project = try ProjectFixture()
            defer { project.remove() }
            try project.write("App.xcconfig", "#include \"Pipe.xcconfig\"\n")
            try FileManager.default.createDirectory(
                atPath: project.root + "/App.xcodeproj", withIntermediateDirectories: true)
            #expect(mkfifo(project.root + "/App.xcodeproj/project.pbxproj", 0o600) == 0)
            #expect(mkfifo(project.root + "/Pipe.xcconfig", 0o600) == 0)
            let files = ProjectFiles(root: project.root)
            #expect(files.read("Pipe.xcconfig") == .failure(.notRegular))
            let report = ProjectDoctor().examine(files)
            #expect(
                report.findings("project-file-unreadable").contains {
                    $0.diagnostic.message.english.contains("not a regular file")
                })
        }
    }

    /// Item 4: an entitlements file without Associated Domains is no finding by itself; it is a warning
    /// when the project says the app should have links.
    @Test func noAssociatedDomainsOnlyWithEvidence() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "App.xcodeproj/project.pbxproj",
            Self.pbxproj(
                configurations: ["Release"],
                target: [
                    "Release": [
                        "DEVELOPMENT_TEAM": "ABCDE12345", "PRODUCT_BUNDLE_IDENTIFIER": "io.example.widget",
                        "CODE_SIGN_ENTITLEMENTS": "Widget/Widget.entitlements",
                    ]
                ], productType: "com.apple.product-type.app-extension"))
        try project.write(
            "Widget/Widget.entitlements",
            "<?xml version=\"1.0\"?><plist version=\"1.0\"><dict><key>com.apple.security.application-groups</key><array><string>group.io.example</string></array></dict></plist>"
        )
        #expect(project.examine().findings("no-associated-domains").isEmpty)
        try project.write(
            "ulinks.json",
            "{\"version\": 1, \"apps\": [\"ABCDE12345.io.example.widget\"], \"domains\": [\"example.com\"], \"routes\": [{\"/\": \"/*\"}]}"
        )
        let warned = project.examine().findings("no-associated-domains")
        #expect(warned.count == 1)
        #expect(warned.first?.diagnostic.severity == .warning)
    }

    /// Item 11: the fix names CODE_SIGN_ENTITLEMENTS as the project writes it, not a path from the
    /// current folder.
    @Test func theEntitlementsFixIsRelativeToTheProject() throws {
        let project = try ProjectFixture()
        defer { project.remove() }
        try project.write(
            "ShopApp/ios/Shop.xcodeproj/project.pbxproj",
            Self.pbxproj(
                configurations: ["Debug", "Release"],
                target: [
                    "Debug": [
                        "PRODUCT_BUNDLE_IDENTIFIER": "io.example.shop",
                        "CODE_SIGN_ENTITLEMENTS": "Shop/Shop.entitlements",
                    ],
                    "Release": ["PRODUCT_BUNDLE_IDENTIFIER": "io.example.shop"],
                ]))
        try project.write("ShopApp/ios/Shop/Shop.entitlements", ProjectFixture.entitlements(["applinks:example.com"]))
        let finding = try #require(project.examine().findings("configuration-without-entitlement").first)
        #expect(
            finding.diagnostic.hint?.english.contains("to Shop/Shop.entitlements ") == true,
            "\(finding.diagnostic.hint ?? "")")
    }
}
