import Testing
import UniversalLinks

/// The bounded readers of project files: old-style property lists, text XML, xcconfig, Gradle, and the
/// build-setting expansion. Malformed input is refused with its offset, never a trap.
@Suite struct ProjectReaderTests {
    @Test func oldStylePropertyLists() throws {
        let text = """
            // !$*UTF8*$!
            { a = b; "quoted key" = "line\\nbreak \\"q\\" \\U00e9 \\101"; list = ( x, "y z", ); data = <0fA0 01>;
              nested = { k = /usr/bin:$X.y-z_1; }; /* comment */ }
            """
        let root = try OpenStepPlistReader().read(Array(text.utf8))
        #expect(root["a"]?.string == "b")
        #expect(root["quoted key"]?.string == "line\nbreak \"q\" é A")
        #expect(root["list"]?.array?.compactMap(\.string) == ["x", "y z"])
        #expect(root["data"]?.kind == .data([0x0F, 0xA0, 0x01]))
        #expect(root["nested"]?["k"]?.string == "/usr/bin:$X.y-z_1")
        let keyOffset = try #require(root.member("nested")?.keyOffset)
        #expect(String(decoding: Array(text.utf8)[keyOffset..<(keyOffset + 6)], as: UTF8.self) == "nested")
    }

    static let malformedPlists: [(String, String, Int)] = [
        ("{ a = b }", "missing ';'", 8),
        ("{ a b; }", "missing '='", 4),
        ("{ a = (x y); }", "missing ','", 9),
        ("{ a = \"open; }", "never closed", 6),
        ("{ a = <0g>; }", "only hex digits", 8),
        ("{ a = b; } }", "after the end", 11),
        ("/* open", "never closed", 0),
        ("", "empty", 0),
        ("<<<<<<< HEAD\n{}", "hex digits", 1),
    ]

    @Test(arguments: malformedPlists)
    func malformedPropertyListsAreRefusedWhereTheyBreak(_ row: (String, String, Int)) {
        do {
            _ = try OpenStepPlistReader().read(Array(row.0.utf8))
            Issue.record("\(row.0) was read")
        } catch {
            #expect(error.message.english.contains(row.1), "\(error)")
            #expect(error.offset == row.2, "\(error)")
        }
    }

    @Test func deepNestingIsRefusedNotCrashed() {
        let deep = String(repeating: "(", count: 100_000) + String(repeating: ")", count: 100_000)
        #expect(throws: TextSyntaxError.self) { try OpenStepPlistReader().read(Array(deep.utf8)) }
        let xml = String(repeating: "<a>", count: 10_000) + String(repeating: "</a>", count: 10_000)
        #expect(throws: TextSyntaxError.self) { try XMLTextReader().read(Array(xml.utf8)) }
    }

    @Test func textXML() throws {
        let text = """
            <?xml version="1.0"?>
            <!DOCTYPE x [ <!ENTITY e "v"> ]>
            <!-- c -->
            <root xmlns:android="u" android:a='1 &amp; 2' b="&#x41;&lt;">
              text<![CDATA[ <raw> ]]><child android:host="h"/>
            </root>
            """
        let root = try XMLTextReader().read(Array(text.utf8))
        #expect(root.name == "root")
        #expect(root.attribute("a")?.value == "1 & 2")
        #expect(root.attribute("b")?.value == "A<")
        #expect(root.text.contains("text") && root.text.contains(" <raw> "))
        let child = try #require(root.children.first)
        #expect(child.attribute("host")?.value == "h")
        #expect(child.attribute("host")?.localName == "host")
        let valueOffset = try #require(child.attribute("host")?.valueOffset)
        #expect(Array(text.utf8)[valueOffset] == UInt8(ascii: "h"))
    }

    static let malformedXML: [(String, String)] = [
        ("<a><b></a>", "</a> closes <b>"),
        ("<a x=\"1\" x=\"2\"/>", "appears twice"),
        ("<a x=\"<\"/>", "'<' inside the value"),
        ("<a x=1/>", "not in quotes"),
        ("<a>&bogus;</a>", "unknown entity"),
        ("<a>AT&T</a>", "starts no entity"),
        ("<a>", "never closed"),
        ("<a/><b/>", "second root"),
        ("text", "text before the root"),
        ("<a><!-- open</a>", "comment is never closed"),
        ("\u{FEFF}", "no root element"),
    ]

    @Test(arguments: malformedXML)
    func malformedXMLIsRefused(_ row: (String, String)) {
        do {
            _ = try XMLTextReader().read(Array(row.0.utf8))
            Issue.record("\(row.0) was read")
        } catch {
            #expect(error.message.english.contains(row.1), "\(error)")
            #expect(error.offset >= 0 && error.offset <= row.0.utf8.count)
        }
    }

    @Test func xcconfigFiles() {
        let text =
            "// c\n#include \"Base.xcconfig\"\n#include? \"Local.xcconfig\"\nA = 1 // note\nB[config=Release][sdk=iphoneos*] = $(A) 2;\nbroken line\nURL = https://x\n"
        let file = XCConfigFile(bytes: Array(text.utf8))
        #expect(file.includes.map(\.path) == ["Base.xcconfig", "Local.xcconfig"])
        #expect(file.includes.map(\.isOptional) == [false, true])
        #expect(file.settings.map(\.key) == ["A", "B", "URL"])
        #expect(file.settings[0].value == "1")
        #expect(file.settings[1].conditions == "[config=Release][sdk=iphoneos*]")
        #expect(file.settings[1].value == "$(A) 2")
        #expect(file.settings[2].value == "https:", "// starts a comment even in a URL, as in Xcode")
        #expect(file.unreadable.map(\.line) == ["broken line"])
    }

