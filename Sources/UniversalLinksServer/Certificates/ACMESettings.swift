#if ULINKS_ACME
    import NIOSSL
    import UniversalLinksACME

    /// How `ulinks serve --acme-directory` obtains and renews certificates.
    public struct ACMESettings: Sendable {
        public var directoryURL: String
        /// Sent as `mailto:` contact of the account (expiry notices from the CA).
        public var email: String?
        /// Extra roots for the CA's own HTTPS (`--acme-ca-root`, a test CA).
        public var trustRoots: [NIOSSLCertificate]
        /// Challenge kinds in order of preference: http-01 needs the plain-HTTP listener.
        public var challenges: [ACMEChallenge.Kind]
        /// How often the manager looks for domains that need a certificate and for certificates
        /// other replicas stored.
        public var checkInterval: Duration
        /// How long an order lease holds another replica off (longer than an order's deadline).
        public var leaseDuration: Duration
        /// Wait after a host's first failure; doubled for each further one up to ``retryMaximum``.
        public var retryBase: Duration
        public var retryMaximum: Duration
        /// Orders this replica starts per hour, all hosts together (the CA has its own limits too).
        public var ordersPerHour: Int
        /// Certificates this replica obtains per host per week (Let's Encrypt refuses a sixth
        /// duplicate certificate in a week; forced renewals should not use that up).
        public var certificatesPerHostPerWeek: Int
        public var requestTimeout: Duration
        public var orderTimeout: Duration

        public init(
            directoryURL: String, email: String? = nil, trustRoots: [NIOSSLCertificate] = [],
            challenges: [ACMEChallenge.Kind] = [.http01, .tlsALPN01], checkInterval: Duration = .seconds(1),
            leaseDuration: Duration = .seconds(300), retryBase: Duration = .seconds(60),
            retryMaximum: Duration = .seconds(86_400), ordersPerHour: Int = 100, certificatesPerHostPerWeek: Int = 5,
            requestTimeout: Duration = .seconds(15),
            orderTimeout: Duration = .seconds(120)
        ) {
            self.directoryURL = directoryURL
            self.email = email
            self.trustRoots = trustRoots
            self.challenges = challenges
            self.checkInterval = checkInterval
            self.leaseDuration = leaseDuration
            self.retryBase = retryBase
            self.retryMaximum = retryMaximum
            self.ordersPerHour = ordersPerHour
            self.certificatesPerHostPerWeek = certificatesPerHostPerWeek
            self.requestTimeout = requestTimeout
            self.orderTimeout = orderTimeout
        }

        /// The wait before the next attempt after `failures` failures in a row.
        public func backoff(failures: Int) -> Duration {
            var wait = retryBase
            for _ in 1..<max(failures, 1) where wait < retryMaximum { wait *= 2 }
            return min(wait, retryMaximum)
        }
    }
#endif
