import Foundation
import NIOConcurrencyHelpers
import UniversalLinks

/// A read-only store over a folder: `FOLDER/<host>/apple-app-site-association` and
/// `FOLDER/<host>/assetlinks.json` and `FOLDER/<host>/webauthn` (also accepted under
/// `FOLDER/<host>/.well-known/`).
///
/// Each poll (``lastChangeID()``) looks at sizes and modification times; a changed file is read and
/// validated, and goes live only when it has no errors. A file that fails keeps the previous good
/// version live (and is reported through `onRejected`); a removed file stops being served.
public final class DirectoryStore: AssociationStore {
    public typealias RejectionHandler =
        @Sendable (_ host: HostName, _ kind: FileKind, _ path: String, _ report: DiagnosticReport) -> Void
    /// Told about a symbolic link that is not followed (`path`, and why), once until it changes.
    public typealias LinkRefusalHandler = @Sendable (_ path: String, _ reason: String) -> Void

    private struct Key: Hashable {
        var host: HostName
        var kind: FileKind
    }

    private struct Seen: Equatable {
        /// The file read: the path itself, or where its symbolic links lead (a Kubernetes ConfigMap
        /// update swaps `..data` to a new folder, which changes this even when size and time do not).
        var target: String
        var size: Int
        var modified: Date
    }

    private struct State {
        var seen: [String: Seen] = [:]
        var live: [Key: StoredFile] = [:]
        var versionCounter: [Key: Int] = [:]
        var log: [ChangeRecord] = []
        var changeID: Int64 = 0
        /// Links already reported as refused, with where they led, so each is logged once.
        var refusedLinks: [String: String] = [:]
    }

    public let root: URL
    private let onRejected: RejectionHandler
    private let onRefusedLink: LinkRefusalHandler
    private let state = NIOLockedValueBox(State())
    private let scanLock = AsyncSerialLock()

