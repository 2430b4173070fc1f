import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksServer

/// The admin and console APIs' error answers on a real server: with `Accept-Language` naming one of the
/// languages, the JSON `message` is translated (`api.error.*`); the `error` code, the status and the
/// headers are the same; without the header (or with an English one) the bytes are what they were.
@Suite struct LocalizationAPIErrorsTests {
    /// One request, as curl sends it, with the admin token unless `admin` is false.
    static func request(
        _ port: Int, _ path: String, method: String = "GET", language: String? = nil, admin: Bool = true,
        body: [UInt8]? = nil
    ) async throws -> CurlResponse {
        var headers = admin ? ["Authorization: Bearer \(Fixtures.token)"] : []
        if let language { headers.append("Accept-Language: \(language)") }
        return try await Curl.request("http://127.0.0.1:\(port)\(path)", method: method, headers: headers, body: body)
    }

    static func fields(_ response: CurlResponse) throws -> [String: String] {
        let object = try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]
        return (object ?? [:]).compactMapValues { $0 as? String }
    }

    /// The request in English and in `language`: the translated message, everything else unchanged.
    static func expectTranslated(
        _ port: Int, _ path: String, method: String = "GET", admin: Bool = true, body: [UInt8]? = nil,
        language: String, status: Int, code: String, english: String, translated: String
    ) async throws {
        let plain = try await request(port, path, method: method, admin: admin, body: body)
        let asked = try await request(port, path, method: method, language: language, admin: admin, body: body)
        #expect(plain.status == status && asked.status == status, "\(path)")
        let (before, after) = (try fields(plain), try fields(asked))
        #expect(before["error"] == code && after["error"] == code, "\(path): \(after)")
        #expect(before["message"] == english, "\(path): \(before)")
        #expect(after["message"] == translated, "\(path): \(after)")
        // The same headers but the body's length.
        let ignored: Set<String> = ["content-length", "date"]
        #expect(
            plain.headers.filter { !ignored.contains($0.key) } == asked.headers.filter { !ignored.contains($0.key) })
    }

    @Test func adminErrorsFollowAcceptLanguage() async throws {
        try await TestServer.with(ConsoleAPITests.service()) { port async throws in
            try await Self.expectTranslated(
                port, "/admin/v1/domains/example.com", admin: false, language: "ko-KR,ko;q=0.9", status: 401,
                code: "unauthorized", english: "send the admin token as 'Authorization: Bearer TOKEN'",
                translated: "관리자 토큰을 'Authorization: Bearer TOKEN' 형식으로 보내십시오")
            try await Self.expectTranslated(
                port, "/admin/v1/domains/example.com", language: "pt-BR", status: 404, code: "not-found",
                english: "example.com serves no file", translated: "example.com não serve nenhum arquivo")
            try await Self.expectTranslated(
                port, "/admin/v1/domains/example.com/aasa/versions/7", language: "zh-CN", status: 404,
                code: "not-found", english: "example.com has no version 7 of apple-app-site-association",
                translated: "example.com 没有 apple-app-site-association 的第 7 版")
            try await Self.expectTranslated(
                port, "/admin/v1/domains/example.com/nope", language: "ko", status: 400, code: "bad-kind",
                english: "unknown file kind nope; use aasa or assetlinks",
                translated: "알 수 없는 파일 종류 nope입니다. aasa 또는 assetlinks를 사용하십시오")
            try await Self.expectTranslated(
                port, "/admin/v1/nothing-here", language: "pt-BR", status: 404, code: "not-found",
                english: "no such endpoint: /admin/v1/nothing-here",
                translated: "endpoint inexistente: /admin/v1/nothing-here")
            // A rejected upload: the diagnostics stay as they are, the message is translated.
            let put = "/admin/v1/domains/example.com/aasa"
            let plain = try await Self.request(port, put, method: "PUT", body: Fixtures.invalidJSON)
            let korean = try await Self.request(port, put, method: "PUT", language: "ko", body: Fixtures.invalidJSON)
            #expect(plain.status == 422 && korean.status == 422)
            let message = try Self.fields(plain)["message"] ?? ""
            let count = try #require(message.firstMatch(of: /has (\d+) error/)?.1)
            #expect(
                message
                    == "apple-app-site-association for example.com has \(count) error(s); the live file is unchanged")
            #expect(
                try Self.fields(korean)["message"]
                    == "example.com의 apple-app-site-association에 오류가 \(count)개 있습니다. 라이브 파일은 바뀌지 않았습니다")
            let diagnostics = { (response: CurlResponse) in
                (try? JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any])?["diagnostics"]
                    as? [[String: Any]]
            }
            #expect(
                diagnostics(plain)?.map { $0["code"] as? String } == diagnostics(korean)?.map { $0["code"] as? String })
            // 405 keeps its Allow header (compared above with every other header).
            try await Self.expectTranslated(
                port, "/admin/v1/changes", method: "POST", language: "zh-Hans", status: 405,
                code: "method-not-allowed", english: "POST is not allowed here; use GET",
                translated: "此处不允许 POST；请使用 GET")
        }
    }

    @Test func consoleErrorsFollowAcceptLanguage() async throws {
        try await TestServer.with(ConsoleAPITests.service()) { port async throws in
            try await Self.expectTranslated(
                port, "/api/v1/codes/no-such-code", language: "ko", status: 404, code: "not-found",
                english: "no diagnostic code no-such-code", translated: "진단 코드 no-such-code이(가) 없습니다")
            try await Self.expectTranslated(
                port, "/api/v1/validate", method: "POST", body: [], language: "pt-BR", status: 400,
                code: "empty-body", english: "the request body is empty: send the file's bytes",
                translated: "o corpo da requisição está vazio: envie os bytes do arquivo")
            try await Self.expectTranslated(
                port, "/api/v1/validate?strict=maybe", method: "POST", body: Fixtures.aasa(), language: "zh-CN",
                status: 400, code: "bad-flag", english: "strict is 1, true, 0 or false, got maybe",
                translated: "strict 的取值为 1、true、0 或 false，收到的是 maybe")
        }
    }

    /// Without `Accept-Language`, or with one naming none of the languages, the answer is byte for byte
    /// the English it always was.
    @Test func englishIsByteIdentical() async throws {
        try await TestServer.with(ConsoleAPITests.service()) { port async throws in
            for language in [nil, "en-US,en;q=0.9", "fr-FR", "zh-TW"] {
                let response = try await Self.request(port, "/admin/v1/domains/example.com", language: language)
                #expect(response.status == 404)
                #expect(
                    String(decoding: response.body, as: UTF8.self)
                        == #"{"error":"not-found","message":"example.com serves no file"}"#, "\(language ?? "none")")
                let unknown = try await Self.request(port, "/admin/v1/domains/example.com/nope", language: language)
                #expect(
                    String(decoding: unknown.body, as: UTF8.self)
                        == #"{"error":"bad-kind","message":"unknown file kind nope; use aasa or assetlinks"}"#)
            }
        }
    }

    /// Every `api.error.*` message has its text in every language: rendered with sample values, it
    /// differs from the English and no key is missing.
    @Test func everyErrorIsTranslated() throws {
        MessageTables.register(.server)
        let english = MessageTables.entries(.english)
        let keys = english.keys.filter { $0.hasPrefix("api.error.") }
        #expect(keys.count > 40)
        for language in Language.allCases where language != .english {
            let localizer = Localizer(language)
            let translated = MessageTables.entries(language)
            for key in keys {
                let template = try #require(english[key])
                let names = template.split(separator: "{").dropFirst().compactMap { $0.split(separator: "}").first }
                let message = Message(key, texts: Dictionary(names.map { (String($0), "v1") }) { a, _ in a })
                #expect(translated[key] != nil, "\(key) in \(language)")
                #expect(localizer.render(message) != message.english, "\(key) in \(language)")
            }
        }
    }
}
