import Foundation
import Testing
import UniversalLinksSigning

/// Interoperability with the real `openssl` binary, both ways.
@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct SigningInteropTests {
    static let json = Array(
        """
        {
          "applinks": {
            "details": [{"appIDs": ["ABCDE12345.com.example.app"], "components": [{"/": "/a/*"}]}]
          }
        }

        """.utf8)

    /// What `openssl smime` without `-binary` signs: every LF turned into CRLF.
    static var jsonWithCRLF: [UInt8] { json.flatMap { $0 == 0x0A ? [0x0D, 0x0A] : [$0] } }

    struct Signed: Sendable, CustomTestStringConvertible {
        var key: TestPKI.KeyType
        var signingTime: Bool
        var testDescription: String { "\(key.rawValue), \(signingTime ? "signed attributes" : "no attributes")" }
    }

    static let signedHere: [Signed] = TestPKI.KeyType.allCases.flatMap { key in
        [Signed(key: key, signingTime: false), Signed(key: key, signingTime: true)]
    }

    @Test(arguments: signedHere)
    func filesSignedHereVerifyWithOpenSSL(_ variant: Signed) throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: variant.key)
        let signed = try pki.signer("leaf").sign(Self.json, signingTime: variant.signingTime ? Date() : nil)
        try pki.write("ours.der", signed)
        // A TLS server certificate has no S/MIME purpose: openssl needs `-purpose any`, as iOS accepts it.
        try pki.openssl([
            "smime", "-verify", "-inform", "DER", "-in", "ours.der", "-CAfile", "root.pem", "-purpose", "any", "-out",
            "smime.out",
        ])
        #expect(try pki.read("smime.out") == Self.json)
        try pki.openssl([
            "cms", "-verify", "-binary", "-inform", "DER", "-in", "ours.der", "-CAfile", "root.pem", "-purpose", "any",
            "-out", "cms.out",
        ])
        #expect(try pki.read("cms.out") == Self.json)
    }

    struct OpenSSLVariant: Sendable, CustomTestStringConvertible {
        var key: TestPKI.KeyType
        var options: [String]
        var testDescription: String { "\(key.rawValue) \(options.joined(separator: " "))" }
        /// Without -binary, smime canonicalises line endings (Apple's documented command).
        var expectsCRLF: Bool { !options.contains("-binary") }
    }

    static let openSSLVariants: [OpenSSLVariant] = TestPKI.KeyType.allCases.flatMap { key in
        [
            [], ["-binary"], ["-binary", "-noattr"], ["-noattr"], ["-binary", "-stream"], ["-stream"],
            ["-stream", "-noattr"],
        ]
        .map { OpenSSLVariant(key: key, options: $0) }
    }

    @Test(arguments: openSSLVariants)
    func filesSignedByOpenSSLVerifyHere(_ variant: OpenSSLVariant) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: variant.key)
        let signed = try pki.smimeSign(Self.json, signer: "leaf", options: variant.options)
        if variant.options.contains("-stream") {
            #expect(signed[1] == 0x80, "-stream writes indefinite lengths")
        }
        let result = try await pki.verifier().verify(signed, domain: "www.example.com")
        #expect(result.problems == [])
        #expect(result.isValid)
        #expect(result.payload == (variant.expectsCRLF ? Self.jsonWithCRLF : Self.json))
        #expect(result.hasSignedAttributes == !variant.options.contains("-noattr"))
        #expect(result.signer?.subject == "CN=example.com, O=Example Inc")
        #expect(result.signer?.keyAlgorithm == (variant.key == .rsa ? "RSA-2048" : "P-256"))
        #expect(
            result.chain == [
                "CN=example.com, O=Example Inc", "CN=ULinks Test Intermediate, O=ULinks Test",
                "CN=ULinks Test Root, O=ULinks Test",
            ])
        #expect(result.isValidForDomain == true)
        if !variant.options.contains("-noattr") {
            let signingTime = try #require(result.signingTime)
            #expect(abs(signingTime.timeIntervalSinceNow) < 600)
        }
    }

    @Test func openSSLSignedFileWithoutIntermediateNeedsTheChain() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("payload.in", Self.json)
        try pki.openssl([
            "smime", "-sign", "-nodetach", "-binary", "-outform", "DER", "-in", "payload.in", "-signer", "leaf.pem",
            "-inkey", "leaf.key", "-out", "bare.der",
        ])
        let bare = try pki.read("bare.der")
        let withoutChain = try await pki.verifier().verify(bare)
        #expect(withoutChain.problems.map(\.code) == [.unknownCA])
        var verifier = try pki.verifier()
        verifier.intermediates = try TrustRoots.certificates(fromFile: try pki.read("intermediate.pem"), name: "chain")
        let withChain = await verifier.verify(bare)
        #expect(withChain.isValid)
    }

    @Test func roundTripHereKeepsTheExactPayload() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        // CRLF, a BOM-less UTF-8 name and no final newline must all come back byte for byte.
        let payload = Array("{\"applinks\": {\"details\": []}, \"x\": \"caf\u{e9}\"}\r\n\r\n ".utf8)
        for signingTime in [nil, Date()] {
            let signed = try pki.signer("leaf").sign(payload, signingTime: signingTime)
            let result = try await pki.verifier().verify(signed, domain: "example.com")
            #expect(result.isValid, "\(result.problems)")
            #expect(result.payload == payload)
        }
    }

    @Test func bytesAfterTheEnvelopeAreIgnored() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        for options in [["-binary"], ["-binary", "-stream"]] {
            let signed = try pki.smimeSign(Self.json, signer: "leaf", options: options) + [0x0A]
            let result = try await pki.verifier().verify(signed)
            #expect(result.isValid, "\(result.problems)")
            #expect(result.payload == Self.json)
        }
    }

    /// `-stream` cuts content into 4096-byte OCTET STRING segments.
    @Test func largeStreamedPayloadIsJoinedExactly() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        let paths = (0..<3000).map { "\"/p\($0)/*\"" }.joined(separator: ", ")
        let payload =
            Array(#"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["#.utf8)
            + Array(paths.utf8) + Array("]}]}}\n".utf8)
        #expect(payload.count > 4 * 4096)
        let signed = try pki.smimeSign(payload, signer: "leaf", options: ["-binary", "-stream"])
        let result = try await pki.verifier().verify(signed)
        #expect(result.isValid, "\(result.problems)")
        #expect(result.payload == payload)
    }
}
