#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The files of a project folder that the doctor reads, found by walking it within bounds, and the
/// one gate every read goes through.
///
/// - Never leaves the folder: a symbolic link is followed only when it resolves inside it (a linked
///   folder is not entered, so no loop), and a path a project file names (`../Shared.xcconfig`) is read
///   only when it resolves inside it too.
/// - Skips build output and dependency folders (``skippedFolders``) and does not enter `.app` bundles or
///   `.xcodeproj` packages beyond their `project.pbxproj`.
/// - Caps the entries it looks at, the depth, and the bytes it reads (each file and all together); when
///   it stops, ``limitsReached`` says where.
public struct ProjectFiles: Sendable {
    public struct Limits: Sendable, Hashable {
        /// Directory entries looked at, in total.
        public var entries: Int
        /// Folder depth below the root.
        public var depth: Int
        /// Bytes of one file.
        public var fileBytes: Int
        /// Bytes of every file read together.
        public var totalBytes: Int

        public init(entries: Int = 50_000, depth: Int = 24, fileBytes: Int = 16 << 20, totalBytes: Int = 256 << 20) {
            self.entries = entries
            self.depth = depth
            self.fileBytes = fileBytes
            self.totalBytes = totalBytes
        }
    }

    /// Folders that hold build output or downloaded dependencies, never the app's own configuration.
    public static let skippedFolders: Set<String> = [
        "node_modules", "Pods", "build", ".gradle", "DerivedData", ".git", ".build", ".dart_tool", ".idea",
        ".expo", "Carthage", ".swiftpm",
    ]

    /// The root as given (used to display paths) and its resolved form (used to keep reads inside).
    public let root: String
    let resolvedRoot: String
    public let limits: Limits
    /// Every regular file found, relative to the root, in a stable order.
    public private(set) var paths: [String] = []
    /// `.app` bundles found (not entered), relative to the root.
    public private(set) var appBundles: [String] = []
    /// Symbolic links not followed because they lead outside the root, relative to the root.
    public private(set) var linksOutside: [String] = []
    /// Why walking or reading stopped early, for the report.
    public private(set) var limitsReached: [Message] = []
    private let budget: ReadBudget

    /// Walks `root`. A root that is not a readable folder gives an empty listing.
    public init(root: String, limits: Limits = Limits()) {
        self.root = root
        self.limits = limits
        resolvedRoot = Self.resolve(root) ?? root
        budget = ReadBudget(limit: limits.totalBytes)
        var entries = 0
        walk("", depth: 0, entries: &entries)
    }

    /// Display form of a path relative to the root (`ios/Runner/Info.plist`, or `ROOT/...` for a root other than `.`).
    public func display(_ relative: String) -> String {
        if relative.hasPrefix("/") { return relative }
        let base = root.hasSuffix("/") ? String(root.dropLast()) : root
        if base == "." || base.isEmpty { return relative }
        return relative.isEmpty ? base : base + "/" + relative
    }

    /// The files whose name is `name`.
    public func named(_ name: String) -> [String] { paths.filter { LocalPath.lastComponent($0) == name } }

    /// The files whose name ends with `suffix`.
    public func ending(with suffix: String) -> [String] { paths.filter { $0.hasSuffix(suffix) } }

    private mutating func walk(_ relative: String, depth: Int, entries: inout Int) {
        let folder = relative.isEmpty ? resolvedRoot : resolvedRoot + "/" + relative
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() {
            entries += 1
            guard entries <= limits.entries else {
                if entries == limits.entries + 1 {
                    limitsReached.append("stopped after \(limits.entries) files and folders, in \(display(relative))")
                }
                return
            }
            let path = relative.isEmpty ? name : relative + "/" + name
            let full = folder + "/" + name
            var info = stat()
            guard lstat(full, &info) == 0 else { continue }
            var type = info.st_mode & S_IFMT
            if type == S_IFLNK {
                guard let target = Self.resolve(full), isInside(target) else {
                    linksOutside.append(path)
                    continue
                }
                guard stat(target, &info) == 0 else { continue }
                type = info.st_mode & S_IFMT
                // A link to a folder inside the root is walked where it really is, not here (no loops).
                if type == S_IFDIR { continue }
            }
            if type == S_IFDIR {
                if name.hasSuffix(".app") {
                    appBundles.append(path)
                } else if name.hasSuffix(".xcodeproj") {
                    if FileManager.default.fileExists(atPath: full + "/project.pbxproj") {
                        paths.append(path + "/project.pbxproj")
                    }
                } else if !Self.skippedFolders.contains(name) {
                    guard depth + 1 <= limits.depth else {
                        limitsReached.append("did not enter \(display(path)): deeper than \(limits.depth) folders")
                        continue
                    }
                    walk(path, depth: depth + 1, entries: &entries)
                }
            } else if type == S_IFREG {
                paths.append(path)
            }
        }
    }

