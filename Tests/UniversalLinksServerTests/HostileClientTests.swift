import Foundation
import NIOCore
import Testing
import ULinksTestSupport
import UniversalLinksServer

#if canImport(Glibc)
    import Glibc
#endif

/// Clients that try to hold the server: bodies that never end, bodies the server refused, and more
/// connections than descriptors; and the HTTP/1.1 rules on request targets, `Host` and methods.
/// Over raw sockets on 127.0.0.1.
@Suite(.serialized) struct HostileClientTests {
    static let host = HostName("app.example.com")!

    func published() async throws -> AssociationService {
        let service = Fixtures.service()
        _ = try await service.publish(Fixtures.aasa(1), host: Self.host, kind: .aasa)
        return service
    }

    // MARK: Slow bodies (issue 25 item 4)

    @Test(arguments: [
        // One byte every 300 ms: under the minimum rate, cut at the end of the first window.
        (Duration.milliseconds(300), 1),
        // 2 KB every 300 ms is fast enough, but the body never ends: cut at the body deadline.
        (Duration.milliseconds(300), 2048),
    ])
    func slowBodiesAreCutOff(every: Duration, bytes: Int) async throws {
        var options = AssociationServer.Options(host: "127.0.0.1", port: 0)
        options.requestBodyTimeout = .seconds(3)
        options.bodyRateWindow = .seconds(1)
        options.minimumBodyRate = 1024
        try await TestServer.with(try await published(), options: options) { port async throws in
            let head =
                "PUT /admin/v1/domains/slow.example.com/aasa HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer \(Fixtures.token)\r\nContent-Length: 100000\r\n\r\n"
            let outcome = try await RawHTTP.sendUntilClosed(
                port: port, head: Array(head.utf8), chunk: [UInt8](repeating: 0x20, count: bytes), every: every,
                limit: .seconds(15))
            let closedAfter = try #require(outcome.closedAfter, "the connection is still open after 15 s")
            #expect(closedAfter < .seconds(8))
        }
    }

    @Test func aSteadyUploadIsNotCutOff() async throws {
        var options = AssociationServer.Options(host: "127.0.0.1", port: 0)
        options.bodyRateWindow = .seconds(1)
        try await TestServer.with(try await published(), options: options) { port async throws in
            // 1,100 bytes in 11 pieces of 100 over about 2 s: slow, but at the minimum rate for its size.
            let file = Fixtures.aasa(7) + [UInt8](repeating: 0x20, count: 1100 - Fixtures.aasa(7).count)
            let head =
                "PUT /admin/v1/domains/steady.example.com/aasa HTTP/1.1\r\nHost: x\r\n"
                + "Authorization: Bearer \(Fixtures.token)\r\nContent-Length: \(file.count)\r\nConnection: close\r\n\r\n"
            let chunks =
                [Array(head.utf8)]
                + stride(from: 0, to: file.count, by: 550).map {
                    Array(file[$0..<min($0 + 550, file.count)])
                }
            let (response, _) = try await RawHTTP.exchange(
                port: port, chunks: chunks, pause: .milliseconds(500), timeout: .seconds(10))
            #expect(response.hasPrefix("HTTP/1.1 201"), "\(response.prefix(200))")
        }
    }

    // MARK: Refused bodies (item 5)

