import NIOCore

/// What one connection of the fast path used last: the served table, the entry for the last `Host`
/// and the response assembled last with its `Date` line. A keep-alive connection fetching the same
/// file again (what CDNs, devices and benchmarks do) costs one atomic load for the table, a byte
/// comparison for the host and one for the date, and re-sends the buffer it already has.
///
/// Never shared: each ``AssociationConnectionHandler`` owns one and uses it on its event loop.
/// Nothing here can serve a stale file for long: a new table or a new `Date` second is noticed on
/// the next request, and a buffer is reused only for the same ``WireResponse`` object, which
/// belongs to one version of one file.
struct FastPathCache {
    private var tableVersion = -1
    private var table = ServingTable.empty
    private var hostBytes: [UInt8] = []
    private var host: ServingTable.Host?
    private var hostKnown = false
    private var dateGeneration = -1
    private var dateLine = ByteBuffer()
    private var wire: WireResponse?
    private var assembled = ByteBuffer()

    /// The complete response to `request`, whose ranges point into `bytes`; counts it in the metrics.
    mutating func response(
        to request: FastRequestHead, in bytes: UnsafeRawBufferPointer, service: AssociationService,
        date: DateHeader, allocator: ByteBufferAllocator
    ) -> ByteBuffer {
        let outcome = AssociationResponder.decide(
            request.kind, head: request.isHead,
            host: host(UnsafeRawBufferPointer(rebasing: bytes[request.host]), service),
            ifNoneMatch: request.ifNoneMatch.map { String(decoding: bytes[$0], as: UTF8.self) },
            ifModifiedSince: request.ifModifiedSince.map { String(decoding: bytes[$0], as: UTF8.self) }, service)
        let wire: WireResponse =
            switch outcome {
            case .file(let file, let head): file.wire.forMethod(head: head)
            case .notModified(let file): file.wireNotModified
            case .notFound: PublicResponses.notFoundWire.forMethod(head: request.isHead)
            case .methodNotAllowed: PublicResponses.methodNotAllowedWire.forMethod(head: request.isHead)
            case .badRequest: PublicResponses.badRequestWire.forMethod(head: request.isHead)
            }
        let generation = date.generation.load(ordering: .acquiring)
        if generation != dateGeneration {
            (dateLine, dateGeneration) = date.line
        } else if wire === self.wire {
            return assembled
        }
        self.wire = wire
        assembled = wire.assembled(dateLine: dateLine, allocator: allocator)
        return assembled
    }

    /// The table entry for a `Host` value, from the last lookup when the value and the table are the same.
    private mutating func host(_ name: UnsafeRawBufferPointer, _ service: AssociationService) -> ServingTable.Host? {
        let installed = service.state.installed.load(ordering: .acquiring)
        if installed != tableVersion {
            (table, tableVersion) = service.state.versionedTable
            hostKnown = false
        } else if hostKnown, hostBytes.elementsEqual(name) {
            return host
        }
        host = table.lookup(authority: String(decoding: name, as: UTF8.self))
        hostBytes.removeAll(keepingCapacity: true)
        hostBytes.append(contentsOf: name)
        hostKnown = true
        return host
    }
}
