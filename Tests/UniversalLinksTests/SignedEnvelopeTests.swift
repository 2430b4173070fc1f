import Foundation
import Testing
import UniversalLinks

/// The core's DER reader against files made by the real `openssl` binary.
@Suite(.enabled(if: SignedEnvelopeFixtures.opensslPath != nil, "needs the openssl binary"))
struct SignedEnvelopeTests {
    static let json =
        Array(
            #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["/a/*"]}]}}"#.utf8) + [0x0A]

    struct Variant: Sendable, CustomTestStringConvertible {
        var name: String
        var rsa: Bool
        var options: [String]
        /// Without -binary, smime canonicalises line endings to CRLF, as Apple's documented command does.
        var expectsCRLF: Bool
        var testDescription: String { name }
    }

    static let variants: [Variant] = [
        Variant(name: "EC, definite, binary", rsa: false, options: ["-binary"], expectsCRLF: false),
        Variant(name: "EC, indefinite (-stream)", rsa: false, options: ["-binary", "-stream"], expectsCRLF: false),
        Variant(name: "EC, no attributes", rsa: false, options: ["-binary", "-noattr"], expectsCRLF: false),
        Variant(name: "RSA, text mode (CRLF)", rsa: true, options: [], expectsCRLF: true),
        Variant(name: "RSA, indefinite, CRLF", rsa: true, options: ["-stream"], expectsCRLF: true),
        Variant(name: "RSA, no attributes", rsa: true, options: ["-binary", "-noattr"], expectsCRLF: false),
    ]

    @Test(arguments: variants)
    func unwrapsOpenSSLFiles(_ variant: Variant) throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: variant.rsa)
        let signed = try fixtures.smimeSign(Self.json, identity: "signer", options: variant.options)
        let result = try #require(SignedEnvelope.unwrapIfSigned(signed))
        let unwrapped = try result.get()
        let expected = variant.expectsCRLF ? Array(Self.json.dropLast()) + [0x0D, 0x0A] : Self.json
        #expect(unwrapped.payload == expected)
        #expect(unwrapped.info.signerSubject == "CN=example.com, O=Example Inc")
        #expect(unwrapped.info.signerDNSNames == ["example.com", "www.example.com"])
    }

    @Test func associationDocumentReadsSignedFileAndReportsSigner() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        let signed = try fixtures.smimeSign(Self.json, identity: "signer")
        let document = AssociationDocument(bytes: signed)
        #expect(document.isValidJSON)
        #expect(document.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(document.signature?.signerSubject == "CN=example.com, O=Example Inc")
        #expect(document.signature?.signerDNSNames == ["example.com", "www.example.com"])
        let details = try #require(document.file?.applinks?.details)
        #expect(details.count == 1)
    }

    @Test(arguments: [
        Array(#"{"applinks": {}}"#.utf8), [], [0x30], Array("0123".utf8), [0x30, 0x10, 0x06], Array("  {}".utf8),
    ])
    func notDERGivesNil(_ bytes: [UInt8]) {
        #expect(SignedEnvelope.unwrapIfSigned(bytes) == nil)
    }

    @Test func everyTruncationIsAFailureNeverACrash() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        for options in [["-binary"], ["-binary", "-stream"]] {
            let signed = try fixtures.smimeSign(Self.json, identity: "signer", options: options)
            for length in 2..<signed.count {
                let prefix = Array(signed.prefix(length))
                guard let result = SignedEnvelope.unwrapIfSigned(prefix) else { continue }
                guard case .failure(let error) = result else {
                    Issue.record("prefix of \(length) bytes of \(signed.count) unwrapped")
                    continue
                }
                #expect(error.message.english.contains("truncated DER"), "\(length): \(error.message)")
            }
        }
    }

    @Test func everyOneByteCorruptionIsHandled() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        let signed = try fixtures.smimeSign(Self.json, identity: "signer", options: ["-binary", "-stream"])
        var outcomes = 0
        for index in signed.indices {
            for flip: UInt8 in [0x01, 0x80, 0xFF] {
                var corrupted = signed
                corrupted[index] ^= flip
                if SignedEnvelope.unwrapIfSigned(corrupted) != nil { outcomes += 1 }
            }
        }
        #expect(outcomes > signed.count)
    }

    @Test func bytesAfterTheEnvelopeAreIgnored() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        let signed = try fixtures.smimeSign(Self.json, identity: "signer", options: ["-binary", "-stream"])
        let unwrapped = try #require(SignedEnvelope.unwrapIfSigned(signed + [0x0A])).get()
        #expect(unwrapped.payload == Self.json)
        #expect(unwrapped.envelopeLength == signed.count)
    }

    /// Constructed OCTET STRING segments may themselves be constructed (BER allows any depth).
    @Test func nestedConstructedContentIsJoined() throws {
        let signedDataOID: [UInt8] = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x02]
        let dataOID: [UInt8] = [0x06, 0x09, 0x2A, 0x86, 0x48, 0x86, 0xF7, 0x0D, 0x01, 0x07, 0x01]
        let content: [UInt8] = [
            0x24, 0x80, 0x24, 0x80, 0x04, 0x02, 0x61, 0x62, 0x00, 0x00, 0x04, 0x01, 0x63, 0x00, 0x00,
        ]
        let encapsulated: [UInt8] = [0x30, 0x80] + dataOID + [0xA0, 0x80] + content + [0x00, 0x00, 0x00, 0x00]
        let signedData: [UInt8] = [0x30, 0x80, 0x02, 0x01, 0x01, 0x31, 0x00] + encapsulated + [0x31, 0x00, 0x00, 0x00]
        let file: [UInt8] = [0x30, 0x80] + signedDataOID + [0xA0, 0x80] + signedData + [0x00, 0x00, 0x00, 0x00]
        let unwrapped = try #require(SignedEnvelope.unwrapIfSigned(file)).get()
        #expect(unwrapped.payload == Array("abc".utf8))
        #expect(unwrapped.info == SignedEnvelopeInfo(signerSubject: nil, signerDNSNames: []))
        #expect(unwrapped.envelopeLength == file.count)
    }

    /// Deeply nested indefinite lengths are refused with a message, not a stack overflow.
    @Test func hostileNestingIsRefused() throws {
        let file: [UInt8] = Array(repeating: [0x30, 0x80], count: 10_000).flatMap { $0 }
        let result = try #require(SignedEnvelope.unwrapIfSigned(file))
        guard case .failure(let error) = result else {
            Issue.record("nesting unwrapped")
            return
        }
        #expect(error.message.english.contains("nesting deeper than"))
    }

    @Test func detachedSignatureIsNamed() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        try fixtures.write("payload.in", Self.json)
        try fixtures.openssl([
            "smime", "-sign", "-binary", "-outform", "DER", "-in", "payload.in", "-signer", "signer.pem", "-inkey",
            "signer.key", "-out", "detached.der",
        ])
        let result = try #require(SignedEnvelope.unwrapIfSigned(try fixtures.read("detached.der")))
        #expect(throws: SignedEnvelope.UnwrapError.self) { try result.get() }
        guard case .failure(let error) = result else { return }
        #expect(error.message.english.hasPrefix("detached signature"))
    }

    @Test func envelopedDataIsTheWrongContentType() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: true)
        try fixtures.write("payload.in", Self.json)
        try fixtures.openssl([
            "cms", "-encrypt", "-binary", "-outform", "DER", "-in", "payload.in", "-aes256", "-out", "enveloped.der",
            "signer.pem",
        ])
        let result = try #require(SignedEnvelope.unwrapIfSigned(try fixtures.read("enveloped.der")))
        guard case .failure(let error) = result else {
            Issue.record("enveloped data unwrapped")
            return
        }
        #expect(error.message.english.contains("wrong content type"))
        #expect(error.message.english.contains("envelopedData"))
    }

    @Test func nonDataSignedContentIsTheWrongContentType() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        try fixtures.write("payload.in", Self.json)
        try fixtures.openssl([
            "cms", "-sign", "-binary", "-nodetach", "-outform", "DER", "-econtent_type", "1.2.840.113549.1.9.16.1.4",
            "-in", "payload.in", "-signer", "signer.pem", "-inkey", "signer.key", "-out", "tst.der",
        ])
        let result = try #require(SignedEnvelope.unwrapIfSigned(try fixtures.read("tst.der")))
        guard case .failure(let error) = result else {
            Issue.record("non-data content unwrapped")
            return
        }
        #expect(error.message.english.contains("wrong content type: the signed content is timestampedData"))
    }

    @Test func truncatedFileMessageSaysWhere() throws {
        let fixtures = try SignedEnvelopeFixtures()
        try fixtures.makeIdentity("signer", rsa: false)
        let signed = try fixtures.smimeSign(Self.json, identity: "signer", options: ["-binary"])
        let result = try #require(SignedEnvelope.unwrapIfSigned(Array(signed.prefix(signed.count / 2))))
        guard case .failure(let error) = result else {
            Issue.record("truncated file unwrapped")
            return
        }
        #expect(error.message.english.hasPrefix("truncated DER in ContentInfo: the element at byte 0 declares"))
        let document = AssociationDocument(bytes: Array(signed.prefix(signed.count / 2)))
        #expect(document.diagnostics.map(\.code) == ["unreadable-signature"])
    }

    @Test(arguments: [
        ([0x30, 0x0B, 0x31, 0x09, 0x30, 0x07, 0x06, 0x03, 0x55, 0x04, 0x03, 0x0C, 0x00] as [UInt8], "CN="),
        (
            [0x30, 0x0E, 0x31, 0x0C, 0x30, 0x0A, 0x06, 0x03, 0x55, 0x04, 0x03, 0x0C, 0x03, 0x61, 0x2C, 0x62],
            #"CN=a\,b"#
        ),
        ([0x30, 0x0E, 0x31, 0x0C, 0x30, 0x0A, 0x06, 0x03, 0x55, 0x04, 0x03, 0x0C, 0x03, 0x61, 0x2C], "unreadable"),
    ])
    func oneLineNameOfDER(_ der: [UInt8], _ expected: String) {
        #expect((SignedEnvelope.oneLineName(derEncoded: der) ?? "unreadable") == expected)
    }
}
