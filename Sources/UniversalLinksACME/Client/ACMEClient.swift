import Foundation
import Logging
import NIOCore
import NIOHTTP1

/// An ACME client (RFC 8555) for one account: signs each request with the account key (ES256),
/// keeps a pool of nonces and retries a request the server rejects with `badNonce`.
///
/// ``obtainCertificate(for:responder:)`` runs a whole order: new-order, the authorizations'
/// challenges (http-01 or tls-alpn-01, through an ``ACMEChallengeResponder``), finalize with a CSR
/// and the download of the chain. Every HTTP call has the configured deadline; the whole order has
/// ``ACMEClientConfiguration/orderTimeout``. Call ``shutdown()`` when done.
public actor ACMEClient {
    public let configuration: ACMEClientConfiguration
    public let accountKey: ACMEAccountKey
    let http: ACMEHTTP
    var logger: Logger { configuration.logger }
    var cachedDirectory: ACMEDirectory?
    var nonces: [String] = []
    /// The account URL (`kid`), known after ``register(contact:)``.
    public private(set) var accountURL: String?

    public init(configuration: ACMEClientConfiguration, accountKey: ACMEAccountKey) {
        self.configuration = configuration
        self.accountKey = accountKey
        self.http = ACMEHTTP(
            trustRoots: configuration.trustRoots, timeout: configuration.requestTimeout, logger: configuration.logger)
    }

    public func shutdown() async { await http.shutdown() }

    public func directory() async throws -> ACMEDirectory {
        if let cachedDirectory { return cachedDirectory }
        let response = try await http.send(.GET, configuration.directoryURL)
        try Self.check(response, "GET \(configuration.directoryURL)")
        let directory = try ACMEResponseParser.directory(response.body)
        cachedDirectory = directory
        return directory
    }

    /// Creates the account, or finds the existing one for this key (RFC 8555 sections 7.3, 7.3.1).
    @discardableResult
    public func register(contact: [String]) async throws -> String {
        struct NewAccount: Encodable {
            var termsOfServiceAgreed = true
            var contact: [String]
        }
        let url = try await directory().newAccount
        let response = try await post(
            url, payload: try JSONEncoder().encode(NewAccount(contact: contact)), withJWK: true)
        let account = try ACMEResponseParser.account(response.body)
        guard account.status == .valid else {
            throw ACMEError(.orderFailed, "the ACME account is \(account.status.rawValue)")
        }
        guard let location = response.headers.first(name: "Location") else {
            throw ACMEError(.malformedResponse, "new-account answer without a Location header")
        }
        try ACMEResponseParser.checkURL(location, "account Location")
        accountURL = location
        return location
    }

    // MARK: Requests

    /// A signed POST (`payload` nil: POST-as-GET), with the account URL as `kid`, or with the JWK
    /// itself when `withJWK` (new-account only). A `badNonce` rejection is retried with a fresh nonce.
    func post(_ url: String, payload: Data?, withJWK: Bool = false, accept: String? = nil) async throws
        -> ACMEHTTP.Response
    {
        var keyID: String?
        if !withJWK {
            guard let accountURL else { throw ACMEError(.unsupported, "no ACME account: call register first") }
            keyID = accountURL
        }
        var attempt = 0
        while true {
            let nonce = try await freshNonce()
            let body = try accountKey.sign(payload: payload, url: url, nonce: nonce, kid: keyID)
            let response = try await http.send(
                .POST, url, body: body, contentType: "application/jose+json", accept: accept)
            keep(response)
            if response.status >= 400, let problem = ACMEResponseParser.problem(response.body), problem.isBadNonce,
                attempt < configuration.badNonceRetries
            {
                attempt += 1
                logger.debug("acme badNonce; retrying", metadata: ["url": "\(url)", "attempt": "\(attempt)"])
                continue
            }
            try Self.check(response, "POST \(url)")
            return response
        }
    }

    func freshNonce() async throws -> String {
        if let nonce = nonces.popLast() { return nonce }
        let url = try await directory().newNonce
        let response = try await http.send(.HEAD, url)
        guard response.status < 400, let nonce = ACMEResponseParser.nonce(response.headers.first(name: "Replay-Nonce"))
        else {
            throw ACMEError(.malformedResponse, "HEAD \(url): no usable Replay-Nonce (status \(response.status))")
        }
        return nonce
    }

    /// Every answer carries the next nonce (RFC 8555 section 6.5); a few are kept.
    func keep(_ response: ACMEHTTP.Response) {
        guard let nonce = ACMEResponseParser.nonce(response.headers.first(name: "Replay-Nonce")) else { return }
        nonces.append(nonce)
        if nonces.count > 8 { nonces.removeFirst(nonces.count - 8) }
    }

    static func check(_ response: ACMEHTTP.Response, _ what: String) throws {
        guard response.status >= 400 else { return }
        if let problem = ACMEResponseParser.problem(response.body) {
            throw ACMEError(.problem, "\(what): \(response.status) \(problem.summary)", problem: problem)
        }
        throw ACMEError(.problem, "\(what): HTTP \(response.status)")
    }
}
