/// What a challenge needs served while the CA validates it.
public enum ACMEChallengeSolution: Sendable {
    /// Serve `keyAuthorization` as text at `http://domain/.well-known/acme-challenge/token`.
    case http01(domain: String, token: String, keyAuthorization: String)
    /// Present `certificate` on TLS connections for `domain` that negotiate `acme-tls/1`.
    case tlsALPN01(TLSALPNChallengeCertificate)

    public var domain: String {
        switch self {
        case .http01(let domain, _, _): domain
        case .tlsALPN01(let certificate): certificate.domain
        }
    }

    public var kind: ACMEChallenge.Kind {
        switch self {
        case .http01: .http01
        case .tlsALPN01: .tlsALPN01
        }
    }
}

/// The server side of a challenge: puts a solution in place before the CA is told to validate, and
/// takes it away afterwards (whatever the outcome).
public protocol ACMEChallengeResponder: Sendable {
    /// The kinds this responder can serve, in order of preference.
    var supportedChallenges: [ACMEChallenge.Kind] { get }
    func present(_ solution: ACMEChallengeSolution) async throws
    func withdraw(_ solution: ACMEChallengeSolution) async
}