    @Test(arguments: [
        ("Content-Length: 1073741824", "PUT /admin/v1/domains/big.example.com/aasa", "HTTP/1.1 401"),
        ("Transfer-Encoding: chunked", "PUT /admin/v1/domains/big.example.com/aasa", "HTTP/1.1 401"),
        ("Content-Length: 1073741824", "PUT /admin/v1/domains/big.example.com/aasa", "HTTP/1.1 413"),
        ("Transfer-Encoding: chunked", "PUT /admin/v1/domains/big.example.com/aasa", "HTTP/1.1 413"),
        ("Content-Length: 1073741824", "POST /admin/v1/nothing", "HTTP/1.1 404"),
    ])
    func aRefusedBodyIsNotReadToTheEnd(length: String, target: String, status: String) async throws {
        try await TestServer.with(try await published()) { port async throws in
            let authorised = status != "HTTP/1.1 401"
            let head =
                "\(target) HTTP/1.1\r\nHost: x\r\n\(length)\r\n"
                + (authorised ? "Authorization: Bearer \(Fixtures.token)\r\n" : "") + "\r\n"
            // A chunk of 64 KiB every 20 ms: 1 GiB would take minutes.
            var chunk = [UInt8](repeating: 0x41, count: 65_536)
            if length.hasPrefix("Transfer") { chunk = Array("10000\r\n".utf8) + chunk + Array("\r\n".utf8) }
            let outcome = try await RawHTTP.sendUntilClosed(
                port: port, head: Array(head.utf8), chunk: chunk, every: .milliseconds(20), limit: .seconds(20))
            #expect(outcome.response.hasPrefix(status), "\(outcome.response.prefix(200))")
            #expect(outcome.response.contains("\"error\""), "a JSON error body: \(outcome.response)")
            let closedAfter = try #require(outcome.closedAfter, "the server read the refused body for 20 s")
            #expect(closedAfter < .seconds(10))
        }
    }

    // MARK: HTTP conformance (item 9)

    @Test(arguments: [
        // RFC 9112 §3.2.2: the absolute form's authority, not the Host header.
        (
            "GET http://app.example.com/.well-known/apple-app-site-association HTTP/1.1\r\nHost: other.example\r\n\r\n",
            "HTTP/1.1 200"
        ),
        (
            "GET HTTP://APP.example.com:80/.well-known/apple-app-site-association?x=1 HTTP/1.1\r\nHost: o.example\r\n\r\n",
            "HTTP/1.1 200"
        ),
        (
            "GET http://other.example/.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com\r\n\r\n",
            "HTTP/1.1 404"
        ),
        // HTTP/1.1 needs a Host; HTTP/1.0 does not (and an unknown host is a 404).
        ("GET /.well-known/apple-app-site-association HTTP/1.1\r\n\r\n", "HTTP/1.1 400"),
        ("GET /admin/v1/domains HTTP/1.1\r\nAuthorization: Bearer \(Fixtures.token)\r\n\r\n", "HTTP/1.1 400"),
        ("GET /.well-known/apple-app-site-association HTTP/1.0\r\n\r\n", "HTTP/1.1 404"),
        // A port that is not a number.
        ("GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com:abc\r\n\r\n", "HTTP/1.1 400"),
        ("GET /healthz HTTP/1.1\r\nHost: app.example.com:abc\r\n\r\n", "HTTP/1.1 400"),
        ("GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: user@app.example.com\r\n\r\n", "HTTP/1.1 400"),
        ("GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: app.example.com:8443\r\n\r\n", "HTTP/1.1 200"),
        ("GET /.well-known/apple-app-site-association HTTP/1.1\r\nHost: [::1]:8443\r\n\r\n", "HTTP/1.1 404"),
        // Undeclared methods on documented paths: 405 with Allow.
        (
            "TRACE /admin/v1/domains HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Fixtures.token)\r\n\r\n",
            "HTTP/1.1 405"
        ),
        (
            "PATCH /admin/v1/domains/app.example.com/aasa HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Fixtures.token)\r\n\r\n",
            "HTTP/1.1 405"
        ),
        ("TRACE /healthz HTTP/1.1\r\nHost: x\r\n\r\n", "HTTP/1.1 405"),
        ("TRACE /.well-known/assetlinks.json HTTP/1.1\r\nHost: app.example.com\r\n\r\n", "HTTP/1.1 405"),
        (
            "GET /admin/v1/nothing HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer \(Fixtures.token)\r\n\r\n",
            "HTTP/1.1 404"
        ),
    ])
    func requestTargetsAndHosts(request: String, status: String) async throws {
        try await TestServer.with(try await published()) { port async throws in
            let (response, _) = try await RawHTTP.exchange(
                port: port,
                chunks: [
                    Array((request.replacingOccurrences(of: "\r\n\r\n", with: "\r\nConnection: close\r\n\r\n")).utf8)
                ],
                timeout: .seconds(10))
            #expect(response.hasPrefix(status), "\(request.prefix(80)): \(response.prefix(300))")
            if status.hasSuffix("405") {
                #expect(response.lowercased().contains("\r\nallow: "), "\(response.prefix(300))")
            }
            if response.hasPrefix("HTTP/1.1 200") {
                #expect(response.hasSuffix(String(decoding: Fixtures.aasa(1), as: UTF8.self)))
            }
            if request.contains("/admin/"), !status.hasSuffix("200") {
                #expect(response.contains("\"error\""), "a JSON error body: \(response.prefix(300))")
            }
        }
    }

