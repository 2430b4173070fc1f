#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinksChecker

    extension CheckerTests {
        /// The console's Watch tab in headless Chromium (Tests/ConsoleBrowser/console_watch.py), as the other tabs
        /// are tested: `ulinks serve --watch` with a hosted domain, a registered domain that goes from ok to
        /// failing, and one whose CDN answer carries hostile header values. Screenshots go to
        /// .build/test-output/console-watch; with ULINKS_CONSOLE_DOCS=1 the tab's also to Docs/console/watch.png and
        /// the newest transition's to Docs/images/watch-transition.png. The transition leads with its reasons,
        /// one line per change, and aligns the two reports by check id and URL (issue 34.8).
        @Suite("Console Watch tab in Chromium", .serialized)
        struct ServeWatchConsoleTests {
            static let steps = ["w1-token", "w2-list", "w3-transition"]
            static let hostile = "hostile.watch.test"

            @Test(.timeLimit(.minutes(4))) func watchTabInChromium() async throws {
                guard let tools = try SeleniumTools.find() else { return }
                let (chromium, driver, python) = (tools.chromium, tools.driver, tools.python)
                let servers = try await WatchServers.start()
                let directory = try TemporaryDirectory("ulinks-serve-watch-console")
                defer { directory.remove() }
                let behaviour = LockedBox<TestHTTPSServer.Route>({ _, path in WatchServers.serveFile(path) })
                _ = ServeWatchTests.counting(servers, behaviour)
                servers.cdnRoute.value = { domain in
                    domain == Self.hostile
                        ? .status(
                            .notFound,
                            headers: [
                                (
                                    "Apple-Failure-Reason",
                                    "SWCERR00101 Bad HTTP Response: <img src=x onerror=alert(1)><script>alert(2)</script>"
                                ),
                                ("Apple-Failure-Details", String(repeating: "<b>long</b>", count: 400)),
                            ])
                        : .json(CheckerFixture.file())
                }
                guard
                    let serve = try await ServeWatch.start(
                        servers, store: ["--store", directory.path("store.sqlite")],
                        registered: [ServeWatchTests.other, Self.hostile], webhook: nil, interval: 1, in: directory)
                else { return }
                defer { serve.process.stop() }
                _ = try await serve.request(
                    "PUT", "/admin/v1/domains/\(ServeWatchTests.hosted)/aasa", body: Array(CheckerFixture.file().utf8))
                // other.watch.test pins /buy/secret (excluded) to the browser and /buy/1 to the app.
                let app = WatchServers.appID
                let browserURL = "https://\(ServeWatchTests.other)/buy/secret"
                let registrations = [
                    ServeWatchTests.other:
                        #"{"app": "\#(app)", "expect": ["\#(browserURL)=browser", "https://\#(ServeWatchTests.other)/buy/1=\#(app)"]}"#,
                    Self.hostile: #"{"app": "\#(app)"}"#,
                ]
                for (domain, json) in registrations {
                    #expect(try await serve.admin("PUT", "/admin/v1/watch/\(domain)", json: json).status == 201)
                }
                try await serve.waitFor(ServeWatchTests.other, state: "ok")
                try await serve.waitFor(Self.hostile, state: "failing")
                try await Task.sleep(for: .seconds(2))
                behaviour.value = { host, path in
                    host.hasPrefix(ServeWatchTests.other)
                        ? .json("<!DOCTYPE html><html><body>app shell</body></html>", contentType: "text/html")
                        : WatchServers.serveFile(path)
                }
                try await serve.waitFor(ServeWatchTests.other, state: "failing")

                let root = PackageRoot.url
                let output =
                    ProcessInfo.processInfo.environment["ULINKS_TEST_OUTPUT"].map { URL(fileURLWithPath: $0) }
                    ?? root.appendingPathComponent(".build/test-output")
                let screenshots = output.appendingPathComponent("console-watch")
                var environment = ProcessInfo.processInfo.environment
                environment["ULINKS_ADMIN_TOKEN"] = ServeWatch.token
                environment["SE_OFFLINE"] = "true"
                let docs =
                    environment["ULINKS_CONSOLE_DOCS"] != nil
                    ? ["--docs", root.path + "/Docs/console", "--images", root.path + "/Docs/images"] : []
                let script = [
                    root.appendingPathComponent("Tests/ConsoleBrowser/console_watch.py").path,
                    "--url", "https://127.0.0.1:\(serve.port)/", "--screenshots", screenshots.path,
                    "--chromium", chromium.path, "--chromedriver", driver.path,
                    "--failing", ServeWatchTests.other, "--hostile", Self.hostile, "--browser-url", browserURL,
                ]
                /// Runs the script and expects each of `steps` to have run and passed.
                func expectSteps(_ steps: [String], _ extra: [String]) async throws {
                    let run = try await Subprocess.run(python, script + extra, environment: environment)
                    print("console watch screenshots: \(screenshots.path)")
                    SeleniumTools.expectSteps(steps, of: run, script: "console_watch.py")
                }
                try await expectSteps(Self.steps, docs)

                // A change of cause (issue 34.6): the HTML becomes a redirect; the domain stays failing, and the
                // Watch tab shows the entry as "failing for other reasons", not "failing → failing".
                behaviour.value = { host, path in
                    host.hasPrefix(ServeWatchTests.other)
                        ? .status(.movedPermanently, headers: [("Location", "https://www.\(host)\(path)")])
                        : WatchServers.serveFile(path)
                }
                var cause = false
                for _ in 0..<120 where !cause {
                    let detail = try await serve.admin("GET", "/admin/v1/watch/\(ServeWatchTests.other)")
                    cause = (detail.body?["history"] as? [[String: Any]])?.last?["event"] as? String == "reasons"
                    if !cause { try await Task.sleep(for: .milliseconds(500)) }
                }
                try #require(cause, "no change of cause recorded in 60 s")
                try await expectSteps(["w1-token", "w4-cause"], ["--cause"] + docs)
            }
        }
    }
#endif
