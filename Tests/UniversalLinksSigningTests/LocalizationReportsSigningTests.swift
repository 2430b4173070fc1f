import Foundation
import Testing
import ULinksTestSupport

/// `ulinks sign` and `verify-signature` in the chosen language: the warnings, the summary line and the
/// verdict translated, certificate names, hosts and exit codes as in English.
@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct LocalizationReportsSigningTests {
    @Test func signAndVerifySpeakTheLanguage() async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("leaf", key: .ec)
        try pki.write("aasa.json", SigningInteropTests.json)
        let sign = [
            "sign", "--cert", "leaf.pem", "--key", "leaf.key", "--chain", "intermediate.pem", "--domain", "example.org",
            "aasa.json", "aasa.der", "--lang", "ko",
        ]
        guard let signed = try await ULinksCommand.run(sign, in: pki.directory) else { return }
        #expect(signed.status == 0, "\(signed.errors)")
        #expect(
            signed.errors.contains(
                "ulinks: warning: 인증서가 example.org에 유효하지 않습니다: 인증서의 이름은 example.com, www.example.com, *.apps.example.com입니다"
            ), "\(signed.errors)")
        #expect(signed.errors.contains("ulinks: aasa.json -> aasa.der 서명 완료("), "\(signed.errors)")

        let verify = ["verify-signature", "aasa.der", "--ca", "root.pem", "--domain", "www.example.com"]
        guard let english = try await ULinksCommand.run(verify, in: pki.directory),
            let chinese = try await ULinksCommand.run(verify + ["--lang", "zh-Hans"], in: pki.directory)
        else { return }
        #expect(english.status == 0 && chinese.status == 0)
        #expect(
            english.text.hasPrefix(
                "aasa.der: valid signature, trusted signer, valid TLS identity for www.example.com\n"))
        #expect(chinese.text.hasPrefix("aasa.der: 签名有效，签名者受信任，是 www.example.com 的有效 TLS 身份\n"), "\(chinese.text)")

        // A failure: the same exit code, the message in the language.
        guard
            let refused = try await ULinksCommand.run(
                ["sign", "--cert", "leaf.pem", "--key", "leaf.key", "aasa.der", "again.der", "--lang", "pt-BR"],
                in: pki.directory),
            let refusedEnglish = try await ULinksCommand.run(
                ["sign", "--cert", "leaf.pem", "--key", "leaf.key", "aasa.der", "again.der"], in: pki.directory)
        else { return }
        #expect(refused.status == refusedEnglish.status && refused.status != 0)
        #expect(
            refusedEnglish.errors.contains("aasa.der: already signed; sign the JSON payload"),
            "\(refusedEnglish.errors)")
        #expect(refused.errors.contains("aasa.der: já assinado; assine o payload JSON"), "\(refused.errors)")
    }
}
