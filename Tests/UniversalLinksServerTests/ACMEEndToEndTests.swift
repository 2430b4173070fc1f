import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksServer

/// Automatic certificates end to end: pebble (Let's Encrypt's test CA) on loopback validating for
/// real against the listeners of real `ulinks serve` processes.
@Suite(.serialized) struct ACMEEndToEndTests {
    /// The built `ulinks`, when it has `check` and `serve --acme-directory`.
    static func acmeCapableBinary() async throws -> String? {
        guard let binary = try await CheckerEndToEndTests.checkCapableBinary() else {
            print("note: the ulinks binary has no `check` command (build with the checker module); skipping")
            return nil
        }
        let help = try await Process.output(binary, ["serve", "--help"])
        guard help.stdout.contains("--acme-directory") else {
            print("note: the ulinks binary has no --acme-directory; skipping")
            return nil
        }
        return binary
    }

    struct Replica {
        let process: ServeProcess
        let https: Int
        let http: Int
        let admin: Int
    }

    static func start(
        _ binary: String, _ name: String, store: [String], pebble: Pebble, folder: URL, https: Int? = nil,
        http: Int? = nil, extra: [String] = []
    ) async throws -> Replica {
        let https = try https ?? FreePort.next()
        let http = try http ?? FreePort.next()
        let admin = try FreePort.next()
        let tokenFile = folder.appendingPathComponent("token").path
        try Data(Fixtures.token.utf8).write(to: URL(fileURLWithPath: tokenFile))
        let process = try ServeProcess(
            binary: URL(fileURLWithPath: binary),
            arguments: store + [
                "--bind", "127.0.0.1:\(https)", "--http-bind", "127.0.0.1:\(http)", "--admin-bind",
                "127.0.0.1:\(admin)",
                "--admin-token-file", tokenFile, "--acme-directory", pebble.directoryURL, "--acme-email",
                "ops@example.com", "--acme-ca-root", pebble.listenerCAPath, "--acme-check-interval", "0.2",
                "--acme-retry-base", "1", "--acme-timeout", "2", "--poll-interval", "0.2", "--log-format", "text",
                "--log-level", "debug",
            ] + extra, logPath: folder.appendingPathComponent("\(name).log").path)
        try await process.waitUntilListening(https)
        try await process.waitUntilListening(http)
        try await process.waitUntilListening(admin)
        return Replica(process: process, https: https, http: http, admin: admin)
    }

    static func certificateState(_ replica: Replica, _ host: String) async throws -> [String: Any] {
        let response = try await Curl.request(
            "http://127.0.0.1:\(replica.admin)/admin/v1/certificates/\(host)",
            headers: ["Authorization: Bearer \(Fixtures.token)"])
        return (try JSONSerialization.jsonObject(with: Data(response.body)) as? [String: Any]) ?? [:]
    }

    static func waitForState(
        _ replica: Replica, _ host: String, timeout: Duration = .seconds(40),
        until condition: ([String: Any]) -> Bool
    ) async throws -> [String: Any] {
        let start = ContinuousClock.now
        var state: [String: Any] = [:]
        while ContinuousClock.now - start < timeout {
            state = try await certificateState(replica, host)
            if condition(state) { return state }
            try await Task.sleep(for: .milliseconds(100))
        }
        throw TestFailure(
            "\(host) never reached the expected certificate state; last: \(state)\n\(replica.process.log)")
    }

    /// GET of the AASA over HTTPS with SNI `host`, trusting `root`.
    static func fetch(_ host: String, port: Int, root: String) async throws -> CurlResponse {
        try await Curl.request(
            "https://\(host):\(port)/.well-known/apple-app-site-association",
            extra: ["--resolve", "\(host):\(port):127.0.0.1", "--cacert", root])
    }

