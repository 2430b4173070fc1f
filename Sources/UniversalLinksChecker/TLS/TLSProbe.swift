import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import NIOTLS

/// Connects and completes a TLS handshake directly, to report DNS, TCP and certificate problems promptly and
/// precisely. async-http-client reports a rejected certificate only as a generic handshake error (and, with
/// retries on, only when its connect timeout expires), so the checker looks at the certificate itself.
struct TLSProbe: Sendable {
    let group: any EventLoopGroup
    /// Verifies like a device: system roots (plus the extra CA), host name, dates.
    let verifying: NIOSSLContext
    /// Accepts anything and records the chain the server presents, to explain a rejection.
    let capturing: NIOSSLContext

    init(group: any EventLoopGroup, extraCAFile: String?) throws {
        self.group = group
        var verify = TLSConfiguration.makeClientConfiguration()
        verify.certificateVerification = .fullVerification
        // Waiting for a hostile server's close_notify must not hold a connection (or shutdown) for seconds.
        verify.shutdownTimeout = Self.shutdownTimeout
        try SystemTrustStore.trust(extraCAFile, in: &verify)
        verifying = try NIOSSLContext(configuration: verify)
        var capture = TLSConfiguration.makeClientConfiguration()
        // The custom callback replaces verification entirely, so no roots need loading.
        capture.certificateVerification = .noHostnameVerification
        capture.trustRoots = .certificates([])
        capture.shutdownTimeout = Self.shutdownTimeout
        capturing = try NIOSSLContext(configuration: capture)
    }

    /// Connects to `host` (or its override) and shakes hands; never takes longer than `deadline`.
    func probe(host: String, port: Int, override: ResolveOverride?, deadline: NIODeadline) async -> TLSProbeResult {
        let start = NIODeadline.now()
        let first = await handshake(host: host, port: port, override: override, deadline: deadline, capture: false)
        var result = TLSProbeResult(
            outcome: .handshakeFailed("no result"), remoteAddress: first.remoteAddress,
            connectSeconds: first.connected.map { Self.seconds($0 - start) },
            handshakeSeconds: first.finished.map { Self.seconds($0 - start) })
        switch first.result {
        case .success(let leaf):
            result.outcome = .verified(leaf: leaf.flatMap(Self.summary))
        case .failure(let error):
            if let rejection = Self.rejection(error) {
                // Shake hands again, accepting anything, to see the certificates and say what is wrong with them.
                let second = await handshake(
                    host: host, port: port, override: override, deadline: deadline, capture: true)
                result.outcome = .rejected(rejection, chain: second.chain.compactMap(Self.summary))
            } else {
                result.outcome = Self.classify(error, connected: first.connected != nil, start: start, host: host)
            }
        }
        return result
    }

    /// DNS and TCP only, no TLS: cheap, and tells an unreachable host from a TLS problem before fetching.
    /// Returns the failure (nil when a connection opened) and the address connected to.
    func connect(
        host: String, port: Int, override: ResolveOverride?, deadline: NIODeadline
    ) async -> (failure: TLSProbeResult.Outcome?, remoteAddress: String?) {
        let start = NIODeadline.now()
        let remaining = deadline - start
        guard remaining > .zero else { return (.timedOut(phase: "connect", after: 0), nil) }
        let bootstrap = ClientBootstrap(group: group).connectTimeout(remaining)
        do {
            let channel: any Channel
            if let override, let address = try? SocketAddress(ipAddress: override.address, port: override.port) {
                channel = try await bootstrap.connect(to: address).get()
            } else {
                channel = try await bootstrap.connect(host: override?.address ?? host, port: override?.port ?? port)
                    .get()
            }
            let address = channel.remoteAddress.map(Self.describe)
            try? await channel.close().get()
            return (nil, address)
        } catch {
            return (Self.classify(error, connected: false, start: start, host: host), nil)
        }
    }

    private struct Attempt {
        var result: Result<NIOSSLCertificate?, any Error>
        var remoteAddress: String?
        var connected: NIODeadline?
        var finished: NIODeadline?
        var chain: [NIOSSLCertificate] = []
    }

