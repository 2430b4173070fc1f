import Foundation

extension Process {
    /// Runs a program to completion on a thread of its own (see `offPool`); output goes through a file
    /// (pipes trap on EINTR).
    public static func output(_ path: String, _ arguments: [String], environment: [String: String]? = nil) async throws
        -> (
            status: Int32, stdout: String
        )
    {
        try await offPool {
            let out = FileManager.default.temporaryDirectory.appendingPathComponent("out-\(UUID().uuidString)")
            _ = FileManager.default.createFile(atPath: out.path, contents: nil)
            defer { try? FileManager.default.removeItem(at: out) }
            let handle = try FileHandle(forWritingTo: out)
            defer { try? handle.close() }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
            if let environment { process.environment = environment }
            process.standardOutput = handle
            process.standardError = handle
            process.standardInput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return (process.terminationStatus, (try? String(contentsOf: out, encoding: .utf8)) ?? "")
        }
    }
}
