#if ULINKS_WATCH
    import Foundation
    import Testing
    import ULinksTestSupport
    import UniversalLinks
    import UniversalLinksWatch

    /// Every command's numeric and URL flags fed the values that once crashed or hung a command (issue 37.1):
    /// each is refused at once with exit 64 and the flag's name, before anything converts or connects.
    @Suite struct HostileInputSweepTests {
        /// The hostile numbers: zero, negative, NaN, a finite number too large for any conversion, 2^64,
        /// and Int.max (`--max-bytes=9223372036854775807` once overflowed the reader).
        static let numbers = ["0", "-1", "nan", "1e300", "18446744073709551616", "9223372036854775807"]

        /// A numeric flag, the arguments that make the rest of its command valid, and the hostile values it
        /// accepts (those are not run: the command would start its work).
        struct NumericFlag: Sendable, CustomStringConvertible {
            var command: [String]
            var flag: String
            var accepts: Set<String> = []
            var description: String { (command + [flag]).joined(separator: " ") }
        }

        static func numericFlags(_ directory: TemporaryDirectory) throws -> [NumericFlag] {
            let store = directory.path("store.sqlite")
            let serve = [
                "serve", "--store", store, "--admin-token-file",
                try directory.write("token", String(repeating: "t", count: 32)),
            ]
            let watchServe = serve + ["--watch"]
            let acme = serve + ["--acme-directory", "https://acme.example/directory"]
            var flags: [NumericFlag] = []
            for flag in ["--timeout", "--concurrency"] {
                flags.append(NumericFlag(command: ["check", "example.com"], flag: flag))
                flags.append(NumericFlag(command: ["watch", "example.com"], flag: flag))
                flags.append(NumericFlag(command: ["doctor", "--entitlements", "e.plist"], flag: flag))
            }
            flags += [
                NumericFlag(command: ["watch", "example.com"], flag: "--interval"),
                NumericFlag(command: ["watch", "example.com"], flag: "--cdn-grace", accepts: ["0"]),
                NumericFlag(command: ["watch", "example.com"], flag: "--webhook-backoff", accepts: ["0"]),
                NumericFlag(command: ["watch", "example.com"], flag: "--webhook-timeout"),
                NumericFlag(command: ["trace", "https://example.com/"], flag: "--timeout"),
                NumericFlag(command: ["trace", "https://example.com/"], flag: "--max-hops"),
                NumericFlag(command: ["mcp"], flag: "--timeout"),
                NumericFlag(command: ["mcp"], flag: "--max-content-bytes"),
                NumericFlag(command: ["android", "statements", "example.com"], flag: "--timeout"),
                NumericFlag(command: ["android", "statements", "example.com"], flag: "--max-fetches"),
                NumericFlag(command: ["android", "statements", "example.com"], flag: "--max-depth", accepts: ["0"]),
                NumericFlag(command: ["android", "match", "f.json", "https://e.example/"], flag: "--android"),
                NumericFlag(command: ["match", "f.json", "https://e.example/"], flag: "--ios"),
                NumericFlag(command: ["validate", "f.json"], flag: "--max-bytes"),
                NumericFlag(command: ["diff", "a.json", "b.json"], flag: "--ios"),
                NumericFlag(command: ["diff", "a.json", "b.json"], flag: "--generate", accepts: ["0"]),
                NumericFlag(command: ["diff", "a.json", "b.json"], flag: "--limit", accepts: ["0"]),
                NumericFlag(command: ["convert", "f.json", "--to", "dual"], flag: "--check-urls", accepts: ["0"]),
                NumericFlag(command: ["routes", "coverage"], flag: "--urls", accepts: ["0"]),
                NumericFlag(command: ["routes", "coverage"], flag: "--limit", accepts: ["0"]),
                NumericFlag(command: serve, flag: "--poll-interval"),
                NumericFlag(command: serve, flag: "--store-timeout"),
                NumericFlag(command: serve, flag: "--event-loops"),
                NumericFlag(command: serve, flag: "--max-connections"),
                NumericFlag(command: watchServe, flag: "--watch-interval"),
                NumericFlag(command: watchServe, flag: "--watch-timeout"),
                NumericFlag(command: watchServe, flag: "--watch-concurrency"),
                NumericFlag(command: watchServe, flag: "--watch-cdn-grace", accepts: ["0"]),
                NumericFlag(command: watchServe, flag: "--watch-max-domains"),
                NumericFlag(command: watchServe, flag: "--watch-webhook-backoff", accepts: ["0"]),
                NumericFlag(command: acme, flag: "--acme-retry-base"),
                NumericFlag(command: acme, flag: "--acme-check-interval"),
                NumericFlag(command: acme, flag: "--acme-timeout"),
                NumericFlag(command: acme, flag: "--acme-orders-per-hour"),
            ]
            return flags
        }

        /// Runs `runs` four at a time (each a child process, off the cooperative pool).
        static func runAll(_ runs: [(String, [String])], in directory: TemporaryDirectory) async throws -> [(
            String, ProcessRun
        )] {
            try await withThrowingTaskGroup(of: (String, ProcessRun)?.self) { group in
                var results: [(String, ProcessRun)] = []
                var pending = runs[...]
                func next() {
                    guard let (label, arguments) = pending.popFirst() else { return }
                    group.addTask {
                        try await ULinksCommand.run(arguments, in: directory.url).map { (label, $0) }
                    }
                }
                for _ in 0..<4 { next() }
                while let result = try await group.next() {
                    if let result { results.append(result) }
                    next()
                }
                return results
            }
        }

        @Test(.timeLimit(.minutes(5))) func everyNumericFlagRefusesHostileNumbers() async throws {
            guard ULinksCommand.requiredBinary() != nil else { return }
            let directory = try TemporaryDirectory("ulinks-sweep")
            defer { directory.remove() }
            var runs: [(String, [String])] = []
            for flag in try Self.numericFlags(directory) {
                for value in Self.numbers where !flag.accepts.contains(value) {
                    runs.append(("\(flag)=\(value)", flag.command + ["\(flag.flag)=\(value)"]))
                }
            }
            let results = try await Self.runAll(runs, in: directory)
            #expect(results.count == runs.count)
            for (label, run) in results {
                let flag = String(label.split(separator: " ").last?.split(separator: "=").first ?? "")
                #expect(run.status == 64, "\(label): exit \(run.status) \(run.errors.prefix(300))")
                #expect(run.errors.contains(flag), "\(label): \(run.errors.prefix(300))")
            }
        }

        /// The URLs that once crashed the server or connected elsewhere, from each flag that takes one.
        static let hostileURLs = [
            "http://127.0.0.1:65536/", "http://127.0.0.1:99999/", "http://[::1]:4294967296/", "http://localhost:99999/",
            "http://127.0.0.1:0/", "http://xn--zz.example/", "http://1.2.3.4.5/",
        ]

        @Test(.timeLimit(.minutes(5))) func everyURLFlagRefusesHostileURLs() async throws {
            guard ULinksCommand.requiredBinary() != nil else { return }
            let directory = try TemporaryDirectory("ulinks-sweep")
            defer { directory.remove() }
            let serve = [
                "serve", "--store", directory.path("store.sqlite"), "--admin-token-file",
                try directory.write("token", String(repeating: "t", count: 32)), "--watch",
            ]
            var runs: [(String, [String])] = []
            for url in Self.hostileURLs {
                runs.append(("--webhook \(url)", ["watch", "example.com", "--webhook", url]))
                runs.append(("--watch-webhook \(url)", serve + ["--watch-webhook", url]))
                let https = url.replacingOccurrences(of: "http://", with: "https://")
                runs.append(("--cdn-base \(https)", ["check", "example.com", "--cdn", "--cdn-base", https]))
                // Every command that reads Apple's CDN takes the one option group (`doctor` took any text).
                runs.append(("--cdn-base \(https) (trace)", ["trace", "https://example.com/", "--cdn-base", https]))
                runs.append(("--cdn-base \(https) (passkeys)", ["passkeys", "example.com", "--cdn-base", https]))
                runs.append(
                    ("--cdn-base \(https) (doctor)", ["doctor", directory.url.path, "--cdn", "--cdn-base", https]))
                runs.append(("--watch-cdn-base \(https)", serve + ["--watch-cdn-base", https]))
                runs.append(("trace \(https)", ["trace", https + "x"]))
            }
            // Domains Apple's CDN and Android's verifier never fetch for: a top-level domain, a name ending
            // in a number that is no IPv4 address, a label that is not Punycode.
            for domain in ["com", "1.2.3.4.5", "xn--zz.example"] {
                runs.append(("check \(domain)", ["check", domain]))
                runs.append(("watch \(domain)", ["watch", domain, "--once"]))
            }
            let started = ContinuousClock.now
            let results = try await Self.runAll(runs, in: directory)
            #expect(results.count == runs.count)
            for (label, run) in results {
                #expect(run.status == 64, "\(label): exit \(run.status) \(run.errors.prefix(300))")
                let named = label.split(separator: " ").first.map(String.init) ?? label
                if named.hasPrefix("--") { #expect(run.errors.contains(named), "\(label): \(run.errors.prefix(300))") }
            }
            // Refused before any lookup or connection (`trace https://t.test:999999/` once took 10 s).
            #expect(ContinuousClock.now - started < .seconds(120))
        }

        @Test func theLibraryRefusesWhatAppleAndGoogleRefuse() throws {
            for host in ["1.2.3.4.5", "xn--zz.example", "a.xn--zz", "xn--.example", "XN--ZZ.example", "1.2.3.256"] {
                #expect((try? HTTPURL("https://\(host)/")) == nil, "\(host)")
            }
            for host in ["1.2.3.4", "xn--bcher-kva.example", "a1.example", "example.123a"] {
                #expect((try? HTTPURL("https://\(host)/")) != nil, "\(host)")
            }
            #expect(HTTPURL.domainProblem("com") != nil)
            #expect(HTTPURL.domainProblem("localhost") != nil)
            #expect(HTTPURL.domainProblem("example.com") == nil)
            #expect(HTTPURL.domainProblem("::1") == nil)
            #expect(AppID("ABCDE12345.com.example\u{0}app") == nil)
        }

        /// A usable association file as a JSON string (the diff's input).
        static let file = #""{\"applinks\":{\"details\":[]}}""#

        /// The same values through the server's API: each a 400 with nothing stored, the server alive.
        @Test(.timeLimit(.minutes(4))) func theAPIRefusesHostileNumbersURLsAndNames() async throws {
            let servers = try await WatchServers.start()
            let directory = try TemporaryDirectory("ulinks-sweep-api")
            defer { directory.remove() }
            guard
                let serve = try await ServeWatch.start(
                    servers, store: ["--store", directory.path("store.sqlite")], registered: [], webhook: nil,
                    in: directory)
            else { return }
            defer { serve.process.stop() }
            let domain = "c.watch.test"
            for url in Self.hostileURLs {
                let put = try await serve.admin("PUT", "/admin/v1/watch/\(domain)", json: #"{"webhooks":["\#(url)"]}"#)
                #expect(put.status == 400 && put.body?["error"] as? String == "bad-webhook", "\(url): \(put)")
                let urls = url.replacingOccurrences(of: "http://", with: "https://")
                let bad = try await serve.admin("PUT", "/admin/v1/watch/\(domain)", json: #"{"urls":["\#(urls)"]}"#)
                #expect(bad.status == 400, "urls \(url): \(bad)")
                let trace = try await serve.admin("POST", "/api/v1/trace", json: #"{"url":"\#(urls)x"}"#)
                #expect(trace.status == 400, "trace \(url): \(trace)")
            }
            for name in ["com", "1.2.3.4.5", "xn--zz.example"] {
                let put = try await serve.admin("PUT", "/admin/v1/watch/\(name)", json: "{}")
                #expect(put.status == 400, "\(name): \(put)")
                let check = try await serve.admin("POST", "/api/v1/check", json: #"{"domain":"\#(name)"}"#)
                #expect(check.status == 400, "check \(name): \(check)")
            }
            let nul = #"{"app":"ABCDE12345.com.example\u0000app"}"#
            #expect(try await serve.admin("PUT", "/admin/v1/watch/\(domain)", json: nul).status == 400)
            let checkNUL = #"{"domain":"\#(domain)","app":"ABCDE12345.com.example\u0000app"}"#
            #expect(try await serve.admin("POST", "/api/v1/check", json: checkNUL).status == 400)
            for value in Self.numbers {
                let detail = try await serve.admin("GET", "/admin/v1/watch/\(domain)?limit=\(value)")
                #expect(detail.status == 400 && detail.body?["error"] as? String == "bad-limit", "limit=\(value)")
                let changes = try await serve.admin("GET", "/admin/v1/changes?limit=\(value)")
                #expect(changes.status == 400, "changes limit=\(value)")
                if value != "nan" {
                    let diff = try await serve.admin(
                        "POST", "/api/v1/diff",
                        json: #"{"old":\#(Self.file),"new":\#(Self.file),"generate":\#(value),"ios":\#(value)}"#)
                    #expect(diff.status == 400, "diff \(value): \(diff)")
                    let hops = try await serve.admin(
                        "POST", "/api/v1/trace", json: #"{"url":"https://example.com/","maxHops":\#(value)}"#)
                    #expect(hops.status == 400, "maxHops \(value): \(hops)")
                }
            }
            // Nothing was stored, and the server still answers.
            #expect(try await serve.listing().isEmpty)
            #expect(try await serve.admin("GET", "/healthz").status == 200)
        }

        /// A row stored before the URL check (or a library caller that skipped it) never traps the sender:
        /// the delivery is dropped with a reason.
        @Test(.timeLimit(.minutes(1))) func theSenderDropsAStoredURLWithABadPort() async throws {
            let lines = LockedBox<[String]>([])
            var configuration = WebhookDispatcher.Configuration()
            configuration.allowPrivateAddresses = true
            configuration.attempts = 1
            let dispatcher = WebhookDispatcher(configuration: configuration) { line in
                lines.withValue { $0.append(line.english) }
            }
            let transition = WatchTransition(domain: "c.example", from: .unknown, to: .ok, at: Date(), reasons: [])
            for url in ["http://127.0.0.1:65536/", "http://[::1]:4294967296/", "http://localhost:99999/"] {
                await dispatcher.send(transition, to: [url])
            }
            await dispatcher.drain(within: 20)
            await dispatcher.shutdown()
            #expect(lines.value.count == 3, "\(lines.value)")
            #expect(lines.value.allSatisfy { $0.contains("not a valid http(s) URL") }, "\(lines.value)")
        }
    }
#endif