    /// The serial number of the certificate served for `host`.
    static func servedSerial(_ host: String, port: Int) async throws -> String {
        let result = try await Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c",
                "openssl s_client -connect 127.0.0.1:\(port) -servername \(host) </dev/null 2>/dev/null | openssl x509 -noout -serial",
            ])
        return result.text.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test func twoReplicasOnPostgresShareIssueRenewAndRideOutACAOutage() async throws {
        guard let database = Fixtures.postgresURL else {
            print("note: ULINKS_TEST_POSTGRES_URL is not set; skipping (scripts/start-postgres.sh starts one)")
            return
        }
        guard let binary = try await Self.acmeCapableBinary() else { return }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // pebble validates http-01 against replica B's plain-HTTP port, whichever replica orders.
        let httpB = try FreePort.next()
        guard let pebble = try await Pebble.start(httpPort: httpB, tlsPort: try FreePort.next()) else { return }
        defer { pebble.stop() }
        let root = folder.appendingPathComponent("root.pem").path
        try await pebble.issuingRootPEM().write(toFile: root, atomically: true, encoding: .utf8)

        let store = ["--database", database, "--database-schema", Fixtures.uniqueSchema()]
        let a = try await Self.start(binary, "a", store: store, pebble: pebble, folder: folder)
        defer { a.process.stop() }
        let b = try await Self.start(binary, "b", store: store, pebble: pebble, folder: folder, http: httpB)
        defer { b.process.stop() }

        // Unmanaged: a handshake failure, and no order.
        let unmanaged = try await Curl.run([
            "-s", "--max-time", "10", "--resolve", "app.example.com:\(a.https):127.0.0.1", "--cacert", root,
            "https://app.example.com:\(a.https)/.well-known/apple-app-site-association",
        ])
        #expect(unmanaged.status == 35, "expected a TLS handshake failure, got curl status \(unmanaged.status)")

        // A domain added through replica A's admin API gets a certificate, served by both.
        let put: CurlResponse
        do {
            put = try await Curl.request(
                "http://127.0.0.1:\(a.admin)/admin/v1/domains/app.example.com/aasa", method: "PUT",
                headers: ["Authorization: Bearer \(Fixtures.token)"], body: Fixtures.aasa(1))
        } catch {
            throw TestFailure("\(error)\nreplica A:\n\(a.process.log.suffix(6000))")
        }
        #expect(put.status == 201)
        let issued = try await Self.waitForState(a, "app.example.com") { $0["status"] as? String == "valid" }
        #expect(issued["validUntil"] != nil)
        for port in [a.https, b.https] {
            var served = try? await Self.fetch("app.example.com", port: port, root: root)
            for _ in 0..<50 where served?.status != 200 {
                try await Task.sleep(for: .milliseconds(100))
                served = try? await Self.fetch("app.example.com", port: port, root: root)
            }
            #expect(served?.status == 200)
            #expect(served?.body == Fixtures.aasa(1))
            let check = try await Process.output(
                binary,
                [
                    "check", "app.example.com", "--ca", root, "--resolve", "app.example.com=127.0.0.1:\(port)",
                    "--app", "ABCDE12345.com.example.app", "--format", "json", "--timeout", "20",
                ])
            #expect(check.status == 0, "ulinks check against port \(port) failed: \(check.stdout)")
        }
        let metrics = try await Curl.request(
            "http://127.0.0.1:\(a.admin)/metrics", headers: ["Authorization: Bearer \(Fixtures.token)"])
        #expect(
            String(decoding: metrics.body, as: UTF8.self).contains(#"ulinks_acme_failures{host="app.example.com"} 0"#))
        #expect(
            String(decoding: metrics.body, as: UTF8.self).contains(
                #"ulinks_certificate_expiry_seconds{host="app.example.com"}"#))
        // The admin API never shows key material; the logs never carry it.
        let listing = try await Curl.request(
            "http://127.0.0.1:\(b.admin)/admin/v1/certificates", headers: ["Authorization: Bearer \(Fixtures.token)"])
        #expect(listing.status == 200)
        #expect(String(decoding: listing.body, as: UTF8.self).contains("\"status\":\"valid\""))
        #expect(!String(decoding: listing.body, as: UTF8.self).contains("PRIVATE"))

        // A forced renewal is served by both replicas without a dropped request.
        let before = try await Self.servedSerial("app.example.com", port: a.https)
        let failures = LockedBox(0)
        let keepFetching = LockedBox(true)
        let done = LockedBox(0)
        let load = Task {
            while keepFetching.value {
                for port in [a.https, b.https] {
                    let response = try? await Self.fetch("app.example.com", port: port, root: root)
                    if response?.status != 200 { failures.withValue { $0 += 1 } }
                    done.withValue { $0 += 1 }
                }
            }
            return done.value
        }
        let renew = try await Curl.request(
            "http://127.0.0.1:\(a.admin)/admin/v1/certificates/app.example.com/renew", method: "POST",
            headers: ["Authorization: Bearer \(Fixtures.token)"])
        #expect(renew.status == 202)
        var renewed = false
        let renewStart = ContinuousClock.now
        while ContinuousClock.now - renewStart < .seconds(60) && !renewed {
            try await Task.sleep(for: .milliseconds(200))
            let served = [
                try await Self.servedSerial("app.example.com", port: a.https),
                try await Self.servedSerial("app.example.com", port: b.https),
            ]
            renewed = served.allSatisfy { $0 != before && $0.hasPrefix("serial=") }
        }
        // Keep the load on for a while after the switch too (a quick renewal leaves few requests): at
        // least 3 s and at least 10 requests, since on a crowded machine one fetch can take a second.
        while ContinuousClock.now - renewStart < .seconds(60)
            && (ContinuousClock.now - renewStart < .seconds(3) || done.value < 10)
        {
            try await Task.sleep(for: .milliseconds(100))
        }
        keepFetching.value = false
        let requests = await load.value
        #expect(
            renewed,
            "the renewed certificate was not served by both replicas\nA: \(a.process.log.suffix(3000))\nB: \(b.process.log.suffix(3000))"
        )
        #expect(requests > 4)
        #expect(failures.value == 0, "\(failures.value) of \(requests) requests failed during the renewal")

        // The CA goes away: a forced renewal fails, is retried with backoff (1 s, 2 s, 4 s, ...), and
        // the valid certificate keeps being served.
        pebble.stop()
        _ = try await Curl.request(
            "http://127.0.0.1:\(a.admin)/admin/v1/certificates/app.example.com/renew", method: "POST",
            headers: ["Authorization: Bearer \(Fixtures.token)"])
        let failing = try await Self.waitForState(a, "app.example.com") { ($0["failures"] as? Int ?? 0) >= 1 }
        #expect((failing["lastError"] as? String)?.isEmpty == false)
        try await Task.sleep(for: .seconds(5))
        let later = try await Self.certificateState(a, "app.example.com")
        let count = later["failures"] as? Int ?? 0
        // Without backoff, a 0.2 s check interval would have failed about 25 times by now.
        #expect(count >= 2 && count <= 6, "failures after 5 s: \(count)")
        #expect(later["status"] as? String == "valid")
        for port in [a.https, b.https] {
            #expect(try await Self.fetch("app.example.com", port: port, root: root).status == 200)
        }
        for replica in [a, b] { #expect(!replica.process.log.contains("PRIVATE KEY")) }
    }
}

extension ACMEEndToEndTests {
    /// One replica on SQLite, tls-alpn-01 only (pebble validates against the HTTPS port), and what
    /// the plain-HTTP listener answers: never a redirect of the association files.
    @Test func tlsALPNOnSQLiteAndThePlainHTTPListener() async throws {
        guard let binary = try await Self.acmeCapableBinary() else { return }
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let https = try FreePort.next()
        guard let pebble = try await Pebble.start(httpPort: try FreePort.next(), tlsPort: https) else { return }
        defer { pebble.stop() }
        let root = folder.appendingPathComponent("root.pem").path
        try await pebble.issuingRootPEM().write(toFile: root, atomically: true, encoding: .utf8)
        let replica = try await Self.start(
            binary, "alpn", store: ["--store", folder.appendingPathComponent("store.sqlite").path], pebble: pebble,
            folder: folder, https: https, extra: ["--acme-challenge", "tls-alpn-01", "--http-redirect"])
        defer { replica.process.stop() }
        let put = try await Curl.request(
            "http://127.0.0.1:\(replica.admin)/admin/v1/domains/alpn.example.com/aasa", method: "PUT",
            headers: ["Authorization: Bearer \(Fixtures.token)"], body: Fixtures.aasa(2))
        #expect(put.status == 201)
        _ = try await Self.waitForState(replica, "alpn.example.com") { $0["status"] as? String == "valid" }
        let served = try await Self.fetch("alpn.example.com", port: https, root: root)
        #expect(served.status == 200 && served.body == Fixtures.aasa(2))

        // Plain HTTP: the AASA path names the problem (404, no Location); other paths redirect.
        let aasa = try await Curl.request(
            "http://127.0.0.1:\(replica.http)/.well-known/apple-app-site-association",
            headers: ["Host: alpn.example.com"])
        #expect(aasa.status == 404)
        #expect(aasa.header("location") == nil)
        #expect(String(decoding: aasa.body, as: UTF8.self).contains("served over HTTPS only"))
        let other = try await Curl.request(
            "http://127.0.0.1:\(replica.http)/some/page?x=1", headers: ["Host: alpn.example.com"])
        #expect(other.status == 308)
        #expect(other.header("location") == "https://alpn.example.com:\(https)/some/page?x=1")
        let unknown = try await Curl.request(
            "http://127.0.0.1:\(replica.http)/some/page", headers: ["Host: unknown.example.com"])
        #expect(unknown.status == 404)
        let token = try await Curl.request(
            "http://127.0.0.1:\(replica.http)/.well-known/acme-challenge/nonexistent-token-abcdef",
            headers: ["Host: alpn.example.com"])
        #expect(token.status == 404)
    }
}
