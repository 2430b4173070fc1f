import Atomics
import NIOConcurrencyHelpers

/// What the public side serves: prepared files by host, immutable once built.
public struct ServingTable: Sendable {
    public struct Host: Sendable {
        public var aasa: PreparedFile?
        public var assetlinks: PreparedFile?
        public var webauthn: PreparedFile?
        let counters: HostCounters

        subscript(kind: FileKind) -> PreparedFile? {
            switch kind {
            case .aasa: aasa
            case .assetlinks: assetlinks
            case .webauthn: webauthn
            }
        }

        /// Whether ``ServerWatch`` watches the host as a hosted domain: it serves any file.
        var isWatched: Bool { fileCount > 0 }

        /// How many files the host serves.
        var fileCount: Int { (aasa == nil ? 0 : 1) + (assetlinks == nil ? 0 : 1) + (webauthn == nil ? 0 : 1) }
    }

    /// The hosts as of the last full build or compaction. Tables patched from one share it (a
    /// dictionary is copied only when changed, and it never is).
    let base: [String: Host]
    /// Hosts changed since `base` was built: their entry, or nil for a host no longer served. A
    /// patch copies only this (at most ``compactionLimit`` entries), so a publish costs the same at
    /// 100,000 hosts as at 10.
    let recent: [String: Host?]
    /// The store's change id this table reflects (see ``AssociationStore/lastChangeID()``).
    public let generation: Int64
    /// Files served, kept as patches add and remove them (counting them is a pass over every host).
    public let fileCount: Int

    /// Every host and its files (a merged copy: for listings, not per request; see ``host(_:)``).
    public var hosts: [String: Host] {
        guard !recent.isEmpty else { return base }
        var all = base
        for (key, entry) in recent { all[key] = entry }
        return all
    }

    /// The names of the hosts served, in no particular order (without merging a copy of the table).
    public var hostNames: [String] {
        var names = recent.isEmpty ? Array(base.keys) : base.keys.filter { recent[$0] == nil }
        for (key, entry) in recent where entry != nil { names.append(key) }
        return names
    }

    /// The entry for a table key (a lower-case host name without port or final dot).
    public func host(_ key: String) -> Host? {
        if !recent.isEmpty, let changed = recent[key] { return changed }
        return base[key]
    }

    public init(files: [StoredFile], generation: Int64, cacheControl: String, metrics: ServerMetrics) {
        var builder = Builder(cacheControl: cacheControl, metrics: metrics)
        for file in files { builder.add(file) }
        self = builder.table(generation: generation)
    }

    /// Builds a table one file at a time, as a store streams them (``AssociationStore/forEachLiveFile(_:)``):
    /// each file's bytes are copied into its prepared response and the row can go.
    public struct Builder: Sendable {
        private var hosts: [String: Host]
        private let cacheControl: String
        private let metrics: ServerMetrics

        public init(cacheControl: String, metrics: ServerMetrics) {
            self.hosts = [:]
            self.cacheControl = cacheControl
            self.metrics = metrics
        }

        public var fileCount: Int { ServingTable.fileCount(hosts) }

        public mutating func add(_ file: StoredFile) { set(file.record.host.value, file.record.kind, file) }

        /// Serves `file` as `host`'s file of `kind`, or nothing when it is nil; a host left with no
        /// file is dropped.
        mutating func set(_ host: String, _ kind: FileKind, _ file: StoredFile?) {
            hosts[host] = ServingTable.entry(
                hosts[host], host, setting: kind, to: file, cacheControl: cacheControl, metrics: metrics)
        }

        public func table(generation: Int64) -> ServingTable { ServingTable(hosts: hosts, generation: generation) }
    }

    /// `entry` (the host's current one, if any) with its file of `kind` replaced by `file`; nil when
    /// the host is left with no file.
    static func entry(
        _ entry: Host?, _ host: String, setting kind: FileKind, to file: StoredFile?, cacheControl: String,
        metrics: ServerMetrics
    ) -> Host? {
        let prepared = file.map { PreparedFile($0, cacheControl: cacheControl) }
        guard var entry = entry ?? prepared.map({ _ in Host(counters: metrics.counters(for: host)) }) else {
            return nil
        }
        switch kind {
        case .aasa: entry.aasa = prepared
        case .assetlinks: entry.assetlinks = prepared
        case .webauthn: entry.webauthn = prepared
        }
        return entry.fileCount == 0 ? nil : entry
    }

    public static let empty = ServingTable(hosts: [:], generation: -1)

    init(hosts: [String: Host], generation: Int64) {
        self.init(base: hosts, recent: [:], generation: generation, fileCount: Self.fileCount(hosts))
    }

    init(base: [String: Host], recent: [String: Host?], generation: Int64, fileCount: Int) {
        self.base = base
        self.recent = recent
        self.generation = generation
        self.fileCount = fileCount
    }

    static func fileCount(_ hosts: [String: Host]) -> Int {
        hosts.values.reduce(0) { $0 + $1.fileCount }
    }

    /// The entry for a `Host` header value: tried as sent first (no allocation for the common case),
    /// then without a port and lower-cased.
    func lookup(authority: String) -> Host? {
        if let entry = host(authority) { return entry }
        return Self.hostKey(authority: authority).flatMap { host($0) }
    }

    /// The table key for a `Host` header value: without a port or a final dot, lower-cased; nil
    /// when it is not a host name.
    static func hostKey(authority: String) -> String? {
        var name = Substring(authority)
        if let colon = name.lastIndex(of: ":"), !name.contains("]") { name = name[..<colon] }
        if name.last == "." { name = name.dropLast() }
        return HostName(name)?.value
    }
}

/// The table currently served; swapped whole when the store changes, so a reader always sees one
/// consistent table (never a mix of two versions).
public final class ServingState: Sendable {
    private let box = NIOLockedValueBox(ServingTable.empty)
    /// Moves with every installed table, so a connection can keep the table it read last with one
    /// atomic load per request instead of taking the lock.
    let installed = ManagedAtomic<Int>(0)

    public init() {}

    public var table: ServingTable { box.withLockedValue { $0 } }

    /// The table and the ``installed`` count it belongs to, read together.
    var versionedTable: (table: ServingTable, version: Int) {
        box.withLockedValue { ($0, installed.load(ordering: .relaxed)) }
    }

    /// Installs `table` unless a newer one is already live. Returns whether it was installed.
    @discardableResult
    public func install(_ table: ServingTable, force: Bool = false) -> Bool {
        box.withLockedValue { current in
            guard force || table.generation >= current.generation else { return false }
            current = table
            installed.wrappingIncrement(ordering: .releasing)
            return true
        }
    }
}
