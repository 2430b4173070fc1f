import Foundation
import NIOCore

/// The new-order payload (RFC 8555 section 7.4).
private struct NewOrder: Encodable { var identifiers: [ACMEIdentifier] }
/// The finalize payload: the CSR's DER, base64url.
private struct Finalize: Encodable { var csr: String }

extension ACMEClient {
    /// Runs one order for `domains` to the issued certificate (RFC 8555 section 7.4).
    ///
    /// Authorizations already valid (reused by the CA) need no challenge. For each pending one the
    /// first kind the responder supports that the CA offers is presented, the CA is told to
    /// validate, and the solution is withdrawn whatever the result.
    public func obtainCertificate(for domains: [String], responder: some ACMEChallengeResponder) async throws
        -> IssuedCertificate
    {
        let deadline = ContinuousClock.now + configuration.orderTimeout
        if accountURL == nil {
            throw ACMEError(.unsupported, "no ACME account: call register first")
        }
        let newOrderURL = try await directory().newOrder
        let created = try await post(
            newOrderURL, payload: try JSONEncoder().encode(NewOrder(identifiers: domains.map { .init(value: $0) })))
        var order = try ACMEResponseParser.order(created.body)
        guard let orderURL = created.headers.first(name: "Location") else {
            throw ACMEError(.malformedResponse, "new-order answer without a Location header")
        }
        try ACMEResponseParser.checkURL(orderURL, "order Location")

        for url in order.authorizations {
            try await authorize(url, responder: responder, deadline: deadline)
        }
        order = try await poll(orderURL, deadline: deadline, until: [.ready, .valid])

        let request = try CertificateRequest(domains: domains)
        if order.status == .ready {
            let finalized = try await post(
                order.finalize, payload: try JSONEncoder().encode(Finalize(csr: Base64URL.encode(request.der))))
            order = try ACMEResponseParser.order(finalized.body)
            if order.status != .valid { order = try await poll(orderURL, deadline: deadline, until: [.valid]) }
        } else {
            // Valid before we finalized: the CA reused an old order whose key we do not hold.
            throw ACMEError(.orderFailed, "the CA returned an already finalized order for \(domains)")
        }
        guard let certificateURL = order.certificate else {
            throw ACMEError(.malformedResponse, "a valid order without a certificate URL")
        }
        let download = try await post(certificateURL, payload: nil, accept: "application/pem-certificate-chain")
        let blocks = try ACMEResponseParser.certificateChain(download.body)
        return try IssuedCertificate(chainPEM: blocks.joined(), privateKeyPEM: request.privateKeyPEM)
    }

    func authorize(_ url: String, responder: some ACMEChallengeResponder, deadline: ContinuousClock.Instant)
        async throws
    {
        let authorization = try ACMEResponseParser.authorization(try await post(url, payload: nil).body)
        switch authorization.status {
        case .valid: return
        case .pending: break
        default:
            throw ACMEError(
                .orderFailed, "authorization for \(authorization.identifier.value) is \(authorization.status.rawValue)")
        }
        let domain = authorization.identifier.value
        let offered = responder.supportedChallenges.lazy.compactMap { kind in
            authorization.challenge(kind).map { (kind: kind, challenge: $0) }
        }.first
        guard let kind = offered?.kind, let challenge = offered?.challenge, let token = challenge.token else {
            throw ACMEError(.unsupported, "the CA offers no challenge this server can answer for \(domain)")
        }
        let keyAuthorization = accountKey.keyAuthorization(token: token)
        let solution: ACMEChallengeSolution
        switch kind {
        case .http01: solution = .http01(domain: domain, token: token, keyAuthorization: keyAuthorization)
        case .tlsALPN01:
            solution = .tlsALPN01(try TLSALPNChallengeCertificate(domain: domain, keyAuthorization: keyAuthorization))
        }
        try await responder.present(solution)
        do {
            _ = try await post(challenge.url, payload: Data("{}".utf8))
            let final = try await pollAuthorization(url, deadline: deadline)
            await responder.withdraw(solution)
            guard final.status == .valid else {
                let problem = final.challenges.first { $0.url == challenge.url }?.error
                throw ACMEError(
                    .orderFailed,
                    "\(kind.rawValue) validation of \(domain) failed: \(problem?.summary ?? final.status.rawValue)",
                    problem: problem)
            }
        } catch {
            await responder.withdraw(solution)
            throw error
        }
    }

    func pollAuthorization(_ url: String, deadline: ContinuousClock.Instant) async throws -> ACMEAuthorization {
        var delay = Duration.milliseconds(100)
        while true {
            let response = try await post(url, payload: nil)
            let authorization = try ACMEResponseParser.authorization(response.body)
            if authorization.status != .pending { return authorization }
            try await wait(
                &delay, response, deadline: deadline, what: "authorization of \(authorization.identifier.value)")
        }
    }

    func poll(_ url: String, deadline: ContinuousClock.Instant, until: Set<ACMEOrder.Status>) async throws -> ACMEOrder
    {
        var delay = Duration.milliseconds(100)
        while true {
            let response = try await post(url, payload: nil)
            let order = try ACMEResponseParser.order(response.body)
            if until.contains(order.status) { return order }
            if order.status == .invalid {
                throw ACMEError(
                    .orderFailed, "order \(url) is invalid: \(order.error?.summary ?? "no reason given")",
                    problem: order.error)
            }
            try await wait(&delay, response, deadline: deadline, what: "order \(url)")
        }
    }

    /// Sleeps before the next poll: Retry-After when the server sends one (capped), else a delay
    /// that doubles up to 2 s; fails once the order's deadline would pass.
    func wait(_ delay: inout Duration, _ response: ACMEHTTP.Response, deadline: ContinuousClock.Instant, what: String)
        async throws
    {
        let asked = ACMEResponseParser.retryAfter(response.headers.first(name: "Retry-After")).map {
            Duration.seconds(min($0, 10))
        }
        let pause = asked ?? delay
        guard ContinuousClock.now + pause < deadline else {
            throw ACMEError(.orderFailed, "\(what) did not finish before the deadline")
        }
        try await Task.sleep(for: pause)
        delay = min(delay * 2, .seconds(2))
    }
}
