#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// `ulinks watch`, the real binary: which changes are events, and which are alerted.
        @Suite("ulinks watch: changes of cause and first states")
        struct WatchEventTests {
            /// Issue 34 items 6 and 7: flip.watch.test goes HTML, then a redirect, then is fixed; good.watch.test is ok
            /// from the start. The failing first state is alerted, the ok one recorded only (said in the round line);
            /// the change of cause (HTML to redirect) is an event of its own, in the history and, with
            /// --webhook-causes, at the webhook.
            @Test func changesOfCauseAreEventsAndFirstStatesAreRecordedNotAlerted() async throws {
                let servers = try await WatchServers.start()
                let receiver = try await TestWebhookReceiver.start()
                let directory = try TemporaryDirectory("ulinks-watch")
                defer { directory.remove() }
                let (flip, good) = ("flip.watch.test", "good.watch.test")
                let html = LockedBox(true)
                servers.route.value = { host, path in
                    guard host == flip else { return WatchServers.serveFile(path) }
                    return html.value
                        ? .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                        : .status(.movedPermanently, headers: [("Location", "https://www.\(flip)\(path)")])
                }
                let state = directory.path("state.sqlite")
                let arguments =
                    [
                        flip, good, "--interval", "0.3", "--format", "json", "--state", state, "--webhook",
                        receiver.url,
                        "--webhook-causes", "--timeout", "5",
                    ] + servers.flags([flip, good])
                guard let watch = try WatchRun.start(arguments, in: directory) else { return }
                let first = try await watch.waitFor(flip, count: 1)
                #expect("\(first["from"] ?? "")>\(first["to"] ?? "")" == "unknown>failing")
                try await WatchCommandTests.waitUntil { watch.process.log.contains("round 2:") }
                #expect(
                    watch.process.log.contains(
                        "; 1 first state recorded, not alerted (not failing; --alert-first alerts it)"),
                    "\(watch.process.log)")
                html.value = false
                let cause = try await Self.waitForEvent(watch, flip, "reasons")
                #expect(cause["from"] as? String == "failing" && cause["to"] as? String == "failing", "\(cause)")
                #expect(WatchRun.reasons(cause) == ["redirect"])
                #expect(
                    (cause["previousReasons"] as? [[String: Any]])?.compactMap { $0["id"] as? String } == [
                        "content-type", "not-json",
                    ])
                try await WatchCommandTests.waitUntil { watch.process.log.contains("1 change of cause") }
                #expect(watch.process.log.contains("1 change of cause"), "the round line says it")
                servers.route.value = { _, path in WatchServers.serveFile(path) }
                let fixed = try await watch.waitFor(flip, count: 2)
                #expect("\(fixed["from"] ?? "")>\(fixed["to"] ?? "")" == "failing>ok")
                try await WatchCommandTests.waitUntil { receiver.posts.value.count >= 3 }
                try await Task.sleep(for: .seconds(1))
                #expect(try await watch.stop() == 0)
                #expect(watch.changes(good).isEmpty, "good's first state (ok) is not printed")
                let posted = receiver.posts.value.compactMap(\.json).map {
                    "\($0["event"] ?? "") \($0["domain"] ?? "") \($0["from"] ?? "")>\($0["to"] ?? "")"
                }
                #expect(
                    posted == [
                        "transition \(flip) unknown>failing", "reasons \(flip) failing>failing",
                        "transition \(flip) failing>ok",
                    ], "\(posted)")
                let causeText = receiver.posts.value.compactMap { $0.json?["text"] as? String }.dropFirst().first ?? ""
                #expect(
                    causeText.hasPrefix("\(flip) is still *failing*, for other reasons (was: content-type, not-json)"),
                    "\(causeText)")

                // --history: every change, the change of cause included; the ok first state recorded too.
                guard let history = try await ULinksCommand.run(["watch", "--history", flip, "--state", state]) else {
                    return
                }
                #expect(history.text.contains("unknown -> failing  (content-type, not-json)\n"), "\(history.text)")
                #expect(history.text.contains("failing -> failing  (redirect)\n"), "\(history.text)")
                #expect(history.text.contains("failing -> ok\n"), "\(history.text)")
                guard
                    let json = try await ULinksCommand.run([
                        "watch", "--history", flip, "--state", state, "--format", "json",
                    ]),
                    let goodHistory = try await ULinksCommand.run(["watch", "--history", good, "--state", state])
                else { return }
                let document = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
                let events = (document["transitions"] as? [[String: Any]] ?? []).compactMap { $0["event"] as? String }
                #expect(events == ["transition", "reasons", "transition"], "\(events)")
                #expect(goodHistory.text.contains("unknown -> ok"), "\(goodHistory.text)")
                await receiver.stop()
                await servers.stop()
            }

            /// Waits for `domain`'s first printed event of kind `event` (`--format json`).
            static func waitForEvent(_ watch: WatchRun, _ domain: String, _ event: String) async throws -> [String: Any]
            {
                let start = ContinuousClock.now
                while ContinuousClock.now - start < .seconds(60) {
                    if let found = watch.process.lines().first(where: {
                        $0["event"] as? String == event && $0["domain"] as? String == domain
                    }) {
                        return found
                    }
                    try await Task.sleep(for: .milliseconds(100))
                }
                throw ServeProcess.Failure(description: "no \(event) event of \(domain): \(watch.process.log)")
            }
        }
    }
#endif
