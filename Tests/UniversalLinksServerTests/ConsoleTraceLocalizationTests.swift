import Foundation
import HTTPTypes
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// `POST /api/v1/trace` with `Accept-Language`: the report's prose (reasons, fixes, causes to rule out)
/// and the errors in the language, keys, codes and values unchanged; and the Trace tab's labels.
@Suite struct ConsoleTraceLocalizationTests {
    typealias API = ConsoleAPITests

    static func body(_ object: [String: Any]) throws -> [UInt8] {
        Array(try JSONSerialization.data(withJSONObject: object))
    }

    static func headers(_ language: String?) -> HTTPFields {
        var headers = API.auth
        if let language { headers[.acceptLanguage] = language }
        return headers
    }

    @Test func traceReportFollowsAcceptLanguage() async throws {
        let console = ConsoleConfiguration(enabled: true, allowPrivateCheck: true, checkTimeout: 3)
        try await API().withApp(API.service(console: console)) { client async throws in
            let request = try Self.body(["url": "https://127.0.0.1:1/x", "apps": ["ABCDE12345.com.example.shop"]])
            var reports: [String: [String: Any]] = [:]
            for language in ["ko", "pt-BR", "en"] {
                let (status, text, _) = try await API.post(
                    client, "/api/v1/trace", request, headers: Self.headers(language == "en" ? nil : language))
                #expect(status == .ok, "\(language): \(text)")
                reports[language] = try #require(
                    try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            }
            let ko = try #require(reports["ko"])
            let pt = try #require(reports["pt-BR"])
            let en = try #require(reports["en"])
            #expect(Set(ko.keys) == Set(en.keys) && Set(pt.keys) == Set(en.keys))
            #expect(ko["url"] as? String == "https://127.0.0.1:1/x")
            let koIOS = try #require(ko["ios"] as? [String: Any])
            let enIOS = try #require(en["ios"] as? [String: Any])
            #expect(Set(koIOS.keys) == Set(enIOS.keys))
            #expect(koIOS["opens"] is NSNull && koIOS["lands"] as? String == "https://127.0.0.1:1/x")
            let koReason = try #require(koIOS["reason"] as? String)
            // Nothing could be fetched (nothing listens on port 1): the verdict says it could not check (issue 34).
            #expect(koReason.hasPrefix("탭한 URL의 호스트를 여기에서 확인할 수 없습니다: "), "\(koReason)")
            #expect(
                (enIOS["reason"] as? String)?.hasPrefix("the tapped URL's host could not be checked from here: ")
                    == true)
            #expect(enIOS["checked"] as? Bool == false && koIOS["code"] as? String == "not-checked")
            let ptFix = try #require(((pt["ios"] as? [String: Any])?["fixes"] as? [String])?.first)
            #expect(ptFix.hasPrefix("verifique se 127.0.0.1 responde por HTTPS"), "\(ptFix)")
            #expect((ko["ruleOut"] as? [String])?.first?.hasPrefix("같은 도메인 페이지에서의 탭") == true)
            #expect((en["ruleOut"] as? [String])?.first?.hasPrefix("a tap on a page of the same domain") == true)
        }
    }

    @Test func refusedRequestsSayWhyInTheLanguage() async throws {
        try await API().withApp { client async throws in
            let (status, text, _) = try await API.post(
                client, "/api/v1/trace", try Self.body(["url": "ftp://example.com/"]), headers: Self.headers("zh-CN"))
            #expect(status == .badRequest && text.contains("\"error\":\"bad-url\""), "\(text)")
            #expect(text.contains("只有 http 和 https 链接才能打开 App"), "\(text)")
            let (refused, body, _) = try await API.post(
                client, "/api/v1/trace", try Self.body(["url": "https://127.0.0.1/x"]), headers: Self.headers("ko"))
            #expect(refused == .badRequest && body.contains("\"error\":\"private-address\""), "\(body)")
            #expect(body.contains("콘솔은 공개 호스트만 추적합니다") && body.contains("--console-allow-private-check"))
            let (_, english, _) = try await API.post(
                client, "/api/v1/trace", try Self.body(["url": "https://127.0.0.1/x"]), headers: Self.headers(nil))
            #expect(english.contains("the console only traces public hosts"))
        }
    }

    @Test func theTraceTabsLabelsAreInTheLanguages() async throws {
        try await API().withApp { client async throws in
            let response = try await client.execute(uri: "/console/l10n.json", method: .get, headers: [:])
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(String(buffer: response.body).utf8)) as? [String: Any])
            let labels = try #require(object["labels"] as? [String: [String: String]])
            #expect(labels["en"]?["console.trace.not-fetched"] == "not fetched: {error}")
            #expect(labels["ko"]?["console.trace.not-fetched"] == "가져오지 못함: {error}")
            #expect(labels["zh-Hans"]?["console.trace.stopped"] == "已停止：{reason}")
            #expect(labels["pt-BR"]?["console.trace.browser"] == "navegador")
        }
    }
}