    /// Symbolic links are followed when they lead to a place inside `root` (a host folder that is a
    /// link to another folder of the tree, a Kubernetes ConfigMap mount whose files are links into
    /// its `..data` folder), and refused (reported through `onRefusedLink`) when they lead outside.
    public init(
        root: URL, onRejected: @escaping RejectionHandler = { _, _, _, _ in },
        onRefusedLink: @escaping LinkRefusalHandler = { _, _ in }
    ) throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw StoreError(.unavailable, "\(root.path): no such folder")
        }
        self.root = root
        self.onRejected = onRejected
        self.onRefusedLink = onRefusedLink
    }

    public func liveFiles() async throws -> [StoredFile] {
        try await scan()
        return state.withLockedValue { Array($0.live.values) }
    }

    public func lastChangeID() async throws -> Int64 {
        try await scan()
        return state.withLockedValue { $0.changeID }
    }

    public func file(host: HostName, kind: FileKind, version: Int?) async throws -> StoredFile? {
        try await scan()
        return state.withLockedValue { state in
            guard let file = state.live[Key(host: host, kind: kind)], version == nil || version == file.record.version
            else { return nil }
            return file
        }
    }

    public func versions(host: HostName, kind: FileKind) async throws -> [VersionRecord] {
        try await file(host: host, kind: kind, version: nil).map { [$0.record] } ?? []
    }

    public func changes(host: HostName?, limit: Int) async throws -> [ChangeRecord] {
        try await scan()
        return state.withLockedValue { state in
            Array(state.log.reversed().lazy.filter { host == nil || $0.host == host }.prefix(limit))
        }
    }

    public func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
        -> VersionRecord
    {
        throw readOnly
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) async throws -> VersionRecord {
        throw readOnly
    }

    public func delete(host: HostName, kind: FileKind, at: Date) async throws -> Bool {
        throw readOnly
    }

    public func close() async throws {}

    private var readOnly: StoreError {
        StoreError(.readOnly, .api("read-only", ["path": root.path]))
    }

    // MARK: Scanning

    /// Compares the folder with what was seen last and applies the differences.
    private func scan() async throws {
        try await scanLock.run { self.scanNow() }
    }

    private func scanNow() {
        let fm = FileManager.default
        let hosts = (try? fm.contentsOfDirectory(atPath: root.path)) ?? []
        let inside = Self.resolved(root.path).map { $0.hasSuffix("/") ? $0 : $0 + "/" } ?? root.path + "/"
        var present: Set<Key> = []
        for name in hosts.sorted() {
            // Folder names that are not host names (".git", "a b", "x..y") are never served.
            guard let host = HostName(name), host.value == name else { continue }
            let folder = root.appendingPathComponent(name).path
            guard allowed(folder, inside: inside) != nil else { continue }
            for kind in FileKind.allCases {
                let candidates = [
                    root.appendingPathComponent(name).appendingPathComponent(kind.rawValue).path,
                    root.appendingPathComponent(name).appendingPathComponent(".well-known").appendingPathComponent(
                        kind.rawValue
                    ).path,
                ]
                guard let path = candidates.first(where: { fm.fileExists(atPath: $0) }),
                    let target = allowed(path, inside: inside),
                    let attributes = try? fm.attributesOfItem(atPath: target),
                    (attributes[.type] as? FileAttributeType) == .typeRegular
                else { continue }
                let key = Key(host: host, kind: kind)
                present.insert(key)
                let seen = Seen(
                    target: target, size: (attributes[.size] as? NSNumber)?.intValue ?? -1,
                    modified: (attributes[.modificationDate] as? Date) ?? .distantPast)
                if state.withLockedValue({ $0.seen[path] == seen }) { continue }
                state.withLockedValue { $0.seen[path] = seen }
                load(path: target, key: key, modified: seen.modified)
            }
        }
        state.withLockedValue { state in
            for key in state.live.keys where !present.contains(key) {
                state.live[key] = nil
                state.changeID += 1
                state.log.append(
                    ChangeRecord(
                        id: state.changeID, host: key.host, kind: key.kind, action: .delete, version: nil, sha256: nil,
                        at: Date()))
            }
        }
    }

    /// Where `path` leads once every symbolic link is followed, when that is inside the root
    /// (`inside` ends with a slash); nil, reported once, when it leads outside.
    private func allowed(_ path: String, inside: String) -> String? {
        guard let target = Self.resolved(path) else { return nil }
        if target.hasPrefix(inside) {
            _ = state.withLockedValue { $0.refusedLinks.removeValue(forKey: path) }
            return target
        }
        let first = state.withLockedValue { state -> Bool in
            defer { state.refusedLinks[path] = target }
            return state.refusedLinks[path] != target
        }
        if first { onRefusedLink(path, "a symbolic link to \(target), outside \(root.path): not served") }
        return nil
    }

    /// `realpath(3)`: the absolute path with every symbolic link, `.` and `..` resolved.
    static func resolved(_ path: String) -> String? {
        guard let pointer = realpath(path, nil) else { return nil }
        defer { free(pointer) }
        return String(cString: pointer)
    }

    private func load(path: String, key: Key, modified: Date) {
        // The shared bounded reader: a huge or endless file is refused without being read.
        let bytes: [UInt8]
        do {
            bytes = try BoundedInput(limit: UploadValidator.maximumSize).read(path: path)
        } catch {
            guard case .tooLarge = error.kind else { return }
            onRejected(
                key.host, key.kind, path,
                DiagnosticReport([
                    Diagnostic(error.code, severity: .error, "association file: \(error.message)")
                ]))
            return
        }
        let outcome = UploadValidator().validate(bytes, kind: key.kind, host: key.host)
        guard outcome.accepted else {
            onRejected(key.host, key.kind, path, outcome.report)
            return
        }
        let sha = ContentDigest.hex(bytes)
        state.withLockedValue { state in
            if state.live[key]?.record.sha256 == sha { return }
            let version = (state.versionCounter[key] ?? 0) + 1
            state.versionCounter[key] = version
            let record = VersionRecord(
                host: key.host, kind: key.kind, version: version, sha256: sha, size: bytes.count,
                contentType: outcome.contentType,
                createdAt: modified)
            state.live[key] = StoredFile(record: record, content: bytes, liveSince: modified)
            state.changeID += 1
            state.log.append(
                ChangeRecord(
                    id: state.changeID, host: key.host, kind: key.kind, action: .publish, version: version, sha256: sha,
                    at: modified))
        }
    }
}
