#if ULINKS_ACME
    import Foundation
    import UniversalLinksACME

    /// Presents challenge answers: http-01 in this replica's memory and in the store (the CA's
    /// request may reach another replica behind the load balancer), tls-alpn-01 in this replica's
    /// SNI callback only (so with several replicas behind one address, use http-01).
    struct CacheChallengeResponder: ACMEChallengeResponder {
        let cache: CertificateCache
        let store: any CertificateStore
        let supportedChallenges: [ACMEChallenge.Kind]

        func present(_ solution: ACMEChallengeSolution) async throws {
            switch solution {
            case .http01(let domain, let token, let keyAuthorization):
                cache.presentHTTP01(host: domain, token: token, keyAuthorization: keyAuthorization)
                if let host = HostName(domain) {
                    try await store.saveChallenge(
                        token: token, host: host, keyAuthorization: keyAuthorization,
                        expires: Date().addingTimeInterval(600))
                }
            case .tlsALPN01(let certificate):
                try cache.presentTLSALPN01(
                    host: certificate.domain, certificatePEM: certificate.certificatePEM,
                    privateKeyPEM: certificate.privateKeyPEM)
            }
        }

        func withdraw(_ solution: ACMEChallengeSolution) async {
            switch solution {
            case .http01(_, let token, _):
                cache.withdrawHTTP01(token: token)
                try? await store.deleteChallenge(token: token)
            case .tlsALPN01(let certificate): cache.withdrawTLSALPN01(host: certificate.domain)
            }
        }
    }
#endif
