import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksACME

/// http-01 through files in a folder that `python3 -m http.server` serves.
struct FolderHTTPResponder: ACMEChallengeResponder {
    let folder: TemporaryDirectory
    var supportedChallenges: [ACMEChallenge.Kind] { [.http01] }

    func present(_ solution: ACMEChallengeSolution) async throws {
        guard case .http01(_, let token, let keyAuthorization) = solution else { return }
        try FileManager.default.createDirectory(
            atPath: folder.path(".well-known/acme-challenge"), withIntermediateDirectories: true)
        try folder.write(".well-known/acme-challenge/\(token)", keyAuthorization)
    }

    func withdraw(_ solution: ACMEChallengeSolution) async {
        guard case .http01(_, let token, _) = solution else { return }
        try? FileManager.default.removeItem(atPath: folder.path(".well-known/acme-challenge/\(token)"))
    }
}

/// tls-alpn-01 through `openssl s_server -alpn acme-tls/1`, started while the challenge is pending.
final class OpenSSLALPNResponder: ACMEChallengeResponder, @unchecked Sendable {
    let port: Int
    private let lock = NSLock()
    private var process: Process?
    private let folder: TemporaryDirectory

    init(port: Int) throws {
        self.port = port
        folder = try TemporaryDirectory("alpn")
    }

    var supportedChallenges: [ACMEChallenge.Kind] { [.tlsALPN01] }

    func present(_ solution: ACMEChallengeSolution) async throws {
        guard case .tlsALPN01(let certificate) = solution, let openssl = Subprocess.openssl else { return }
        try folder.write("cert.pem", certificate.certificatePEM)
        try folder.write("key.pem", certificate.privateKeyPEM)
        let process = Process()
        process.executableURL = openssl
        process.arguments = [
            "s_server", "-accept", "127.0.0.1:\(port)", "-cert", folder.path("cert.pem"), "-key",
            folder.path("key.pem"),
            "-alpn", "acme-tls/1", "-quiet",
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        lock.withLock { self.process = process }
        try await FreePort.waitUntilListening(port, process: process)
    }

    func withdraw(_ solution: ACMEChallengeSolution) async {
        let process = lock.withLock { () -> Process? in
            defer { self.process = nil }
            return self.process
        }
        // SIGKILL: a child of the test runner may inherit a blocked SIGTERM.
        if let process, process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
    }

    deinit { folder.remove() }
}

/// `python3 -m http.server` on a loopback port, serving a folder.
final class StaticHTTPServer: @unchecked Sendable {
    let process: Process

    static func start(folder: TemporaryDirectory, port: Int) async throws -> StaticHTTPServer? {
        guard let python = Subprocess.find("python3", candidates: ["/usr/bin/python3"]) else {
            print("skipped: python3 is not installed")
            return nil
        }
        let process = Process()
        process.executableURL = python
        process.arguments = ["-m", "http.server", "\(port)", "--bind", "127.0.0.1", "--directory", folder.url.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let server = StaticHTTPServer(process: process)
        do {
            try await FreePort.waitUntilListening(port, process: process)
        } catch {
            server.stop()
            throw error
        }
        return server
    }

    private init(process: Process) { self.process = process }

    func stop() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