    // MARK: Expensive requests (item 6)

    /// Eight large diffs at once against a console that runs one at a time: the others are refused
    /// with 429 and Retry-After at once, and `/healthz` is answered meanwhile (it used to wait 14.7 s).
    @Test func heavyDiffsAreBoundedAndHealthStaysResponsive() async throws {
        var configuration = ServerConfiguration(adminToken: Fixtures.token)
        configuration.console = ConsoleConfiguration(enabled: true)
        configuration.console.maximumConcurrentWork = 1
        configuration.console.maximumWaitingWork = 0
        let service = AssociationService(store: MemoryStore(), configuration: configuration)
        // Past the diff's budget (its generated URLs cut to fit): still the heaviest diff a request can ask for.
        let body = try ConsoleFixtures.largeDiff(components: 1500)
        try await TestServer.with(service) { port async throws in
            let url = "http://127.0.0.1:\(port)/api/v1/diff"
            let diffs = (0..<8).map { _ in
                Task { try await Curl.request(url, method: "POST", body: body, extra: ["--max-time", "120"]) }
            }
            try await Task.sleep(for: .milliseconds(300))
            for _ in 0..<3 {
                let start = ContinuousClock.now
                let health = try await Curl.request("http://127.0.0.1:\(port)/healthz", extra: ["--max-time", "30"])
                #expect(health.status == 200)
                #expect(ContinuousClock.now - start < .seconds(5), "/healthz took \(ContinuousClock.now - start)")
            }
            var statuses: [Int] = []
            for diff in diffs {
                let response = try await diff.value
                statuses.append(response.status)
                if response.status == 429 {
                    #expect(response.header("retry-after") == "1")
                    #expect(String(decoding: response.body, as: UTF8.self).contains(#""error":"busy""#))
                }
            }
            #expect(statuses.contains(200), "\(statuses)")
            #expect(statuses.filter { $0 == 429 }.count >= 6, "\(statuses)")
        }
    }

    /// With one turn at a time, a second request waits in the short line for the first to finish
    /// instead of being refused (the console's own page overlaps its requests).
    @Test func aSecondRequestWaitsItsTurn() async throws {
        var configuration = ServerConfiguration(adminToken: Fixtures.token)
        configuration.console = ConsoleConfiguration(enabled: true)
        configuration.console.maximumConcurrentWork = 1
        // A loaded CI machine can take more than the default 2 s for two small diffs ahead in line.
        configuration.console.waitingPatience = .seconds(60)
        let service = AssociationService(store: MemoryStore(), configuration: configuration)
        let file =
            #"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]}]}}"#
        let body = try JSONSerialization.data(withJSONObject: [
            "old": file, "new": file.replacingOccurrences(of: "/a/", with: "/b/"),
        ])
        try await TestServer.with(service) { port async throws in
            let url = "http://127.0.0.1:\(port)/api/v1/diff"
            let diffs = (0..<3).map { _ in
                Task { try await Curl.request(url, method: "POST", body: Array(body), extra: ["--max-time", "60"]) }
            }
            var statuses: [Int] = []
            for diff in diffs { statuses.append(try await diff.value.status) }
            #expect(statuses == [200, 200, 200])
        }
    }

