import Crypto
import Foundation

/// The key that signs every request of an ACME account (ES256, P-256).
///
/// `description` never shows the key; ``pemRepresentation`` is for storing it and nothing else.
// @unchecked: swift-crypto does not mark P256 keys Sendable on Linux; the key is immutable after
// creation and BoringSSL signs with a shared key from several threads safely.
public struct ACMEAccountKey: @unchecked Sendable, CustomStringConvertible {
    let key: P256.Signing.PrivateKey

    public init() { key = P256.Signing.PrivateKey() }

    /// Reads a stored key (PKCS#8 or SEC1 PEM, as ``pemRepresentation`` writes).
    public init(pemRepresentation: String) throws {
        do {
            key = try P256.Signing.PrivateKey(pemRepresentation: pemRepresentation)
        } catch {
            throw ACMEError(.unsupported, "the stored ACME account key is not a P-256 private key in PEM")
        }
    }

    public var pemRepresentation: String { key.pemRepresentation }

    public var description: String { "ACMEAccountKey(P-256, thumbprint \(thumbprint))" }

    /// The public key as a JWK with its members in lexicographic order, which is also the form
    /// RFC 7638 hashes for the thumbprint.
    var jwk: String {
        let point = key.publicKey.x963Representation  // 0x04 || x || y
        let x = Base64URL.encode(point.dropFirst().prefix(32))
        let y = Base64URL.encode(point.dropFirst(33))
        return #"{"crv":"P-256","kty":"EC","x":"\#(x)","y":"\#(y)"}"#
    }

    /// RFC 7638 thumbprint, base64url.
    public var thumbprint: String { Base64URL.encode(SHA256.hash(data: Data(jwk.utf8))) }

    /// The key authorization for a challenge token (RFC 8555 section 8.1).
    public func keyAuthorization(token: String) -> String { token + "." + thumbprint }

    /// A flattened JWS JSON body (RFC 8555 section 6.2): `payload` nil means POST-as-GET (empty
    /// payload); `kid` nil puts the JWK in the header (new-account requests).
    func sign(payload: Data?, url: String, nonce: String, kid: String?) throws -> Data {
        var header = #"{"alg":"ES256","nonce":"# + Self.jsonString(nonce) + #","url":"# + Self.jsonString(url)
        if let kid {
            header += #","kid":"# + Self.jsonString(kid) + "}"
        } else {
            header += #","jwk":"# + jwk + "}"
        }
        let protected = Base64URL.encode(Data(header.utf8))
        let encodedPayload = payload.map { Base64URL.encode($0) } ?? ""
        let signature = try key.signature(for: Data((protected + "." + encodedPayload).utf8))
        // ES256 in JWS is r || s, 32 bytes each (RFC 7518 section 3.4): the raw representation.
        let body =
            #"{"protected":""# + protected + #"","payload":""# + encodedPayload + #"","signature":""#
            + Base64URL.encode(signature.rawRepresentation) + #""}"#
        return Data(body.utf8)
    }

    /// A JSON string literal for `text` (quotes included), escaped by Foundation.
    static func jsonString(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
