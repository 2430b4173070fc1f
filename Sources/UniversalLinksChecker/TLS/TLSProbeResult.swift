import UniversalLinks

/// What a direct connection and TLS handshake with the host showed, before any HTTP.
struct TLSProbeResult: Sendable {
    enum Outcome: Sendable {
        /// The name did not resolve.
        case dnsFailed(Message)
        /// The name resolved but no TCP connection opened.
        case connectFailed(Message)
        /// The deadline passed; `phase` says where ("connect", "TLS handshake").
        case timedOut(phase: String, after: Double)
        /// The TLS handshake failed for a reason other than the certificate (protocol, plain HTTP, reset).
        case handshakeFailed(Message)
        /// The certificate was verified (trusted, names the host, within its dates).
        case verified(leaf: CertificateSummary?)
        /// The certificate was rejected; `chain` is what the server presented, leaf first.
        case rejected(TLSRejection, chain: [CertificateSummary])
    }

    var outcome: Outcome
    /// The address connected to, when a connection opened.
    var remoteAddress: String?
    /// Seconds from start to the open TCP connection and to the completed handshake.
    var connectSeconds: Double?
    var handshakeSeconds: Double?

    init(outcome: Outcome, remoteAddress: String? = nil, connectSeconds: Double? = nil, handshakeSeconds: Double? = nil)
    {
        self.outcome = outcome
        self.remoteAddress = remoteAddress
        self.connectSeconds = connectSeconds
        self.handshakeSeconds = handshakeSeconds
    }
}
