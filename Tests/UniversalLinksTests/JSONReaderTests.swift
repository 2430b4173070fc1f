import Testing
import UniversalLinks

@Suite struct JSONReaderTests {
    @Test func readsValidJSON() throws {
        let result = JSONReader().read(#"{"a": [1, -2.5e3, true, false, null, "x\u00e9\ud83d\ude00\n"], "b": {}}"#)
        #expect(result.isValidJSON)
        #expect(result.diagnostics.isEmpty)
        let root = try #require(result.root)
        let a = try #require(root["a"]?.array)
        #expect(a.count == 6)
        #expect(a[1].kind == .number(-2500, "-2.5e3"))
        #expect(a[5].string == "xé😀\n")
        #expect(root["b"]?.members?.isEmpty == true)
    }

    /// One mistake per row: the code and the exact line:column the reader reports first.
    static let mistakes: [(name: String, json: String, code: String, line: Int, column: Int)] = [
        ("curly quotes", "{\n  “applinks”: {}\n}", "curly-quote", 2, 3),
        ("single curly", "{\"a\": ‘x’}", "curly-quote", 1, 7),
        ("trailing comma in array", "{\"a\": [1, 2,]}", "trailing-comma", 1, 12),
        ("trailing comma in object", "{\"a\": 1,\n}", "trailing-comma", 1, 8),
        ("missing comma in array", "[1\n 2]", "missing-comma", 1, 3),
        ("missing comma in object", "{\"a\": 1 \"b\": 2}", "missing-comma", 1, 8),
        ("line comment", "{\n// hi\n\"a\": 1}", "comment", 2, 1),
        ("block comment", "{/* hi */\"a\": 1}", "comment", 1, 2),
        ("byte-order mark", "\u{FEFF}{}", "byte-order-mark", 1, 1),
        ("single quotes", "{'a': 1}", "single-quote", 1, 2),
        ("unquoted key", "{a: 1}", "unquoted-key", 1, 2),
        ("duplicate key", "{\"a\": 1,\n \"a\": 2}", "duplicate-key", 2, 2),
        ("raw tab in string", "{\"a\": \"x\ty\"}", "control-character", 1, 9),
        ("raw newline in string", "{\"a\": \"x\ny\"}", "unterminated-string", 1, 7),
        ("invalid escape", #"{"a": "\q"}"#, "invalid-escape", 1, 8),
        ("lone surrogate", #"{"a": "\ud800"}"#, "invalid-escape", 1, 8),
        ("leading zero", "{\"a\": 01}", "invalid-number", 1, 7),
        ("NaN", "{\"a\": NaN}", "invalid-number", 1, 7),
        ("Python literal", "{\"a\": True}", "invalid-literal", 1, 7),
        ("unquoted value", "{\"a\": hello}", "unquoted-string", 1, 7),
        ("missing colon", "{\"a\" 1}", "missing-colon", 1, 5),
        ("unterminated object", "{\"a\": 1", "unterminated-object", 1, 1),
        ("unterminated array", "[1, 2", "unterminated-array", 1, 1),
        ("unterminated string", "{\"a\": \"x", "unterminated-string", 1, 7),
        ("mismatched bracket", "{\"a\": [1}", "mismatched-bracket", 1, 9),
        ("two values", "{} {}", "trailing-content", 1, 4),
        ("semicolon", "{};", "trailing-content", 1, 3),
        ("double comma", "[1,,2]", "expected-value", 1, 4),
        ("mustache placeholder", "{\"a\": {{ TEAM }}}", "template-placeholder", 1, 7),
        ("shell placeholder value", "{\"a\": ${TEAM}}", "template-placeholder", 1, 7),
        ("non-breaking space", "{\u{00A0}\"a\": 1}", "invalid-whitespace", 1, 2),
        ("empty", " \n ", "empty-file", 2, 2),
        ("column counts scalars", "{\"é\": ’}", "curly-quote", 1, 7),
    ]

    @Test(arguments: mistakes)
    func namesTheMistake(_ row: (name: String, json: String, code: String, line: Int, column: Int)) throws {
        let result = JSONReader().read(row.json)
        #expect(!result.isValidJSON, "\(row.name)")
        let first = try #require(
            result.diagnostics.first(where: { $0.code.rawValue == row.code }), "\(row.name): \(result.diagnostics)")
        #expect(first.location?.line == row.line, "\(row.name)")
        #expect(first.location?.column == row.column, "\(row.name)")
        #expect(first.severity == .error)
    }

    /// Documents that are not JSON at all: the message names what they look like.
    static let notJSON: [(bytes: [UInt8], mentions: String)] = [
        (Array("<!DOCTYPE html><html><body>404</body></html>".utf8), "HTML page"),
        (Array("  <html lang=en>".utf8), "HTML page"),
        (Array("{\\rtf1\\ansi {\"applinks\": {}}}".utf8), "RTF"),
        ([0x1F, 0x8B, 0x08, 0x00, 0x00, 0x00, 0x00, 0x00], "gzip"),
        (Array("export default {\"applinks\": {}}".utf8), "JavaScript module"),
        (Array("module.exports = {}".utf8), "JavaScript module"),
        (Array("---\nlayout: null\n---\n{\"applinks\": {}}".utf8), "front matter"),
        (Array("{{ aasa | json }}".utf8), "template"),
        (Array("${AASA_JSON}".utf8), "template"),
        (Array("<?xml version=\"1.0\"?><plist/>".utf8), "XML"),
    ]

    @Test(arguments: notJSON)
    func recognisesWhatItIsInstead(_ row: (bytes: [UInt8], mentions: String)) throws {
        let result = JSONReader().read(row.bytes)
        let d = try #require(result.diagnostics.first)
        #expect(d.code == "not-json")
        #expect(d.message.english.contains(row.mentions), "\(d.message)")
        #expect(result.diagnostics.count == 1)
    }

    @Test func invalidUTF8IsReportedWhereItIs() throws {
        let bytes: [UInt8] = Array("{\"a\": \"x".utf8) + [0xC3, 0x28] + Array("\"}".utf8)
        let result = JSONReader().read(bytes)
        let d = try #require(result.diagnostics.first)
        #expect(d.code == "invalid-utf8")
        #expect(d.location?.column == 9)
        #expect(d.location?.offset == 8)
    }

    @Test func overlongAndSurrogateEncodingsAreInvalid() {
        for bad: [UInt8] in [
            [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF],
        ] {
            let result = JSONReader().read(Array("[\"".utf8) + bad + Array("\"]".utf8))
            #expect(result.diagnostics.contains { $0.code == "invalid-utf8" }, "\(bad)")
        }
    }

    @Test func fileLargerThanTheLimitIsReportedButStillRead() throws {
        let big = "{\"applinks\": {\"details\": [], \"x\": \"" + String(repeating: "a", count: 131_072) + "\"}}"
        let result = JSONReader().read(big)
        #expect(result.diagnostics.map(\.code) == ["file-too-large"])
        #expect(result.root?["applinks"] != nil)
        let exact = "[\"" + String(repeating: "a", count: 131_068) + "\"]"
        #expect(exact.utf8.count == 131_072)
        #expect(JSONReader().read(exact).diagnostics.isEmpty)
    }

    @Test func nestingPastTheBoundIsSkippedNotRecursed() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        let result = JSONReader().read(deep)
        #expect(result.diagnostics.map(\.code).contains("nesting-too-deep"))
        let ok = String(repeating: "[", count: 64) + String(repeating: "]", count: 64)
        #expect(JSONReader().read(ok).isValidJSON)
    }

    @Test func keepsGoingAndReportsEveryMistake() {
        let json = """
            {
              "applinks": {
                "apps": [],
                "details": [
                  {
                    'appID': “ABCDE12345.com.example.app”,
                    "paths": ["/a", "/b",]
                  }
                  {"appID": "ABCDE12345.com.example.b", paths: ["*"]},
                ]
              }
            }
            """
        let result = JSONReader().read(json)
        let found = result.diagnostics.map { "\($0.code)@\($0.location?.line ?? 0)" }
        #expect(
            found == [
                "single-quote@6", "curly-quote@6", "trailing-comma@7", "missing-comma@8", "unquoted-key@9",
                "trailing-comma@9",
            ])
        // The recovered tree still holds both details.
        #expect(result.root?["applinks"]?["details"]?.array?.count == 2)
    }

