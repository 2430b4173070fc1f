import Foundation
import Testing

/// The result of running a process.
public struct ProcessRun: Sendable {
    public var status: Int32
    public var output: [UInt8]
    public var errors: String
    public var text: String { String(decoding: output, as: UTF8.self) }
}

/// Runs executables with both output pipes drained at once (neither can fill up and block the child).
public enum Subprocess {
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> ProcessRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        if let environment { process.environment = environment }
        let output = Pipe()
        let errors = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        let errorData = LockedBox<Data>(Data())
        let drained = DispatchSemaphore(value: 0)
        // A thread of its own: a blocked Dispatch worker is a cooperative thread lost (see `offPool`).
        Thread {
            errorData.value = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }.start()
        if let stdin { input.fileHandleForWriting.write(Data(stdin)) }
        try? input.fileHandleForWriting.close()
        let out = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        process.waitUntilExit()
        return ProcessRun(
            status: process.terminationStatus, output: Array(out),
            errors: String(decoding: errorData.value, as: UTF8.self))
    }

    /// ``run(_:_:stdin:in:environment:)`` for async tests, on a thread of its own (see `offPool`).
    public static func run(
        _ executable: URL, _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        environment: [String: String]? = nil
    ) async throws -> ProcessRun {
        try await offPool { try run(executable, arguments, stdin: stdin, in: directory, environment: environment) }
    }

    /// The first executable found among `candidates` (absolute paths), or on PATH by `name`.
    public static func find(_ name: String, candidates: [String] = []) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let all = candidates + path.split(separator: ":").map { "\($0)/\(name)" }
        return all.map(URL.init(fileURLWithPath:)).first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// python3 when running it with `arguments` (an import, a module's `--version`) succeeds, else nil,
    /// saying that `package` is missing (in CI, where everything is installed, a recorded issue). Off the
    /// cooperative pool: importing a large package takes seconds on a loaded machine.
    public static func python(_ arguments: [String], package: String) async throws -> URL? {
        if let python = find("python3"), try await run(python, arguments).status == 0 { return python }
        if ProcessInfo.processInfo.environment["CI"] != nil { Issue.record("python3 with \(package) is needed") }
        print("skipped: python3 with \(package) (pip install \(package)) is not installed")
        return nil
    }

    /// The `openssl` binary, if installed.
    public static let openssl: URL? = find(
        "openssl", candidates: ["/usr/bin/openssl", "/usr/local/bin/openssl", "/opt/homebrew/bin/openssl"])
}

/// Runs blocking `work` on a new thread and awaits it, leaving the cooperative pool free.
///
/// Every blocking wait of the tests (a child process, a blocking socket, a sleep) goes through here.
/// On Linux the cooperative pool and Dispatch's global queues share one pool of workers as wide as
/// the machine has cores: a blocked Dispatch worker is a cooperative thread lost too. With both of a
/// two-core machine's workers blocked, the in-process servers of the tests running beside it could
/// not run their request handlers, and an admin PUT went unanswered for as long as the waits lasted.
public func offPool<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        Thread { continuation.resume(with: Result { try work() }) }.start()
    }
}

/// Runs the real `ulinks` executable built next to the test bundle, as a user would.
public enum ULinksCommand {
    public typealias Run = ProcessRun

    /// The built `ulinks`, found beside the test bundle (nil when it was not built).
    public static let binary: URL? = {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<3 {
            let candidate = directory.appendingPathComponent("ulinks")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }()

    /// The binary for a test that needs it: nil (and says so) when it is not built, and in CI (where
    /// the whole package is built) a recorded failure instead of a silent skip.
    public static func requiredBinary() -> URL? {
        guard let binary else {
            if ProcessInfo.processInfo.environment["CI"] != nil {
                Issue.record("the ulinks binary is not built next to the tests")
            }
            print("skipped: the ulinks binary is not built next to the tests")
            return nil
        }
        return binary
    }

    /// Runs `ulinks ARGUMENTS`; nil (and says so) when the binary is not built.
    public static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        environment: [String: String]? = nil
    ) throws -> ProcessRun? {
        guard let binary = requiredBinary() else { return nil }
        return try Subprocess.run(binary, arguments, stdin: stdin, in: directory, environment: environment)
    }

    /// ``run(_:stdin:in:environment:)`` for async tests, on a thread of its own (see `offPool`).
    public static func run(
        _ arguments: [String], stdin: [UInt8]? = nil, in directory: URL? = nil,
        environment: [String: String]? = nil
    ) async throws -> ProcessRun? {
        guard let binary = requiredBinary() else { return nil }
        return try await Subprocess.run(binary, arguments, stdin: stdin, in: directory, environment: environment)
    }
}

/// A value shared between tasks and threads.
public final class LockedBox<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var _value: Value
    public init(_ value: Value) { _value = value }
    public var value: Value {
        get { lock.withLock { _value } }
        set { lock.withLock { _value = newValue } }
    }
    /// Reads and changes the value in one step.
    public func withValue<T>(_ body: (inout Value) -> T) -> T { lock.withLock { body(&_value) } }
}

/// A fresh folder under the system's temporary folder, removed by `remove()`.
public struct TemporaryDirectory: Sendable {
    public let url: URL

    public init(_ prefix: String = "ulinks-test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func path(_ name: String) -> String { url.appendingPathComponent(name).path }

    @discardableResult
    public func write(_ name: String, _ contents: String) throws -> String {
        try write(name, Array(contents.utf8))
    }

    @discardableResult
    public func write(_ name: String, _ bytes: [UInt8]) throws -> String {
        let file = url.appendingPathComponent(name)
        try Data(bytes).write(to: file)
        return file.path
    }

    public func read(_ name: String) -> String? {
        FileManager.default.contents(atPath: path(name)).map { String(decoding: $0, as: UTF8.self) }
    }

    public func remove() { try? FileManager.default.removeItem(at: url) }
}

/// The `openssl` binary, run in a folder by the tests that make keys, certificates and signatures.
public enum OpenSSL {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// Runs `openssl ARGUMENTS` in `directory`; returns its standard error, throws with it on failure.
    @discardableResult
    public static func run(_ arguments: [String], in directory: URL) throws -> String {
        guard let executable = Subprocess.openssl else { throw Failure(description: "openssl not found") }
        let result = try Subprocess.run(executable, arguments, in: directory)
        guard result.status == 0 else {
            throw Failure(description: "openssl \(arguments.joined(separator: " ")): \(result.errors)")
        }
        return result.errors
    }
}

/// Runs `work` on threads of its own rather than the cooperative pool, in the test's own task (so the
/// `#expect`s inside it count for the test): for a test body that computes for seconds (the corpus
/// loops) or walks the file system. Swift Testing runs a synchronous test on the pool, which has as
/// many threads as cores: in the first minute of the whole suite two such bodies took both of this
/// machine's, and every in-process server and waiting test beside them stood still for two minutes
/// (gdb: `corpusRoundTrip` and `linksStayInsideTheRepository` on the pool's two threads).
public func onOwnThreads<T>(_ work: () async throws -> T) async rethrows -> T {
    if #available(macOS 15, iOS 18, *) {
        return try await withTaskExecutorPreference(OwnThreads.shared) { try await work() }
    }
    return try await work()
}

/// A task executor that runs each job on a new thread (test bodies: few jobs, each long).
@available(macOS 15, iOS 18, *)
final class OwnThreads: TaskExecutor {
    static let shared = OwnThreads()

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let executor = asUnownedTaskExecutor()
        Thread { job.runSynchronously(on: executor) }.start()
    }
}
