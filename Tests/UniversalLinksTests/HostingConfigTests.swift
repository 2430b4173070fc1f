import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The generated nginx and Caddy configurations, run in the real servers on loopback with a test
/// CA, then checked with `ulinks check` (when the binary has it) and curl: the extensionless file
/// is served as application/json with no redirect, even when the site redirects everything else.
@Suite(.serialized) struct HostingConfigTests {
    static let manifest = LinkManifest(
        apps: ["ABCDE12345.com.example.shop"], domains: ["example.com"],
        routes: [Route(name: nil, path: "/admin/*", exclude: true), Route(name: "product", path: "/product/*")],
        android: [
            AndroidApp(package: "com.example.shop", fingerprints: [(0..<32).map { _ in "14" }.joined(separator: ":")])
        ])

    static let nginx = Subprocess.find("nginx", candidates: ["/usr/sbin/nginx"])
    static let caddy = Subprocess.find("caddy")
    static let curl = Subprocess.find("curl")

    @Test(.enabled(if: nginx != nil && Subprocess.openssl != nil, "nginx or openssl is not installed"))
    func nginxServesTheFilesAsGenerated() async throws {
        let site = try await Site()
        defer { site.remove() }
        let port = try FreePort.next()
        let p = site.dir.url.path
        try site.dir.write(
            "nginx.conf",
            """
            worker_processes 1;
            daemon off;
            pid \(p)/nginx.pid;
            events { worker_connections 64; }
            http {
              access_log off;
              client_body_temp_path \(p)/tmp; proxy_temp_path \(p)/tmp; fastcgi_temp_path \(p)/tmp;
              uwsgi_temp_path \(p)/tmp; scgi_temp_path \(p)/tmp;
              ssl_certificate \(p)/server.pem; ssl_certificate_key \(p)/server.key;
              server {
                listen 127.0.0.1:\(port) ssl;
                server_name example.com;
                location / { return 301 https://www.example.com$request_uri; }
                include \(p)/site/hosting/nginx.conf;
              }
              server {
                listen 127.0.0.1:\(port) ssl;
                server_name broken.example.com;
                location / { return 301 https://www.example.com$request_uri; }
              }
            }
            """)
        try FileManager.default.createDirectory(atPath: p + "/tmp", withIntermediateDirectories: true)
        let server = try await Self.start(
            try #require(Self.nginx), ["-p", p, "-e", p + "/error.log", "-c", p + "/nginx.conf"], port: port)
        defer { Self.stop(server) }
        try await site.verify(port: port)
    }

    @Test(.enabled(if: caddy != nil && Subprocess.openssl != nil, "caddy or openssl is not installed"))
    func caddyServesTheFilesAsGenerated() async throws {
        let site = try await Site()
        defer { site.remove() }
        let port = try FreePort.next()
        let p = site.dir.url.path
        try site.dir.write(
            "Caddyfile",
            """
            {
            \tadmin off
            \tauto_https disable_redirects
            \tstorage file_system \(p)/caddy-data
            }
            import \(p)/site/hosting/Caddyfile
            https://example.com:\(port) {
            \tbind 127.0.0.1
            \ttls \(p)/server.pem \(p)/server.key
            \timport ulinks_association
            \thandle {
            \t\tredir https://www.example.com{uri}
            \t}
            }
            https://broken.example.com:\(port) {
            \tbind 127.0.0.1
            \ttls \(p)/server.pem \(p)/server.key
            \tredir https://www.example.com{uri}
            }
            """)
        let server = try await Self.start(
            try #require(Self.caddy), ["run", "--config", p + "/Caddyfile", "--adapter", "caddyfile"], port: port,
            environment: ["HOME": p, "XDG_DATA_HOME": p, "XDG_CONFIG_HOME": p])
        defer { Self.stop(server) }
        try await site.verify(port: port)
    }

    /// A generated site, a test CA and a server certificate for example.com and broken.example.com.
    struct Site {
        let dir: TemporaryDirectory

        init() async throws {
            dir = try TemporaryDirectory("ulinks-hosting")
            try dir.write("ulinks.json", HostingConfigTests.manifest.jsonText())
            let options = ManifestGenerator.Options(hosting: [.nginx, .caddy], webRoot: dir.path("site"))
            for file in try ManifestGenerator(options: options).generate(HostingConfigTests.manifest).files {
                let url = dir.url.appendingPathComponent("site/" + file.path)
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(file.text.utf8).write(to: url)
            }
            try await openssl([
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
                "-out", "ca.pem", "-subj", "/CN=ulinks hosting test CA", "-days", "2",
                "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ])
            try await openssl([
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "server.key",
                "-out", "server.csr", "-subj", "/CN=example.com",
            ])
            try dir.write(
                "server.ext",
                "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\nsubjectAltName=DNS:example.com,DNS:broken.example.com\n"
            )
            try await openssl([
                "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial",
                String(UInt64.random(in: 1...UInt64.max)),
                "-out", "server.pem", "-days", "2", "-extfile", "server.ext",
            ])
        }

        func openssl(_ arguments: [String]) async throws {
            let run = try await Subprocess.run(try #require(Subprocess.openssl), arguments, in: dir.url)
            try #require(run.status == 0, "openssl \(arguments.first ?? ""): \(run.errors)")
        }

        func remove() { dir.remove() }

        /// The served file passes `ulinks check`; the host without the generated block does not.
        func verify(port: Int) async throws {
            if let curl = HostingConfigTests.curl {
                for path in [ManifestGenerator.associationPath, ManifestGenerator.assetLinksPath] {
                    let run = try await Subprocess.run(
                        curl,
                        [
                            "-s", "-D", "-", "-o", "/dev/null", "--cacert", dir.path("ca.pem"), "--resolve",
                            "example.com:\(port):127.0.0.1", "https://example.com:\(port)/\(path)",
                        ])
                    #expect(run.text.hasPrefix("HTTP/") && run.text.contains(" 200"), "\(path): \(run.text)")
                    #expect(run.text.lowercased().contains("content-type: application/json"), "\(path): \(run.text)")
                }
            }
            guard let help = try await ULinksCommand.run(["--help"]), help.text.contains("\n  check ") else {
                print(
                    "note: the ulinks binary has no `check` command (build with the checker module); checked with curl only"
                )
                return
            }
            let arguments = [
                "--ca", dir.path("ca.pem"), "--app", "ABCDE12345.com.example.shop", "--url",
                "https://HOST/product/1", "--timeout", "20",
            ]
            func run(_ host: String) async throws -> ProcessRun? {
                try await ULinksCommand.run(
                    ["check", host, "--resolve", "\(host)=127.0.0.1:\(port)"]
                        + arguments.map { $0.replacingOccurrences(of: "HOST", with: host) })
            }
            let good = try await #require(try run("example.com"))
            #expect(good.status == 0, "\(good.text)\(good.errors)")
            let broken = try await #require(try run("broken.example.com"))
            #expect(broken.status != 0, "a redirected file must fail the check: \(broken.text)")

            // `generate --check --domain`: the live file is the one the manifest gives.
            let live = try await #require(
                try ULinksCommand.run(
                    [
                        "generate", "--out", "site", "--web-root", dir.path("site"), "--hosting", "nginx,caddy",
                        "--check",
                        "--domain", "example.com", "--resolve", "example.com=127.0.0.1:\(port)", "--ca",
                        dir.path("ca.pem"),
                    ], in: dir.url))
            #expect(live.status == 0, "\(live.text)\(live.errors)")
            #expect(live.text.contains("up to date https://example.com/.well-known/apple-app-site-association"))

            // `init --from https://HOST`: the live file back into a manifest with the same routes.
            let adopted = try await #require(
                try ULinksCommand.run(
                    [
                        "init", "--from", "https://example.com", "--resolve", "example.com=127.0.0.1:\(port)", "--ca",
                        dir.path("ca.pem"), "--output", "adopted.json", "--no-input",
                    ], in: dir.url))
            #expect(adopted.status == 0, "\(adopted.errors)")
            let manifest = try #require(
                ManifestReader().read(Array(try Data(contentsOf: dir.url.appendingPathComponent("adopted.json"))))
                    .manifest)
            #expect(manifest.domains == ["example.com"])
            #expect(manifest.routes.map(\.path) == HostingConfigTests.manifest.routes.map(\.path))
        }
    }

    /// Starts a server and waits until it accepts connections on `port`.
    static func start(_ binary: URL, _ arguments: [String], port: Int, environment: [String: String]? = nil)
        async throws -> Process
    {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        if let environment { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        do {
            try await FreePort.waitUntilListening(port, process: process)
            return process
        } catch {
            stop(process)
            throw CLIFailure("\(binary.lastPathComponent) did not start listening on 127.0.0.1:\(port): \(error)")
        }
    }

    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    struct CLIFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }
}
