import Atomics
import NIOConcurrencyHelpers

/// What the public side serves: prepared files by host, immutable once built.
public struct ServingTable: Sendable {
    public struct Host: Sendable {
        public var aasa: PreparedFile?
        public var assetlinks: PreparedFile?
        let counters: HostCounters

        subscript(kind: FileKind) -> PreparedFile? {
            switch kind {
            case .aasa: aasa
            case .assetlinks: assetlinks
            }
        }
    }

    public private(set) var hosts: [String: Host]
    /// The store's change id this table reflects (see ``AssociationStore/lastChangeID()``).
    public let generation: Int64

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
            self.init(hosts: [:], cacheControl: cacheControl, metrics: metrics)
        }

        /// Starting from the hosts of a table (``ServingTable/patched(_:generation:cacheControl:metrics:)``).
        init(hosts: [String: Host], cacheControl: String, metrics: ServerMetrics) {
            self.hosts = hosts
            self.cacheControl = cacheControl
            self.metrics = metrics
        }

        public var fileCount: Int { ServingTable.fileCount(hosts) }

        public mutating func add(_ file: StoredFile) { set(file.record.host.value, file.record.kind, file) }

        /// Serves `file` as `host`'s file of `kind`, or nothing when it is nil; a host left with no
        /// file is dropped.
        mutating func set(_ host: String, _ kind: FileKind, _ file: StoredFile?) {
            let prepared = file.map { PreparedFile($0, cacheControl: cacheControl) }
            // Updated in place: a copy of the entry would be a second reference to its storage.
            if hosts[host] == nil {
                guard prepared != nil else { return }
                hosts[host] = Host(counters: metrics.counters(for: host))
            }
            switch kind {
            case .aasa: hosts[host]?.aasa = prepared
            case .assetlinks: hosts[host]?.assetlinks = prepared
            }
            if let entry = hosts[host], entry.aasa == nil, entry.assetlinks == nil { hosts[host] = nil }
        }

        public func table(generation: Int64) -> ServingTable { ServingTable(hosts: hosts, generation: generation) }
    }

    public static let empty = ServingTable(hosts: [:], generation: -1)

    init(hosts: [String: Host], generation: Int64) {
        self.hosts = hosts
        self.generation = generation
    }

    public var fileCount: Int { Self.fileCount(hosts) }

    static func fileCount(_ hosts: [String: Host]) -> Int {
        hosts.values.reduce(0) { $0 + ($1.aasa == nil ? 0 : 1) + ($1.assetlinks == nil ? 0 : 1) }
    }

    /// The entry for a `Host` header value: tried as sent first (no allocation for the common case),
    /// then without a port and lower-cased.
    func lookup(authority: String) -> Host? {
        if let entry = hosts[authority] { return entry }
        return Self.hostKey(authority: authority).flatMap { hosts[$0] }
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
