import Foundation
import UniversalLinksChecker

/// 1,000 domains on one local HTTPS server: `DomainChecker` (full check, concurrency 64) against
/// `curl --parallel --parallel-max 64` fetching the same URLs (fetch only), alternating in one run.
@main
struct CheckerBenchmark {
    static func main() async throws {
        let arguments = CommandLine.arguments
        func value(_ name: String, _ fallback: Int) -> Int {
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return fallback }
            return Int(arguments[index + 1]) ?? fallback
        }
        let count = value("--domains", 1000)
        let concurrency = value("--concurrency", 64)
        let rounds = value("--rounds", 3)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ulinks-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try makePKI(in: directory)
        let file = Array(sampleFile.utf8)
        let server = try await BenchmarkServer.start(
            certificate: directory.appendingPathComponent("leaf.pem").path,
            key: directory.appendingPathComponent("leaf.key").path, file: file)
        let hosts = (0..<count).map { String(format: "d%04d.bench.test", $0) }
        let urls = hosts.map { DomainChecker.fileURL(for: $0) }
        let config = directory.appendingPathComponent("curl.cfg")
        try Data(urls.map { "url = \"\($0)\"\noutput = \"/dev/null\"\n" }.joined().utf8).write(to: config)
        let ca = directory.appendingPathComponent("ca.pem").path

        var options = CheckerOptions(
            timeout: 30, extraCAFile: ca,
            resolve: hosts.map { ResolveOverride(host: $0, address: "127.0.0.1", port: server.port) })
        options.checkLegacyRoot = true

        print("\(count) domains on 127.0.0.1:\(server.port), concurrency \(concurrency), \(rounds) rounds")
        var curlTimes: [Double] = []
        var checkerTimes: [Double] = []
        for round in 1...rounds {
            let curlStart = Date()
            let curlStatus = try runCurl(config: config, ca: ca, port: server.port, concurrency: concurrency)
            let curlTime = Date().timeIntervalSince(curlStart)
            curlTimes.append(curlTime)

            let checkStart = Date()
            var passed = 0
            var failures: [String] = []
            try await DomainChecker.withChecker(options: options) { checker in
                await checker.check(hosts.map { DomainChecker.Target(domain: $0) }, concurrency: concurrency) {
                    _, report in
                    if report.status == .pass {
                        passed += 1
                    } else if failures.count < 3 {
                        failures.append("\(report.domain): \(report.checks.filter { $0.status == .fail }.map(\.seen))")
                    }
                }
            }
            let checkTime = Date().timeIntervalSince(checkStart)
            checkerTimes.append(checkTime)
            print(
                String(
                    format: "round %d: curl fetch %.3f s (exit %d) | ulinks full check %.3f s (%d/%d pass)", round,
                    curlTime,
                    curlStatus, checkTime, passed, count))
            for failure in failures { print("  not passing: \(failure)") }
        }
        let curl = median(curlTimes)
        let check = median(checkerTimes)
        print(
            String(
                format:
                    "median: curl --parallel-max %d fetch only: %.3f s; DomainChecker full check: %.3f s; ratio %.2f",
                concurrency, curl, check, check / curl))
        try? await server.channel.close().get()
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    static func runCurl(config: URL, ca: String, port: Int, concurrency: Int) throws -> Int32 {
        try run(
            "/usr/bin/env",
            [
                "curl", "--silent", "--show-error", "--no-progress-meter", "--parallel", "--parallel-max",
                "\(concurrency)", "--connect-to",
                "::127.0.0.1:\(port)", "--cacert", ca, "--config", config.path,
            ])
    }

    static func makePKI(in directory: URL) throws {
        func openssl(_ arguments: [String]) throws {
            let status = try run("/usr/bin/env", ["openssl"] + arguments, in: directory)
            guard status == 0 else { throw BenchmarkError(description: "openssl \(arguments.first ?? "") failed") }
        }
        try openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
            "-out",
            "ca.pem", "-subj", "/CN=ulinks Benchmark CA", "-days", "30", "-addext", "basicConstraints=critical,CA:TRUE",
            "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
        try openssl([
            "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "leaf.key", "-out",
            "leaf.csr",
            "-subj", "/CN=*.bench.test",
        ])
        try Data("basicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:*.bench.test\n".utf8)
            .write(to: directory.appendingPathComponent("leaf.ext"))
        try openssl([
            "x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-CAcreateserial", "-out",
            "leaf.pem",
            "-days", "20", "-extfile", "leaf.ext",
        ])
    }

    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        process.standardOutput = FileHandle.nullDevice
        // openssl chatters on standard error; curl's own errors would show in its exit status.
        if tool == "/usr/bin/env" && arguments.first == "openssl" { process.standardError = FileHandle.nullDevice }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    struct BenchmarkError: Error, CustomStringConvertible {
        var description: String
    }

    static let sampleFile = """
        {
          "applinks": {
            "details": [
              {
                "appIDs": ["ABCDE12345.com.example.app", "ABCDE12345.com.example.app.beta"],
                "components": [
                  { "/": "/account/*", "exclude": true },
                  { "/": "/buy/*", "?": { "ref": "?*" } },
                  { "/": "/product/$(lang)/*" },
                  { "#": "nondeeplinking", "exclude": true },
                  { "/": "/*" }
                ]
              }
            ]
          },
          "webcredentials": { "apps": ["ABCDE12345.com.example.app"] }
        }
        """
}