    @Test func buildSettingsExpandAcrossLayers() {
        let origin = SettingOrigin(file: "f", offset: 0)
        let settings = BuildSettings(
            layers: [
                [
                    "BUNDLE": ("$(BASE).$(PRODUCT_NAME:rfc1034identifier)", origin),
                    "FLAGS": ("$(inherited) -b", origin),
                ],
                ["FLAGS": ("-a", origin), "BASE": ("com.example", origin), "E[sdk=iphoneos*]": ("x", origin)],
            ],
            builtins: ["PRODUCT_NAME": "My App"])
        #expect(settings.value("BUNDLE")?.value == "com.example.My-App")
        #expect(settings.value("FLAGS")?.value == "-a -b")
        #expect(settings.value("E")?.value == "x")
        let missing = settings.value("MISSING")
        #expect(missing == nil)
        let loop = BuildSettings(layers: [["A": ("$(B)", origin), "B": ("$(A)", origin)]], builtins: [:])
        #expect(loop.value("A")?.stopped != nil, "a reference cycle stops at the depth bound")
        let unknown = BuildSettings(layers: [["A": ("$(NOPE)/x", origin)]], builtins: [:]).value("A")
        #expect(unknown?.value == "/x", "Xcode expands an undefined setting to nothing")
        #expect(unknown?.unresolved == ["NOPE"])
    }

    @Test func gradleGroovyAndKotlin() {
        let groovy = """
            android {
                defaultConfig {
                    applicationId "com.example"
                    minSdkVersion 21
                    targetSdkVersion(34)
                    manifestPlaceholders = [host: "a.example", 'scheme': "https", computed: someValue]
                }
                productFlavors {
                    free { applicationIdSuffix '.free' }
                    paid { applicationIdSuffix = ".paid" + extra }
                }
                buildTypes { release { signingConfig signingConfigs.release } }
            }
            """
        let script = GradleBuildScript(bytes: Array(groovy.utf8))
        #expect(script.problems.isEmpty)
        #expect(script.settings("applicationId", in: ["android", "defaultConfig"]).first?.value == "com.example")
        #expect(script.settings("targetSdkVersion", in: ["android", "defaultConfig"]).first?.value == "34")
        #expect(
            script.settings("applicationIdSuffix", in: ["android", "productFlavors", "free"]).first?.value == ".free")
        #expect(script.settings("applicationIdSuffix", in: ["android", "productFlavors", "paid"]).first?.value == nil)
        #expect(script.placeholders.map(\.name) == ["host", "scheme", "computed"])
        #expect(script.placeholders.map(\.value) == ["a.example", "https", nil])
        let module = AndroidGradleModule(script: script)
        #expect(module.variants.map(\.name) == ["freeDebug", "freeRelease", "paidDebug", "paidRelease"])
        #expect(module.variants[1].applicationId == "com.example.free")
        #expect(module.variants[3].applicationId == nil)
        #expect(module.variants[0].minSdk == 21)
        #expect(module.computed.map(\.key) == ["applicationIdSuffix"])

        let kotlin = """
            android {
                namespace = "com.example.kts"
                defaultConfig {
                    targetSdk = 35
                    manifestPlaceholders["host"] = "k.example"
                    manifestPlaceholders += mapOf("scheme" to "https")
                }
                buildTypes {
                    getByName("debug") { applicationIdSuffix = ".debug" }
                    create("staging") { manifestPlaceholders.put("host", "staging.example") }
                }
            }
            """
        let kts = AndroidGradleModule(script: GradleBuildScript(bytes: Array(kotlin.utf8)))
        #expect(kts.variants.map(\.name) == ["debug", "release", "staging"])
        #expect(kts.variants.map(\.applicationId) == ["com.example.kts.debug", "com.example.kts", "com.example.kts"])
        #expect(kts.variants[0].placeholders["host"] == "k.example")
        #expect(kts.variants[2].placeholders["host"] == "staging.example")
        #expect(kts.variants[2].placeholders["scheme"] == "https")
        #expect(kts.variants[2].targetSdk == 35)
    }

    @Test func malformedGradleIsReportedWithPositions() {
        let cases: [(String, String)] = [
            ("android {\n  defaultConfig {\n", "never closed"),
            ("}\n", "closes no block"),
            ("x = \"open\n", "string is never closed"),
            ("/* open", "comment is never closed"),
            (String(repeating: "a {\n", count: 200), "nested more than"),
        ]
        // Found by Fuzz/run-project.sh gradle: a key followed by a closing bracket trapped (an empty range).
        for text in ["applicationIdSuffix] \".free\"\n", "key )\n", "a = ]"] {
            _ = GradleBuildScript(bytes: Array(text.utf8))
        }
        for (text, message) in cases {
            let script = GradleBuildScript(bytes: Array(text.utf8))
            #expect(
                script.problems.contains { $0.message.english.contains(message) },
                "\(text.prefix(20)): \(script.problems)")
            #expect(script.problems.allSatisfy { $0.offset >= 0 && $0.offset <= text.utf8.count })
        }
    }
}
