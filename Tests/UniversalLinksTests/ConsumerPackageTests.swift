import Foundation
import Testing
import ULinksTestSupport

/// An app that adds the package and uses only the core and the router builds those alone, with swift-asn1 (the
/// core's one dependency, for the CMS envelope): Tests/Consumer is built with its own scratch folder and must
/// contain no build products of the heavy modules (NIO, X509, Crypto, SQLite, Hummingbird).
@Suite struct ConsumerPackageTests {
    static let packageRoot = PackageRoot.path

    @Test(.timeLimit(.minutes(10))) func coreBuildsWithoutHeavyDependencies() async throws {
        let consumer = Self.packageRoot + "/Tests/Consumer"
        let scratch = Self.packageRoot + "/.build-consumer"
        var (status, log) = try await Self.build(consumer, scratch: scratch)
        if status != 0 && log.contains("missing inputs") {
            // A scratch folder built before source files moved keeps a build description that names them
            // (SwiftPM does not rescan a path dependency's files): start that folder afresh, once.
            try? FileManager.default.removeItem(atPath: scratch)
            (status, log) = try await Self.build(consumer, scratch: scratch)
        }
        #expect(status == 0, "consumer build failed:\n\(log.suffix(3000))")
        // SwiftPM lays out a folder per module of the graph; only compiled modules hold object files.
        let debug = scratch + "/debug"
        let compiled = try FileManager.default.contentsOfDirectory(atPath: debug).filter { folder in
            guard folder.hasSuffix(".build"),
                let files = FileManager.default.enumerator(atPath: debug + "/" + folder)?.allObjects as? [String]
            else { return false }
            return files.contains { $0.hasSuffix(".o") }
        }
        #expect(compiled.contains("UniversalLinks.build"))
        #expect(compiled.contains("UniversalLinksRouter.build"))
        #expect(compiled.contains("SwiftASN1.build"))
        let allowed: Set = [
            "UniversalLinks.build", "UniversalLinksRouter.build", "CoreConsumer.build", "SwiftASN1.build",
        ]
        let heavy = compiled.filter { !allowed.contains($0) }
        #expect(heavy.isEmpty, "the core-only consumer compiled \(heavy)")
    }

    static func build(_ consumer: String, scratch: String) async throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // One job, at the lowest priority: the rest of the suite (servers with deadlines) runs beside this
        // build on the same cores.
        process.arguments = [
            "nice", "-n", "19", "swift", "build", "-j", "1", "--product", "CoreConsumer", "--package-path", consumer,
            "--scratch-path",
            scratch,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Minutes of building: off the cooperative threads that other tests' servers run on.
        let log = try await offPool {
            let log = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return log
        }
        return (process.terminationStatus, log)
    }
}
