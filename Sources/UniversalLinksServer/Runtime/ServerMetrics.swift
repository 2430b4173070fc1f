import Atomics
import Foundation
import NIOConcurrencyHelpers

/// Request counters of one host, bumped on the hot path with atomics (no lock, no allocation).
///
/// The four counters share one allocation besides the object itself: there is one of these per
/// hosted domain, and four `ManagedAtomic` objects would be four allocations more.
public final class HostCounters: @unchecked Sendable {
    private static let count = 4
    /// Owned by this object; only ever accessed through atomic operations.
    private let slots: UnsafeMutablePointer<UnsafeAtomic<Int>.Storage>

    init() {
        slots = .allocate(capacity: Self.count)
        slots.initialize(repeating: UnsafeAtomic<Int>.Storage(0), count: Self.count)
    }

    deinit {
        slots.deinitialize(count: Self.count)
        slots.deallocate()
    }

    private func slot(_ index: Int) -> UnsafeAtomic<Int> { UnsafeAtomic(at: slots + index) }

    var ok: UnsafeAtomic<Int> { slot(0) }
    var notModified: UnsafeAtomic<Int> { slot(1) }
    var notFound: UnsafeAtomic<Int> { slot(2) }
    var methodNotAllowed: UnsafeAtomic<Int> { slot(3) }

    func snapshot() -> [(status: Int, count: Int)] {
        [
            (200, ok.load(ordering: .relaxed)), (304, notModified.load(ordering: .relaxed)),
            (404, notFound.load(ordering: .relaxed)), (405, methodNotAllowed.load(ordering: .relaxed)),
        ]
    }
}

/// The server's metrics, rendered in the Prometheus text exposition format at `/metrics`.
///
/// Kept in-process (no metrics backend) because the hot path must stay allocation-free: per-host
/// counters are atomics owned by the prepared host entry.
public final class ServerMetrics: Sendable {
    private struct Histogram {
        static let bounds: [Double] = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]
        var buckets = [Int](repeating: 0, count: bounds.count)
        var count = 0
        var sum = 0.0

        mutating func observe(_ seconds: Double) {
            for (i, bound) in Self.bounds.enumerated() where seconds <= bound { buckets[i] += 1 }
            count += 1
            sum += seconds
        }
    }

    private struct State {
        var hosts: [String: HostCounters] = [:]
        var admin: [String: Int] = [:]
        var store: [String: Histogram] = [:]
        var storeErrors: [String: Int] = [:]
        var reloads = 0
        var rejectedFiles = 0
    }

    /// Requests whose Host is not served (counted under one label so unknown names cannot grow the output).
    let unknownHost = ManagedAtomic<Int>(0)
    /// Requests for paths other than the association files, health, metrics and admin.
    let otherPath = ManagedAtomic<Int>(0)
    private let state = NIOLockedValueBox(State())

    public init() {}

    /// The counters of `host`, created on first use (when a table is built, not per request).
    func counters(for host: String) -> HostCounters {
        state.withLockedValue { state in
            if let existing = state.hosts[host] { return existing }
            let counters = HostCounters()
            state.hosts[host] = counters
            return counters
        }
    }

    func recordAdmin(route: String, status: Int) {
        state.withLockedValue { $0.admin["\(route) \(status)", default: 0] += 1 }
    }

    func recordReload() { state.withLockedValue { $0.reloads += 1 } }
    func recordRejectedFile() { state.withLockedValue { $0.rejectedFiles += 1 } }

    /// Times a store operation into the `ulinks_store_seconds` histogram.
    func timeStore<T>(_ operation: String, _ body: () async throws -> T) async throws -> T {
        let start = ContinuousClock.now
        do {
            let result = try await body()
            observe(operation, since: start)
            return result
        } catch {
            observe(operation, since: start)
            state.withLockedValue { $0.storeErrors[operation, default: 0] += 1 }
            throw error
        }
    }

    private func observe(_ operation: String, since start: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        state.withLockedValue { $0.store[operation, default: Histogram()].observe(seconds) }
    }

    /// The Prometheus text format (version 0.0.4).
    public func render(liveFiles: Int) -> String {
        let snapshot = state.withLockedValue { $0 }
        var out =
            "# HELP ulinks_requests_total Public requests by host and status.\n# TYPE ulinks_requests_total counter\n"
        for host in snapshot.hosts.keys.sorted() {
            guard let counters = snapshot.hosts[host] else { continue }
            for (status, count) in counters.snapshot() {
                out += "ulinks_requests_total{host=\"\(Self.escape(host))\",status=\"\(status)\"} \(count)\n"
            }
        }
        out += "ulinks_requests_total{host=\"unknown\",status=\"404\"} \(unknownHost.load(ordering: .relaxed))\n"
        out += "ulinks_requests_total{host=\"\",status=\"404\"} \(otherPath.load(ordering: .relaxed))\n"
        out +=
            "# HELP ulinks_admin_requests_total Admin API requests by route and status.\n# TYPE ulinks_admin_requests_total counter\n"
        for key in snapshot.admin.keys.sorted() {
            let parts = key.split(separator: " ")
            out +=
                "ulinks_admin_requests_total{route=\"\(Self.escape(String(parts.first ?? "")))\",status=\"\(parts.last ?? "")\"} \(snapshot.admin[key] ?? 0)\n"
        }
        out += "# HELP ulinks_store_seconds Store operation latency.\n# TYPE ulinks_store_seconds histogram\n"
        for operation in snapshot.store.keys.sorted() {
            guard let histogram = snapshot.store[operation] else { continue }
            for (i, bound) in Histogram.bounds.enumerated() {
                out +=
                    "ulinks_store_seconds_bucket{operation=\"\(operation)\",le=\"\(bound)\"} \(histogram.buckets[i])\n"
            }
            out += "ulinks_store_seconds_bucket{operation=\"\(operation)\",le=\"+Inf\"} \(histogram.count)\n"
            out += "ulinks_store_seconds_sum{operation=\"\(operation)\"} \(histogram.sum)\n"
            out += "ulinks_store_seconds_count{operation=\"\(operation)\"} \(histogram.count)\n"
        }
        out += "# HELP ulinks_store_errors_total Failed store operations.\n# TYPE ulinks_store_errors_total counter\n"
        for operation in snapshot.storeErrors.keys.sorted() {
            out += "ulinks_store_errors_total{operation=\"\(operation)\"} \(snapshot.storeErrors[operation] ?? 0)\n"
        }
        out +=
            "# HELP ulinks_reloads_total Serving table rebuilds.\n# TYPE ulinks_reloads_total counter\nulinks_reloads_total \(snapshot.reloads)\n"
        out +=
            "# HELP ulinks_rejected_files_total Files refused by validation (uploads and --dir).\n# TYPE ulinks_rejected_files_total counter\nulinks_rejected_files_total \(snapshot.rejectedFiles)\n"
        out +=
            "# HELP ulinks_live_files Files currently served.\n# TYPE ulinks_live_files gauge\nulinks_live_files \(liveFiles)\n"
        return out
    }

    static func escape(_ value: String) -> String {
        value.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
    }
}
