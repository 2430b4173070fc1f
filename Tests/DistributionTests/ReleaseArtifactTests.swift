import Foundation
import Testing
import ULinksTestSupport

/// What the release workflow makes besides the binaries and the .deb, made here from the test build: the
/// SwiftPM artifact bundle (scripts/make-artifactbundle.sh) and the Homebrew formula it points at a release
/// (scripts/update-formula.sh, `ruby -c`).
@Suite struct ReleaseArtifactTests {
    @Test(.timeLimit(.minutes(5))) func theArtifactBundleDescribesEachBinaryForSwiftPM() async throws {
        guard let binary = ULinksCommand.requiredBinary() else { return }
        let folder = try Scripts.temporaryFolder("ulinks-bundle")
        defer { try? FileManager.default.removeItem(at: folder) }
        // The test build under the release's names for the two Linux variants.
        for name in ["ulinks-0.1.0-linux-x86_64", "ulinks-0.1.0-linux-aarch64"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent(name).path, withDestinationPath: binary.path)
        }
        let out = folder.appendingPathComponent("out")
        let run = try await Scripts.run(
            "scripts/make-artifactbundle.sh",
            [
                "0.1.0", out.path, folder.path + "/ulinks-0.1.0-linux-x86_64",
                folder.path + "/ulinks-0.1.0-linux-aarch64",
            ])
        #expect(run.status == 0, "\(run.errors)")
        let zip = out.appendingPathComponent("ulinks-0.1.0.artifactbundle.zip").path
        #expect(run.text == zip + "\n")
        let checksum = try String(contentsOfFile: zip + ".sha256", encoding: .utf8)
        #expect(checksum == "\(try await Scripts.sha256(zip))  ulinks-0.1.0.artifactbundle.zip\n")

        let unpacked = folder.appendingPathComponent("unpacked")
        let unzip = try await Scripts.tool("/usr/bin/unzip", ["-q", zip, "-d", unpacked.path])
        #expect(unzip.status == 0, "\(unzip.errors)")
        let bundle = unpacked.appendingPathComponent("ulinks-0.1.0.artifactbundle")
        let info = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: bundle.appendingPathComponent("info.json")))
                as? [String: Any])
        #expect(info["schemaVersion"] as? String == "1.0")
        let artifact = try #require((info["artifacts"] as? [String: Any])?["ulinks"] as? [String: Any])
        #expect(artifact["version"] as? String == "0.1.0")
        #expect(artifact["type"] as? String == "executable")
        let variants = try #require(artifact["variants"] as? [[String: Any]])
        #expect(
            variants.map { $0["supportedTriples"] as? [String] ?? [] } == [
                ["x86_64-unknown-linux-gnu"], ["aarch64-unknown-linux-gnu"],
            ])
        // Each variant's path holds the binary, executable and whole.
        for variant in variants {
            let path = bundle.appendingPathComponent(try #require(variant["path"] as? String)).path
            #expect(FileManager.default.isExecutableFile(atPath: path), "\(path)")
        }
        let x86 = bundle.appendingPathComponent("ulinks-0.1.0-linux-x86_64/bin/ulinks").path
        #expect(try await Scripts.sha256(x86) == (try await Scripts.sha256(binary.path)))

        // The same binaries give the same zip: its checksum, which a binary target pins, is reproducible.
        let again = try await Scripts.run(
            "scripts/make-artifactbundle.sh",
            [
                "0.1.0", folder.appendingPathComponent("again").path, folder.path + "/ulinks-0.1.0-linux-x86_64",
                folder.path + "/ulinks-0.1.0-linux-aarch64",
            ])
        #expect(again.status == 0)
        #expect(
            try await Scripts.sha256(folder.path + "/again/ulinks-0.1.0.artifactbundle.zip")
                == (try await Scripts.sha256(zip)))

        // A binary not named as the release names it has no known triple: refused.
        let stray = try await Scripts.run("scripts/make-artifactbundle.sh", ["0.1.0", out.path, binary.path])
        #expect(stray.status == 1 && stray.errors.contains("is not named ulinks-0.1.0-"), "\(stray.errors)")
    }

    @Test func theFormulaIsValidRubyBeforeAndAfterItIsPointedAtARelease() async throws {
        guard let ruby = Scripts.required("ruby", installedBy: "ruby") else { return }
        let formula = Scripts.root.appendingPathComponent("Formula/ulinks.rb")
        let checked = try await Scripts.tool(ruby, ["-c", formula.path])
        #expect(checked.status == 0 && checked.text == "Syntax OK\n", "\(checked.text)\(checked.errors)")

        let folder = try Scripts.temporaryFolder("ulinks-formula")
        defer { try? FileManager.default.removeItem(at: folder) }
        let copy = folder.appendingPathComponent("ulinks.rb")
        try FileManager.default.copyItem(at: formula, to: copy)
        let hashes = ["a", "b", "c"].map { String(repeating: $0, count: 64) }
        let update = try await Scripts.run("scripts/update-formula.sh", [copy.path, "1.2.3"] + hashes)
        #expect(update.status == 0, "\(update.errors)")
        let updated = try String(contentsOf: copy, encoding: .utf8)
        #expect(updated.contains("  version \"1.2.3\"\n"))
        #expect(updated.contains("archive/refs/tags/v1.2.3.tar.gz\"\n    sha256 \"\(hashes[0])\""))
        #expect(updated.contains("download/v1.2.3/ulinks-1.2.3-linux-x86_64\"\n      sha256 \"\(hashes[1])\""))
        #expect(updated.contains("download/v1.2.3/ulinks-1.2.3-linux-aarch64\"\n      sha256 \"\(hashes[2])\""))
        #expect(!updated.contains("0.1.0"))
        let reparsed = try await Scripts.tool(ruby, ["-c", copy.path])
        #expect(reparsed.status == 0, "\(reparsed.errors)")

        let refused = try await Scripts.run("scripts/update-formula.sh", [copy.path, "1.2.3", "nothex", "b", "c"])
        #expect(refused.status == 1 && refused.errors.contains("is not a SHA-256"))
    }
}
