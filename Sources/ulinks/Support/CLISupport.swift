import ArgumentParser
import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// `--format text|json`, shared by every command.
enum OutputFormat: String, ExpressibleByArgument, CaseIterable, Sendable {
    case text
    case json
}

/// A failure the user caused (unreadable file, bad argument value) that is not a finding.
/// Its message is a value, made where the failure is found and rendered where it is printed.
struct CLIError: Error, CustomStringConvertible {
    var message: Message
    /// The diagnostic code when the failure has one (`unreadable-file`, `too-large`).
    var code: DiagnosticCode?
    init(_ message: Message, code: DiagnosticCode? = nil) {
        self.message = message
        self.code = code
    }

    /// The English text (argument-parser prints it for an English run).
    var description: String { message.english }
}

/// `--max-bytes N`, shared by every command that reads a file.
struct InputOptions: ParsableArguments {
    @Option(
        name: .customLong("max-bytes"),
        help: "Stop reading an input file past this many bytes and fail with too-large (default 16 MiB).")
    var maxBytes: Int = BoundedInput.defaultLimit

    func validate() throws {
        guard maxBytes > 0 else { throw CLI.usageError(Message("error.max-bytes")) }
        try OptionRange.count(maxBytes, "--max-bytes", 1...(1 << 31))
    }
}

enum CLI {
    /// Reads a file, or standard input for "-", never more than `limit` bytes (the one bounded
    /// reader every command uses).
    static func readInput(_ path: String, limit: Int = BoundedInput.defaultLimit) throws -> [UInt8] {
        do {
            return try BoundedInput(limit: limit).read(path: path)
        } catch {
            let name = displayName(path)
            if case .tooLarge = error.kind {
                throw CLIError(
                    Message("error.too-large", ["file": .text(name), "message": .message(error.message)]),
                    code: error.code)
            }
            throw CLIError("\(name): \(error.message)", code: error.code)
        }
    }

    /// Display name for an input path.
    static func displayName(_ path: String) -> String { path == "-" ? "<stdin>" : path }

    static func write(_ text: String) { writeAll(Array(text.utf8), to: STDOUT_FILENO) }

    static func writeError(_ text: String) { writeAll(Array(text.utf8), to: STDERR_FILENO) }

    /// Writes `bytes` to the file descriptor `fd` whole, unbuffered, as `FileHandle.write` did (that lives
    /// in the full Foundation on Linux: Docs/Size.md); retried when a signal interrupts it. A closed pipe
    /// ends the write silently, as before.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        FileDescriptorOutput.writeAll(bytes, to: fd)
    }

    /// "ulinks: MESSAGE" on standard error, the error's message rendered in the chosen language.
    static func writeError(_ error: any Error, _ localizer: Localizer) {
        writeError("ulinks: \(errorText(error, localizer))\n")
    }

    /// The error's message (``message(of:)``) in the chosen language.
    static func errorText(_ error: any Error, _ localizer: Localizer) -> String {
        localizer.render(message(of: error))
    }

    /// Writes `bytes` to the file `path`, atomically; with `createFolders`, makes the missing folders
    /// first. Every command that writes one file writes it here, so a failure always names its cause:
    /// the folder that does not exist, a path that goes through a file, or the system's reason.
    static func writeFile(_ bytes: some Sequence<UInt8>, to path: String, createFolders: Bool = false) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            if createFolders { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            let exists = FileManager.default.fileExists(atPath: folder.path)
            let parent = LocalPath.deletingLastComponent(path)
            let message =
                !exists
                ? Message("error.write.no-folder", texts: ["path": path, "folder": parent])
                : !LocalPath.isFolder(folder.path)
                    ? Message("error.write.not-folder", texts: ["path": path, "folder": parent])
                    : Message("error.write.other", texts: ["path": path, "reason": systemReason(error)])
            throw CLIError(message)
        }
    }

    /// The system's reason for a failed file operation (`Permission denied`): the POSIX error under
    /// Foundation's, else the error's description.
    static func systemReason(_ error: any Error) -> String {
        #if canImport(FoundationEssentials)
            if let posix = (error as? CocoaError)?.underlying as? POSIXError {
                return String(cString: strerror(posix.code.rawValue))
            }
            return String(describing: error)
        #else
            return error.localizedDescription
        #endif
    }

    /// Pretty, stable JSON (sorted keys, no escaped slashes).
    static func json<T: Encodable>(_ value: T, pretty: Bool = true) throws -> String {
        try JSONOutput.encode(value, pretty: pretty)
    }

    /// Whether standard output is a terminal (for colors and progress bars).
    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) != 0 }
}
