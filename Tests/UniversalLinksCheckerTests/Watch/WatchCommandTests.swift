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
                [host, "--interval", "0.3", "--format", "json", "--state", state, "--webhook", receiver.url, "--app", Self.app,
                 "--expect", "https://\(host)/buy/1=\(Self.app)", "--timeout", "5"] + servers.flags([host])
            guard let watch = try WatchRun.start(arguments, in: directory) else { return }
            // Each step: what the origin does now, and the transition it must cause.
            let steps: [(String, @Sendable () -> Void, String, [String])] = [
                ("good", {}, "unknown>ok", []),
                ("redirect", {
                    servers.route.value = { _, path in
                        .status(.movedPermanently, headers: [("Location", "https://www.flip.watch.test\(path)")])
                    }
                }, "ok>failing", ["redirect"]),
                ("good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } }, "failing>ok", []),
                ("HTML at the path", {
                    servers.route.value = { _, _ in
                        .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                    }
                }, "ok>failing", ["content-type", "not-json"]),
                ("good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } }, "failing>ok", []),
                ("app ID removed", {
                    servers.route.value = { _, path in WatchServers.serveFile(path, app: CheckerFixture.otherApp) }
                }, "ok>failing", ["app-missing", "expectation"]),
                ("good again", { servers.route.value = { _, path in WatchServers.serveFile(path) } }, "failing>ok", []),
                ("expectation flips", {
                    servers.route.value = { _, path in path == MainRoutes.wellKnown ? .json(Self.excludingFile) : .notFound }
                }, "ok>failing", ["expectation"]),
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
            guard let history = try await ULinksCommand.run(["watch", "--history", host, "--state", state, "--format", "json"])
            else { return }
            #expect(history.status == 0, "\(history.errors)")
            let document = try #require(try JSONSerialization.jsonObject(with: Data(history.output)) as? [String: Any])
            #expect(document["state"] as? String == "warning")
            let transitions = try #require(document["transitions"] as? [[String: Any]])
            #expect(transitions.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" } == printed)
            #expect(transitions.allSatisfy { ($0["report"] as? [String: Any])?["domain"] as? String == host })
            let text2 = try #require(try await ULinksCommand.run(["watch", "--history", host, "--state", state]))
            #expect(text2.text.contains("flip.watch.test: warning since"), "\(text2.text)")
            #expect(text2.text.contains("failing -> warning  (tls-expiring)"), "\(text2.text)")

            // A restart with the same state file does not alert again.
            let posted = receiver.posts.value.count
            guard let restart = try await ULinksCommand.run(
                ["watch", host, "--once", "--format", "json", "--state", state, "--webhook", receiver.url, "--app", Self.app]
                    + servers.flags([host]))
            else { return }
            #expect(restart.status == 0, "warning exits 0: \(restart.text)\(restart.errors)")
            #expect(restart.text.contains("\"state\":\"warning\""))
            try await Task.sleep(for: .seconds(1))
            #expect(receiver.posts.value.count == posted, "no webhook for a state that did not change")
            await receiver.stop()
            await servers.stop()
        }

        /// Polls `condition` every 100 ms for up to `timeout`.
        static func waitUntil(timeout: Duration = .seconds(60), _ condition: @Sendable () -> Bool) async throws {
            let start = ContinuousClock.now
            while !condition() && ContinuousClock.now - start < timeout { try await Task.sleep(for: .milliseconds(100)) }
        }
    }
}
#endif