    // MARK: Descriptor exhaustion (item 3)

    /// A real `ulinks serve` whose open-file limit (soft and hard) is 256, and 300 idle
    /// connections: it must not spin on `accept` failing with EMFILE, and `/healthz` must still be
    /// answered (the oldest idle connection makes room).
    @Test func moreConnectionsThanDescriptors() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        FileDescriptorLimit.raise()  // the test's own 300 sockets
        let folder = try TemporaryDirectory()
        defer { folder.remove() }
        let port = try FreePort.next()
        let server = try ServeProcess(
            binary: binary,
            arguments: ["--store", folder.path("s.sqlite"), "--bind", "127.0.0.1:\(port)", "--event-loops", "1"],
            logPath: folder.path("serve.log"), environment: ["ULINKS_ADMIN_TOKEN": Fixtures.token],
            directory: folder.url, launcher: ["/bin/sh", "-c", "ulimit -n 256 && exec \"$@\"", "sh"])
        defer { server.stop() }
        try await server.waitUntilListening(port)
        let limit = try await server.logged("open files limit")
        #expect(limit["now"] as? String == "256")
        #expect(limit["maxConnections"] as? String == String(FileDescriptorLimit.maximumConnections(forLimit: 256)))

        let sockets = try await offPool { (0..<300).compactMap { _ in FreePort.connection(port) } }
        defer { for fd in sockets { close(fd) } }
        try await Task.sleep(for: .seconds(1))
        let before = Self.cpuTicks(server.process.processIdentifier)
        try await Task.sleep(for: .seconds(3))
        let spent = Self.cpuTicks(server.process.processIdentifier) - before
        // A spinning accept loop takes a core (300 ticks in 3 s); an idle server takes next to nothing.
        #expect(spent < 60, "ulinks serve used \(spent) CPU ticks in 3 s with 300 idle connections")
        let health = try await Curl.request("http://127.0.0.1:\(port)/healthz", extra: ["--max-time", "5"])
        #expect(health.status == 200)
    }

    /// User and system CPU time of a process, in clock ticks (`/proc/PID/stat` fields 14 and 15).
    static func cpuTicks(_ pid: Int32) -> Int {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command: state is field 3, so utime (14) and stime (15) are at 11 and 12.
        guard fields.count > 12 else { return 0 }
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }
}

extension RawHTTP {
    /// Connects, sends `head`, then `chunk` every `every` until the server closes the connection
    /// (or stops it with a reset) or `limit` passes. Returns what the server sent and when it closed.
    static func sendUntilClosed(port: Int, head: [UInt8], chunk: [UInt8], every: Duration, limit: Duration)
        async throws -> (response: String, closedAfter: Duration?)
    {
        try await offPool {
            let fd = try connectLoopback(port: port)
            defer { close(fd) }
            // A server that stops reading must not block the sender: sends time out instead.
            var timeout = timeval(tv_sec: 0, tv_usec: 100_000)
            setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            let start = ContinuousClock.now
            var received: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            var next = head
            while ContinuousClock.now - start < limit {
                let sent = next.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                if sent < 0, errno == EPIPE || errno == ECONNRESET {
                    return (String(decoding: received, as: UTF8.self), ContinuousClock.now - start)
                }
                next = chunk
                while true {
                    let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
                    if n > 0 {
                        received += buffer[0..<n]
                    } else if n == 0 || (errno != EAGAIN && errno != EWOULDBLOCK) {
                        return (String(decoding: received, as: UTF8.self), ContinuousClock.now - start)
                    } else {
                        break
                    }
                }
                Thread.sleep(
                    forTimeInterval: Double(every.components.seconds) + Double(every.components.attoseconds) / 1e18)
            }
            return (String(decoding: received, as: UTF8.self), nil)
        }
    }
}
