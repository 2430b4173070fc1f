import Foundation
import Testing
import ULinksTestSupport

/// Runs the repository's packaging scripts and the tools that check their output, as a release job would.
enum Scripts {
    static let root = PackageRoot.url

    /// `bash scripts/NAME arguments...` from the package root, with `environment` added to this process's.
    static func run(_ name: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> ProcessRun
    {
        try await tool("/bin/bash", [root.appendingPathComponent(name).path] + arguments, environment: environment)
    }

    /// Any program, from the package root, with `environment` added to this process's.
    static func tool(_ path: String, _ arguments: [String], environment: [String: String] = [:]) async throws
        -> ProcessRun
    {
        let merged = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        return try await Subprocess.run(URL(fileURLWithPath: path), arguments, in: root, environment: merged)
    }

    /// The path of `name` on PATH or in the usual system folders; nil when it is not installed.
    static func find(_ name: String) -> String? {
        Subprocess.find(name, candidates: ["/usr/bin/\(name)", "/usr/sbin/\(name)", "/usr/local/bin/\(name)"])?.path
    }

    /// A tool the test cannot do without: nil (and says so) when it is missing; in CI (`.ci/run` installs
    /// it) a recorded failure instead.
    static func required(_ name: String, installedBy package: String) -> String? {
        if let path = find(name) { return path }
        if ProcessInfo.processInfo.environment["CI"] != nil {
            Issue.record("\(name) is not installed (.ci/run installs \(package))")
        }
        print("skipped: \(name) is not installed (apt-get install \(package))")
        return nil
    }

    /// A fresh temporary folder.
    static func temporaryFolder(_ prefix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The hex SHA-256 of a file (sha256sum, as the release's checksum files are made).
    static func sha256(_ path: String) async throws -> String {
        let run = try await tool("/usr/bin/sha256sum", [path])
        return String(run.text.prefix(64))
    }
}
