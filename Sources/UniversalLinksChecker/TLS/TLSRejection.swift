/// Why the verifying handshake rejected the certificate.
enum TLSRejection: Sendable, Hashable {
    /// The chain does not reach a trusted root (or a certificate in it is out of its dates).
    case untrusted(String)
    /// The certificate does not name the host.
    case hostname
}