    private func handshake(
        host: String, port: Int, override: ResolveOverride?, deadline: NIODeadline, capture: Bool
    ) async -> Attempt {
        let loop = group.next()
        let done = loop.makePromise(of: NIOSSLCertificate?.self)
        let captured = CapturedChain()
        let context = capture ? capturing : verifying
        let sniHost = host
        let remaining = deadline - .now()
        guard remaining > .zero else {
            return Attempt(result: .failure(ProbeTimeout(phase: "connect")))
        }
        let bootstrap = ClientBootstrap(group: loop)
            .connectTimeout(remaining)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    let handler: NIOSSLClientHandler
                    if capture {
                        handler = try NIOSSLClientHandler(
                            context: context, serverHostname: Self.isIPAddress(sniHost) ? nil : sniHost,
                            customVerificationCallback: { chain, promise in
                                captured.store(chain)
                                promise.succeed(.certificateVerified)
                            })
                    } else {
                        handler = try NIOSSLClientHandler(
                            context: context, serverHostname: Self.isIPAddress(sniHost) ? nil : sniHost)
                    }
                    try channel.pipeline.syncOperations.addHandler(handler)
                    try channel.pipeline.syncOperations.addHandler(HandshakeWatcher(done: done))
                }
            }
        let channel: any Channel
        do {
            if let override, let address = try? SocketAddress(ipAddress: override.address, port: override.port) {
                channel = try await bootstrap.connect(to: address).get()
            } else {
                channel = try await bootstrap.connect(host: override?.address ?? host, port: override?.port ?? port)
                    .get()
            }
        } catch {
            done.fail(error)
            return Attempt(result: .failure(error))
        }
        let connected = NIODeadline.now()
        let remoteAddress = channel.remoteAddress.map(Self.describe)
        let timer = channel.eventLoop.scheduleTask(deadline: deadline) {
            done.fail(ProbeTimeout(phase: "TLS handshake"))
            channel.close(promise: nil)
        }
        let result: Result<NIOSSLCertificate?, any Error>
        do {
            result = .success(try await done.futureResult.get())
        } catch {
            result = .failure(error)
        }
        timer.cancel()
        try? await channel.close().get()
        return Attempt(
            result: result, remoteAddress: remoteAddress, connected: connected,
            finished: .now(), chain: captured.chain)
    }

    /// How long a closing TLS connection waits for the peer's close_notify.
    static let shutdownTimeout = TimeAmount.milliseconds(100)

    static func seconds(_ amount: TimeAmount) -> Double { Double(amount.nanoseconds) / 1e9 }

    static func describe(_ address: SocketAddress) -> String {
        guard let ip = address.ipAddress else { return "\(address)" }
        return ip.contains(":") ? "[\(ip)]:\(address.port ?? 0)" : "\(ip):\(address.port ?? 0)"
    }

    static func isIPAddress(_ host: String) -> Bool {
        (try? SocketAddress(ipAddress: host, port: 0)) != nil
    }

    static func summary(_ certificate: NIOSSLCertificate) -> CertificateSummary? {
        guard let der = try? certificate.toDERBytes(), let fields = DERCertificateReader(bytes: der).read() else {
            return nil
        }
        return CertificateSummary(
            subject: fields.subject, issuer: fields.issuer, names: fields.dnsNames + fields.ipAddresses,
            notBefore: Int64(certificate.notValidBefore), notAfter: Int64(certificate.notValidAfter))
    }
}

/// The deadline passed during `phase`.
struct ProbeTimeout: Error, Sendable {
    var phase: String
}

/// The peer's chain, recorded by the capturing verification callback (on the channel's event loop).
private final class CapturedChain: @unchecked Sendable {
    private let lock = NSLock()
    private var certificates: [NIOSSLCertificate] = []

    func store(_ chain: [NIOSSLCertificate]) { lock.withLock { certificates = chain } }
    var chain: [NIOSSLCertificate] { lock.withLock { certificates } }
}

/// Completes `done` when the handshake finishes or fails, then closes the connection.
private final class HandshakeWatcher: ChannelInboundHandler, Sendable {
    typealias InboundIn = NIOAny
    let done: EventLoopPromise<NIOSSLCertificate?>

    init(done: EventLoopPromise<NIOSSLCertificate?>) { self.done = done }

    func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
        if let event = event as? TLSUserEvent, case .handshakeCompleted = event {
            let leaf = try? context.pipeline.syncOperations.handler(type: NIOSSLClientHandler.self).peerCertificate
            done.succeed(leaf)
        }
        context.fireUserInboundEventTriggered(event)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        done.fail(error)
        context.close(promise: nil)
    }

    func channelInactive(context: ChannelHandlerContext) {
        done.fail(ProbeClosed())
        context.fireChannelInactive()
    }
}

/// The server closed the connection before the handshake completed.
struct ProbeClosed: Error, Sendable {}
