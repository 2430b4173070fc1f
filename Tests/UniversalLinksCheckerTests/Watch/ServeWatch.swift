#if ULINKS_WATCH
    import Foundation
    import ULinksTestSupport

    /// A real `ulinks serve --watch` for a test: HTTPS on loopback with a `*.watch.test` certificate from the
    /// checker fixture's CA, the watch pointed at ``WatchServers`` (origins and Apple's CDN stand-in), and its
    /// admin API reached with the real `curl`.
    struct ServeWatch: Sendable {
        static let token = "serve-watch-test-token-0123456789"

        let process: ServeProcess
        let port: Int
        let caFile: String

        /// Starts a replica on `store` (`--store FILE` or `--database URL --database-schema S`).
        static func start(
            _ servers: WatchServers, store: [String], registered: [String], webhook: String?, interval: Double = 2,
            timeout: Double = 5, extra: [String] = [], in directory: TemporaryDirectory
        ) async throws -> ServeWatch? {
            guard let binary = ULinksCommand.requiredBinary() else { return nil }
            let identity = try servers.fixture.pki.issue(
                "serve-\(UUID().uuidString.prefix(8))", names: ["*.watch.test"], days: 60)
            let tokenFile = try directory.write("token-\(UUID().uuidString.prefix(8))", token)
            let port = try FreePort.next()
            var arguments =
                store + [
                    "--bind", "127.0.0.1:\(port)", "--tls-cert", identity.certificate, "--tls-key", identity.key,
                    "--admin-token-file", tokenFile, "--watch", "--watch-interval", "\(interval)",
                    "--watch-cdn-base", WatchServers.cdnBase, "--watch-ca", servers.fixture.pki.caFile,
                    "--watch-allow-private", "--watch-timeout", "\(timeout)", "--watch-webhook-backoff", "0.2",
                    "--watch-resolve", "cdn.watch.test=127.0.0.1:\(servers.cdn.port)",
                ]
            for host in registered { arguments += ["--watch-resolve", "\(host)=127.0.0.1:\(servers.origin.port)"] }
            if let webhook { arguments += ["--watch-webhook", webhook] }
            let process = try ServeProcess(
                binary: binary, arguments: arguments + extra, logPath: directory.path("serve-\(port).log"))
            try await process.waitUntilListening(port)
            return ServeWatch(process: process, port: port, caFile: servers.fixture.pki.caFile)
        }

        /// An admin request: the status and the JSON body (nil when there is none).
        func admin(_ method: String, _ path: String, json: String? = nil, headers: [String] = []) async throws -> (
            status: Int, body: [String: Any]?
        ) {
            let (status, bytes) = try await request(method, path, body: json.map { Array($0.utf8) }, headers: headers)
            return (status, try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any])
        }

        /// Any request with the admin token (and `headers`, "Name: value"); the status and the body's bytes.
        func request(_ method: String, _ path: String, body: [UInt8]? = nil, headers: [String] = []) async throws -> (
            status: Int, body: [UInt8]
        ) {
            guard let curl = Subprocess.find("curl", candidates: ["/usr/bin/curl"]) else {
                throw ServeProcess.Failure(description: "no curl")
            }
            var arguments = [
                "-s", "-S", "--max-time", "20", "--cacert", caFile, "--resolve", "admin.watch.test:\(port):127.0.0.1",
                "-H", "Authorization: Bearer \(Self.token)", "-X", method, "-o", "-", "-w", "\n%{http_code}",
            ]
            if body != nil { arguments += ["-H", "Content-Type: application/json", "--data-binary", "@-"] }
            for header in headers { arguments += ["-H", header] }
            arguments.append("https://admin.watch.test:\(port)\(path)")
            let run = try await Subprocess.run(curl, arguments, stdin: body)
            guard run.status == 0, let newline = run.output.lastIndex(of: 0x0A) else {
                throw ServeProcess.Failure(description: "curl \(path): \(run.errors)")
            }
            let status = Int(String(decoding: run.output[(newline + 1)...], as: UTF8.self)) ?? 0
            return (status, Array(run.output[..<newline]))
        }

        /// `GET /admin/v1/watch`: each domain's listing entry by domain.
        func listing() async throws -> [String: [String: Any]] {
            let answer = try await admin("GET", "/admin/v1/watch")
            let entries = answer.body?["watch"] as? [[String: Any]] ?? []
            return Dictionary(
                entries.compactMap { e in (e["domain"] as? String).map { ($0, e) } }, uniquingKeysWith: { a, _ in a })
        }

        /// Waits until `domain` is listed in `state`; returns its entry.
        @discardableResult
        func waitFor(_ domain: String, state: String, timeout: Duration = .seconds(60)) async throws -> [String: Any] {
            let start = ContinuousClock.now
            while ContinuousClock.now - start < timeout {
                if let entry = try await listing()[domain], entry["state"] as? String == state { return entry }
                guard process.process.isRunning else { break }
                try await Task.sleep(for: .milliseconds(200))
            }
            throw ServeProcess.Failure(
                description:
                    "\(domain) did not become \(state): \(try await listing()[domain] ?? [:]) \(process.log.suffix(3000))"
            )
        }

        func stop() async throws {
            let process = self.process
            await process.stopped()
        }
    }
#endif
