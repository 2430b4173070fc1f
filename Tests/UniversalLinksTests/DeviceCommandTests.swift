import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks device` and `ulinks match --android`, run as a user runs them.
@Suite struct DeviceCommandTests {
    typealias F = DeviceStateFixtures

    @Test func deviceTextAndJSON() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("swcutil_show.txt", F.sysdiagnose182)
        guard let text = try await ULinksCommand.run(["device", file]) else { return }
        #expect(text.status == 0, "\(text.errors)")
        let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(file): ios (swcutil show): 3 entries (1 opening links in the app)")
        #expect(lines.contains("\(file):5: applinks  ABCDE12345.com.example.shop  shop.example  denied"))
        #expect(lines.contains { $0.hasPrefix("  means: site approval denied") })
        #expect(lines.contains { $0.hasPrefix("  next:  serve a file on shop.example") })
        #expect(
            lines.contains(
                "  user approval unspecified; last checked 2025-01-19T20:51:02Z; next check 2025-01-24T00:06:35Z"))
        #expect(lines.contains("  \(file):29: Mystery Field:        something new"))

        let pm = try dir.write("links.txt", F.getAppLinks)
        guard let json = try await ULinksCommand.run(["device", "--format", "json", pm]) else { return }
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        #expect(object["platform"] as? String == "android")
        #expect(object["kind"] as? String == "pm")
        #expect((object["entries"] as? [[String: Any]])?.count == 11)

        // Standard input, the kind forced.
        let stdin = try await ULinksCommand.run(["device", "--kind", "pm", "-"], stdin: Array(F.dumpsysPackageD.utf8))
        #expect(stdin?.status == 0)
        #expect(stdin?.text.contains("<stdin>:") == true)
    }

    @Test func deviceBadInput() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        // Binary garbage: refused with where, exit 1.
        var garbage = [UInt8](repeating: 0, count: 4096)
        for i in garbage.indices { garbage[i] = UInt8(truncatingIfNeeded: i &* 131 &+ 7) }
        let binary = try dir.write("garbage.bin", garbage)
        guard let refused = try await ULinksCommand.run(["device", binary]) else { return }
        #expect(refused.status == 1)
        #expect(refused.errors.contains("\(binary): not text: a NUL byte at offset"), "\(refused.errors)")
        #expect(refused.text.isEmpty)

        // 10 MB of text that is no device output: detected as nothing, exit 1, quickly.
        let noise = try dir.write("noise.txt", String(repeating: "lorem ipsum dolor sit amet\n", count: 400_000))
        let started = ContinuousClock.now
        guard let plain = try await ULinksCommand.run(["device", noise]) else { return }
        #expect(plain.status == 1)
        #expect(plain.errors.contains("not the output of swcutil show"))
        // Forced, the same text is read: no entry, every line counted, the report bounded.
        guard let forced = try await ULinksCommand.run(["device", "--kind", "swcutil", noise]) else { return }
        #expect(forced.status == 1)
        #expect(forced.text.contains("400000 lines not understood:"))
        #expect(forced.text.contains("... and 399950 more"))
        #expect(forced.text.utf8.count < 20_000)
        #expect(forced.errors.contains("no entry found"))
        print("device on 10 MB twice: \(ContinuousClock.now - started)")

        // Over --max-bytes: too-large, exit 1; usage errors exit 64.
        let large = try await ULinksCommand.run(["device", "--max-bytes", "1000", noise])
        #expect(large?.status == 1)
        #expect(large?.errors.contains("too-large") == true)
        #expect(try await ULinksCommand.run(["device", "--kind", "ios", noise])?.status == 64)
        #expect(try await ULinksCommand.run(["device"])?.status == 64)
        #expect(try await ULinksCommand.run(["device", dir.path("missing.txt")])?.status == 1)
    }

    @Test func matchSideBySide() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let aasa = try dir.write("aasa.json", SideBySideDecisionTests.aasa)
        let links = try dir.write("assetlinks.json", SideBySideDecisionTests.assetLinks)
        let urls = ["https://shop.example/product/1", "https://shop.example/help/faq"]
        guard
            let text = try await ULinksCommand.run(
                ["match", aasa, "--android", links, "--package", "com.example.shop"] + urls)
        else { return }
        #expect(text.status == 0, "\(text.errors)")
        let lines = text.text.split(separator: "\n").map(String.init)
        #expect(lines.count == 3)
        #expect(lines[0].hasPrefix("URL"))
        #expect(lines[0].contains("iOS 13+"))
        #expect(lines[1].contains("opens ABCDE12345.com.example.shop"))
        #expect(lines[1].hasSuffix("opens com.example.shop"))
        #expect(lines[2].contains("browser (ABCDE12345.com.example.shop: exclude)"))
        #expect(lines[2].hasSuffix("opens com.example.shop   <- differs"))

        guard let json = try await ULinksCommand.run(["match", aasa, "--android", links, "--format", "json"] + urls)
        else { return }
        let array = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [[String: Any]])
        #expect(array.count == 2)
        #expect(array.map { $0["url"] as? String } == urls)
        #expect((array[1]["ios"] as? [String: Any])?["opens"] is NSNull)
        #expect((array[1]["android"] as? [String: Any])?["opens"] as? String == "com.example.shop")

        // --urls: JSON Lines; a line that is not a URL gets an error result and exit 1.
        let list = try dir.write("urls.txt", urls.joined(separator: "\n") + "\nnot a url\u{1}\n")
        guard
            let batch = try await ULinksCommand.run([
                "match", aasa, "--android", links, "--urls", list, "--format", "json",
            ])
        else { return }
        #expect(batch.status == 1)
        let rows = batch.text.split(separator: "\n")
        #expect(rows.count == 3)
        #expect(rows[0].hasPrefix(#"{"android":"#))
        #expect(batch.errors.contains("1 line was not a URL (first: line 3)"))

        #expect(try await ULinksCommand.run(["match", aasa, "--package", "com.example.shop", urls[0]])?.status == 64)
        #expect(try await ULinksCommand.run(["match", aasa, "--android", dir.path("none.json"), urls[0]])?.status == 1)
    }
}
