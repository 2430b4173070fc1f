import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks

/// `PasskeyOrigin.androidOrigin`: the `android:apk-key-hash:` origin Credential Manager reports.
@Suite struct WebAuthnAndroidOriginTests {
    /// A fresh certificate: its SHA-256 fingerprint as `openssl x509 -fingerprint` prints it, and the
    /// origin computed independently (`openssl x509 -outform der | openssl dgst -sha256 -binary | basenc
    /// --base64url`, padding removed) agree.
    @Test(.enabled(if: Subprocess.openssl != nil && Subprocess.find("basenc") != nil, "openssl or basenc missing"))
    func matchesOpenSSL() async throws {
        let dir = try TemporaryDirectory("ulinks-apk-key-hash")
        defer { dir.remove() }
        let openssl = try #require(Subprocess.openssl)
        let made = try await Subprocess.run(
            openssl,
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "key.pem",
                "-out", "cert.pem", "-subj", "/CN=ulinks apk signer", "-days", "2",
            ], in: dir.url)
        try #require(made.status == 0, "\(made.errors)")
        let printed = try await Subprocess.run(
            openssl, ["x509", "-in", "cert.pem", "-noout", "-fingerprint", "-sha256"], in: dir.url)
        // "sha256 Fingerprint=AB:CD:..." (the label's case differs between OpenSSL versions).
        let fingerprint = try #require(printed.text.split(separator: "=").last).trimmingCharacters(
            in: .whitespacesAndNewlines)
        let hashed = try await Subprocess.run(
            URL(fileURLWithPath: "/bin/sh"),
            ["-c", "openssl x509 -in cert.pem -outform der | openssl dgst -sha256 -binary | basenc --base64url"],
            in: dir.url)
        try #require(hashed.status == 0, "\(hashed.errors)")
        let expected =
            "android:apk-key-hash:"
            + hashed.text.trimmingCharacters(in: .whitespacesAndNewlines)
            .replacingOccurrences(of: "=", with: "")
        #expect(PasskeyOrigin.androidOrigin(fingerprint: fingerprint) == expected)
        // The forms a person types: lower case, no colons, spaces.
        #expect(PasskeyOrigin.androidOrigin(fingerprint: fingerprint.lowercased()) == expected)
        #expect(
            PasskeyOrigin.androidOrigin(fingerprint: fingerprint.replacingOccurrences(of: ":", with: "")) == expected)
    }

    @Test func knownValue() {
        // 32 bytes 0x00...0x1F; the value is Python's base64.urlsafe_b64encode(bytes(range(32))) without padding.
        let print = (0..<32).map { String(format: "%02X", $0) }.joined(separator: ":")
        #expect(
            PasskeyOrigin.androidOrigin(fingerprint: print)
                == "android:apk-key-hash:AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8")
        // 0xFB 0xFF 0xBF... uses both URL-safe characters.
        let high = (0..<32).map { _ in "FB" }.joined(separator: ":")
        #expect(PasskeyOrigin.androidOrigin(fingerprint: high)?.contains("-") == true)
        #expect(
            PasskeyOrigin.androidOrigin(fingerprint: (0..<32).map { _ in "FF" }.joined(separator: ":"))?.contains("_")
                == true)
    }

    @Test(arguments: ["", "AB:CD", String(repeating: "AB:", count: 20) + "AB", String(repeating: "ZZ", count: 32)])
    func rejectsWhatIsNotASHA256Fingerprint(_ text: String) {
        #expect(PasskeyOrigin.androidOrigin(fingerprint: text) == nil)
    }

    /// Every well-formed fingerprint of the corpus assetlinks.json files gives an origin.
    @Test(.enabled(if: SharedFolder.isPresent, "../shared/corpus is absent"))
    func corpusFingerprintsGiveOrigins() throws {
        var count = 0
        for path in CorpusFiles.list(in: SharedFolder.root + "/corpus/assetlinks") {
            let document = AssetLinksDocument(bytes: CorpusFiles.read(path))
            for statement in document.file?.statements ?? [] {
                guard case .androidApp(_, let prints) = statement.target else { continue }
                for print in prints where Fingerprint.normalize(print) != nil {
                    let origin = try #require(PasskeyOrigin.androidOrigin(fingerprint: print), "\(path): \(print)")
                    #expect(origin.hasPrefix("android:apk-key-hash:") && origin.utf8.count == 21 + 43)
                    count += 1
                }
            }
        }
        #expect(count > 0)
    }
}
