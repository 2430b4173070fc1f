import Foundation

/// One stored version of one file of one host (its content is in ``StoredFile``).
public struct VersionRecord: Sendable, Hashable, Codable {
    public var host: HostName
    public var kind: FileKind
    /// 1, 2, 3... per host and kind.
    public var version: Int
    /// Lower-case hex SHA-256 of the exact bytes.
    public var sha256: String
    public var size: Int
    public var contentType: String
    public var createdAt: Date
    /// When Apple's CDN was first seen serving this version's bytes (`ulinks serve --watch`; nil before,
    /// or without the watch). Only version lists carry it.
    public var cdnPropagatedAt: Date?
    /// Seconds from ``createdAt`` to ``cdnPropagatedAt``: the CDN's propagation time.
    public var cdnPropagationSeconds: Double? { cdnPropagatedAt.map { max(0, $0.timeIntervalSince(createdAt)) } }

    public init(
        host: HostName, kind: FileKind, version: Int, sha256: String, size: Int, contentType: String, createdAt: Date
    ) {
        self.host = host
        self.kind = kind
        self.version = version
        self.sha256 = sha256
        self.size = size
        // The served types are literals (no allocation), not one copy per hosted file read from the store.
        self.contentType =
            switch contentType {
            case "application/json": "application/json"
            case "application/pkcs7-mime": "application/pkcs7-mime"
            default: contentType
            }
        self.createdAt = createdAt
    }

    enum CodingKeys: String, CodingKey {
        case host, kind, version, sha256, size, contentType, createdAt, cdnPropagatedAt, cdnPropagationSeconds
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            host: try c.decode(HostName.self, forKey: .host), kind: try c.decode(FileKind.self, forKey: .kind),
            version: try c.decode(Int.self, forKey: .version), sha256: try c.decode(String.self, forKey: .sha256),
            size: try c.decode(Int.self, forKey: .size), contentType: try c.decode(String.self, forKey: .contentType),
            createdAt: try c.decode(Date.self, forKey: .createdAt))
        cdnPropagatedAt = try c.decodeIfPresent(Date.self, forKey: .cdnPropagatedAt)
    }

    /// The stored fields, plus `cdnPropagatedAt` and `cdnPropagationSeconds` once the CDN serves the version.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(host, forKey: .host)
        try c.encode(kind, forKey: .kind)
        try c.encode(version, forKey: .version)
        try c.encode(sha256, forKey: .sha256)
        try c.encode(size, forKey: .size)
        try c.encode(contentType, forKey: .contentType)
        try c.encode(createdAt, forKey: .createdAt)
        try c.encodeIfPresent(cdnPropagatedAt, forKey: .cdnPropagatedAt)
        try c.encodeIfPresent(cdnPropagationSeconds, forKey: .cdnPropagationSeconds)
    }
}

/// A version with its bytes; for a live file, also when it went live (the `Last-Modified` time).
public struct StoredFile: Sendable, Hashable {
    public var record: VersionRecord
    public var content: [UInt8]
    /// When this version became the live one (publish or rollback); equals `createdAt` for a fresh publish.
    public var liveSince: Date

    public init(record: VersionRecord, content: [UInt8], liveSince: Date) {
        self.record = record
        self.content = content
        self.liveSince = liveSince
    }
}

/// One entry of the change log: every publish, rollback and delete, with time and content hash.
public struct ChangeRecord: Sendable, Hashable, Codable {
    public enum Action: String, Sendable, Hashable, Codable {
        case publish
        case rollback
        case delete
    }

    /// Increases with every change (store-wide).
    public var id: Int64
    public var host: HostName
    public var kind: FileKind
    public var action: Action
    /// The version made live (nil for a delete).
    public var version: Int?
    /// The hash of the bytes made live (nil for a delete).
    public var sha256: String?
    public var at: Date

    public init(id: Int64, host: HostName, kind: FileKind, action: Action, version: Int?, sha256: String?, at: Date) {
        self.id = id
        self.host = host
        self.kind = kind
        self.action = action
        self.version = version
        self.sha256 = sha256
        self.at = at
    }
}
