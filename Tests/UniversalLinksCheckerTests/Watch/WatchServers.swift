#if ULINKS_WATCH
    import Foundation
    import NIOSSL
    import ULinksTestSupport
    import UniversalLinksChecker

    /// Loopback servers for one `ulinks watch` test, whose behaviour the test changes while the watch runs: an
    /// origin for every `*.watch.test` host (its route and its certificate can be swapped), and a stand-in for
    /// Apple's CDN at `cdn.watch.test` answering with Apple's headers. The certificates come from the checker
    /// fixture's test CA.
    final class WatchServers: Sendable {
        static let appID = CheckerFixture.appID
        static let cdnBase = "https://cdn.watch.test/a/v1/"

        let fixture: CheckerFixture
        let origin: TestHTTPSServer
        let cdn: TestHTTPSServer
        /// How the origin answers (host, path); changed by the test.
        let route: LockedBox<TestHTTPSServer.Route>
        /// How the CDN stand-in answers, by the domain asked for.
        let cdnRoute: LockedBox<@Sendable (String) -> TestServerBehavior>
        /// The origin's certificate for new connections.
        let identity: LockedBox<NIOSSLContext>
        let good: NIOSSLContext

        private init(fixture: CheckerFixture, good: NIOSSLContext) async throws {
            self.fixture = fixture
            self.good = good
            let route = LockedBox<TestHTTPSServer.Route>({ _, path in Self.serveFile(path) })
            let cdnRoute = LockedBox<@Sendable (String) -> TestServerBehavior>({ _ in .json(CheckerFixture.file()) })
            let identity = LockedBox(good)
            self.route = route
            self.cdnRoute = cdnRoute
            self.identity = identity
            origin = try await TestHTTPSServer.start(identity: { identity.value }) { host, path in
                route.value(host, path)
            }
            cdn = try await TestHTTPSServer.start(tls: good) { _, path in
                path.hasPrefix("/a/v1/") ? cdnRoute.value(String(path.dropFirst(6))) : .notFound
            }
        }

        static func start() async throws -> WatchServers {
            let fixture = try await CheckerFixture.shared.value
            let good = try CheckerFixture.context(try fixture.pki.issue("watch", names: ["*.watch.test"], days: 60))
            return try await WatchServers(fixture: fixture, good: good)
        }

        /// A certificate for `*.watch.test` valid `days` more days.
        func certificate(days: Int) throws -> NIOSSLContext {
            try CheckerFixture.context(
                try fixture.pki.issue(
                    "watch-\(days)-\(UUID().uuidString.prefix(8))", names: ["*.watch.test"], days: days))
        }

        /// The fixture's valid file (listing `app`) at the well-known path, 404 elsewhere.
        static func serveFile(_ path: String, app: String = appID) -> TestServerBehavior {
            path == MainRoutes.wellKnown ? .json(CheckerFixture.file(app: app)) : .notFound
        }

        /// The flags that point `ulinks watch` at these servers for `hosts`.
        func flags(_ hosts: [String]) -> [String] {
            var flags = ["--ca", fixture.pki.caFile, "--allow-private", "--cdn-base", Self.cdnBase]
            for host in hosts { flags += ["--resolve", "\(host)=127.0.0.1:\(origin.port)"] }
            flags += ["--resolve", "cdn.watch.test=127.0.0.1:\(cdn.port)"]
            return flags
        }

        func stop() async {
            await origin.stop()
            await cdn.stop()
        }
    }

    /// A running `ulinks watch`: its events as they arrive, and a clean stop.
    struct WatchRun: Sendable {
        let process: ServeProcess

        static func start(_ arguments: [String], in directory: TemporaryDirectory) throws -> WatchRun? {
            guard let binary = ULinksCommand.requiredBinary() else { return nil }
            let log = directory.path("watch-\(UUID().uuidString.prefix(8)).log")
            return WatchRun(
                process: try ServeProcess(binary: binary, command: "watch", arguments: arguments, logPath: log))
        }

        /// The transition events printed so far (`--format json`), in order.
        var transitions: [[String: Any]] { process.lines().filter { $0["event"] as? String == "transition" } }

        /// The transitions of `domain`, as "from>to".
        func changes(_ domain: String) -> [String] {
            transitions.filter { $0["domain"] as? String == domain }.map { "\($0["from"] ?? "")>\($0["to"] ?? "")" }
        }

        /// Waits until `domain` has made `count` transitions; returns the last one.
        @discardableResult
        func waitFor(_ domain: String, count: Int, timeout: Duration = .seconds(60)) async throws -> [String: Any] {
            let start = ContinuousClock.now
            while ContinuousClock.now - start < timeout {
                let mine = transitions.filter { $0["domain"] as? String == domain }
                if mine.count >= count, let last = mine.last { return last }
                guard process.process.isRunning else { break }
                try await Task.sleep(for: .milliseconds(100))
            }
            throw ServeProcess.Failure(description: "\(domain) did not make \(count) transitions: \(process.log)")
        }

        /// The ids of a transition's reasons.
        static func reasons(_ event: [String: Any]) -> [String] {
            (event["reasons"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
        }

        /// SIGTERM, then waits for the exit; returns the exit status.
        func stop() async throws -> Int32 {
            let process = self.process
            await process.stopped()
            return process.process.terminationStatus
        }
    }
#endif
