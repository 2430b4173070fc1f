import Foundation

/// Conversions shared by the SQL stores: times are stored as integer milliseconds since 1970.
enum StoreRows {
    static func millis(_ date: Date) -> Int64 { Int64((date.timeIntervalSince1970 * 1000).rounded()) }
    static func date(_ millis: Int64) -> Date { Date(timeIntervalSince1970: Double(millis) / 1000) }

    static func record(
        host: String, kind: String, version: Int, sha256: String, size: Int, contentType: String, createdAt: Int64
    ) throws -> VersionRecord {
        guard let hostName = HostName(host), let fileKind = FileKind(rawValue: kind) else {
            throw StoreError(.corrupt, "unreadable row for host \(host), kind \(kind)")
        }
        return VersionRecord(
            host: hostName, kind: fileKind, version: version, sha256: sha256, size: size, contentType: contentType,
            createdAt: date(createdAt))
    }

    static func change(
        id: Int64, host: String, kind: String, action: String, version: Int?, sha256: String?, at: Int64
    ) throws -> ChangeRecord {
        guard let hostName = HostName(host), let fileKind = FileKind(rawValue: kind),
            let act = ChangeRecord.Action(rawValue: action)
        else {
            throw StoreError(.corrupt, "unreadable change \(id)")
        }
        return ChangeRecord(
            id: id, host: hostName, kind: fileKind, action: act, version: version, sha256: sha256, at: date(at))
    }
}
