import Foundation
import Testing
import ULinksTestSupport

/// Runs the real `ulinks sign` and `ulinks verify-signature` built next to the tests (skipped when the
/// binary is not there), against openssl.
@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct SigningCommandTests {
    typealias Run = ProcessRun

    func ulinks(_ arguments: [String], in pki: TestPKI) async throws -> Run? {
        try await ULinksCommand.run(arguments, in: pki.directory)
    }

    @Test func signThenVerifyWithOpenSSLAndUlinks() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("aasa.json", SigningInteropTests.json)
        guard
            let signed = try await ulinks(
                [
                    "sign", "--cert", "leaf.pem", "--key", "leaf.key", "--chain", "intermediate.pem", "--signing-time",
                    "--domain", "example.com", "--domain", "example.org", "aasa.json", "aasa.der",
                ], in: pki)
        else { return }
        #expect(signed.status == 0, "\(signed.errors)")
        #expect(
            signed.errors.contains(
                "ulinks: warning: the certificate is not valid for example.org: it names example.com, www.example.com, *.apps.example.com"
            ))
        #expect(!signed.errors.contains("warning: the certificate is not valid for example.com"))
        try pki.openssl([
            "smime", "-verify", "-inform", "DER", "-in", "aasa.der", "-CAfile", "root.pem", "-purpose", "sslserver",
            "-out", "openssl.out",
        ])
        #expect(try pki.read("openssl.out") == SigningInteropTests.json)

        let verified = try await #require(
            try ulinks(
                [
                    "verify-signature", "aasa.der", "--ca", "root.pem", "--domain", "www.example.com", "--extract",
                    "payload.json",
                ],
                in: pki))
        #expect(verified.status == 0, "\(verified.text)")
        #expect(
            verified.text.hasPrefix(
                "aasa.der: valid signature, trusted signer, valid TLS identity for www.example.com\n"))
        #expect(verified.text.contains("  signer:     CN=example.com, O=Example Inc\n"))
        #expect(try pki.read("payload.json") == SigningInteropTests.json)
    }

    @Test func verifyExitStatusAndJSON() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .rsa)
        let signed = try pki.smimeSign(SigningInteropTests.json, signer: "leaf", options: [])
        try pki.write("good.der", signed)
        var tampered = signed
        tampered[tampered.count - 1] ^= 0x01
        try pki.write("tampered.der", tampered)
        try pki.write("cut.der", Array(signed.prefix(200)))

        let cases: [([String], Int32, String)] = [
            (["verify-signature", "good.der", "--ca", "root.pem"], 0, "valid signature"),
            (["verify-signature", "good.der"], 1, "error[unknown-ca]"),
            (["verify-signature", "tampered.der", "--ca", "root.pem"], 1, "error[bad-signature]"),
            (
                ["verify-signature", "cut.der", "--ca", "root.pem"], 1,
                "error[truncated-der]: truncated DER in ContentInfo"
            ),
            (
                ["verify-signature", "good.der", "--ca", "root.pem", "--domain", "example.net"], 1,
                "error[domain-mismatch]"
            ),
        ]
        for (arguments, status, text) in cases {
            guard let run = try await ulinks(arguments, in: pki) else { return }
            #expect(run.status == status, "\(arguments): \(run.text)\(run.errors)")
            #expect(run.text.contains(text), "\(arguments): \(run.text)")
        }
        let usage = try await #require(try ulinks(["verify-signature"], in: pki))
        #expect(usage.status == 64)
        let missing = try await #require(try ulinks(["verify-signature", "nowhere.der"], in: pki))
        #expect(missing.status == 1)
        #expect(missing.errors.contains("nowhere.der: no such file"))

        let json = try await #require(
            try ulinks(["verify-signature", "good.der", "--ca", "root.pem", "--format", "json"], in: pki))
        #expect(json.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.output)) as? [String: Any])
        #expect(object["valid"] as? Bool == true)
        #expect(object["payloadBytes"] as? Int == SigningInteropTests.jsonWithCRLF.count)
        let verification = try #require(object["verification"] as? [String: Any])
        #expect(verification["signatureAlgorithm"] as? String == "sha256WithRSAEncryption")
        #expect((verification["chain"] as? [String])?.count == 3)
        #expect((verification["problems"] as? [Any])?.isEmpty == true)
        let signer = try #require(verification["signer"] as? [String: Any])
        #expect(signer["dnsNames"] as? [String] == ["example.com", "www.example.com", "*.apps.example.com"])
    }

    @Test func signRefusesAnInvalidFileUnlessForced() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("bad.json", Array(#"{"applinks": {"details": "nope"}}"#.utf8))
        guard
            let refused = try await ulinks(
                ["sign", "--cert", "leaf.pem", "--key", "leaf.key", "bad.json", "bad.der"], in: pki)
        else { return }
        #expect(refused.status == 1)
        #expect(refused.errors.contains("refusing to sign bad.json: it does not validate"))
        #expect(!FileManager.default.fileExists(atPath: pki.path("bad.der")))
        let forced = try await #require(
            try ulinks(["sign", "--force", "--cert", "leaf.pem", "--key", "leaf.key", "bad.json", "bad.der"], in: pki))
        #expect(forced.status == 0, "\(forced.errors)")
        #expect(forced.errors.contains("signing anyway (--force)"))

        try pki.makeLeaf("other", key: .ec)
        try pki.write("good.json", SigningInteropTests.json)
        let mismatch = try await #require(
            try ulinks(["sign", "--cert", "leaf.pem", "--key", "other.key", "good.json", "good.der"], in: pki))
        #expect(mismatch.status == 1)
        #expect(mismatch.errors.contains("the private key does not belong to the certificate"))
        let usage = try await #require(try ulinks(["sign", "--cert", "leaf.pem", "good.json", "good.der"], in: pki))
        #expect(usage.status == 64)
    }

    @Test func warnsWhenTheSignedFileIsOverTheSizeLimit() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        var paths: [String] = []
        var size = 0
        while size < 130_500 {
            let path = "\"/section-\(paths.count)/*\""
            paths.append(path)
            size += path.utf8.count + 2
        }
        let json =
            #"{"applinks": {"details": [{"appID": "ABCDE12345.com.example.app", "paths": ["#
            + paths.joined(separator: ", ") + "]}]}}"
        #expect(json.utf8.count < 131_072)
        try pki.write("big.json", Array(json.utf8))
        guard
            let run = try await ulinks(
                ["sign", "--cert", "leaf.pem", "--key", "leaf.key", "big.json", "big.der"], in: pki)
        else { return }
        #expect(run.status == 0, "\(run.errors)")
        #expect(run.errors.contains("over the 131072-byte limit"), "\(run.errors)")
    }
}
