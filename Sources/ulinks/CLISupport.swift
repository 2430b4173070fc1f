import ArgumentParser
import Foundation
import UniversalLinks

/// `--format text|json`, shared by every command.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}

/// A failure the user caused (unreadable file, bad argument value) that is not a finding.
struct CLIError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

enum CLI {
    /// Reads a file, or standard input for "-".
    static func readInput(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return Array(FileHandle.standardInput.readDataToEndOfFile())
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
                throw CLIError(isDirectory.boolValue ? "\(path): is a directory" : "\(path): cannot be read (permission?)")
            }
            throw CLIError("\(path): no such file")
        }
        return Array(data)
    }

    /// Display name for an input path.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func write(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeError(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    /// Pretty, stable JSON (sorted keys, no escaped slashes).
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        try JSONOutput.encode(value, pretty: pretty)
    }

    /// Whether standard output is a terminal (for colors and progress bars).
    static var stdoutIsTerminal: Bool { isatty(1) != 0 }
    static var stderrIsTerminal: Bool { isatty(2) != 0 }
}
