import UniversalLinksACME

/// Well-formed answers as pebble and Let's Encrypt send them (shapes from RFC 8555 section 7.1).
enum ACMEFixtures {
    static let directory = """
        {"keyChange":"https://127.0.0.1:14000/rollover-account-key","meta":{"externalAccountRequired":false,
        "termsOfService":"data:text/plain,Do%20what%20thou%20wilt"},"newAccount":"https://127.0.0.1:14000/sign-me-up",
        "newNonce":"https://127.0.0.1:14000/nonce-plz","newOrder":"https://127.0.0.1:14000/order-plz",
        "revokeCert":"https://127.0.0.1:14000/revoke-cert"}
        """
    static let order = """
        {"status":"pending","expires":"2026-11-26T11:00:00Z","identifiers":[{"type":"dns","value":"app.example.com"}],
        "finalize":"https://127.0.0.1:14000/finalize-order/abc","authorizations":["https://127.0.0.1:14000/authZ/xyz"]}
        """
    static let authorization = """
        {"status":"pending","identifier":{"type":"dns","value":"app.example.com"},"challenges":[
        {"type":"http-01","url":"https://127.0.0.1:14000/chalZ/1","token":"DGyRejmCefe7v4NfDGDKfA_abcdefgh","status":"pending"},
        {"type":"tls-alpn-01","url":"https://127.0.0.1:14000/chalZ/2","token":"DGyRejmCefe7v4NfDGDKfA_abcdefgh","status":"pending"},
        {"type":"dns-01","url":"https://127.0.0.1:14000/chalZ/3","token":"DGyRejmCefe7v4NfDGDKfA_abcdefgh","status":"pending"}],
        "expires":"2026-11-26T11:00:00Z"}
        """
    static let challenge = """
        {"type":"http-01","url":"https://127.0.0.1:14000/chalZ/1","token":"DGyRejmCefe7v4NfDGDKfA_abcdefgh",
        "status":"invalid","error":{"type":"urn:ietf:params:acme:error:connection","detail":"refused","status":400}}
        """
    static let account = """
        {"status":"valid","contact":["mailto:ops@example.com"],"orders":"https://127.0.0.1:14000/list-orderz/1"}
        """
    static let problem = """
        {"type":"urn:ietf:params:acme:error:badNonce","detail":"JWS has an invalid anti-replay nonce","status":400}
        """

    /// Each fixture with the parser that reads it.
    static let all: [(name: String, text: String, parse: @Sendable ([UInt8]) throws -> Any)] = [
        ("directory", directory, { try ACMEResponseParser.directory($0) }),
        ("order", order, { try ACMEResponseParser.order($0) }),
        ("authorization", authorization, { try ACMEResponseParser.authorization($0) }),
        ("challenge", challenge, { try ACMEResponseParser.challenge($0) }),
        ("account", account, { try ACMEResponseParser.account($0) }),
    ]
}
