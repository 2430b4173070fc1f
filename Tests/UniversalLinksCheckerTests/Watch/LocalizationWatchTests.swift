#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinks
    import UniversalLinksChecker
    import UniversalLinksWatch

    extension CheckerTests {
        /// `ulinks watch` and `serve --watch` in Korean, Simplified Chinese and Brazilian Portuguese: reasons are
        /// built, stored, printed as JSON and POSTed in English and translated where they are shown (text output,
        /// `--history`, the admin and console API with `Accept-Language`); state words, round and history lines
        /// and errors follow the language; ids, JSON keys and values, exit statuses do not.
        @Suite("Watch in the four languages")
        struct LocalizationWatchTests {
            typealias E = WatchEvaluatorTests
            static let ko = Localizer(.korean)
            static let zh = Localizer(.chineseSimplified)
            static let pt = Localizer(.portugueseBrazil)

            /// The reasons the evaluator builds, each in English and as the display translates it.
            @Test func evaluatedReasonsAreTranslatedAtDisplay() throws {
                var reasons: [WatchReason] = []
                for (text, decision, broken) in E.expectationCases where broken != nil {
                    var report = E.report([.pass(.httpStatus, "200 OK")], status: .pass)
                    report.urls = [decision]
                    let target = WatchTarget(
                        domain: "example.com", expectations: [try WatchExpectation(parsing: text, platform: .ios)])
                    reasons += WatchEvaluator().evaluate(report, target: target, previous: nil, at: E.now).reasons
                }
                #expect(reasons.count == 4)
                let evaluator = WatchEvaluator()
                var unreachable = DomainReport(domain: "example.com", url: DomainChecker.fileURL(for: "example.com"))
                unreachable.status = .unreachable
                reasons += evaluator.evaluate(unreachable, target: E.target, previous: nil, at: E.now).reasons
                reasons +=
                    evaluator.evaluate(
                        unreachable, target: E.target, previous: nil, at: E.now, refused: "10.0.0.1"
                    ).reasons
                let expiring = E.report([.warning(.tlsDates, "expires on 2026-12-01, in 5 days", fix: nil)])
                reasons += evaluator.evaluate(expiring, target: E.target, previous: nil, at: E.now).reasons
                #expect(reasons.count == 7, "\(reasons)")
                for reason in reasons {
                    #expect(reason.message(.english) == reason.message.english)
                    let korean = reason.message(Self.ko)
                    #expect(korean != reason.message.english, "\(reason)")
                    #expect(!korean.contains("should open") && !korean.contains("opens"), "\(korean)")
                }
                let browser = try #require(reasons.first { $0.message.english.contains("in the browser, but") })
                #expect(
                    browser.message(Self.ko)
                        == "https://example.com/buy/1은(는) 브라우저에서 열려야 하지만 \(E.app)을(를) 엽니다")
                let noRule = try #require(reasons.first { $0.message.english.contains("no rule of") })
                #expect(
                    noRule.message(Self.zh)
                        == "https://example.com/buy/1 应打开 \(E.app)，但 \(E.app) 没有任何规则匹配：在浏览器中打开")
                #expect(reasons[4].message(Self.ko) == "연결할 수 없음")
                #expect(
                    reasons[5].message(Self.pt)
                        == "example.com resolve para 10.0.0.1, um endereço de loopback, privado ou link-local: "
                        + "não foi buscado (--allow-private permite buscá-lo)")
                #expect(reasons[6].id == .tlsExpiring)
                #expect(reasons[6].message(Self.ko).hasPrefix("인증서: "), "\(reasons[6].message(Self.ko))")
                #expect(reasons[6].message(Self.ko).contains("2026-12-01"))
            }

            /// Messages that travel whole: an Android expectation, the CDN's copy, a check's id before its
            /// finding; a text no template knows stays as it is.
            /// Reasons are stored as values (key and arguments) and rendered where shown, in any language;
            /// a row written before messages were values holds English text, shown as it is.
            @Test func storedReasonsRenderInEveryLanguage() throws {
                let android = WatchReason(
                    .expectation,
                    Message(
                        "watch.reason.expectation.browser",
                        [
                            "url": .message(Message("watch.value.android", texts: ["url": "https://example.com/help"])),
                            "opens": .message(Message("watch.value.opens-app", texts: ["app": "com.example.app"])),
                        ]))
                let stored = try JSONOutput.encode([android], pretty: false, messageValues: true)
                let decoded = try JSONDecoder().decode([WatchReason].self, from: Data(stored.utf8))
                #expect(decoded == [android])
                #expect(
                    decoded[0].message(.english)
                        == "https://example.com/help (Android) should open in the browser, but opens com.example.app")
                #expect(
                    decoded[0].message(Self.ko)
                        == "https://example.com/help(Android)은(는) 브라우저에서 열려야 하지만 com.example.app을(를) 엽니다")
                let redirect = WatchReason(
                    .cdnRedirect,
                    .plural(
                        "watch.reason.cdn-redirect", count: 1, ["chain": .text("https://a.test/x -> https://b.test/x")])
                )
                #expect(
                    redirect.message(Self.pt)
                        == "a CDN da Apple chegou ao arquivo por 1 redirecionamento: https://a.test/x -> https://b.test/x"
                )
                // The public JSON (and a row stored before) has the English text: read back as that text.
                let english = try JSONOutput.encode([redirect], pretty: false)
                let old = try JSONDecoder().decode([WatchReason].self, from: Data(english.utf8))
                #expect(old[0].message(Self.ko) == redirect.message(.english))
                #expect(old == [redirect], "the same reason: no change of cause after an upgrade")
                // Words the tool did not write (a server's) are shown as they are in every language.
                let unknown = WatchReason(.httpStatus, .verbatim("some text from a server"))
                #expect(unknown.message(Self.ko) == "some text from a server")
                #expect(WatchState.failing.word(Self.ko) == "실패")
                #expect(WatchState.failing.word(.english) == "failing")
                for id in WatchReasonID.allCases {
                    #expect(id.summary(.english) == id.summary)
                    #expect(id.summary(Self.zh) != id.summary, "\(id)")
                }
            }

            @Test func commandOutputAndErrors() async throws {
                let directory = try TemporaryDirectory("ulinks-watch-l10n")
                defer { directory.remove() }
                // --list-reasons: ids and states kept, each summary translated.
                guard let list = try await ULinksCommand.run(["watch", "--list-reasons", "--lang", "ko"]) else {
                    return
                }
                guard let english = try await ULinksCommand.run(["watch", "--list-reasons", "--lang", "en"]) else {
                    return
                }
                #expect(list.status == 0)
                let expiring = list.text.split(separator: "\n").first { $0.hasPrefix("tls-expiring ") } ?? ""
                #expect(expiring.hasSuffix(" warning  인증서가 14일 안에 만료됩니다."), "\(list.text)")
                let firstWords = { (run: ProcessRun) in
                    run.text.split(separator: "\n").map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                }
                #expect(firstWords(list) == firstWords(english))

                // One round on an address that refuses: exit 2, the state word and the reason in Korean, the id kept.
                let state = directory.path("state.sqlite")
                let once = [
                    "watch", "refused.watch.test", "--once", "--allow-private", "--resolve",
                    "refused.watch.test=127.0.0.1:1", "--state", state,
                ]
                guard let ko = try await ULinksCommand.run(once + ["--lang", "ko"]) else { return }
                #expect(ko.status == 2, "\(ko.text)\(ko.errors)")
                #expect(ko.text.hasPrefix("refused.watch.test: 실패\n  unreachable: connect: "), "\(ko.text)")
                // JSON stays the contract: state and ids as they are.
                guard let json = try await ULinksCommand.run(once + ["--lang", "ko", "--format", "json"]) else {
                    return
                }
                #expect(json.status == 2)
                #expect(json.text.contains("\"state\":\"failing\""), "\(json.text)")

                // --history in Chinese; in English (no language chosen) as before.
                let history = ["watch", "--history", "refused.watch.test", "--state", state]
                guard let zh = try await ULinksCommand.run(history + ["--lang", "zh-Hans"]) else { return }
                #expect(zh.status == 0, "\(zh.errors)")
                #expect(zh.text.hasPrefix("refused.watch.test：自 "), "\(zh.text)")
                #expect(zh.text.contains(" 起为失败，最后检查于 "), "\(zh.text)")
                #expect(zh.text.contains("1 次状态转换（从旧到新）：\n"), "\(zh.text)")
                #expect(zh.text.contains("  未知 -> 失败  (unreachable)\n"), "\(zh.text)")
                var plain = ProcessInfo.processInfo.environment
                for key in ["ULINKS_LANG", "LC_ALL", "LC_MESSAGES", "LANG"] { plain[key] = nil }
                guard let en = try await ULinksCommand.run(history, environment: plain) else { return }
                #expect(en.text.hasPrefix("refused.watch.test: failing since "), "\(en.text)")
                #expect(en.text.contains("1 transition (oldest first):\n  "), "\(en.text)")
                #expect(en.text.contains("  unknown -> failing  (unreachable)\n"), "\(en.text)")

                // Errors: usage errors exit 64, a missing state file 1, each in the chosen language.
                guard
                    let interval = try await ULinksCommand.run([
                        "watch", "a.test", "--interval", "0.01", "--lang", "ko",
                    ])
                else { return }
                #expect(interval.status == 64)
                #expect(interval.errors.contains("--interval은 0.1초 이상이어야 합니다"), "\(interval.errors)")
                guard
                    let expect = try await ULinksCommand.run([
                        "watch", "a.test", "--expect", "https://a.test/x=nodots", "--lang", "pt-BR",
                    ])
                else { return }
                #expect(expect.status == 64)
                #expect(
                    expect.errors.contains(
                        "--expect: expectativa inválida 'https://a.test/x=nodots': 'nodots' não é um ID do app "
                            + "(PREFIX.bundle.id) nem browser"), "\(expect.errors)")
                guard
                    let privateHook = try await ULinksCommand.run([
                        "watch", "a.test", "--once", "--webhook", "http://127.0.0.1:1/hook", "--lang", "ko",
                    ])
                else { return }
                #expect(privateHook.status == 64)
                #expect(
                    privateHook.errors.contains(
                        "--webhook: 127.0.0.1은(는) 루프백, 사설 또는 링크 로컬 주소인 127.0.0.1(으)로 조회됩니다"),
                    "\(privateHook.errors)")
                // The webhooks' log: a receiver that refuses every connection, retried, then given up.
                guard
                    let hook = try await ULinksCommand.run(
                        Array(once.dropLast(2)) + [
                            "--webhook", "http://127.0.0.1:1/hook", "--webhook-backoff", "0.05", "--webhook-timeout",
                            "2",
                            "--lang", "ko",
                        ])
                else { return }
                #expect(hook.status == 2)
                #expect(hook.errors.contains("ulinks watch: webhook http://127.0.0.1:1/hook: "), "\(hook.errors)")
                #expect(hook.errors.contains(" 후 다시 시도합니다\n"), "\(hook.errors)")
                #expect(
                    hook.errors.contains("; 5번 시도한 뒤 포기했습니다(refused.watch.test의 상태 전환)\n"), "\(hook.errors)")
                let missing = directory.path("missing.sqlite")
                guard
                    let noFile = try await ULinksCommand.run([
                        "watch", "--history", "a.test", "--state", missing, "--lang", "ko",
                    ])
                else { return }
                #expect(noFile.status == 1)
                #expect(noFile.errors.contains("--state \(missing): 해당 파일이 없습니다"), "\(noFile.errors)")
            }

            /// Without --once: the round line on standard error in the chosen language.
            @Test func roundLineInPortuguese() async throws {
                let directory = try TemporaryDirectory("ulinks-watch-l10n")
                defer { directory.remove() }
                guard
                    let watch = try WatchRun.start(
                        [
                            "refused.watch.test", "--interval", "0.3", "--allow-private", "--resolve",
                            "refused.watch.test=127.0.0.1:1", "--lang", "pt-BR",
                        ], in: directory)
                else { return }
                let start = ContinuousClock.now
                while !(watch.process.log.contains("rodada ") && watch.process.log.contains(" -> falha"))
                    && watch.process.process.isRunning && ContinuousClock.now - start < .seconds(60)
                {
                    try await Task.sleep(for: .milliseconds(100))
                }
                #expect(try await watch.stop() == 0)
                let log = watch.process.log
                #expect(log.contains(" desconhecido -> falha\n  unreachable: connect: "), "\(log)")
                #expect(log.contains(": 1 domínio em "), "\(log)")
                #expect(log.contains("(ok 0, aviso 0, falha 1; 1 transição)"), "\(log)")
            }

            /// `GET /admin/v1/watch/{domain}` (what the console's Watch tab opens) and `GET /api/v1/watch` translate
            /// the stored English reasons and what changed with `Accept-Language`; states and keys stay.
            @Test(.timeLimit(.minutes(4))) func serveAnswersInTheAskedLanguage() async throws {
                let servers = try await WatchServers.start()
                let directory = try TemporaryDirectory("ulinks-serve-watch-l10n")
                defer { directory.remove() }
                let domain = ServeWatchTests.other
                guard
                    let serve = try await ServeWatch.start(
                        servers, store: ["--store", directory.path("store.sqlite")], registered: [domain],
                        webhook: nil, interval: 1, extra: ["--console"], in: directory)
                else { return }
                defer { serve.process.stop() }
                let app = WatchServers.appID
                let registration = #"{"app": "\#(app)", "expect": ["https://\#(domain)/nothing=\#(app)"]}"#
                #expect(try await serve.admin("PUT", "/admin/v1/watch/\(domain)", json: registration).status == 201)
                try await serve.waitFor(domain, state: "failing")

                let path = "/admin/v1/watch/\(domain)"
                let ko = try await serve.admin("GET", path, headers: ["Accept-Language: ko-KR,ko;q=0.9,en;q=0.5"])
                #expect(ko.status == 200)
                let summary = try #require(ko.body?["domain"] as? [String: Any])
                #expect(summary["state"] as? String == "failing")
                let reason = try #require((summary["reasons"] as? [[String: Any]])?.first)
                #expect(reason["id"] as? String == "expectation")
                #expect(
                    reason["message"] as? String
                        == "https://\(domain)/nothing은(는) \(app)을(를) 열어야 하지만 \(app)의 어떤 규칙도 일치하지 않습니다: "
                        + "브라우저에서 열립니다", "\(reason)")
                let changes = try #require((ko.body?["history"] as? [[String: Any]])?.first?["changes"] as? [String])
                let appeared = "expectation이(가) 나타났습니다: https://\(domain)/nothing은(는)"
                #expect(changes.contains { $0.contains(appeared) }, "\(changes)")

                // No Accept-Language: English, as before.
                let en = try await serve.admin("GET", path)
                let enSummary = en.body?["domain"] as? [String: Any]
                let english = try #require((enSummary?["reasons"] as? [[String: Any]])?.first)
                #expect(
                    english["message"] as? String
                        == "https://\(domain)/nothing should open \(app), but no rule of \(app) matches: "
                        + "opens in the browser")
                let englishChanges = (en.body?["history"] as? [[String: Any]])?.first?["changes"] as? [String] ?? []
                #expect(englishChanges.contains { $0.hasPrefix("expectation appeared: ") }, "\(englishChanges)")
                // Each transition's report: what each check saw and its fix in Korean; ids and statuses as they are.
                let checks = { (body: [String: Any]?) in
                    ((body?["history"] as? [[String: Any]])?.first?["report"] as? [String: Any])?["checks"]
                        as? [[String: Any]] ?? []
                }
                let (koChecks, enChecks) = (checks(ko.body), checks(en.body))
                #expect(!enChecks.isEmpty && koChecks.count == enChecks.count)
                #expect(koChecks.map { $0["id"] as? String } == enChecks.map { $0["id"] as? String })
                #expect(koChecks.map { $0["status"] as? String } == enChecks.map { $0["status"] as? String })
                // Stored reports keep their messages as values: the history renders them in Korean.
                for (k, e) in zip(koChecks, enChecks) {
                    #expect((k["seen"] as? String)?.isEmpty == false && (e["seen"] as? String)?.isEmpty == false)
                }
                #expect(zip(koChecks, enChecks).contains { $0["seen"] as? String != $1["seen"] as? String })
                // The Watch tab shows the checks' statuses with the Check tab's words.
                let script = String(decoding: try await serve.request("GET", "/console/console.js").body, as: UTF8.self)
                #expect(script.contains("t('console.check.status.' + c.status)"), "the Watch tab's status words")

                // The console's timeline API, in Chinese.
                let zh = try await serve.admin("GET", "/api/v1/watch", headers: ["Accept-Language: zh-CN"])
                #expect(zh.status == 200, "\(zh)")
                let domains = zh.body?["domains"] as? [[String: Any]] ?? []
                let entry = try #require(
                    domains.compactMap { $0["domain"] as? [String: Any] }.first { $0["domain"] as? String == domain })
                #expect(entry["state"] as? String == "failing")
                let zhReason = (entry["reasons"] as? [[String: Any]])?.first?["message"] as? String ?? ""
                #expect(
                    zhReason == "https://\(domain)/nothing 应打开 \(app)，但 \(app) 没有任何规则匹配：在浏览器中打开", "\(zhReason)")

                // The Watch tab's own words (state badges, the timeline's labels) reach the page with the labels.
                let labels = try await serve.admin("GET", "/console/l10n.json")
                let koLabels = (labels.body?["labels"] as? [String: Any])?["ko"] as? [String: String] ?? [:]
                #expect(koLabels["console.watch.state.failing"] == "실패")
                #expect(koLabels["console.watch.timeline-label"] == "{domain}: 최근 30일 동안의 상태")
                let zhLabels = (labels.body?["labels"] as? [String: Any])?["zh-Hans"] as? [String: String] ?? [:]
                #expect(zhLabels["console.watch.days-ago"] == "30 天前")
                await servers.stop()
            }
        }
    }
#endif
