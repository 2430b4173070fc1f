import Foundation
import Testing
import ULinksTestSupport

/// `scripts/package-deb.sh` on the `ulinks` the tests build (a debug build: it links Swift's shared
/// runtime, so the script is told to allow that and lintian's tags about a debug build are left out). The
/// static release binary's package is installed and run in a Debian root by StaticBinaryTests.
@Suite(.serialized) struct DebianPackageTests {
    /// Builds the package of the test build; nil when the binary is not built.
    static func package() async throws -> (deb: String, folder: URL, binary: URL)? {
        guard let binary = ULinksCommand.requiredBinary() else { return nil }
        let folder = try Scripts.temporaryFolder("ulinks-deb")
        let run = try await Scripts.run(
            "scripts/package-deb.sh", [binary.path, folder.path],
            environment: [
                "ULINKS_DEB_ALLOW_UNPACKAGED": "1", "ULINKS_DEB_COMPRESSION": "gzip", "ULINKS_DEB_LEVEL": "1",
            ])
        #expect(run.status == 0, "\(run.errors)")
        let deb = try #require(run.text.split(separator: "\n").last.map(String.init))
        return (deb, folder, binary)
    }

    @Test(.timeLimit(.minutes(10))) func theDebHoldsTheBinaryManPageCompletionsUnitAndLicence() async throws {
        guard let (deb, folder, binary) = try await Self.package() else { return }
        defer { try? FileManager.default.removeItem(at: folder) }
        let version = try #require(
            try await Subprocess.run(binary, ["--version"]).text.split(separator: " ").first.map(String.init))
        #expect(
            deb.hasSuffix("/ulinks_\(version)_amd64.deb") || deb.hasSuffix("/ulinks_\(version)_arm64.deb"), "\(deb)")

        let info = try await Scripts.tool("/usr/bin/dpkg-deb", ["-I", deb])
        #expect(info.status == 0, "\(info.errors)")
        for field in ["Package: ulinks", "Version: \(version)", "Section: web", "Suggests: ca-certificates"] {
            #expect(info.text.contains(" \(field)\n"), "no \(field) in\n\(info.text)")
        }
        #expect(info.text.contains(" Depends: libc6 (>= 2."), "\(info.text)")
        for part in ["zlib1g", "libstdc++6", "libgcc-s1", "postinst", "postrm", "conffiles", "md5sums"] {
            #expect(info.text.contains(part), "no \(part) in\n\(info.text)")
        }

        let contents = try await Scripts.tool("/usr/bin/dpkg-deb", ["-c", deb])
        for path in [
            "./usr/bin/ulinks", "./usr/share/man/man1/ulinks.1.gz", "./usr/share/bash-completion/completions/ulinks",
            "./usr/share/zsh/vendor-completions/_ulinks", "./usr/share/fish/vendor_completions.d/ulinks.fish",
            "./lib/systemd/system/ulinks.service", "./usr/lib/sysusers.d/ulinks.conf", "./etc/default/ulinks",
            "./usr/share/doc/ulinks/copyright", "./usr/share/doc/ulinks/changelog.gz",
            "./usr/share/lintian/overrides/ulinks",
        ] {
            #expect(contents.text.contains(" \(path)\n"), "no \(path) in\n\(contents.text)")
        }
        #expect(contents.text.contains("-rwxr-xr-x root/root"), "\(contents.text)")

        // The files themselves: the binary byte for byte, completions the binary wrote.
        let tree = folder.appendingPathComponent("tree")
        let extract = try await Scripts.tool("/usr/bin/dpkg-deb", ["-x", deb, tree.path])
        #expect(extract.status == 0, "\(extract.errors)")
        #expect(try await Scripts.sha256(tree.path + "/usr/bin/ulinks") == (try await Scripts.sha256(binary.path)))
        let bash = try String(
            contentsOfFile: tree.path + "/usr/share/bash-completion/completions/ulinks", encoding: .utf8)
        #expect(!bash.hasPrefix("#!"), "a sourced completion file has no #! line")
        #expect(bash.contains("complete") && bash.contains("validate"))
        let fish = try String(
            contentsOfFile: tree.path + "/usr/share/fish/vendor_completions.d/ulinks.fish", encoding: .utf8)
        #expect(fish.contains("complete -c 'ulinks' -n"))
        let zsh = try String(contentsOfFile: tree.path + "/usr/share/zsh/vendor-completions/_ulinks", encoding: .utf8)
        #expect(zsh.hasPrefix("#compdef ulinks"))
        let copyright = try String(contentsOfFile: tree.path + "/usr/share/doc/ulinks/copyright", encoding: .utf8)
        #expect(copyright.hasPrefix("Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"))
        #expect(!copyright.contains("@PROJECT_LICENSE"))
        let changelog = try await Scripts.tool(
            "/bin/sh", ["-c", "gzip -dc '\(tree.path)/usr/share/doc/ulinks/changelog.gz'"])
        #expect(changelog.text.hasPrefix("ulinks (\(version)) unstable; urgency=medium"), "\(changelog.text)")

        try await Self.verifyUnit(in: tree)
        try await Self.lintian(deb, suppressing: Self.debugBuildTags)
    }

    /// Lintian tags that a debug build earns and the static release binary does not (StaticBinaryTests runs
    /// lintian on that one with nothing left out): the toolchain's RUNPATH, symbols, zlib's strings.
    static let debugBuildTags = ["custom-library-search-path", "unstripped-binary-or-object", "embedded-library"]

    /// `systemd-analyze verify` of the packaged unit, with the packaged binary where its ExecStart names it:
    /// the package's /usr/bin is mounted over this machine's in a mount namespace of its own (verify checks
    /// that ExecStart is executable). The man page is checked by lintian, not by verify (man is not asked
    /// to look in the extracted tree).
    static func verifyUnit(in tree: URL) async throws {
        guard let analyze = Scripts.required("systemd-analyze", installedBy: "systemd") else { return }
        let copy = tree.deletingLastPathComponent().appendingPathComponent("systemd-analyze").path
        try FileManager.default.copyItem(atPath: analyze, toPath: copy)
        let unit = tree.path + "/lib/systemd/system/ulinks.service"
        let verify = try await Scripts.tool(
            "/usr/bin/unshare",
            [
                "-m", "/bin/sh", "-c", "mount --bind \"$0/usr/bin\" /usr/bin && \"$1\" verify --man=no \"$2\"",
                tree.path, copy, unit,
            ])
        #expect(verify.status == 0 && verify.errors.isEmpty && verify.text.isEmpty, "\(verify.text)\(verify.errors)")
        let security = try await Scripts.tool(
            "/usr/bin/unshare",
            [
                "-m", "/bin/sh", "-c", "mount --bind \"$0/usr/bin\" /usr/bin && \"$1\" security --offline=yes \"$2\"",
                tree.path, copy, unit,
            ])
        // systemd rates exposure from 0 (locked down) to 10; a unit without hardening rates 9.6.
        let level = security.text.split(separator: "\n").last { $0.contains("Overall exposure level") }
        let score = level.flatMap { line in line.split(separator: " ").compactMap { Double($0) }.first }
        #expect(score.map { $0 <= 2 } == true, "\(security.text.suffix(500))\(security.errors)")
    }

    /// lintian with every tag shown (pedantic, info): no error or warning may be left (the package's
    /// overrides file justifies the rest).
    static func lintian(_ deb: String, suppressing: [String] = []) async throws {
        guard let lintian = Scripts.required("lintian", installedBy: "lintian") else { return }
        var arguments = ["--pedantic", "--display-info", "--fail-on", "error,warning", deb]
        if !suppressing.isEmpty { arguments = ["--suppress-tags", suppressing.joined(separator: ",")] + arguments }
        let run = try await Scripts.tool(lintian, arguments)
        let findings = run.text.split(separator: "\n").filter { $0.hasPrefix("E: ") || $0.hasPrefix("W: ") }
        #expect(run.status == 0 && findings.isEmpty, "lintian:\n\(run.text)\(run.errors)")
    }

    @Test func aBinaryThatNeedsSwiftsSharedRuntimeIsRefused() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let folder = try Scripts.temporaryFolder("ulinks-deb-refused")
        defer { try? FileManager.default.removeItem(at: folder) }
        let run = try await Scripts.run("scripts/package-deb.sh", [binary.path, folder.path])
        #expect(run.status == 1)
        #expect(run.errors.contains("needs libraries no Debian package provides: libswift"), "\(run.errors)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
        let usage = try await Scripts.run("scripts/package-deb.sh", [binary.path])
        #expect(usage.status == 64)
    }

    /// The committed man page (packaging/man/ulinks.1) is the one swift-argument-parser's generate-manual
    /// makes from the CLI as built now, with the page's own date: a changed command or help text without a
    /// regenerated page (scripts/generate-manual.sh) fails here.
    @Test func theCommittedManPageMatchesTheCLI() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let tool = binary.deletingLastPathComponent().appendingPathComponent("generate-manual")
        // `swift test` builds this package's products, not a dependency's tool: .ci/run builds it first
        // (`swift build --product generate-manual`), and CI must not pass without the check.
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            let why = "generate-manual (swift-argument-parser's tool) is not built beside \(binary.path)"
            if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("\(why)") }
            print("skipped: \(why); `swift build --product generate-manual` builds it")
            return
        }
        let committed = try String(
            contentsOf: Scripts.root.appendingPathComponent("packaging/man/ulinks.1"), encoding: .utf8)
        let date = try #require(committed.split(separator: "\n").first { $0.hasPrefix(".Dd ") }).dropFirst(4)
        let parsed = try #require(DateFormatter.manual.date(from: String(date)), "no date in .Dd \(date)")
        let day = DateFormatter.iso.string(from: parsed)
        let run = try await Subprocess.run(tool, [binary.path, "--date", day, "--output-directory", "-"])
        #expect(run.status == 0, "\(run.errors)")
        // Written to a file the page has no final newline; to standard output it has one.
        #expect(
            run.text.trimmingSuffix("\n") == committed.trimmingSuffix("\n"),
            "packaging/man/ulinks.1 is out of date: run scripts/generate-manual.sh (\(run.text.count) vs \(committed.count) characters)"
        )
    }
}

extension String {
    /// The string without any run of `suffix` at its end.
    fileprivate func trimmingSuffix(_ suffix: String) -> String {
        var text = self
        while text.hasSuffix(suffix) { text.removeLast(suffix.count) }
        return text
    }
}

extension DateFormatter {
    /// mdoc's `.Dd December 6, 2026`.
    static let manual: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "MMMM d, yyyy"
        return formatter
    }()

    /// generate-manual's `--date 2026-12-06`.
    static let iso: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter
    }()
}
