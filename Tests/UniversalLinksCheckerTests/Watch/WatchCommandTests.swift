#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// `ulinks watch`, the real binary, against loopback HTTPS origins that change while it runs, a stand-in
        /// for Apple's CDN and a webhook receiver.
        @Suite("ulinks watch (the command)")
        struct WatchCommandTests {
            static let app = WatchServers.appID

            /// A file where /buy/1 is excluded for the app (the app is still listed).
            static let excludingFile = """
                {"applinks": {"details": [{"appIDs": ["\(app)"], "components": [{"/": "/buy/1", "exclude": true}, {"/": "/buy/*"}]}]}}
                """

            @Test func originChangesBecomeOneEventEachAndOneWebhookEach() async throws {
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                let host = "flip.watch.test"
                let state = directory.path("state.sqlite")
                let arguments =
                    [
                        host, "--interval", "0.3", "--format", "json", "--state", state, "--webhook", receiver.url,
                        "--app", Self.app,
                        "--expect", "https://\(host)/buy/1=\(Self.app)", "--timeout", "5", "--alert-first",
                    ] + servers.flags([host])
                guard let watch = try WatchRun.start(arguments, in: directory) else { return }
                // Each step: what the origin does now, and the transition it must cause.
                let steps: [(String, @Sendable () -> Void, String, [String])] = [
                    ("good", {}, "unknown>ok", []),
                    (
                        "redirect",
                        {
                            servers.route.value = { _, path in
                                .status(
                                    .movedPermanently, headers: [("Location", "https://www.flip.watch.test\(path)")])
                            }
                        }, "ok>failing", ["redirect"]
                    ),
                    (
                        "good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } },
                        "failing>ok", []
                    ),
                    (
                        "HTML at the path",
                        {
                            servers.route.value = { _, _ in
                                .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                            }
                        }, "ok>failing", ["content-type", "not-json"]
                    ),
                    (
                        "good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } },
                        "failing>ok", []
                    ),
                    (
                        "app ID removed",
                        {
                            servers.route.value = { _, path in
                                WatchServers.serveFile(path, app: CheckerFixture.otherApp)
                            }
                        }, "ok>failing", ["app-missing", "expectation"]
                    ),
                    (
                        "good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } },
                        "failing>ok", []
                    ),
                    (
                        "expectation flips",
                        {
                            servers.route.value = { _, path in
                                path == MainRoutes.wellKnown ? .json(Self.excludingFile) : .notFound
                            }
                        }, "ok>failing", ["expectation"]
                    ),
                ]
                for (number, (name, change, expected, reasons)) in steps.enumerated() {
                    change()
                    let event = try await watch.waitFor(host, count: number + 1)
                    #expect("\(event["from"] ?? "")>\(event["to"] ?? "")" == expected, "\(name)")
                    #expect(WatchRun.reasons(event) == reasons, "\(name): \(event)")
                }
                // A certificate 5 days from expiry, on new connections: failing (expectation) -> warning.
                servers.identity.value = try servers.certificate(days: 5)
                servers.route.value = { _, path in WatchServers.serveFile(path) }
                let expiring = try await watch.waitFor(host, count: steps.count + 1)
                #expect("\(expiring["from"] ?? "")>\(expiring["to"] ?? "")" == "failing>warning")
                #expect(WatchRun.reasons(expiring) == ["tls-expiring"])
                // Rounds go on, and nothing is reported again while nothing changes.
                try await Task.sleep(for: .seconds(2))
                #expect(try await watch.stop() == 0, "SIGTERM ends it cleanly: \(watch.process.log)")
                let printed = watch.changes(host)
                #expect(printed.count == steps.count + 1, "\(printed)")
                #expect(watch.process.log.contains("round "), "a line per round on standard error")

                // Every transition reached the webhook once, in order, as JSON with a Slack text.
                try await Self.waitUntil { receiver.posts.value.count >= printed.count }
                #expect(receiver.transitions.map { "\($0.from)>\($0.to)" } == printed)
                #expect(receiver.posts.value.allSatisfy { $0.contentType == "application/json" && $0.path == "/hook" })
                let text = try #require(receiver.posts.value.last?.json?["text"] as? String)
                #expect(text.contains("flip.watch.test is now *warning* (was failing)"), "\(text)")

                // --history: every transition, with the report of each.
                guard
                    let history = try await ULinksCommand.run([
                        "watch", "--history", host, "--state", state, "--format", "json",
                    ])
                else { return }
                #expect(history.status == 0, "\(history.errors)")
                let document = try #require(
                    try JSONSerialization.jsonObject(with: Data(history.output)) as? [String: Any])
                #expect(document["state"] as? String == "warning")
                let transitions = try #require(document["transitions"] as? [[String: Any]])
                #expect(transitions.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == printed)
                #expect(transitions.allSatisfy { ($0["report"] as? [String: Any])?["domain"] as? String == host })
                let text2 = try #require(try await ULinksCommand.run(["watch", "--history", host, "--state", state]))
                #expect(text2.text.contains("flip.watch.test: warning since"), "\(text2.text)")
                #expect(text2.text.contains("failing -> warning  (tls-expiring)"), "\(text2.text)")

                // A restart with the same state file does not alert again.
                let posted = receiver.posts.value.count
                guard
                    let restart = try await ULinksCommand.run(
                        [
                            "watch", host, "--once", "--format", "json", "--state", state, "--webhook", receiver.url,
                            "--app", Self.app,
                        ]
                            + servers.flags([host]))
                else { return }
                #expect(restart.status == 0, "warning exits 0: \(restart.text)\(restart.errors)")
                #expect(restart.text.contains("\"state\":\"warning\""))
                try await Task.sleep(for: .seconds(1))
                #expect(receiver.posts.value.count == posted, "no webhook for a state that did not change")
                await receiver.stop()
                await servers.stop()
            }

            @Test func faultsAreBoundedAndFailingWithTheirReason() async throws {
                let servers = try await WatchServers.start()
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                let file = Array(CheckerFixture.file().utf8)
                servers.route.value = { host, path in
                    switch host {
                    case "drip.watch.test": .drip(body: file, intervalMilliseconds: 500)
                    case "huge.watch.test": .endless(declaredLength: 1 << 30)
                    case "loop.watch.test": .status(.found, headers: [("Location", "https://loop.watch.test\(path)")])
                    default: WatchServers.serveFile(path)
                    }
                }
                let hosts = ["good.watch.test", "drip.watch.test", "huge.watch.test", "loop.watch.test"]
                var flags = servers.flags(hosts)
                flags += ["--resolve", "hang.watch.test=127.0.0.1:\(servers.fixture.silent.port)"]
                flags += ["--resolve", "refused.watch.test=127.0.0.1:1"]
                let start = ContinuousClock.now
                guard
                    let run = try await ULinksCommand.run(
                        ["watch"] + hosts + [
                            "hang.watch.test", "refused.watch.test", "--once", "--format", "json", "--timeout", "3",
                        ]
                            + flags)
                else { return }
                let elapsed = ContinuousClock.now - start
                #expect(run.status == 1, "any failing: exit 1: \(run.errors)")
                #expect(elapsed < .seconds(30), "every check ends at its 3 s deadline: \(elapsed)")
                var reasons: [String: [String]] = [:]
                for line in run.text.split(separator: "\n") {
                    let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                    let domain = try #require(object["domain"] as? String)
                    #expect(object["report"] is [String: Any])
                    #expect(object["state"] as? String == (domain == "good.watch.test" ? "ok" : "failing"), "\(domain)")
                    reasons[domain] = WatchRun.reasons(object)
                }
                #expect(reasons["good.watch.test"] == [])
                #expect(reasons["drip.watch.test"] == ["timeout"])
                #expect(reasons["hang.watch.test"] == ["timeout"])
                #expect(reasons["huge.watch.test"] == ["too-large"])
                #expect(reasons["loop.watch.test"] == ["redirect"])
                #expect(reasons["refused.watch.test"] == ["unreachable"])
                #expect(run.text.contains("the target redirects again"), "the loop is followed once, no further")
                await servers.stop()
            }

            @Test func exitStatusIsTwoWhenNothingCouldBeChecked() async throws {
                guard
                    let run = try await ULinksCommand.run(
                        [
                            "watch", "refused.watch.test", "--once", "--allow-private", "--resolve",
                            "refused.watch.test=127.0.0.1:1",
                        ])
                else { return }
                #expect(run.status == 2, "\(run.text)\(run.errors)")
                #expect(run.text.contains("refused.watch.test: failing\n  unreachable: connect:"), "\(run.text)")
            }

            /// A `--resolve` mapping is the user's own (issue 34.9): the mapped domain and a mapped CDN stand-in
            /// are fetched at their loopback address without --allow-private, as `check` and `trace` do; a domain
            /// that resolves to loopback by itself and a webhook on loopback are still refused.
            @Test func privateTargetsAndWebhooksAreRefusedUnlessAllowedOrMapped() async throws {
                let servers = try await WatchServers.start()
                defer { Task { await servers.stop() } }
                let host = "private.watch.test"
                let flags = servers.flags([host]).filter { $0 != "--allow-private" }
                guard
                    let run = try await ULinksCommand.run(
                        ["watch", host, "--once", "--cdn", "--format", "json"] + flags)
                else { return }
                #expect(run.status == 0, "the mapped domain is checked: \(run.text)\(run.errors)")
                #expect(run.text.contains("\"state\":\"ok\""), "\(run.text)")
                #expect(!run.text.contains("private-address") && !run.text.contains("resolves to"), "\(run.text)")
                for command in [["check", host, "--cdn"], ["trace", "https://\(host)/", "--cdn"]] {
                    let other = try #require(try await ULinksCommand.run(command + flags))
                    #expect(
                        !other.errors.contains("resolves to") && !other.text.contains("resolves to"), "\(other.text)")
                }
                // The one name that resolves to loopback here without a mapping is single-label, and a single label
                // is no domain a site can associate (issue 37.1): refused before any lookup. The private-address
                // refusal of an unmapped address is asserted on the webhook and the CDN base below.
                let unmapped = try #require(
                    try await ULinksCommand.run(["watch", "localhost", "--once", "--format", "json"]))
                #expect(unmapped.status == 64, "\(unmapped.errors)")
                #expect(unmapped.errors.contains("'localhost' is a single label"), "\(unmapped.errors)")
                let hook = try #require(
                    try await ULinksCommand.run(
                        ["watch", host, "--once", "--webhook", "http://127.0.0.1:9/hook"] + flags))
                #expect(hook.status == 64, "\(hook.errors)")
                #expect(hook.errors.contains("--webhook: 127.0.0.1 resolves to 127.0.0.1"), "\(hook.errors)")
                let cdn = try #require(
                    try await ULinksCommand.run(
                        ["watch", host, "--once", "--cdn"]
                            + flags.map { $0 == WatchServers.cdnBase ? "https://localhost/a/v1/" : $0 }))
                #expect(cdn.status == 64, "an unmapped CDN base on loopback: \(cdn.errors)")
                #expect(cdn.errors.contains("--cdn-base: localhost"), "\(cdn.errors)")
            }

            @Test func corruptStateFilesAreRefusedAndLeftAsTheyAre() async throws {
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                let garbage = try directory.write("garbage.sqlite", "this is not a database\n")
                let other = directory.path("other.sqlite")
                guard let python = Subprocess.find("python3") else { return }
                _ = try await Subprocess.run(
                    python,
                    [
                        "-c",
                        "import sqlite3; c = sqlite3.connect('\(other)'); c.execute('CREATE TABLE notes (x)'); c.commit()",
                    ])
                // A watch state file with a damaged page in the middle.
                let damaged = directory.path("damaged.sqlite")
                guard
                    let made = try await ULinksCommand.run(
                        [
                            "watch", "a.watch.test", "--once", "--state", damaged, "--allow-private", "--resolve",
                            "a.watch.test=127.0.0.1:1",
                        ])
                else { return }
                #expect(made.status == 2)
                var bytes = try Array(Data(contentsOf: URL(fileURLWithPath: damaged)))
                #expect(bytes.count >= 8192, "a state file of at least two pages")
                for k in 0..<100 where bytes.count > 4096 + k { bytes[4096 + k] = 0xFF }
                try directory.write("damaged.sqlite", bytes)
                for (path, says) in [
                    (garbage, "not an SQLite database"), (other, "another program"), (damaged, "malformed"),
                ] {
                    let before = try Data(contentsOf: URL(fileURLWithPath: path))
                    let run = try #require(
                        try await ULinksCommand.run(
                            [
                                "watch", "a.watch.test", "--once", "--state", path, "--allow-private", "--resolve",
                                "a.watch.test=127.0.0.1:1",
                            ]))
                    #expect(run.status == 1, "\(path): \(run.errors)")
                    #expect(run.errors.contains("--state \(path): "), "\(run.errors)")
                    #expect(run.errors.contains(says), "\(run.errors)")
                    #expect(run.errors.contains("left as it is"), "\(run.errors)")
                    #expect(run.text.isEmpty, "nothing checked")
                    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before, "\(path) is unchanged")
                }
            }

            @Test func appleCDNIsReadAsAppleWritesIt() async throws {
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                let hostile = "SWCERR00101 Bad HTTP Response: <b>403</b> & " + String(repeating: "x", count: 5000)
                servers.cdnRoute.value = { domain in
                    switch domain {
                    case "cdnfail.watch.test":
                        .status(
                            .notFound,
                            headers: [
                                ("Apple-Failure-Reason", "SWCERR00301 Timeout"),
                                (
                                    "Apple-Failure-Details",
                                    #"{"cause":"context deadline exceeded (Client.Timeout exceeded while awaiting headers)"}"#
                                ),
                                ("Apple-Try-Direct", "true"), ("Cache-Control", "max-age=3600,public"),
                            ])
                    case "stale.watch.test":
                        .json(
                            CheckerFixture.staleFile,
                            extra: [
                                ("Age", "518400"), ("Cache-Control", "max-age=21600,public"),
                                ("Apple-Origin-Format", "json"),
                            ])
                    case "redir.watch.test":
                        .json(
                            CheckerFixture.file(),
                            extra: [
                                (
                                    "Apple-From",
                                    "https://redir.watch.test/.well-known/apple-app-site-association, https://www.redir.watch.test/.well-known/apple-app-site-association"
                                ),
                                ("Age", "60"), ("Age", "99999999999999999999999"),
                            ])
                    case "hostile.watch.test":
                        .status(.notFound, headers: [("Apple-Failure-Reason", hostile), ("Age", "-5")])
                    default:
                        .json(
                            CheckerFixture.file(),
                            extra: [("Apple-From", "https://\(domain)/.well-known/apple-app-site-association")])
                    }
                }
                let hosts = [
                    "good.watch.test", "cdnfail.watch.test", "stale.watch.test", "redir.watch.test",
                    "hostile.watch.test",
                ]
                let state = directory.path("state.sqlite")
                let arguments =
                    ["watch"] + hosts + [
                        "--once", "--cdn", "--cdn-grace", "0", "--format", "json", "--state", state, "--webhook",
                        receiver.url, "--alert-first",
                    ]
                    + servers.flags(hosts)
                func reasons(_ run: ProcessRun) throws -> [String: [[String: Any]]] {
                    var out: [String: [[String: Any]]] = [:]
                    for line in run.text.split(separator: "\n") {
                        let object = try #require(
                            try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                        out[try #require(object["domain"] as? String)] = object["reasons"] as? [[String: Any]] ?? []
                    }
                    return out
                }
                guard let first = try await ULinksCommand.run(arguments) else { return }
                #expect(first.status == 1, "\(first.errors)")
                let one = try reasons(first)
                #expect(one["good.watch.test"]?.isEmpty == true)
                let failure = try #require(one["cdnfail.watch.test"]?.first)
                #expect(failure["id"] as? String == "cdn-failure")
                let message = try #require(failure["message"] as? String)
                #expect(
                    message.contains(
                        "Apple's CDN holds a failure (404): SWCERR00301 Timeout (timeout: your server did not answer"),
                    "\(message)")
                #expect(
                    message.contains("Client.Timeout exceeded") && message.contains("Apple-Try-Direct: true"),
                    "\(message)")
                #expect(one["stale.watch.test"]?.isEmpty == true, "differing since now: within the grace")
                #expect(one["redir.watch.test"]?.compactMap { $0["id"] as? String } == ["cdn-redirect"])
                #expect(
                    (one["redir.watch.test"]?.first?["message"] as? String)?.contains(
                        "through 1 redirect: https://redir.watch.test/") == true)
                let hostileMessage = try #require(one["hostile.watch.test"]?.first?["message"] as? String)
                #expect(hostileMessage.count <= 601, "bounded: \(hostileMessage.count)")
                // The report keeps Apple's headers as received, bounded, and read.
                #expect(first.text.contains("\"failureReason\":\"SWCERR00301 Timeout\""))
                #expect(first.text.contains("\"tryDirect\":true"))
                #expect(first.text.contains("\"originFormat\":\"json\""))
                #expect(!first.text.contains(String(repeating: "x", count: 600)), "no header value kept past its bound")

                // Later: the CDN copy still differs, now for longer than the grace (0 s).
                guard let second = try await ULinksCommand.run(arguments) else { return }
                let stale = try #require(try reasons(second)["stale.watch.test"]?.first)
                #expect(stale["id"] as? String == "cdn-stale")
                let staleMessage = try #require(stale["message"] as? String)
                #expect(staleMessage.contains("has differed from the origin for"), "\(staleMessage)")
                #expect(staleMessage.contains("the CDN fetched its copy 6 days ago"), "\(staleMessage)")
                #expect(staleMessage.contains(CheckerFixture.appID), "\(staleMessage)")

                // Slack text escapes what the CDN said.
                try await Self.waitUntil {
                    receiver.transitions.contains { $0.domain == "stale.watch.test" && $0.to == "warning" }
                }
                let texts = receiver.posts.value.compactMap { $0.json?["text"] as? String }
                let hostileText = try #require(texts.first { $0.hasPrefix("hostile.watch.test") })
                #expect(hostileText.contains("&lt;b&gt;403&lt;/b&gt; &amp; x"), "\(hostileText.prefix(300))")
                #expect(!hostileText.contains("<b>"))
                #expect(
                    receiver.transitions.filter { $0.domain == "good.watch.test" }.count == 1,
                    "one webhook for good, not two")
                await receiver.stop()
                await servers.stop()
            }

            @Test func webhooksThatFailOrHangAreRetriedWithoutHoldingUpChecks() async throws {
                let servers = try await WatchServers.start()
                let flaky = try await TestWebhookReceiver.start()
                let hanging = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                flaky.mode.value = .fail(status: 500, count: 2)
                hanging.mode.value = .hang
                let hosts = ["one.watch.test", "two.watch.test"]
                let arguments =
                    hosts + [
                        "--interval", "0.3", "--format", "json", "--webhook", hanging.url, "--webhook", flaky.url,
                        "--webhook-backoff", "0.2", "--webhook-timeout", "2", "--alert-first",
                    ] + servers.flags(hosts)
                guard let watch = try WatchRun.start(arguments, in: directory) else { return }
                let clock = ContinuousClock()
                let start = clock.now
                try await watch.waitFor("one.watch.test", count: 1, timeout: .seconds(30))
                try await watch.waitFor("two.watch.test", count: 1, timeout: .seconds(30))
                #expect(clock.now - start < .seconds(15), "the first transitions do not wait for the hanging webhook")
                // Rounds keep coming while the hanging webhook holds its deliveries.
                try await Self.waitUntil { watch.process.log.contains("round 5:") }
                #expect(watch.process.log.contains("round 5:"), "\(watch.process.log)")
                // The flaky webhook got each transition once, after its two 500s.
                try await Self.waitUntil { flaky.posts.value.count >= 2 }
                #expect(flaky.posts.value.count == 2)
                #expect(flaky.requests.value == 4, "two failures, then one request per transition")
                #expect(Set(flaky.transitions.map(\.domain)) == Set(hosts))
                servers.route.value = { _, _ in .notFound }
                try await watch.waitFor("one.watch.test", count: 2)
                try await Self.waitUntil { flaky.posts.value.count >= 4 }
                #expect(
                    flaky.transitions.map { "\($0.from)>\($0.to)" }.sorted() == [
                        "ok>failing", "ok>failing", "unknown>ok", "unknown>ok",
                    ])
                let retried = "webhook \(hanging.url): no answer within 2 s; retrying"
                try await Self.waitUntil { watch.process.log.contains(retried) }
                #expect(watch.process.log.contains(retried), "\(watch.process.log)")
                #expect(try await watch.stop() == 0)
                #expect(hanging.posts.value.isEmpty)
                await flaky.stop()
                await hanging.stop()
                await servers.stop()
            }

            @Test func androidExpectationsAreDecidedAgainstTheServedAssetLinks() async throws {
                let servers = try await WatchServers.start()
                let statements = """
                    [{"relation": ["delegate_permission/common.handle_all_urls"], "target": {"namespace": "android_app",
                      "package_name": "com.example.app", "sha256_cert_fingerprints": ["\(AndroidFixture.print)"]},
                      "relation_extensions": {"delegate_permission/common.handle_all_urls": {"dynamic_app_link_components": [
                        {"/": "/help/*", "exclude": true}, {"/": "/*"}]}}}]
                    """
                servers.route.value = { _, path in
                    path == "/.well-known/assetlinks.json" ? .json(statements) : WatchServers.serveFile(path)
                }
                let host = "droid.watch.test"
                guard
                    let run = try await ULinksCommand.run(
                        [
                            "watch", host, "--once", "--format", "json", "--expect-android",
                            "https://\(host)/buy/1=com.example.app",
                            "--expect-android", "https://\(host)/help/faq=browser", "--expect-android",
                            "https://\(host)/help/x=com.example.app",
                            "--expect", "https://\(host)/help/y=browser",
                        ] + servers.flags([host]))
                else { return }
                #expect(run.status == 1, "\(run.errors)")
                let object = try #require(try JSONSerialization.jsonObject(with: Data(run.output)) as? [String: Any])
                let reasons = object["reasons"] as? [[String: Any]] ?? []
                #expect(reasons.compactMap { $0["id"] as? String } == ["expectation"], "\(reasons)")
                let message = try #require(reasons.first?["message"] as? String)
                #expect(message.contains("https://\(host)/help/x (Android) should open com.example.app"), "\(message)")
                #expect(
                    (object["report"] as? [String: Any])?["android"] is [String: Any], "assetlinks.json was fetched")
                await servers.stop()
            }

            /// Polls `condition` every 100 ms for up to `timeout`.
            static func waitUntil(timeout: Duration = .seconds(60), _ condition: @Sendable () -> Bool) async throws {
                let start = ContinuousClock.now
                while !condition() && ContinuousClock.now - start < timeout {
                    try await Task.sleep(for: .milliseconds(100))
                }
            }
        }
    }
#endif
