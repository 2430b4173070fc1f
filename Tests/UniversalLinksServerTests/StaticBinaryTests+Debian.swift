import Foundation
import Testing
import ULinksTestSupport

/// The Debian package of the static binary (scripts/package-deb.sh): lintian finds nothing left (every
/// remaining tag is justified in packaging/debian/lintian-overrides), and `apt-get install ./ulinks_*.deb`
/// in the Swift-less root installs a working `ulinks`, its user, man page and completions; purging it
/// leaves the root as it was.
extension StaticBinaryTests {
    @Test func theDebianPackageIsLintianCleanAndInstallsWithAptInTheRoot() async throws {
        let root = try Root()
        defer { root.remove() }
        let binary = try #require(ProcessInfo.processInfo.environment["ULINKS_STATIC_BINARY"])
        let package = try await Process.output(
            "/bin/bash", [PackageRoot.path + "/scripts/package-deb.sh", binary, root.host.path])
        #expect(package.status == 0, "\(package.stdout)")
        let deb = try #require(package.stdout.split(separator: "\n").last.map(String.init))
        #expect(deb.hasPrefix(root.host.path + "/ulinks_") && deb.hasSuffix(".deb"), "\(deb)")

        let lintian = try await Process.output(
            "/usr/bin/lintian", ["--pedantic", "--display-info", "--fail-on", "error,warning", deb])
        let findings = lintian.stdout.split(separator: "\n").filter { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }
        #expect(lintian.status == 0 && findings.isEmpty, "lintian:\n\(lintian.stdout)")

        let inRoot = root.work + "/" + URL(fileURLWithPath: deb).lastPathComponent
        let environment = ProcessInfo.processInfo.environment.merging([
            "DEBIAN_FRONTEND": "noninteractive", "PATH": "/usr/sbin:/usr/bin:/sbin:/bin",
        ]) { $1 }
        let aptGet = { (arguments: [String]) async throws -> (status: Int32, stdout: String) in
            let (executable, all) = root.chroot(["/usr/bin/apt-get"] + arguments)
            return try await Process.output(executable, all, environment: environment)
        }
        let install = try await aptGet(["install", "-y", "--no-install-recommends", inRoot])
        #expect(install.status == 0, "\(install.stdout)")
        // Whatever the checks find, the package is purged after them: the root is left without it for the other
        // tests (and the next run). Awaited, not in a `defer`, so no shared worker thread waits on apt.
        var failure: (any Error)?
        do {

            let run = { (command: [String]) async throws -> (status: Int32, stdout: String) in
                let (executable, all) = root.chroot(command)
                return try await Process.output(executable, all, environment: environment)
            }
            let version = try await run(["/usr/bin/ulinks", "--version"])
            #expect(version.status == 0 && version.stdout.contains(" (commit "), "\(version.stdout)")
            let example = try String(
                contentsOf: PackageRoot.url.appendingPathComponent("Examples/apple-app-site-association"),
                encoding: .utf8)
            try root.write(example, to: "aasa.json")
            let validate = try await run(["/usr/bin/ulinks", "validate", "\(root.work)/aasa.json"])
            #expect(validate.status == 0, "\(validate.stdout)")
            // postinst made the service user (useradd: the minimal root has no systemd-sysusers).
            let user = try await run(["/usr/bin/getent", "passwd", "ulinks"])
            #expect(
                user.stdout.hasPrefix("ulinks:x:") && user.stdout.contains(":/var/lib/ulinks:/usr/sbin/nologin"),
                "\(user.stdout)")
            for path in [
                "/usr/share/man/man1/ulinks.1.gz", "/usr/share/bash-completion/completions/ulinks",
                "/usr/share/zsh/vendor-completions/_ulinks", "/usr/share/fish/vendor_completions.d/ulinks.fish",
                "/lib/systemd/system/ulinks.service", "/etc/default/ulinks", "/usr/share/doc/ulinks/copyright",
            ] {
                #expect(FileManager.default.fileExists(atPath: root.path + path), "apt installed no \(path)")
            }
            let status = try await run(["/usr/bin/dpkg-query", "-W", "-f", "${Status} ${Version}", "ulinks"])
            #expect(status.stdout.hasPrefix("install ok installed "), "\(status.stdout)")
        } catch { failure = error }
        let purge = try await aptGet(["purge", "-y", "ulinks"])
        #expect(purge.status == 0, "\(purge.stdout)")
        if let failure { throw failure }
    }
}
