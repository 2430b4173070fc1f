import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// Every command reads its input through one bounded reader: past `--max-bytes` it stops and
/// reports `too-large`, so endless or huge inputs end quickly.
@Suite struct BoundedInputTests {
    @Test func readsUpToTheLimitAndRefusesOneByteMore() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let path = try dir.write("f", Array(repeating: UInt8(ascii: "x"), count: 1000))
        #expect(try BoundedInput(limit: 1000).read(path: path).count == 1000)
        #expect(throws: InputError.self) { try BoundedInput(limit: 999).read(path: path) }
        do {
            _ = try BoundedInput(limit: 999).read(path: path)
        } catch {
            // A regular file is refused from its size, which the message gives.
            #expect(error.kind == .tooLarge(seen: 1000, limit: 999, complete: true))
            #expect(error.code == "too-large")
            #expect(error.message.english == "1000 bytes, larger than the limit of 999 bytes")
        }
    }

    @Test func anEndlessInputStopsJustPastTheLimit() async throws {
        guard FileManager.default.fileExists(atPath: "/dev/zero") else { return }
        do {
            _ = try BoundedInput(limit: 100_000).read(path: "/dev/zero")
            Issue.record("/dev/zero was read to its end")
        } catch {
            #expect(error.kind == .tooLarge(seen: 100_001, limit: 100_000, complete: false))
        }
    }

    @Test func missingFilesAndFoldersAreUnreadable() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        #expect(throws: InputError(.unreadable, path: dir.path("nope"), message: "no such file")) {
            try BoundedInput().read(path: dir.path("nope"))
        }
        #expect(throws: InputError(.unreadable, path: dir.url.path, message: "is a directory")) {
            try BoundedInput().read(path: dir.url.path)
        }
    }

    @Test func validateReportsTooLargeForDevZeroAndStandardInput() async throws {
        guard let zero = try await ULinksCommand.run(["validate", "/dev/zero"]) else { return }
        #expect(zero.status == 1)
        #expect(zero.errors.contains("/dev/zero: too-large: larger than the limit of 16777216 bytes"))
        #expect(!zero.errors.contains("permission"))
        let json = try await #require(try await ULinksCommand.run(["validate", "--format", "json", "/dev/zero"]))
        #expect(json.text.contains(#""code" : "too-large""#))
        // Standard input (what `yes | ulinks validate -` gives), with a small limit.
        let piped = try await #require(
            try await ULinksCommand.run(
                ["validate", "-", "--max-bytes", "1000"], stdin: Array(repeating: UInt8(ascii: "y"), count: 5000)))
        #expect(piped.status == 1)
        #expect(
            piped.errors.contains(
                "<stdin>: too-large: larger than the limit of 1000 bytes (stopped reading after 1001 bytes)"))
    }

    /// Each command that reads a file takes --max-bytes and fails with too-large past it.
    @Test func everyCommandHonoursMaxBytes() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let aasa = try dir.write(
            "aasa",
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/buy/*"}]}]}}"#
        )
        let commands: [[String]] = [
            ["validate", aasa], ["fmt", aasa], ["match", aasa, "https://example.com/buy/1"], ["diff", aasa, aasa],
            ["convert", aasa, "--to", "dual"],
            ["entitlements", aasa],
        ]
        for command in commands {
            guard let ok = try await ULinksCommand.run(command + ["--max-bytes", "100000"]) else { return }
            #expect(ok.status != 1 || !ok.errors.contains("too-large"), "\(command)")
            let run = try await #require(try await ULinksCommand.run(command + ["--max-bytes", "50"]))
            #expect(run.status == 1, "\(command)")
            #expect(run.errors.contains("too-large"), "\(command): \(run.errors)")
        }
        #expect(try await ULinksCommand.run(["validate", aasa, "--max-bytes", "0"])?.status == 64)
    }
}
