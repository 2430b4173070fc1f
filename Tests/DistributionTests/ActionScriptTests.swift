import Foundation
import Testing
import ULinksTestSupport

/// The GitHub Action's script (scripts/action/ulinks-action.sh) against a local release folder: the test
/// build of `ulinks` named as the release names this machine's binary, with its `.sha256`, served by a
/// loopback HTTP server the test starts (and read through file:// too).
@Suite(.serialized) struct ActionScriptTests {
    static let script = "scripts/action/ulinks-action.sh"

    /// A release folder for `version`: the binary (a link to the test build) and its checksum file; the
    /// hash can be replaced to make a mismatch.
    static func release(_ binary: URL, version: String, hash: String? = nil) async throws -> (URL, String) {
        let folder = try Scripts.temporaryFolder("ulinks-release")
        let asset = "ulinks-\(version)-linux-\(Self.machine)"
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent(asset).path, withDestinationPath: binary.path)
        let actual = try await Scripts.sha256(binary.path)
        try Data("\(hash ?? actual)  \(asset)\n".utf8).write(to: folder.appendingPathComponent("\(asset).sha256"))
        return (folder, actual)
    }

    static var machine: String {
        #if arch(arm64)
            "aarch64"
        #else
            "x86_64"
        #endif
    }

    /// The environment of a Linux runner, with GITHUB_OUTPUT in `folder`.
    static func runner(_ folder: URL, _ extra: [String: String]) -> [String: String] {
        [
            "RUNNER_OS": "Linux", "RUNNER_ARCH": machine == "x86_64" ? "X64" : "ARM64",
            "GITHUB_OUTPUT": folder.appendingPathComponent("output").path,
        ].merging(extra) { $1 }
    }

    static func outputs(_ folder: URL) -> [String: String] {
        let text = (try? String(contentsOf: folder.appendingPathComponent("output"), encoding: .utf8)) ?? ""
        var values: [String: String] = [:]
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { values[String(parts[0])] = String(parts[1]) }
        }
        return values
    }

    /// `python3 -m http.server` on a loopback port, serving `folder`.
    static func serve(_ folder: URL) async throws -> (ServeProcess, Int) {
        let port = try FreePort.next()
        let server = try ServeProcess(
            launching: URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["python3", "-m", "http.server", "--bind", "127.0.0.1", "--directory", folder.path, "\(port)"],
            logPath: folder.deletingLastPathComponent().appendingPathComponent("http-\(port).log").path)
        try await server.waitUntilListening(port)
        return (server, port)
    }

    @Test func installDownloadsAndChecksTheRunnersBinaryAndACacheHitIsCheckedAgain() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let (release, hash) = try await Self.release(binary, version: "0.1.0")
        let work = try Scripts.temporaryFolder("ulinks-action")
        defer { for url in [release, work] { try? FileManager.default.removeItem(at: url) } }
        let (server, port) = try await Self.serve(release)
        defer { server.stop() }

        let install = work.appendingPathComponent("tool")
        let environment = Self.runner(work, ["ULINKS_RELEASE_BASE_URL": "http://127.0.0.1:\(port)"])
        let resolved = try await Scripts.run(Self.script, ["resolve", "v0.1.0"], environment: environment)
        #expect(resolved.status == 0 && resolved.text == "0.1.0\n", "\(resolved.text)\(resolved.errors)")
        let run = try await Scripts.run(Self.script, ["install", "0.1.0", install.path], environment: environment)
        #expect(run.status == 0, "\(run.errors)\n\(server.log)")
        #expect(run.errors.contains("installed ulinks-0.1.0-linux-\(Self.machine)"), "\(run.errors)")
        let installed = install.appendingPathComponent("ulinks").path
        #expect(try await Scripts.sha256(installed) == hash)
        #expect(Self.outputs(work)["path"] == installed)
        #expect(Self.outputs(work)["version"] == "0.1.0")
        let version = try await Subprocess.run(URL(fileURLWithPath: installed), ["--version"])
        #expect(version.text.hasPrefix("0.1.0 "))

        // A second run finds the cached binary and checks it against the kept checksum...
        let cached = try await Scripts.run(Self.script, ["install", "0.1.0", install.path], environment: environment)
        #expect(cached.status == 0 && cached.errors.contains("from the cache"), "\(cached.errors)")
        // ...and refuses one changed since.
        try FileManager.default.removeItem(atPath: installed)
        try Data("#!/bin/sh\necho tampered\n".utf8).write(to: URL(fileURLWithPath: installed))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: installed)
        let tampered = try await Scripts.run(Self.script, ["install", "0.1.0", install.path], environment: environment)
        #expect(tampered.status == 1)
        #expect(tampered.errors.contains("the cached \(installed) has SHA-256"), "\(tampered.errors)")
    }

    @Test func aChecksumMismatchIsRefusedAndNothingIsInstalled() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let wrong = String(repeating: "0", count: 64)
        let (release, _) = try await Self.release(binary, version: "0.1.0", hash: wrong)
        let work = try Scripts.temporaryFolder("ulinks-action")
        defer { for url in [release, work] { try? FileManager.default.removeItem(at: url) } }
        for base in ["file://\(release.path)", "http"] {
            var url = base
            var server: ServeProcess?
            if base == "http" {
                let (started, port) = try await Self.serve(release)
                server = started
                url = "http://127.0.0.1:\(port)"
            }
            defer { server?.stop() }
            let install = work.appendingPathComponent("tool-\(base.prefix(4))")
            let run = try await Scripts.run(
                Self.script, ["install", "0.1.0", install.path],
                environment: Self.runner(work, ["ULINKS_RELEASE_BASE_URL": url]))
            #expect(run.status == 1)
            #expect(
                run.errors.contains("but ulinks-0.1.0-linux-\(Self.machine).sha256 says \(wrong): refused"),
                "\(run.errors)")
            #expect(!FileManager.default.fileExists(atPath: install.appendingPathComponent("ulinks").path))
        }
        // A missing release is an error that names the URL, not an empty binary.
        let missing = try await Scripts.run(
            Self.script, ["install", "9.9.9", work.appendingPathComponent("none").path],
            environment: Self.runner(work, ["ULINKS_RELEASE_BASE_URL": "file://\(release.path)"]))
        #expect(missing.status == 1 && missing.errors.contains("could not download file://"), "\(missing.errors)")
        let windows = try await Scripts.run(
            Self.script, ["install", "0.1.0", work.path], environment: ["RUNNER_OS": "Windows", "RUNNER_ARCH": "X64"])
        #expect(windows.status == 1 && windows.errors.contains("no release binary for Windows"))
    }

    @Test func runWritesSARIFAndAnnotationsAndFailsOnFindings() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let work = try Scripts.temporaryFolder("ulinks-action-run")
        defer { try? FileManager.default.removeItem(at: work) }
        let good = Scripts.root.appendingPathComponent("Examples/apple-app-site-association").path
        let bad = work.appendingPathComponent("apple-app-site-association")
        try Data(#"{"applinks": {"details": [{"appIDs": ["ABCDE12345.com.example"], "components": [{"/": 5}]}]}}"#.utf8)
            .write(to: bad)
        let sarif = work.appendingPathComponent("out.sarif").path

        // Two files on two lines: one argument each, spaces and all.
        let failing = try await Scripts.run(
            Self.script, ["run", binary.path],
            environment: Self.runner(
                work,
                ["ULINKS_COMMAND": "validate", "ULINKS_ARGS": "\(good)\n\(bad.path)\n", "ULINKS_SARIF_FILE": sarif]))
        #expect(failing.status == 1, "\(failing.text)\(failing.errors)")
        #expect(failing.text.contains("::error file=\(bad.path),line=1"), "\(failing.text)")
        let report =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: sarif))) as? [String: Any]
        #expect(report?["version"] as? String == "2.1.0")
        let results = ((report?["runs"] as? [[String: Any]])?.first?["results"] as? [Any]) ?? []
        #expect(!results.isEmpty)
        #expect(Self.outputs(work)["sarif-file"] == sarif)
        #expect(Self.outputs(work)["exit-code"] == "1")

        // fail-on-findings false: the step passes, the exit code is an output.
        try? FileManager.default.removeItem(at: work.appendingPathComponent("output"))
        let reported = try await Scripts.run(
            Self.script, ["run", binary.path],
            environment: Self.runner(
                work,
                [
                    "ULINKS_COMMAND": "validate", "ULINKS_ARGS": bad.path, "ULINKS_FORMAT": "github",
                    "ULINKS_FAIL_ON_FINDINGS": "false",
                ]))
        #expect(reported.status == 0, "\(reported.errors)")
        #expect(Self.outputs(work)["exit-code"] == "1")

        let passing = try await Scripts.run(
            Self.script, ["run", binary.path],
            environment: Self.runner(work, ["ULINKS_ARGS": good, "ULINKS_FORMAT": "json"]))
        #expect(passing.status == 0, "\(passing.text)\(passing.errors)")

        let unknown = try await Scripts.run(
            Self.script, ["run", binary.path], environment: Self.runner(work, ["ULINKS_COMMAND": "serve"]))
        #expect(unknown.status == 1 && unknown.errors.contains("command must be validate, check or doctor"))
    }
}
