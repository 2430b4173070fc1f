import Foundation
import Testing
import ULinksTestSupport

/// `ulinks android match --urls`: the streamed results are exactly those recorded from the
/// String-per-line implementation that came before the byte-buffer batch path (text, JSON Lines,
/// --explain, an unverified --package, --android 14, URL arguments before the list), over a file
/// with comments, blank lines, surrounding and Unicode spaces, CRLF, quotes, a control character
/// and invalid UTF-8 (the last two decided as they were, not reported).
@Suite struct AndroidBatchMatchingTests {
    static let golden: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast()
        return parts.joined(separator: "/") + "/Golden/android-batch"
    }()

    static let recorded: [(arguments: [String], file: String)] = [
        (["--format", "json"], "json.jsonl"),
        ([], "text.txt"),
        (["--format", "json", "--domain", "example.com", "--package", "org.other"], "json-domain-unverified.jsonl"),
        (["--package", "com.example.every", "--android", "14"], "text-package-android14.txt"),
        (["--explain"], "explain.txt"),
        (["--explain", "--format", "json"], "explain-json.jsonl"),
        (["https://example.com/path1", "/x", "--format", "json", "--domain", "example.com"], "arguments-json.txt"),
        (["https://example.com/path1", "/x"], "arguments-text.txt"),
    ]

    @Test(arguments: recorded)
    func outputIsByteIdenticalToTheRecordedOne(_ row: (arguments: [String], file: String)) throws {
        let expected = try #require(FileManager.default.contents(atPath: Self.golden + "/" + row.file))
        let directory = URL(fileURLWithPath: Self.golden)
        guard
            let run = try ULinksCommand.run(
                ["android", "match", "assetlinks.json", "--urls", "urls.txt"] + row.arguments, in: directory)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.output == Array(expected), "\(row.file) differs")
        let urls = try #require(FileManager.default.contents(atPath: Self.golden + "/urls.txt"))
        let piped = try #require(
            try ULinksCommand.run(
                ["android", "match", "assetlinks.json", "--urls", "-"] + row.arguments, stdin: Array(urls),
                in: directory))
        #expect(piped.status == 0)
        #expect(piped.output == Array(expected), "\(row.file) differs from standard input")
    }
}
