import Foundation

/// Turns an ACME server's answer into values, or into an ``ACMEError`` saying what was wrong.
///
/// Every answer is untrusted: a size limit before decoding, a strict decode (a missing field or a
/// wrong type is an error), then bounds on what the client will act on (URL schemes and lengths,
/// token alphabet, list sizes), so a hostile or broken server cannot make the client crash, loop or
/// keep large values. Depends on Foundation only, so the fuzz target compiles it alone.
public enum ACMEResponseParser {
    /// Larger JSON answers are refused before decoding (real ones are a few KiB).
    public static let maximumJSONSize = 64 * 1024
    /// Larger certificate chains are refused (a chain is a few KiB of PEM).
    public static let maximumChainSize = 256 * 1024
    /// Longest URL the client follows.
    public static let maximumURLLength = 2048
    /// Most identifiers, authorizations or challenges in one object.
    public static let maximumListCount = 100
    /// Most certificates in a chain.
    public static let maximumChainCount = 10

    public static func directory(_ body: [UInt8]) throws -> ACMEDirectory {
        let directory = try decode(ACMEDirectory.self, body, what: "directory")
        for (name, url) in [
            ("newNonce", directory.newNonce), ("newAccount", directory.newAccount), ("newOrder", directory.newOrder),
        ] {
            try checkURL(url, "directory.\(name)")
        }
        return directory
    }

    public static func account(_ body: [UInt8]) throws -> ACMEAccount {
        try decode(ACMEAccount.self, body, what: "account")
    }

    public static func order(_ body: [UInt8]) throws -> ACMEOrder {
        let order = try decode(ACMEOrder.self, body, what: "order")
        try checkCount(order.identifiers.count, "order.identifiers")
        try checkCount(order.authorizations.count, "order.authorizations")
        for url in order.authorizations { try checkURL(url, "order.authorizations") }
        try checkURL(order.finalize, "order.finalize")
        if let certificate = order.certificate { try checkURL(certificate, "order.certificate") }
        return order
    }

    public static func authorization(_ body: [UInt8]) throws -> ACMEAuthorization {
        let authorization = try decode(ACMEAuthorization.self, body, what: "authorization")
        try checkCount(authorization.challenges.count, "authorization.challenges")
        for challenge in authorization.challenges { try check(challenge) }
        return authorization
    }

    public static func challenge(_ body: [UInt8]) throws -> ACMEChallenge {
        let challenge = try decode(ACMEChallenge.self, body, what: "challenge")
        try check(challenge)
        return challenge
    }

    /// A problem document, or nil when the body is not one (the caller then reports the status).
    public static func problem(_ body: [UInt8]) -> ACMEProblem? {
        guard body.count <= maximumJSONSize else { return nil }
        return try? JSONDecoder().decode(ACMEProblem.self, from: Data(body))
    }

    /// The PEM blocks of an `application/pem-certificate-chain` answer, leaf first.
    public static func certificateChain(_ body: [UInt8]) throws -> [String] {
        guard body.count <= maximumChainSize else {
            throw ACMEError(.malformedResponse, "certificate chain: larger than \(maximumChainSize) bytes")
        }
        let text = String(decoding: body, as: UTF8.self)
        var blocks: [String] = []
        var rest = Substring(text)
        let begin = "-----BEGIN CERTIFICATE-----"
        let end = "-----END CERTIFICATE-----"
        while let start = rest.range(of: begin) {
            guard let stop = rest.range(of: end, range: start.upperBound..<rest.endIndex) else {
                throw ACMEError(.malformedResponse, "certificate chain: a certificate without its END line")
            }
            blocks.append(String(rest[start.lowerBound..<stop.upperBound]) + "\n")
            guard blocks.count <= maximumChainCount else {
                throw ACMEError(.malformedResponse, "certificate chain: more than \(maximumChainCount) certificates")
            }
            rest = rest[stop.upperBound...]
        }
        guard !blocks.isEmpty else { throw ACMEError(.malformedResponse, "certificate chain: no certificate") }
        return blocks
    }

