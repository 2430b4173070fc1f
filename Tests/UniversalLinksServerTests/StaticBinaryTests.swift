import Foundation
import Testing
import ULinksTestSupport

/// The static release binary (`scripts/release.sh`) on a machine without Swift: a minimal Debian root
/// (`scripts/make-chroot.sh`, debootstrap's minbase) under `chroot`, with nothing but the base system.
/// It validates, matches, serves over HTTPS and checks that server from inside the root, runs every other
/// command of README's list (StaticBinaryTests+Commands.swift), and installs the Debian package of the binary
/// with apt (StaticBinaryTests+Debian.swift).
///
/// Slow (a release build and a debootstrap), so it runs only when asked: `ULINKS_CHROOT_TEST=1`, with
/// `ULINKS_STATIC_BINARY` and `ULINKS_CHROOT_ROOT` naming what `.ci/run` builds first.
@Suite(
    .serialized,
    .enabled(
        if: ProcessInfo.processInfo.environment["ULINKS_CHROOT_TEST"] == "1",
        "the static-binary chroot test runs with ULINKS_CHROOT_TEST=1 (.ci/run then builds the binary and the root)"))
struct StaticBinaryTests {

    /// The root, the binary copied into it, and a folder of the test's own inside it.
    struct Root {
        let path: String
        let work: String  // inside the root, as the chrooted process sees it: "/ulinks-test-…"
        var host: URL { URL(fileURLWithPath: path + work) }

        init() throws {
            let environment = ProcessInfo.processInfo.environment
            let binary = try #require(environment["ULINKS_STATIC_BINARY"], "ULINKS_STATIC_BINARY is not set")
            path = try #require(environment["ULINKS_CHROOT_ROOT"], "ULINKS_CHROOT_ROOT is not set")
            work = "/ulinks-test-\(UUID().uuidString.prefix(8))"
            try FileManager.default.createDirectory(at: host, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: binary), to: host.appendingPathComponent("ulinks"))
        }

        /// `chroot ROOT command...` with the root's own /proc mounted, as on any machine (in a mount
        /// namespace of its own, so nothing is left mounted): the Swift runtime reads a static
        /// binary's arguments from /proc/self/cmdline, and without it every command sees none.
        func chroot(_ command: [String]) -> (executable: String, arguments: [String]) {
            ("/usr/bin/unshare", ["-m", "--mount-proc=\(path)/proc", "/usr/sbin/chroot", path] + command)
        }

        /// `chroot ROOT WORK/ulinks arguments...`.
        func ulinks(_ arguments: [String]) async throws -> (status: Int32, stdout: String) {
            let (executable, arguments) = chroot(["\(work)/ulinks"] + arguments)
            return try await Process.output(executable, arguments)
        }

        func write(_ text: String, to name: String) throws {
            let url = host.appendingPathComponent(name)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }

