import Foundation
import Logging
import NIOCore
import ServiceLifecycle
import ULinksTestSupport
import UniversalLinksServer

/// Runs a real server on 127.0.0.1 (a free port) for the duration of `body`.
enum TestServer {
    static func with<T: Sendable>(
        _ service: AssociationService,
        options: AssociationServer.Options = .init(host: "127.0.0.1", port: 0),
        _ body: @Sendable (Int) async throws -> T
    ) async throws -> T {
        let (ports, continuation) = AsyncStream<Int>.makeStream()
        let app = AssociationHTTPServer(
            service: service, options: options,
            logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })
        ) { channel in
            continuation.yield(channel.localAddress?.port ?? 0)
            continuation.finish()
        }
        // Stopped the way SIGTERM stops `ulinks serve`: a graceful shutdown of the service group.
        let group = ServiceGroup(
            configuration: .init(
                services: [app], logger: Logger(label: "test", factory: { _ in SwiftLogNoOpLogHandler() })))
        return try await withThrowingTaskGroup(of: T?.self) { tasks in
            tasks.addTask {
                try await group.run()
                return nil
            }
            var iterator = ports.makeAsyncIterator()
            guard let port = await iterator.next(), port > 0 else {
                await group.triggerGracefulShutdown()
                throw TestFailure("the server did not start")
            }
            do {
                let result = try await body(port)
                await group.triggerGracefulShutdown()
                try await tasks.waitForAll()
                return result
            } catch {
                await group.triggerGracefulShutdown()
                try? await tasks.waitForAll()
                throw error
            }
        }
    }
}

struct TestFailure: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// A response as curl saw it.
struct CurlResponse: Sendable {
    var status: Int
    var headers: [String: String]
    var body: [UInt8]