    @Test func duplicateKeysKeepEveryMemberAndLookupTakesTheLast() throws {
        let result = JSONReader().read(#"{"a": 1, "a": 2}"#)
        let root = try #require(result.root)
        #expect(root.members?.count == 2)
        #expect(root["a"]?.kind == .number(2, "2"))
    }

    @Test func errorCountIsBounded() {
        let garbage = String(repeating: "{\"a\" 1 ", count: 5_000)
        let result = JSONReader().read(garbage)
        #expect(result.diagnostics.count <= JSONReader.maximumErrors + 1)
        #expect(result.diagnostics.last?.code == "too-many-errors")
    }

    /// Every byte value at every position of a small document: never a trap, offsets always in range.
    @Test func everySingleByteSubstitutionIsSafe() {
        let base = Array(#"{"applinks": {"apps": [], "details": [{"appID": "A.b", "paths": ["/*"]}]}}"#.utf8)
        for position in stride(from: 0, to: base.count, by: 3) {
            for value in stride(from: 0, through: 255, by: 5) {
                var bytes = base
                bytes[position] = UInt8(value)
                let v = AASAValidator().validate(bytes)
                for d in v.report.diagnostics {
                    #expect((d.location?.offset ?? 0) <= bytes.count)
                }
            }
        }
    }
}