    /// Why a read failed.
    public enum ReadFailure: Error, Sendable, Hashable {
        case outside
        case missing
        case tooLarge(Int)
        case budgetSpent
        case unreadable(Message)
        /// A FIFO, socket, device or folder where a file was expected (not opened).
        case notRegular

        public var message: Message {
            switch self {
            case .outside: "is outside the project folder (not read)"
            case .missing: "does not exist"
            case .tooLarge(let limit): "is larger than \(limit) bytes (not read)"
            case .budgetSpent: "was not read: the doctor already read its byte budget for this project"
            case .unreadable(let why): "cannot be read (\(why))"
            case .notRegular: "is not a regular file (a FIFO, socket, device or folder); not opened"
            }
        }
    }

    /// Reads a file given relative to the root (or absolute), refusing anything that resolves outside it,
    /// files over the per-file limit, and reads past the total budget.
    public func read(_ relative: String) -> Result<[UInt8], ReadFailure> {
        let full = relative.hasPrefix("/") ? relative : resolvedRoot + "/" + relative
        // An absolute path elsewhere is refused whether or not it exists (nothing is learnt about it).
        if relative.hasPrefix("/"), !isInside(relative), Self.resolve(relative).map(isInside) != true {
            return .failure(.outside)
        }
        guard FileManager.default.fileExists(atPath: full) else { return .failure(.missing) }
        guard let target = Self.resolve(full), isInside(target) else { return .failure(.outside) }
        // Only regular files are opened: opening a FIFO blocks until a writer comes, a device never ends.
        var info = stat()
        guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return .failure(.notRegular) }
        do {
            let bytes = try BoundedInput(limit: limits.fileBytes).read(path: target)
            guard budget.spend(bytes.count) else { return .failure(.budgetSpent) }
            return .success(bytes)
        } catch {
            if case .tooLarge = error.kind { return .failure(.tooLarge(limits.fileBytes)) }
            return .failure(.unreadable(error.message))
        }
    }

    /// Whether `relative` names an existing file.
    public func exists(_ relative: String) -> Bool {
        FileManager.default.fileExists(atPath: resolvedRoot + "/" + relative)
    }

    /// Whether `relative` names an existing folder inside the root.
    public func isFolder(_ relative: String) -> Bool {
        let full = resolvedRoot + "/" + relative
        return LocalPath.isFolder(full) && Self.resolve(full).map(isInside) == true
    }

    /// The absolute path of a file inside the root (for readers that need one, such as app bundles).
    public func absolute(_ relative: String) -> String { resolvedRoot + "/" + relative }

    /// Whether the byte budget ran out during reads (reported once).
    public var budgetSpent: Bool { budget.exhausted }

    func isInside(_ resolved: String) -> Bool { resolved == resolvedRoot || resolved.hasPrefix(resolvedRoot + "/") }

    static func resolve(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    /// `a/b/../c` → `a/c`, `./x` → `x`; nil when `..` climbs above the start.
    public static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
                continue
            }
            parts.append(part)
        }
        return parts.joined(separator: "/")
    }
}

/// The bytes every read of one project may still take, shared by copies of ``ProjectFiles``.
final class ReadBudget: @unchecked Sendable {
    private let lock = ThreadLock()
    private var left: Int
    private var spent = false

    init(limit: Int) { left = limit }

    var exhausted: Bool {
        lock.lock()
        defer { lock.unlock() }
        return spent
    }

    func spend(_ count: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard count <= left else {
            spent = true
            return false
        }
        left -= count
        return true
    }
}