    func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Runs the real `curl` binary (the tests' end-to-end HTTP client).
enum Curl {
    /// Runs curl on a thread of its own: blocking a cooperative (or Dispatch) thread could starve the
    /// server under test, which runs on the same few threads (see `offPool`).
    static func run(_ arguments: [String], stdin: [UInt8]? = nil) async throws -> (
        status: Int32, stdout: [UInt8], stderr: String
    ) {
        try await offPool { try runBlocking(arguments, stdin: stdin) }
    }

    /// Files, not pipes: Foundation's pipe reads trap on EINTR.
    private static func runBlocking(_ arguments: [String], stdin: [UInt8]?) throws -> (
        status: Int32, stdout: [UInt8], stderr: String
    ) {
        let fm = FileManager.default
        let base = fm.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)")
        let (inFile, outFile, errFile) = (
            base.appendingPathExtension("in"), base.appendingPathExtension("out"), base.appendingPathExtension("err")
        )
        defer { for file in [inFile, outFile, errFile] { try? fm.removeItem(at: file) } }
        try Data(stdin ?? []).write(to: inFile)
        _ = fm.createFile(atPath: outFile.path, contents: nil)
        _ = fm.createFile(atPath: errFile.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/curl")
        process.arguments = arguments.map { $0 == "@-" ? "@\(inFile.path)" : $0 }
        let (input, output, error) = (
            try FileHandle(forReadingFrom: inFile), try FileHandle(forWritingTo: outFile),
            try FileHandle(forWritingTo: errFile)
        )
        defer { for handle in [input, output, error] { try? handle.close() } }
        process.standardInput = input
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        let stdout = (try? Data(contentsOf: outFile)) ?? Data()
        let stderr = (try? String(contentsOf: errFile, encoding: .utf8)) ?? ""
        return (process.terminationStatus, Array(stdout), stderr)
    }

    /// One request; headers are parsed from `--dump-header`, the body is returned exactly.
    static func request(
        _ url: String, method: String = "GET", headers: [String] = [], body: [UInt8]? = nil, extra: [String] = []
    ) async throws -> CurlResponse {
        let headerFile = FileManager.default.temporaryDirectory.appendingPathComponent("curl-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: headerFile) }
        // 60 s: only a hang takes that long, and the first minute of a full run (Chromium, PostgreSQL, pebble
        // and nested builds starting beside dozens of in-process servers) once held an answer past 20 s.
        // A test about a deadline passes its own `--max-time` in `extra` (the last one counts).
        var arguments = ["-s", "-S", "--max-time", "60", "-X", method, "--dump-header", headerFile, "-o", "-"]
        if method == "HEAD" {
            arguments = ["-s", "-S", "--max-time", "60", "-I", "--dump-header", headerFile, "-o", "/dev/null"]
        }
        for header in headers { arguments += ["-H", header] }
        if body != nil { arguments += ["--data-binary", "@-"] }
        arguments += extra + [url]
        let result = try await run(arguments, stdin: body)
        guard result.status == 0 else { throw TestFailure("curl \(url) failed (\(result.status)): \(result.stderr)") }
        let text = (try? String(contentsOfFile: headerFile, encoding: .utf8)) ?? ""
        // With -I or redirects there may be several header blocks; the last one is the response.
        let blocks = text.components(separatedBy: "\r\n\r\n").filter { !$0.isEmpty }
        let lines = (blocks.last ?? "").components(separatedBy: "\r\n")
        let statusLine = lines.first?.split(separator: " ") ?? []
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            headers[line[..<colon].lowercased()] = line[line.index(after: colon)...].trimmingCharacters(
                in: .whitespaces)
        }
        return CurlResponse(
            status: statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0, headers: headers,
            body: method == "HEAD" ? [] : result.stdout)
    }
}

/// A raw TCP client for what curl will not send (duplicate Host headers, slow writes).
enum RawHTTP {
    /// Connects to 127.0.0.1:`port`, writes `chunks` with `pause` between them, and returns what the
    /// server sent until it closed the connection or `timeout` passed.
    static func exchange(port: Int, chunks: [[UInt8]], pause: Duration = .zero, timeout: Duration = .seconds(10))
        async throws -> (response: String, closedByServer: Bool)
    {
        // Blocking socket calls run on a thread of their own, away from the server's threads.
        try await offPool { try exchangeBlocking(port: port, chunks: chunks, pause: pause, timeout: timeout) }
    }

    private static func exchangeBlocking(port: Int, chunks: [[UInt8]], pause: Duration, timeout: Duration) throws -> (
        response: String, closedByServer: Bool
    ) {
        let fd = try connectLoopback(port: port)
        defer { close(fd) }
        var timeval = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeval, socklen_t(MemoryLayout<timeval>.size))
        for (i, chunk) in chunks.enumerated() {
            if i > 0 && pause > .zero {
                Thread.sleep(
                    forTimeInterval: Double(pause.components.seconds) + Double(pause.components.attoseconds) / 1e18)
            }
            let sent = chunk.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            // MSG_NOSIGNAL: a server that already closed gives EPIPE, not a SIGPIPE that kills the tests.
            if sent < 0 { return ("", true) }
        }
        let (text, closed) = receive(fd, for: timeout)
        return (text, closed)
    }

    /// Reads from `fd` (which has a receive timeout) until the server closes the connection, `done`
    /// says what arrived is enough, or `limit` passes.
    static func receive(_ fd: Int32, until done: (String) -> Bool = { _ in false }, for limit: Duration)
        -> (text: String, closedByServer: Bool)
    {
        let deadline = ContinuousClock.now + limit
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while ContinuousClock.now < deadline {
            let n = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if n > 0 {
                received += buffer[0..<n]
                if done(String(decoding: received, as: UTF8.self)) { break }
            }
        }
        return (String(decoding: received, as: UTF8.self), false)
    }
}

/// A blocking TCP socket connected to 127.0.0.1:`port` (the caller closes it).
func connectLoopback(port: Int) throws -> Int32 {
    guard let fd = FreePort.connection(port) else { throw TestFailure("connect() to 127.0.0.1:\(port) failed") }
    return fd
}
