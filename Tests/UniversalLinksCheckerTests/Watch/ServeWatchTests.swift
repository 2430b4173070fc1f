#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// `ulinks serve --watch`, the real binary: a hosted domain watched through the CDN stand-in with the
        /// server as its origin, a registered domain on a loopback HTTPS origin whose behaviour the test changes,
        /// webhooks to a loopback receiver; then two replicas on the real PostgreSQL sharing the work.
        @Suite("ulinks serve --watch", .serialized)
        struct ServeWatchTests {
            static let app = WatchServers.appID
            static let hosted = "app.watch.test"
            static let other = "other.watch.test"
            static let v1 = CheckerFixture.file()
            static let v2 = CheckerFixture.file(paths: ["/buy/*", "/new/*"])

            /// The origin counts the well-known fetches per host and answers as `behaviour` says.
            static func counting(_ servers: WatchServers, _ behaviour: LockedBox<TestHTTPSServer.Route>) -> LockedBox<
                [String: Int]
            > {
                let counts = LockedBox<[String: Int]>([:])
                servers.route.value = { host, path in
                    if path == MainRoutes.wellKnown { counts.withValue { $0[host, default: 0] += 1 } }
                    return behaviour.value(host, path)
                }
                return counts
            }

            /// The CDN stand-in serves `bytes` for the hosted domain (the copy it holds), the fixture file otherwise.
            static func cdnHolds(_ servers: WatchServers, _ bytes: LockedBox<String>) {
                servers.cdnRoute.value = { domain in
                    domain == hosted
                        ? .json(bytes.value, extra: [("Age", "120"), ("Cache-Control", "max-age=3600,public")])
                        : .json(CheckerFixture.file())
                }
            }

            static let registration = """
                {"app": "\(app)", "expect": ["https://\(other)/buy/1=\(app)", "https://\(other)/help=browser"],
                 "urls": ["https://\(other)/buy/2"], "webhooks": ["WEBHOOK"]}
                """

            @Test(.timeLimit(.minutes(4))) func watchesHostedAndRegisteredDomains() async throws {
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-serve-watch")
                defer { directory.remove() }
                let behaviour = LockedBox<TestHTTPSServer.Route>({ _, path in WatchServers.serveFile(path) })
                _ = Self.counting(servers, behaviour)
                let cdn = LockedBox(Self.v1)
                Self.cdnHolds(servers, cdn)
                guard
                    let serve = try await ServeWatch.start(
                        servers, store: ["--store", directory.path("store.sqlite")], registered: [Self.other],
                        webhook: receiver.url, in: directory)
                else { return }
                defer { serve.process.stop() }

                #expect(
                    try await serve.request("PUT", "/admin/v1/domains/\(Self.hosted)/aasa", body: Array(Self.v1.utf8))
                        .status == 201)
                let mine = "http://127.0.0.1:\(receiver.port)/mine"
                let put = try await serve.admin(
                    "PUT", "/admin/v1/watch/\(Self.other)",
                    json: Self.registration.replacingOccurrences(of: "WEBHOOK", with: mine))
                #expect(put.status == 201, "\(put)")
                let registered = try #require(put.body?["registration"] as? [String: Any])
                #expect(
                    registered["expect"] as? [String] == [
                        "https://\(Self.other)/buy/1=\(Self.app)", "https://\(Self.other)/help=browser",
                    ])
                try await serve.waitFor(Self.other, state: "ok")
                let hostedEntry = try await serve.waitFor(Self.hosted, state: "ok")
                #expect(hostedEntry["hosted"] as? Bool == true)
                #expect(hostedEntry["cdnAge"] as? Int == 120)

                // HTML at the path: failing, with the reasons, the report and what changed.
                behaviour.value = { _, _ in
                    .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                }
                let failing = try await serve.waitFor(Self.other, state: "failing")
                let ids = (failing["reasons"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
                #expect(ids.contains("content-type") && ids.contains("not-json"), "\(ids)")
                let detail = try await serve.admin("GET", "/admin/v1/watch/\(Self.other)")
                let history = try #require(detail.body?["history"] as? [[String: Any]])
                #expect(history.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == ["unknown>ok", "ok>failing"])
                #expect(history.allSatisfy { $0["report"] is [String: Any] }, "the full report at each change")
                let changes = history.last?["changes"] as? [String] ?? []
                // The reasons lead, one line per change: the content type is said once (issue 34.8).
                #expect(
                    changes.first?.hasPrefix("content-type appeared: Content-Type: text/html") == true, "\(changes)")
                #expect(changes.filter { $0.contains("text/html") }.count == 1, "\(changes)")
                #expect(!changes.contains { $0.contains("size changed") || $0.contains("apps changed") }, "\(changes)")

                // The webhooks: every domain's to the server's, the registered domain's also to its own; none twice.
                // The first states (ok) are recorded, not alerted.
                try await WatchCommandTests.waitUntil { receiver.posts.value.filter { $0.path == "/mine" }.count >= 1 }
                try await Task.sleep(for: .seconds(3))
                let posts = receiver.posts.value
                let hook = posts.filter { $0.path == "/hook" }.compactMap(\.json).map {
                    "\($0["domain"] ?? "") \($0["from"] ?? "")>\($0["to"] ?? "")"
                }
                #expect(hook.sorted() == ["\(Self.other) ok>failing"], "\(hook)")
                #expect(posts.filter { $0.path == "/mine" }.compactMap { $0.json?["to"] as? String } == ["failing"])

                // A change of cause (HTML, then a redirect): an entry of the history and of the registration's own
                // webhook, which asked for them; not of the server's, which did not.
                let causes = try await serve.admin(
                    "PUT", "/admin/v1/watch/\(Self.other)",
                    json: Self.registration.replacingOccurrences(of: "WEBHOOK", with: mine).replacingOccurrences(
                        of: "\"webhooks\"", with: "\"webhookCauses\": true, \"webhooks\""))
                #expect(
                    causes.status == 200
                        && causes.body?["registration"].flatMap { $0 as? [String: Any] }?["webhookCauses"] as? Bool
                            == true,
                    "\(causes)")
                behaviour.value = { _, path in
                    .status(.movedPermanently, headers: [("Location", "https://www.\(Self.other)\(path)")])
                }
                // Waits for the event itself: on a loaded machine a delivery past its timeout is retried (at least
                // once), so a count of posts could be reached by a repeat.
                try await WatchCommandTests.waitUntil {
                    receiver.posts.value.contains { $0.path == "/mine" && $0.json?["event"] as? String == "reasons" }
                }
                let cause = try #require(
                    receiver.posts.value.last { $0.path == "/mine" && $0.json?["event"] as? String == "reasons" }?.json)
                #expect(cause["event"] as? String == "reasons" && cause["to"] as? String == "failing", "\(cause)")
                #expect(
                    (cause["previousReasons"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                        "content-type", "not-json",
                    ])
                #expect(
                    (cause["text"] as? String)?.hasPrefix("\(Self.other) is still *failing*, for other reasons")
                        == true,
                    "\(cause)")
                let causeHistory =
                    try await serve.admin("GET", "/admin/v1/watch/\(Self.other)").body?["history"] as? [[String: Any]]
                    ?? []
                #expect(
                    causeHistory.map { "\($0["event"] ?? "") \($0["from"] ?? "")>\($0["to"] ?? "")" } == [
                        "transition unknown>ok", "transition ok>failing", "reasons failing>failing",
                    ])
                // One timestamp, one rounding (issue 37.8): each webhook's `at` is the stored history's.
                let storedAt = Set(causeHistory.compactMap { $0["at"] as? String })
                let postedAt = Set(
                    receiver.posts.value.filter { $0.path == "/mine" }.compactMap { $0.json?["at"] as? String })
                #expect(!postedAt.isEmpty && postedAt.isSubset(of: storedAt), "\(postedAt) \(storedAt)")
                #expect(
                    !receiver.posts.value.contains { $0.path == "/hook" && $0.json?["event"] as? String == "reasons" },
                    "the server's webhook did not ask")
                behaviour.value = { _, _ in
                    .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                }

                // After a publish, the CDN still holds version 1; once it serves version 2, its propagation time is recorded.
                #expect(
                    try await serve.request("PUT", "/admin/v1/domains/\(Self.hosted)/aasa", body: Array(Self.v2.utf8))
                        .status == 201)
                try await Task.sleep(for: .milliseconds(1500))
                let before = try await Self.versions(serve)
                #expect(before.count == 2 && before[1]["cdnPropagatedAt"] == nil, "\(before)")
                #expect(before.first?["cdnPropagatedAt"] != nil, "version 1 was served by the CDN")
                cdn.value = Self.v2
                let propagated = try await Self.waitForPropagation(serve, version: 2)
                #expect((propagated["cdnPropagationSeconds"] as? Double ?? 0) >= 1.4, "\(propagated)")

                // /metrics: the per-domain gauges.
                let metrics = String(decoding: try await serve.request("GET", "/metrics").body, as: UTF8.self)
                #expect(metrics.contains("ulinks_watch_state{domain=\"\(Self.other)\"} 2"), "\(metrics)")
                #expect(metrics.contains("ulinks_watch_state{domain=\"\(Self.hosted)\"} 0"))
                #expect(metrics.contains("ulinks_watch_cdn_age_seconds{domain=\"\(Self.hosted)\"} 120"))
                #expect(metrics.contains("ulinks_watch_cdn_propagation_seconds{domain=\"\(Self.hosted)\"} "))
                #expect(metrics.contains("ulinks_watch_certificate_expiry_seconds{domain=\"\(Self.other)\"} "))

                // Bad input: JSON errors, nothing registered.
                for (path, body, code) in [
                    ("/admin/v1/watch/\(Self.other)", "not json", "bad-json"),
                    (
                        "/admin/v1/watch/\(Self.other)", #"{"expect": ["https://evil.example/x=browser"]}"#,
                        "bad-expectation"
                    ),
                    (
                        "/admin/v1/watch/\(Self.other)", #"{"expect": ["https://other.watch.test/x=notanapp"]}"#,
                        "bad-expectation"
                    ),
                    ("/admin/v1/watch/\(Self.other)", #"{"webhooks": ["ftp://example.com/x"]}"#, "bad-webhook"),
                    ("/admin/v1/watch/\(Self.other)", #"{"urls": ["https://evil.example/"]}"#, "bad-url"),
                    ("/admin/v1/watch/bad_host!", "{}", "bad-host"),
                    (
                        "/admin/v1/watch/\(Self.other)", #"{"aasa": false, "app": "ABCDE12345.com.example.app"}"#,
                        "bad-aasa"
                    ),
                    (
                        "/admin/v1/watch/\(Self.other)",
                        #"{"aasa": false, "expect": ["https://other.watch.test/x=browser"]}"#, "bad-aasa"
                    ),
                ] {
                    let answer = try await serve.admin("PUT", path, json: body)
                    #expect(answer.status == 400 && answer.body?["error"] as? String == code, "\(body): \(answer)")
                    #expect((answer.body?["message"] as? String)?.isEmpty == false)
                }
                #expect(try await serve.admin("DELETE", "/admin/v1/watch/unknown.watch.test").status == 404)
                #expect(try await serve.admin("DELETE", "/admin/v1/watch/\(Self.other)").status == 204)
                #expect(try await serve.listing()[Self.other] == nil)
                // A hosted domain registered (for its expectations) and unregistered stays watched, its state kept:
                // no second first-transition.
                let registerHosted = try await serve.admin(
                    "PUT", "/admin/v1/watch/\(Self.hosted)", json: #"{"app": "\#(Self.app)"}"#)
                #expect(registerHosted.status == 201)
                #expect(try await serve.admin("DELETE", "/admin/v1/watch/\(Self.hosted)").status == 204)
                try await Task.sleep(for: .seconds(3))
                #expect(try await serve.listing()[Self.hosted]?["state"] as? String == "ok")
                let hostedHistory =
                    try await serve.admin("GET", "/admin/v1/watch/\(Self.hosted)").body?["history"] as? [[String: Any]]
                #expect(hostedHistory?.count == 1, "\(hostedHistory ?? [])")
            }

            @Test(.timeLimit(.minutes(4))) func replicasOnPostgreSQLShareTheWork() async throws {
                guard let url = ProcessInfo.processInfo.environment["ULINKS_TEST_POSTGRES_URL"], !url.isEmpty else {
                    print(
                        "note: ULINKS_TEST_POSTGRES_URL is not set; skipping the serve --watch replica test (scripts/start-postgres.sh starts one)"
                    )
                    return
                }
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-serve-watch-pg")
                defer { directory.remove() }
                let behaviour = LockedBox<TestHTTPSServer.Route>({ _, path in WatchServers.serveFile(path) })
                let counts = Self.counting(servers, behaviour)
                let cdn = LockedBox(Self.v1)
                Self.cdnHolds(servers, cdn)
                let store = [
                    "--database", url, "--database-schema", "watch_\(UUID().uuidString.prefix(8).lowercased())",
                ]
                guard
                    let a = try await ServeWatch.start(
                        servers, store: store, registered: [Self.other], webhook: receiver.url, in: directory),
                    let b = try await ServeWatch.start(
                        servers, store: store, registered: [Self.other], webhook: receiver.url, in: directory)
                else { return }
                defer {
                    a.process.stop()
                    b.process.stop()
                }
                #expect(
                    try await a.request("PUT", "/admin/v1/domains/\(Self.hosted)/aasa", body: Array(Self.v1.utf8))
                        .status == 201)
                let put = try await b.admin(
                    "PUT", "/admin/v1/watch/\(Self.other)",
                    json: Self.registration.replacingOccurrences(of: "WEBHOOK", with: receiver.url + "?own"))
                #expect(put.status == 201, "\(put)")
                for replica in [a, b] {
                    try await replica.waitFor(Self.other, state: "ok")
                    try await replica.waitFor(Self.hosted, state: "ok")
                }

                // One check per domain per interval (2 s) across both replicas: over 10 s, 4 to 6 fetches (12 or so
                // if each replica checked on its own).
                let start = counts.value[Self.other] ?? 0
                try await Task.sleep(for: .seconds(10))
                let checks = (counts.value[Self.other] ?? 0) - start
                #expect((3...6).contains(checks), "\(checks) checks of \(Self.other) in 10 s at a 2 s interval")

                behaviour.value = { _, path in
                    .status(.movedPermanently, headers: [("Location", "https://www.\(Self.other)\(path)")])
                }
                try await a.waitFor(Self.other, state: "failing")
                try await b.waitFor(Self.other, state: "failing")
                let historyA =
                    try await a.admin("GET", "/admin/v1/watch/\(Self.other)").body?["history"] as? [[String: Any]] ?? []
                let historyB =
                    try await b.admin("GET", "/admin/v1/watch/\(Self.other)").body?["history"] as? [[String: Any]] ?? []
                #expect(historyA.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == ["unknown>ok", "ok>failing"])
                #expect(
                    historyA.map { $0["at"] as? String ?? "" } == historyB.map { $0["at"] as? String ?? "" },
                    "the same history from both")
                try await Task.sleep(for: .seconds(3))
                let failingPosts = receiver.posts.value.filter { $0.path == "/hook" }.compactMap(\.json).filter {
                    $0["domain"] as? String == Self.other && $0["to"] as? String == "failing"
                }
                #expect(failingPosts.count == 1, "one webhook for one transition, whichever replica saw it")

                // A publish through one replica; the propagation time shows in the other's version list.
                #expect(
                    try await b.request("PUT", "/admin/v1/domains/\(Self.hosted)/aasa", body: Array(Self.v2.utf8))
                        .status == 201)
                try await Task.sleep(for: .milliseconds(1500))
                cdn.value = Self.v2
                let propagated = try await Self.waitForPropagation(a, version: 2)
                #expect((propagated["cdnPropagationSeconds"] as? Double ?? 0) >= 1.4, "\(propagated)")
                #expect(
                    try await Self.versions(b).last?["cdnPropagatedAt"] as? String == propagated["cdnPropagatedAt"]
                        as? String)
            }

            static func versions(_ serve: ServeWatch) async throws -> [[String: Any]] {
                try await serve.admin("GET", "/admin/v1/domains/\(hosted)/aasa/versions").body?["versions"]
                    as? [[String: Any]] ?? []
            }

            static func waitForPropagation(_ serve: ServeWatch, version: Int) async throws -> [String: Any] {
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .seconds(60) {
                    if let entry = try await versions(serve).first(where: { $0["version"] as? Int == version }),
                        entry["cdnPropagatedAt"] != nil
                    {
                        return entry
                    }
                    try await Task.sleep(for: .milliseconds(250))
                }
                throw ServeProcess.Failure(
                    description: "no propagation time for version \(version): \(serve.process.log.suffix(3000))")
            }
        }
    }
#endif
