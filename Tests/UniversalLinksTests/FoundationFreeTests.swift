import Foundation
import Testing
import ULinksTestSupport

@testable import UniversalLinks

/// The core's replacements for the full Foundation's string, path and property-list APIs (which would link
/// about 42 MB into a static binary: Docs/Size.md), checked against those APIs themselves: the tests link
/// Foundation, the core does not.
struct FoundationFreeTests {
    static let texts = [
        "", " ", "\t", "plain", "  both  ", "\t\u{00A0}nbsp and ideographic\u{3000}", "\n\r\nlines\u{2028}\u{85}",
        "\u{200B}zero width\u{200B}", "é\u{301} ", " \u{301}combining", "🇫🇷 flag ", "a\u{000B}\u{000C}",
        "日本語　", "\u{1680}ogham\u{2000}", "  \n mixed \t\n ",
    ]

    @Test func trimmingMatchesFoundation() {
        for text in Self.texts {
            #expect(
                text.trimmingWhitespace() == text.trimmingCharacters(in: .whitespaces), "\(Array(text.unicodeScalars))")
            #expect(
                text.trimmingWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines),
                "\(Array(text.unicodeScalars))")
            #expect(
                text.trimming { $0 == " " || $0 == "\t" } == text.trimmingCharacters(in: [" ", "\t"]),
                "\(Array(text.unicodeScalars))")
        }
    }

    @Test func percentDecodingMatchesFoundation() {
        let texts = [
            "", "plain", "a%20b", "%E6%97%A5", "%e6%97%a5", "%", "%4", "%4G", "100%", "%FF", "%C3%A9%", "a+b",
            "%2525", "%00", "%C3", "x%2Fy%3F",
        ]
        for text in texts {
            #expect(text.removingPercentEncodingStrictly == text.removingPercentEncoding, "\(text)")
        }
    }

    @Test func paddingMatchesFoundation() {
        for text in Self.texts + ["long enough to cut", "🇫🇷🇫🇷🇫🇷"] {
            for width in [0, 1, 3, 9, 20] {
                #expect(
                    text.padding(toWidth: width) == text.padding(toLength: width, withPad: " ", startingAt: 0),
                    "\(text) \(width)")
            }
        }
    }

    /// Only paths that Foundation on Linux reads without crashing: `("a" as NSString).deletingLastPathComponent`
    /// traps in Swift 6.3's `String._startOfLastPathComponent`; `LocalPath` gives Darwin's answer for those.
    @Test func pathsMatchNSString() {
        let paths = ["", "/", "/a", "/a/", "a/b", "a/b/", "/a/b/c.txt", "./a", "../x/y", "a/./b", "out/report.json"]
        for path in paths {
            let ns = path as NSString
            #expect(LocalPath.lastComponent(path) == ns.lastPathComponent, "\(path)")
            #expect(LocalPath.deletingLastComponent(path) == ns.deletingLastPathComponent, "\(path)")
            for component in ["x", "x/y", ".well-known/apple-app-site-association"] {
                #expect(
                    LocalPath.appending(component, to: path) == ns.appendingPathComponent(component),
                    "\(path) \(component)")
            }
        }
    }

    @Test func singleComponentPaths() {
        #expect(LocalPath.lastComponent("a") == "a")
        #expect(LocalPath.lastComponent("a/") == "a")
        #expect(LocalPath.deletingLastComponent("report.json") == "")
        #expect(LocalPath.deletingLastComponent("a/") == "")
        #expect(LocalPath.appending("x", to: "a") == "a/x")
        #expect(LocalPath.appending("x/", to: "a//") == "a/x")
    }

    @Test func folderTestMatchesFileManager() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-localpath-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("x".utf8).write(to: URL(fileURLWithPath: folder + "/file"))
        try FileManager.default.createSymbolicLink(atPath: folder + "/link", withDestinationPath: folder)
        for path in [folder, folder + "/file", folder + "/link", folder + "/missing", "/"] {
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory)
            #expect(LocalPath.isFolder(path) == (exists && isDirectory.boolValue), "\(path)")
        }
    }

    @Test func sarifPathEncodingMatchesFoundation() {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: ":;")
        for path in ["a b/c.json", "dir/ü.entitlements", "x:y;z", "100%/#?", "~user/(1)+[2]", "日本/語"] {
            #expect(
                SARIFRenderer.percentEncodedPath(path) == path.addingPercentEncoding(withAllowedCharacters: allowed))
        }
    }

    @Test func iso8601MatchesTheFormatter() {
        for seconds in [0.0, 1_700_000_000, 1_700_000_000.75, -86_400 * 365.25 * 40] {
            let date = Date(timeIntervalSince1970: seconds)
            #expect(date.formatted(Date.ISO8601FormatStyle()) == ISO8601DateFormatter().string(from: date))
        }
    }

    /// Every property list of the corpus's projects, and hand-made ones of each kind, read as
    /// `PropertyListSerialization` reads them.
    @Test func propertyListsReadAsFoundationReadsThem() async throws {
        // A walk and a read of every corpus property list: on threads of its own, not the shared pool's.
        try await onOwnThreads { try Self.comparePropertyLists() }
    }

    static func comparePropertyLists() throws {
        var inputs: [(String, [UInt8])] = [
            ("xml", Array(Self.xml.utf8)), ("openstep", Array("{ a = (x, y); b = 1; }".utf8)),
            ("bare word", Array("word".utf8)), ("not a plist", Array("<plist><dict><key>a</key></plist>".utf8)),
        ]
        let binary = try PropertyListSerialization.data(
            fromPropertyList: ["a": [1, 2.5, true, "s"], "d": Data([1, 2])], format: .binary, options: 0)
        inputs.append(("binary", Array(binary)))
        if SharedFolder.isPresent {
            let root = SharedFolder.root + "/corpus/projects"
            let walker = FileManager.default.enumerator(atPath: root)
            while let path = walker?.nextObject() as? String {
                guard path.hasSuffix(".entitlements") || path.hasSuffix(".plist") else { continue }
                inputs.append((path, Array(try Data(contentsOf: URL(fileURLWithPath: root + "/" + path)))))
            }
        }
        #expect(inputs.count > 5)
        for (name, bytes) in inputs {
            var foundationFormat = PropertyListSerialization.PropertyListFormat.xml
            let expected = try? PropertyListSerialization.propertyList(from: Data(bytes), format: &foundationFormat)
            let actual = try? PropertyListReader.read(bytes)
            #expect((expected == nil) == (actual == nil), "\(name)")
            guard let expected, let actual else { continue }
            #expect(Self.canonical(actual.root) == Self.canonical(expected), "\(name)")
            let format: PropertyListReader.Format =
                foundationFormat == .binary ? .binary : foundationFormat == .openStep ? .openStep : .xml
            #expect(actual.format == format, "\(name)")
        }
    }

    static let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0"><dict><key>a</key><true/><key>b</key><integer>-3</integer><key>c</key><real>1.5</real>
        <key>d</key><array><string>x</string><integer>0</integer><false/></array><key>e</key><data>AAEC</data>
        <key>f</key><date>2024-01-02T03:04:05Z</date><key>g</key><dict/><key>h</key><array/></dict></plist>
        """

    /// A value tree as comparable text (numbers and booleans by value: Foundation boxes both in NSNumber).
    static func canonical(_ value: Any) -> String {
        switch value {
        case let dictionary as [String: Any]:
            "{" + dictionary.keys.sorted().map { "\($0)=\(canonical(dictionary[$0] as Any))" }.joined(separator: ",")
                + "}"
        case let array as [Any]: "[" + array.map(canonical).joined(separator: ",") + "]"
        case let string as String: "s:" + string
        case let data as Data: "d:" + data.map { String($0) }.joined(separator: ".")
        case let date as Date: "t:\(date.timeIntervalSince1970)"
        case let number as NSNumber: "n:\(number.doubleValue)"
        case let bool as Bool: "n:\(bool ? 1.0 : 0.0)"
        case let int as Int: "n:\(Double(int))"
        case let double as Double: "n:\(double)"
        default: "?\(type(of: value))"
        }
    }
}
