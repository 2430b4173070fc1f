import Foundation
import UniversalLinks

/// A store held in memory: for tests and for embedding where history need not survive a restart.
public actor MemoryStore: AssociationStore {
    private struct Key: Hashable {
        var host: HostName
        var kind: FileKind
    }

    private var versionsByKey: [Key: [StoredFile]] = [:]
    private var live: [Key: (version: Int, since: Date)] = [:]
    private var log: [ChangeRecord] = []

    public init() {}

    public func liveFiles() -> [StoredFile] {
        live.compactMap { key, pointer in
            guard var file = versionsByKey[key]?.first(where: { $0.record.version == pointer.version }) else {
                return nil
            }
            file.liveSince = pointer.since
            return file
        }
    }

    public func publish(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
        -> VersionRecord
    {
        publishChange(content, contentType: contentType, host: host, kind: kind, at: at).record
    }

    public func publishChange(_ content: [UInt8], contentType: String, host: HostName, kind: FileKind, at: Date)
        -> PublishedChange
    {
        let key = Key(host: host, kind: kind)
        let number = (versionsByKey[key]?.last?.record.version ?? 0) + 1
        let record = VersionRecord(
            host: host, kind: kind, version: number, sha256: ContentDigest.hex(content), size: content.count,
            contentType: contentType, createdAt: at)
        let file = StoredFile(record: record, content: content, liveSince: at)
        versionsByKey[key, default: []].append(file)
        live[key] = (number, at)
        appendChange(.publish, host, kind, number, record.sha256, at)
        return PublishedChange(file: file, changeID: lastChangeID())
    }

    public func rollback(host: HostName, kind: FileKind, to version: Int, at: Date) throws -> VersionRecord {
        let key = Key(host: host, kind: kind)
        guard let file = versionsByKey[key]?.first(where: { $0.record.version == version }) else {
            throw StoreError(
                .notFound, .api("no-version", ["host": "\(host)", "version": "\(version)", "kind": kind.rawValue]))
        }
        live[key] = (version, at)
        appendChange(.rollback, host, kind, version, file.record.sha256, at)
        return file.record
    }

    public func delete(host: HostName, kind: FileKind, at: Date) -> Bool {
        let key = Key(host: host, kind: kind)
        guard live.removeValue(forKey: key) != nil else { return false }
        appendChange(.delete, host, kind, nil, nil, at)
        return true
    }

    public func file(host: HostName, kind: FileKind, version: Int?) -> StoredFile? {
        let key = Key(host: host, kind: kind)
        guard let number = version ?? live[key]?.version,
            var file = versionsByKey[key]?.first(where: { $0.record.version == number })
        else { return nil }
        if let pointer = live[key], pointer.version == number { file.liveSince = pointer.since }
        return file
    }

    public func versions(host: HostName, kind: FileKind) -> [VersionRecord] {
        (versionsByKey[Key(host: host, kind: kind)] ?? []).map(\.record)
    }

    public func changes(host: HostName?, limit: Int) -> [ChangeRecord] {
        Array(log.reversed().lazy.filter { host == nil || $0.host == host }.prefix(limit))
    }

    public func lastChangeID() -> Int64 { log.last?.id ?? 0 }

    public func close() {}

    private func appendChange(
        _ action: ChangeRecord.Action, _ host: HostName, _ kind: FileKind, _ version: Int?, _ sha: String?, _ at: Date
    ) {
        log.append(
            ChangeRecord(
                id: Int64(log.count + 1), host: host, kind: kind, action: action, version: version, sha256: sha, at: at)
        )
    }
}
