import Foundation
import NIOCore
import NIOSSL

/// The certificate each new HTTPS connection of the client presented, by host.
///
/// async-http-client does not say which certificate a response came over. The client's connection
/// initializer records the leaf here (the handshake is complete by then) under the Host header of the first
/// request the connection carries, so a successful fetch costs one TLS handshake and still reports the
/// certificate's dates. An entry also proves that a TLS handshake with the host completed.
final class ConnectionRegistry: @unchecked Sendable {
    private let lock = NSLock()
    private var leaves: [String: CertificateSummary?] = [:]
    /// Bounded: a batch of any size keeps at most this many hosts.
    private let capacity = 20_000

    func record(host: String, leaf: CertificateSummary?) {
        lock.withLock {
            if leaves.count >= capacity { leaves.removeAll(keepingCapacity: true) }
            leaves[host.lowercased()] = .some(leaf)
        }
    }

    /// nil when no connection to `host` completed a handshake; otherwise the leaf it presented (if readable).
    func entry(for host: String) -> CertificateSummary?? {
        lock.withLock { leaves[host.lowercased()] }
    }

    /// The connection initializer for async-http-client: notes the leaf, then the host of the first request.
    func initializer() -> @Sendable (any Channel) -> EventLoopFuture<Void> {
        { [self] channel in
            channel.eventLoop.makeCompletedFuture {
                guard let tls = try? channel.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self) else {
                    return
                }
                let leaf = tls.peerCertificate.flatMap(TLSProbe.summary)
                try channel.pipeline.syncOperations.addHandler(
                    HostSniffer(registry: self, leaf: leaf), position: .after(tls))
            }
        }
    }
}

/// Reads the Host header of the first request written on a connection (just below TLS, so it sees the
/// encoded request) and records the connection's certificate under it.
private final class HostSniffer: ChannelOutboundHandler {
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    let registry: ConnectionRegistry
    let leaf: CertificateSummary?
    private var done = false

    init(registry: ConnectionRegistry, leaf: CertificateSummary?) {
        self.registry = registry
        self.leaf = leaf
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if !done {
            done = true
            let buffer = unwrapOutboundIn(data)
            if let host = Self.host(in: buffer.readableBytesView.prefix(8192)) {
                registry.record(host: host, leaf: leaf)
            }
        }
        context.write(data, promise: promise)
    }

    /// The Host header's value without a port, from the head of an HTTP/1.1 request.
    static func host(in bytes: ByteBufferView.SubSequence) -> String? {
        let text = String(decoding: bytes, as: UTF8.self)
        for line in text.split(separator: "\r\n", omittingEmptySubsequences: false).dropFirst() {
            if line.isEmpty { break }
            guard let colon = line.firstIndex(of: ":"), line[..<colon].lowercased() == "host" else { continue }
            var value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if !value.hasPrefix("["), let port = value.lastIndex(of: ":") { value = String(value[..<port]) }
            return value
        }
        return nil
    }
}