    /// Seconds from a `Retry-After` header (delta-seconds only), clamped to a day.
    public static func retryAfter(_ value: String?) -> Int? {
        guard let value, value.utf8.count <= 10, let seconds = Int(value.trimmingCharacters(in: .whitespaces)),
            seconds >= 0
        else { return nil }
        return min(seconds, 86_400)
    }

    /// A `Replay-Nonce` value, if it is a plausible one (base64url, bounded).
    public static func nonce(_ value: String?) -> String? {
        guard let value, !value.isEmpty, value.utf8.count <= 512, value.utf8.allSatisfy(isBase64URL) else {
            return nil
        }
        return value
    }

    /// `text` cut to 300 characters, for messages built from server-sent strings.
    static func clipped(_ text: String) -> String {
        text.count <= 300 ? text : String(text.prefix(300)) + "…"
    }

    // MARK: Checks

    static func decode<T: Decodable>(_ type: T.Type, _ body: [UInt8], what: String) throws -> T {
        guard body.count <= maximumJSONSize else {
            throw ACMEError(.malformedResponse, "\(what): larger than \(maximumJSONSize) bytes")
        }
        do {
            return try JSONDecoder().decode(T.self, from: Data(body))
        } catch let error as DecodingError {
            throw ACMEError(.malformedResponse, "\(what): \(describe(error))")
        } catch {
            throw ACMEError(.malformedResponse, "\(what): not JSON")
        }
    }

    static func describe(_ error: DecodingError) -> String {
        func path(_ context: DecodingError.Context) -> String {
            let keys = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? "." + $0.stringValue }.joined()
            return keys.isEmpty ? "the top level" : String(keys.drop { $0 == "." })
        }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing " + (context.codingPath.isEmpty ? key.stringValue : "\(path(context)).\(key.stringValue)")
        case .typeMismatch(let type, let context): return "\(path(context)) is not a \(type)"
        case .valueNotFound(let type, let context): return "\(path(context)) is null, expected a \(type)"
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "not JSON" : "\(path(context)) has an unexpected value"
        @unknown default: return "unreadable"
        }
    }

    static func checkURL(_ url: String, _ field: String) throws {
        guard url.utf8.count <= maximumURLLength else {
            throw ACMEError(.malformedResponse, "\(field): URL longer than \(maximumURLLength) characters")
        }
        guard let components = URLComponents(string: url), ["https", "http"].contains(components.scheme ?? ""),
            let host = components.host, !host.isEmpty
        else {
            throw ACMEError(.malformedResponse, "\(field): not an absolute http(s) URL: \(clipped(url))")
        }
        // A port past 65535 from the CA would trap in the connection code. (The rule of the core's
        // HTTPURL.port; this module stays free of the core, and its fuzz target is built from it alone.)
        if let port = components.port, !(1...65535).contains(port) {
            throw ACMEError(.malformedResponse, "\(field): the port \(port) is not 1-65535: \(clipped(url))")
        }
    }

    static func checkCount(_ count: Int, _ field: String) throws {
        guard count <= maximumListCount else {
            throw ACMEError(.malformedResponse, "\(field): more than \(maximumListCount) entries")
        }
    }

    static func check(_ challenge: ACMEChallenge) throws {
        try checkURL(challenge.url, "challenge.url")
        if let token = challenge.token {
            // RFC 8555 section 8.3: at least 128 bits of base64url; bounded so it fits in a path.
            guard (16...256).contains(token.utf8.count), token.utf8.allSatisfy(isBase64URL) else {
                throw ACMEError(.malformedResponse, "challenge.token: not a base64url token of 16 to 256 characters")
            }
        }
    }

    static func isBase64URL(_ byte: UInt8) -> Bool {
        (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
            || byte == 0x2D || byte == 0x5F
    }
}
