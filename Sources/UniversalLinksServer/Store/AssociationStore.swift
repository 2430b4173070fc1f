import Foundation
import UniversalLinks

/// Where published files and their history live. Every implementation keeps each change atomic:
/// a reader sees a version whole or not at all, and the live pointer never names a missing version.
///
/// Times are passed in (not read from a clock inside) so tests can pin them.
public protocol AssociationStore: Sendable {
    /// Every file currently live, with its bytes.
    func liveFiles() async throws -> [StoredFile]
    /// The same, one file at a time, in no particular order: a server building its table of 100,000
    /// domains holds one row at a time instead of every file twice (see ``liveFiles()``, the default).
    func forEachLiveFile(_ body: @escaping @Sendable (StoredFile) throws -> Void) async throws
    /// Stores `content` as the next version of the host's file and makes it live.
    func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
        -> VersionRecord
    /// ``publish(_:contentType:host:kind:at:)``, also saying the change-log id it was recorded under
    /// and the file as a read of the live file would return it: the publishing server serves it
    /// from there, without reading back what it has just written (see ``PublishedChange``).
    func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date) async throws
        -> PublishedChange
    /// Makes an earlier version live again (recorded as a `rollback` change).
    func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) async throws -> VersionRecord
    /// Stops serving the file (its versions are kept). Returns false when nothing was live.
    func delete(host: HostName, kind: FileKind, at: Date) async throws -> Bool
    /// A version with its bytes; `nil` asks for the live one.
    func file(host: HostName, kind: FileKind, version: Int?) async throws -> StoredFile?
    /// Every version of a file, oldest first.
    func versions(host: HostName, kind: FileKind) async throws -> [VersionRecord]
    /// The change log, newest first, optionally for one host.
    func changes(host: HostName?, limit: Int) async throws -> [ChangeRecord]
    /// The id of the newest change (0 when none): replicas poll it to know when to reload.
    func lastChangeID() async throws -> Int64
    /// Releases connections and files.
    func close() async throws
}

/// A publish as committed: its version, the id of its change-log entry (nil when the store does not
/// say), and the live file exactly as ``AssociationStore/file(host:kind:version:)`` would read it back.
public struct PublishedChange: Sendable {
    public var file: StoredFile
    public var changeID: Int64?
    public var record: VersionRecord { file.record }

    public init(file: StoredFile, changeID: Int64?) {
        self.file = file
        self.changeID = changeID
    }
}

extension AssociationStore {
    /// For stores written before ``publishChange(_:contentType:host:kind:at:)``: no change id, so
    /// the server reads the change log to serve the file.
    public func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
        async throws -> PublishedChange
    {
        let record = try await publish(content, contentType: contentType, host: host, kind: kind, at: at)
        return PublishedChange(
            file: StoredFile(record: record, content: content, liveSince: record.createdAt), changeID: nil)
    }

    public func forEachLiveFile(_ body: @escaping @Sendable (StoredFile) throws -> Void) async throws {
        for file in try await liveFiles() { try body(file) }
    }
}

/// A failure of a store operation that is not a bug: the caller asked for something that cannot be.
public struct StoreError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable {
        case notFound = "not-found"
        case readOnly = "read-only"
        case unavailable = "store-unavailable"
        case corrupt = "store-corrupt"
        /// The store's disk is full: nothing was changed (answered with 507).
        case full = "store-full"
    }

    public var code: Code
    /// What went wrong, rendered in the language of the request it answers.
    public var message: Message

    public init(_ code: Code, _ message: Message) {
        self.code = code
        self.message = message
    }

    public var description: String { "\(code.rawValue): \(message.english)" }
}