        func remove() { try? FileManager.default.removeItem(at: host) }
    }

    @Test func theRootHasNoSwiftAndTheBinaryNeedsNothingBeyondIt() async throws {
        let root = try Root()
        defer { root.remove() }
        // No toolchain and no Swift runtime library anywhere in the root.
        let swiftFiles = try Self.files(under: root.path) { name in
            name == "swift" || name == "swiftc" || name.hasPrefix("libswift") || name.hasPrefix("libFoundation")
        }
        #expect(swiftFiles.isEmpty, "the root holds Swift files: \(swiftFiles.prefix(5))")
        // The root's own dynamic loader resolves every library the binary asks for.
        let loader = try #require(
            ["/lib64/ld-linux-x86-64.so.2", "/lib/ld-linux-aarch64.so.1"].first {
                FileManager.default.fileExists(atPath: root.path + $0)
            }, "no dynamic loader in the root")
        let list = root.chroot([loader, "--list", "\(root.work)/ulinks"])
        let libraries = try await Process.output(list.executable, list.arguments)
        #expect(libraries.status == 0, "\(libraries.stdout)")
        #expect(!libraries.stdout.contains("not found"), "missing in the root: \(libraries.stdout)")
        #expect(!libraries.stdout.contains("swift"), "links a Swift library dynamically: \(libraries.stdout)")

        let version = try await root.ulinks(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.contains("0.1.0 (commit "), "\(version.stdout)")
    }

    @Test func validateAndMatchRunInTheRoot() async throws {
        let root = try Root()
        defer { root.remove() }
        try root.write(ConsoleFixtures.listing1, to: "listing1.json")
        let example = try String(
            contentsOf: PackageRoot.url.appendingPathComponent("Examples/apple-app-site-association"), encoding: .utf8)
        try root.write(example, to: "aasa.json")

        let validate = try await root.ulinks(["validate", "\(root.work)/listing1.json"])
        #expect(validate.status == 0, "\(validate.stdout)")
        let broken = try await root.ulinks(["validate", "--format", "json", "\(root.work)/nothing.json"])
        #expect(broken.status == 1, "\(broken.stdout)")

        let match = try await root.ulinks([
            "match", "\(root.work)/aasa.json", "https://swiftlinks.org/en_GB/shop/shoes",
            "https://swiftlinks.org/help/website/faq",
        ])
        #expect(match.status == 0, "\(match.stdout)")
        #expect(
            match.stdout.contains("https://swiftlinks.org/en_GB/shop/shoes  ->  opens 9JA89QQLNQ.org.swiftlinks.demo"))
        #expect(match.stdout.contains("https://swiftlinks.org/help/website/faq  ->  opens in the browser"))
    }

    @Test func serveAnswersOverHTTPSAndCheckPassesAgainstIt() async throws {
        let root = try Root()
        defer { root.remove() }
        let certificates = try TestCertificates([("app", ["app.example.com"])])
        defer { certificates.remove() }
        let examplePath = PackageRoot.url.appendingPathComponent("Examples/apple-app-site-association").path
        let example = try String(contentsOfFile: examplePath, encoding: .utf8)
        let token = "static-binary-test-token-\(UUID().uuidString)"
        try root.write(token, to: "token")
        for (from, to) in [
            (certificates.caPath, "ca.pem"), (certificates.certificatePath("app"), "app.pem"),
            (certificates.keyPath("app"), "app.key"),
        ] {
            try FileManager.default.copyItem(atPath: from, toPath: root.host.appendingPathComponent(to).path)
        }

        let port = try FreePort.next()
        let launch = root.chroot([
            "\(root.work)/ulinks", "serve", "--store", "\(root.work)/ulinks.sqlite", "--bind", "127.0.0.1:\(port)",
            "--tls-cert", "\(root.work)/app.pem", "--tls-key", "\(root.work)/app.key", "--admin-token-file",
            "\(root.work)/token",
        ])
        let serve = try ServeProcess(
            launching: URL(fileURLWithPath: launch.executable), arguments: launch.arguments,
            logPath: root.host.appendingPathComponent("serve.log").path)
        defer { serve.stop() }
        try await serve.waitUntilListening(port)

        // Requests from outside the root: publish through the admin API (SQLite in the root), then
        // fetch the served file, byte for byte.
        let origin = "https://app.example.com:\(port)"
        let curl = [
            "-sS", "--max-time", "20", "--cacert", certificates.caPath, "--resolve",
            "app.example.com:\(port):127.0.0.1",
        ]
        let publish = try await Process.output(
            "/usr/bin/curl",
            curl + [
                "-X", "PUT", "-H", "Authorization: Bearer \(token)", "--data-binary", "@\(examplePath)", "-w",
                "%{http_code}",
                "-o", "/dev/null", "\(origin)/admin/v1/domains/app.example.com/aasa",
            ])
        #expect(publish.stdout.hasPrefix("20"), "publish answered \(publish.stdout)\n\(serve.log)")
        let fetched = try await Process.output(
            "/usr/bin/curl", curl + ["\(origin)/.well-known/apple-app-site-association"])
        #expect(fetched.status == 0, "\(fetched.stdout)\n\(serve.log)")
        #expect(fetched.stdout == example)

        // The checker from inside the root against that server.
        let check = try await root.ulinks([
            "check", "app.example.com", "--ca", "\(root.work)/ca.pem", "--resolve", "app.example.com=127.0.0.1:\(port)",
            "--app", "9JA89QQLNQ.org.swiftlinks.demo", "--url", "https://app.example.com/buy/1", "--format", "json",
            "--timeout", "20",
        ])
        #expect(check.status == 0, "\(check.stdout)\n\(serve.log)")
        #expect(check.stdout.contains("\"app.example.com\""))

        // The minimal root has no system trust store (no ca-certificates): without --ca the checker
        // says so, instead of NIOSSL's empty error.
        let untrusted = try await root.ulinks([
            "check", "app.example.com", "--resolve", "app.example.com=127.0.0.1:\(port)", "--timeout", "20",
        ])
        #expect(untrusted.status != 0)
        #expect(untrusted.stdout.contains("no system trust store"), "\(untrusted.stdout)")
        #expect(untrusted.stdout.contains("ca-certificates"))

        try await Self.runServerCommands(root, port: port)
    }

    /// Files below `folder` (links not followed) whose name passes `test`, as paths.
    static func files(under folder: String, where test: (String) -> Bool) throws -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
        var found: [String] = []
        while let relative = walker.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            if test(name) { found.append(relative) }
        }
        return found
    }
}
