import Foundation
import Testing
import ULinksTestSupport

/// The SwiftPM plugins as a package that uses them would (Tests/PluginConsumer, built with its own scratch
/// folder, the main package's traits off so only the core CLI is built): the build-tool plugin passes a
/// target whose files are valid and fails one whose AASA has an error, at its line; the command plugin
/// validates a target's files and generates from a manifest.
@Suite(.serialized) struct PluginConsumerTests {
    static let consumer = PackageRoot.path + "/Tests/PluginConsumer"
    static let scratch = PackageRoot.path + "/.build-plugin-consumer"

    /// `swift ARGUMENTS... --package-path CONSUMER --scratch-path SCRATCH`, one job (the rest of the suite
    /// runs beside it).
    /// At the lowest priority: the rest of the suite (servers with deadlines) runs beside these builds.
    static func swift(_ arguments: [String], after: [String] = []) async throws -> ProcessRun {
        try await Subprocess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["nice", "-n", "19", "swift"] + arguments + ["--package-path", consumer, "--scratch-path", scratch] + after)
    }

    @Test(.timeLimit(.minutes(20))) func theBuildToolPluginPassesValidFilesAndFailsAtTheErrorsLine() async throws {
        let good = try await Self.swift(["build", "-j", "1", "--product", "LinkedApp"])
        let goodLog = good.text + good.errors
        #expect(good.status == 0, "\(goodLog.suffix(3000))")
        // The plugin ran (its stamp is a source of the target) and said which files it read.
        let stamp =
            Self.scratch
            + "/plugins/outputs/pluginconsumer/LinkedApp/destination/ULinksBuildToolPlugin/ULinksValidated.swift"
        let stamped = try String(contentsOfFile: stamp, encoding: .utf8)
        #expect(stamped.hasPrefix("// ulinks validate passed: "), "\(stamped)")
        #expect(stamped.contains("Sources/LinkedApp/ulinks.json"))

        let bad = try await Self.swift(["build", "-j", "1", "--product", "BrokenApp"])
        let badLog = bad.text + bad.errors
        #expect(bad.status != 0, "\(badLog.suffix(3000))")
        #expect(
            badLog.contains(
                "/Tests/PluginConsumer/Sources/BrokenApp/.well-known/apple-app-site-association:6:46: error: [wrong-type] \"?\" must be a string or an object of strings, found the number 5"
            ), "\(badLog.suffix(3000))")
    }

    @Test(.timeLimit(.minutes(20))) func theCommandPluginValidatesATargetAndGenerates() async throws {
        let good = try await Self.swift(["package"], after: ["ulinks", "validate", "--target", "LinkedApp"])
        #expect(good.status == 0, "\((good.text + good.errors).suffix(3000))")
        #expect(good.text.contains("Sources/LinkedApp/ulinks.json: no problems"), "\(good.text)")
        #expect(good.text.contains("Sources/LinkedApp/.well-known/apple-app-site-association: no problems"))

        let bad = try await Self.swift(["package"], after: ["ulinks", "validate", "--target", "BrokenApp"])
        #expect(bad.status != 0)
        #expect(bad.text.contains("apple-app-site-association:6:46: error[wrong-type]"), "\(bad.text)\(bad.errors)")

        let out = try Scripts.temporaryFolder("ulinks-plugin-generate")
        defer { try? FileManager.default.removeItem(at: out) }
        let generate = try await Self.swift(
            ["package"],
            after: ["ulinks", "generate", "--manifest", "Sources/LinkedApp/ulinks.json", "--out", out.path])
        #expect(generate.status == 0, "\(generate.text)\(generate.errors)")
        let aasa = try String(
            contentsOf: out.appendingPathComponent(".well-known/apple-app-site-association"), encoding: .utf8)
        #expect(aasa.contains("9JA89QQLNQ.org.swiftlinks.demo"))
    }
}
