import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Let's Encrypt's test CA `pebble` (Debian package `pebble`), started on loopback for a test with
/// its companion `pebble-challtestsrv` as the DNS server (every name resolves to 127.0.0.1), so
/// pebble validates challenges for real against the ports the test gives it.
public final class Pebble: @unchecked Sendable {
    /// The ACME directory URL.
    public let directoryURL: String
    /// The CA that signed pebble's own HTTPS certificate (what `--acme-ca-root` takes).
    public let listenerCAPath: String
    public let managementURL: String
    public let folder: TemporaryDirectory
    private var processes: [Process]

    /// ``start(httpPort:tlsPort:environment:)`` for async tests, on a thread of its own (it waits up
    /// to 60 s for pebble to answer; see `offPool`).
    public static func start(
        httpPort: Int, tlsPort: Int, environment: [String: String] = [:]
    ) async throws -> Pebble? {
        try await offPool { try start(httpPort: httpPort, tlsPort: tlsPort, environment: environment) }
    }

    /// Starts pebble validating http-01 on `httpPort` and tls-alpn-01 on `tlsPort` of 127.0.0.1.
    /// Nil (and says why) when pebble or openssl is not installed; a CI run records a failure then.
    public static func start(
        httpPort: Int, tlsPort: Int, environment: [String: String] = [:]
    ) throws -> Pebble? {
        guard let pebble = Subprocess.find("pebble", candidates: ["/usr/bin/pebble"]),
            let dns = Subprocess.find("pebble-challtestsrv", candidates: ["/usr/bin/pebble-challtestsrv"]),
            Subprocess.openssl != nil
        else {
            let message = "pebble, pebble-challtestsrv or openssl is not installed (Debian: apt-get install pebble)"
            if ProcessInfo.processInfo.environment["CI"] != nil { print("error: \(message)") }
            print("skipped: \(message)")
            return nil
        }
        let folder = try TemporaryDirectory("pebble")
        try makeListenerCertificate(in: folder)
        let acmePort = try FreePort.next()
        let managementPort = try FreePort.next()
        let dnsPort = try FreePort.next()
        let dnsManagementPort = try FreePort.next()
        let config = """
            {"pebble": {"listenAddress": "127.0.0.1:\(acmePort)", "managementListenAddress": "127.0.0.1:\(managementPort)",
              "certificate": "\(folder.path("cert.pem"))", "privateKey": "\(folder.path("key.pem"))",
              "httpPort": \(httpPort), "tlsPort": \(tlsPort), "ocspResponderURL": "", "externalAccountBindingRequired": false}}
            """
        try folder.write("pebble-config.json", config)
        var processes: [Process] = []
        processes.append(
            try launch(
                dns,
                [
                    "-defaultIPv4", "127.0.0.1", "-defaultIPv6", "", "-dns01", "127.0.0.1:\(dnsPort)",
                    "-http01", "", "-https01", "", "-tlsalpn01", "", "-management", "127.0.0.1:\(dnsManagementPort)",
                ], log: folder.path("challtestsrv.log"), environment: [:]))
        var env = ProcessInfo.processInfo.environment
        env["PEBBLE_VA_NOSLEEP"] = "1"
        for (key, value) in environment { env[key] = value }
        processes.append(
            try launch(
                pebble, ["-config", folder.path("pebble-config.json"), "-dnsserver", "127.0.0.1:\(dnsPort)"],
                log: folder.path("pebble.log"), environment: env))
        let instance = Pebble(
            directoryURL: "https://127.0.0.1:\(acmePort)/dir", listenerCAPath: folder.path("ca.pem"),
            managementURL: "https://127.0.0.1:\(managementPort)", folder: folder, processes: processes)
        let start = Date()
        while Date().timeIntervalSince(start) < 60 {
            if (try? instance.fetch(instance.directoryURL)) != nil { return instance }
            usleep(100_000)
        }
        let log = instance.log
        instance.stop()
        throw OpenSSL.Failure(description: "pebble did not start within 60 s: \(log)")
    }

    private init(
        directoryURL: String, listenerCAPath: String, managementURL: String, folder: TemporaryDirectory,
        processes: [Process]
    ) {
        self.directoryURL = directoryURL
        self.listenerCAPath = listenerCAPath
        self.managementURL = managementURL
        self.folder = folder
        self.processes = processes
    }

    /// The root that issues pebble's certificates (regenerated at each start), PEM.
    public func issuingRootPEM() async throws -> String { try await fetch(managementURL + "/roots/0") }

    /// pebble's log so far (for failure messages).
    public var log: String { folder.read("pebble.log") ?? "" }

    /// ``fetch(_:)`` for async tests, on a thread of its own (see `offPool`).
    public func fetch(_ url: String) async throws -> String {
        try await offPool { try self.fetch(url) }
    }

    /// GET over pebble's HTTPS with `curl`, trusting the listener's CA.
    public func fetch(_ url: String) throws -> String {
        let curl = Subprocess.find("curl", candidates: ["/usr/bin/curl"]) ?? URL(fileURLWithPath: "/usr/bin/curl")
        let result = try Subprocess.run(curl, ["-sf", "--max-time", "5", "--cacert", listenerCAPath, url])
        guard result.status == 0 else { throw OpenSSL.Failure(description: "curl \(url): \(result.status)") }
        return result.text
    }

    /// Stops both processes with SIGKILL (a test's CA has nothing to flush, and a child of the test
    /// runner may inherit a blocked SIGTERM) and removes its folder.
    public func stop() {
        for process in processes where process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
        }
        processes = []
        folder.remove()
    }

    deinit { stop() }

    private static func launch(_ executable: URL, _ arguments: [String], log: String, environment: [String: String])
        throws -> Process
    {
        FileManager.default.createFile(atPath: log, contents: nil)
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: log))
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = environment }
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        try process.run()
        return process
    }

    /// A private CA and a certificate for 127.0.0.1/localhost signed by it, for pebble's listener.
    private static func makeListenerCertificate(in folder: TemporaryDirectory) throws {
        let dir = folder.url
        try folder.write("san.ext", "subjectAltName=DNS:localhost,IP:127.0.0.1\n")
        try OpenSSL.run(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
                "-out", "ca.pem", "-days", "2", "-subj", "/CN=ulinks test pebble listener CA",
            ], in: dir)
        try OpenSSL.run(
            [
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "key.pem",
                "-out", "req.csr", "-subj", "/CN=localhost",
            ], in: dir)
        try OpenSSL.run(
            [
                "x509", "-req", "-in", "req.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial",
                String(UInt64.random(in: 1...UInt64.max)), "-out",
                "cert.pem", "-days", "2", "-extfile", "san.ext",
            ], in: dir)
    }
}
