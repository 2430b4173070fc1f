import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `ulinks device` in Korean, Simplified Chinese and Brazilian Portuguese: the real command, each entry's
/// explanation and next step, the summary lines and the errors translated, the values (app IDs, domains,
/// states, dates, commands) kept, exit statuses unchanged; English as before.
@Suite struct LocalizationDeviceTests {
    typealias F = DeviceStateFixtures

    /// Whether `text` has Hangul (Korean) or CJK ideographs (Chinese).
    static func hasHangul(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test func iosEntriesInKoreanAndChinese() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let file = try dir.write("swcutil_show.txt", F.sysdiagnose182)
        guard let ko = try await ULinksCommand.run(["device", file, "--lang", "ko"]) else { return }
        #expect(ko.status == 0, "\(ko.errors)")
        let lines = ko.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "\(file): ios(swcutil show): 항목 3개(앱에서 링크를 여는 항목 1개)", "\(ko.text)")
        // The entry line is values only; the explanation and the next step are Korean, with the values kept.
        #expect(lines.contains("\(file):5: applinks  ABCDE12345.com.example.shop  shop.example  denied"))
        #expect(lines.contains { $0.hasPrefix("  의미: 사이트 승인 denied: 기기가 shop.example에 대해 applinks에서") })
        #expect(
            lines.contains {
                $0.hasPrefix("  다음:  shop.example에서 ABCDE12345.com.example.shop을(를) 나열한 파일을 제공하십시오")
                    && $0.contains("ulinks check shop.example --app ABCDE12345.com.example.shop --cdn")
            }, "\(ko.text)")
        #expect(
            lines.contains("  사용자 승인 unspecified; 마지막 확인 2025-01-19T20:51:02Z; 다음 확인 2025-01-24T00:06:35Z"))
        #expect(lines.contains { $0.contains("사용자 승인 denied: 사용자가 www.shop.example의 링크를 브라우저에서") })
        #expect(lines.contains { $0.hasPrefix("이해하지 못한 줄 ") && $0.hasSuffix("개:") }, "\(ko.text)")
        #expect(lines.contains("  \(file):29: Mystery Field:        something new"))
        #expect(!ko.text.contains("means:") && !ko.text.contains("site approval"), "\(ko.text)")

        guard let zh = try await ULinksCommand.run(["device", file, "--lang", "zh-Hans"]) else { return }
        #expect(zh.status == 0)
        #expect(zh.text.hasPrefix("\(file)：ios（swcutil show）：3 个条目（1 个在应用中打开链接）\n"), "\(zh.text)")
        #expect(zh.text.contains("  含义：站点批准 denied：设备为 shop.example 取得的答复未批准"), "\(zh.text)")

        // ULINKS_LANG chooses the same; --lang en and no choice print the English of before, byte for byte.
        let environment = ProcessInfo.processInfo.environment.merging(["ULINKS_LANG": "ko"]) { $1 }
        let byEnvironment = try await ULinksCommand.run(["device", file], environment: environment)
        #expect(byEnvironment?.output == ko.output)
        var english = ProcessInfo.processInfo.environment
        for key in ["ULINKS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] { english[key] = nil }
        let plain = try #require(try await ULinksCommand.run(["device", file], environment: english))
        let en = try #require(try await ULinksCommand.run(["device", file, "--lang", "en"]))
        #expect(plain.output == en.output)
        #expect(plain.text.hasPrefix("\(file): ios (swcutil show): 3 entries (1 opening links in the app)\n"))
        #expect(plain.text.contains("  means: site approval denied: the device got an answer for shop.example"))
    }

    /// Every Android state (verified, approved, ..., the agent's codes) explained in Korean, in the JSON
    /// too (its prose fields follow --lang; keys, states and `opens` do not).
    @Test func everyAndroidStateInKoreanJSON() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let pm = try dir.write("links.txt", F.getAppLinks)
        guard let ko = try await ULinksCommand.run(["device", "--format", "json", "--lang", "ko", pm]) else { return }
        guard let en = try await ULinksCommand.run(["device", "--format", "json", pm]) else { return }
        #expect(ko.status == 0 && en.status == 0)
        let koEntries = try #require(
            (try JSONSerialization.jsonObject(with: Data(ko.output)) as? [String: Any])?["entries"] as? [[String: Any]])
        let enEntries = try #require(
            (try JSONSerialization.jsonObject(with: Data(en.output)) as? [String: Any])?["entries"] as? [[String: Any]])
        #expect(koEntries.count == 11 && enEntries.count == 11)
        for (k, e) in zip(koEntries, enEntries) {
            let state = e["state"] as? String ?? ""
            #expect(k["state"] as? String == state)
            #expect(k["opens"] as? Bool == e["opens"] as? Bool, "\(state)")
            let explanation = k["explanation"] as? String ?? ""
            #expect(Self.hasHangul(explanation), "\(state): \(explanation)")
            #expect((e["explanation"] as? String)?.hasPrefix(state) == true, "English starts with the state")
            if let next = k["next"] as? String {
                // The adb commands are kept as they are.
                #expect(next.contains("adb shell pm"), "\(state): \(next)")
            }
        }
        let none = try #require(koEntries.first { $0["state"] as? String == "none" })
        let next = none["next"] as? String ?? ""
        #expect(next.contains("https://new.shop.example/.well-known/assetlinks.json을 확인하십시오"), "\(next)")
    }

    @Test func errorsInTheChosenLanguage() async throws {
        let dir = try TemporaryDirectory()
        defer { dir.remove() }
        let binary = try dir.write("garbage.bin", [0x41, 0x00, 0x42])
        guard let ko = try await ULinksCommand.run(["device", binary, "--lang", "ko"]) else { return }
        #expect(ko.status == 1)
        #expect(ko.errors.contains("\(binary): 텍스트가 아닙니다: 오프셋 1에 NUL 바이트가 있습니다"), "\(ko.errors)")

        let noise = try dir.write("noise.txt", "lorem ipsum\ndolor sit amet\n")
        guard let pt = try await ULinksCommand.run(["device", noise, "--lang", "pt-BR"]) else { return }
        #expect(pt.status == 1)
        #expect(pt.errors.contains("\(noise): não é a saída de swcutil show (iOS, macOS)"), "\(pt.errors)")
        guard let forced = try await ULinksCommand.run(["device", "--kind", "swcutil", noise, "--lang", "pt-BR"]) else {
            return
        }
        #expect(forced.status == 1)
        #expect(forced.text.contains("2 linhas não compreendidas:"), "\(forced.text)")
        #expect(
            forced.errors.contains(
                "ulinks: \(noise): nenhuma entrada encontrada nesta saída do swcutil show (2 linhas não compreendidas)"),
            "\(forced.errors)")
        guard let zh = try await ULinksCommand.run(["device", "--kind", "pm", noise, "--lang", "zh-Hans"]) else {
            return
        }
        #expect(zh.status == 1)
        #expect(zh.errors.contains("在这份 pm get-app-links 输出中没有找到条目（2 行无法理解）"), "\(zh.errors)")
    }
}
