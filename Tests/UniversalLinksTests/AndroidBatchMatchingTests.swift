import Testing

/// `ulinks android match --urls`: the streamed results are exactly those recorded from the
/// String-per-line implementation that came before the byte-buffer batch path (text, JSON Lines,
/// --explain, an unverified --package, --android 14, URL arguments before the list), over a file
/// with comments, blank lines, surrounding and Unicode spaces, CRLF, quotes, a control character
/// and invalid UTF-8 (the last two decided as they were, not reported).
@Suite struct AndroidBatchMatchingTests {
    static let golden = GoldenFile.path("android-batch")

    static let recorded: [(arguments: [String], file: String)] = [
        (["--format", "json"], "json.jsonl"),
        ([], "text.txt"),
        (["--format", "json", "--domain", "example.com", "--package", "org.other"], "json-domain-unverified.jsonl"),
        (["--package", "com.example.every", "--android", "14"], "text-package-android14.txt"),
        (["--explain"], "explain.txt"),
        (["--explain", "--format", "json"], "explain-json.jsonl"),
        (["https://example.com/path1", "/x", "--format", "json", "--domain", "example.com"], "arguments-json.txt"),
        (["https://example.com/path1", "https://example.com/x"], "arguments-text.txt"),
    ]

    @Test(arguments: recorded)
    func outputIsByteIdenticalToTheRecordedOne(_ row: (arguments: [String], file: String)) async throws {
        try await BatchMatchingTests.checkRecorded(
            ["android", "match", "assetlinks.json"], in: Self.golden, row.arguments, row.file)
    }
}
