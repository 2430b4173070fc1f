import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks match --urls`: the streaming batch path writes exactly what the per-URL renderers wrote
/// (pinned by outputs recorded from the previous implementation) and what the library encodes.
@Suite struct BatchMatchingTests {
    static let golden = GoldenFile.path("batch")

    /// Outputs recorded with the String-per-line implementation before the byte-buffer rewrite,
    /// over URLs with quotes, backslashes, tabs, non-ASCII, malformed escapes, CRLF and comments.
    static let recorded: [(arguments: [String], file: String)] = [
        (["--format", "json"], "json.jsonl"),
        ([], "text.txt"),
        (
            ["--format", "json", "--domain", "example.com", "--installed", "FGHIJ67890.com.example.other"],
            "json-domain-installed.jsonl"
        ),
        (["--app", "ABCDE12345.com.exämple.beta", "--ios", "12"], "text-app-ios12.txt"),
        (
            ["--format", "json", "--app", "KLMNO11111.org.example.tab\"quote", "--domain", "Example.COM"],
            "json-app-domain.jsonl"
        ),
    ]

    @Test(arguments: recorded)
    func outputIsByteIdenticalToTheRecordedOne(_ row: (arguments: [String], file: String)) async throws {
        try await Self.checkRecorded(["match", "aasa.json"], in: Self.golden, row.arguments, row.file)
    }

    /// Runs `command --urls urls.txt arguments` in `folder` and compares its output with the recorded
    /// `file`; then the same with the URLs on standard input.
    static func checkRecorded(_ command: [String], in folder: String, _ arguments: [String], _ file: String)
        async throws
    {
        let expected = try #require(FileManager.default.contents(atPath: folder + "/" + file))
        let directory = URL(fileURLWithPath: folder)
        guard let run = try await ULinksCommand.run(command + ["--urls", "urls.txt"] + arguments, in: directory)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == Array(expected), "\(file) differs")
        // Standard input streams the same results.
        let urls = try #require(FileManager.default.contents(atPath: folder + "/urls.txt"))
        let piped = try await #require(
            try ULinksCommand.run(command + ["--urls", "-"] + arguments, stdin: Array(urls), in: directory))
        #expect(piped.status == 0)
        #expect(piped.output == Array(expected), "\(file) differs from standard input")
    }

    /// Thousands of generated URLs: each JSON line is the library's own `MatchResult.jsonLine`.
    @Test func jsonLinesAreTheLibrarysEncoding() async throws {
        let aasa = try #require(FileManager.default.contents(atPath: Self.golden + "/aasa.json"))
        let document = AssociationDocument(bytes: Array(aasa))
        let file = try #require(document.file)
        let matcher = AASAMatcher(document: document)
        let urls = URLGenerator(file: file, domain: "example.com").urls(count: 5000, seed: 11)
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let list = try dir.write("urls.txt", urls.joined(separator: "\n") + "\n")
        guard
            let run = try await ULinksCommand.run([
                "match", Self.golden + "/aasa.json", "--urls", list, "--format", "json",
            ])
        else { return }
        #expect(run.status == 0)
        let lines = run.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let expected = urls.map { url in
            matcher.decide(url.trimmingCharacters(in: .whitespaces)).jsonLine
        }
        #expect(lines.count == expected.count)
        for (line, want) in zip(lines, expected) where line != want {
            Issue.record("got \(line)\nwant \(want)")
            break
        }
    }

    /// A line that is not a URL gets its own error result; the others are decided; exit 1.
    @Test func aLineThatIsNotAURLGetsAnErrorResult() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let aasa = try dir.write(
            "aasa", #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/buy/*"}]}]}}"#)
        var input = Array("https://example.com/buy/1\nhttps://exa\u{1}mple.com/\n".utf8)
        input += [0xFF, 0xFE, 0x0A]
        input += Array(repeating: UInt8(ascii: "a"), count: (1 << 20) + 10) + [0x0A]
        input += Array("/buy/2\r\n".utf8)
        let list = try dir.write("urls", input)
        guard
            let run = try await ULinksCommand.run([
                "match", aasa, "--urls", list, "--format", "json", "--domain", "example.com",
            ])
        else { return }
        #expect(run.status == 1)
        #expect(run.errors.contains("3 lines were not a URL (first: line 2)"))
        let lines = run.text.split(separator: "\n").map(String.init)
        try #require(lines.count == 5)
        #expect(lines[0].hasPrefix(#"{"url":"https://example.com/buy/1","domain":"example.com","opens":"A.b""#))
        #expect(
            lines[1]
                == #"{"line":2,"input":"https://exa\u0001mple.com/","error":"not a URL: control character U+0001 at byte 12"}"#
        )
        #expect(lines[2] == #"{"line":3,"input":"��","error":"not a URL: not valid UTF-8"}"#)
        #expect(lines[3].hasPrefix(#"{"line":4,"input":"aaaa"#))
        #expect(lines[3].hasSuffix(#""error":"not a URL: longer than 1048576 bytes"}"#))
        #expect(lines[4].hasPrefix(#"{"url":"/buy/2","domain":"example.com","opens":"A.b""#))
        let text = try await #require(try ULinksCommand.run(["match", aasa, "--urls", list]))
        #expect(text.status == 1)
        #expect(text.text.contains("line 2: error: not a URL: control character U+0001 at byte 12\n"))
        #expect(text.text.contains("/buy/2  ->  opens in the browser\n"))
    }

    /// `diff --urls` reads the same way: bad lines are named on standard error and fail the run.
    @Test func diffReportsLinesThatAreNotURLs() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let a = try dir.write(
            "a", #"{"applinks": {"details": [{"appIDs": ["A.b"], "components": [{"/": "/buy/*"}]}]}}"#)
        let list = try dir.write("urls", "https://example.com/buy/1\nbad\u{7F}line\n")
        guard let run = try await ULinksCommand.run(["diff", a, a, "--urls", list, "--generate", "0"]) else { return }
        #expect(run.status == 1)
        #expect(run.errors.contains("urls:2: error: not a URL: control character U+007F at byte 4"))
        #expect(run.text.contains("no difference in 1 URLs"))
    }
}
