import Foundation
import Testing
import UniversalLinks
import UniversalLinksSigning

/// The signing module's texts (signing errors, identity warnings, signature problems) render in pt-BR,
/// zh-Hans and ko from its own table: English as it was, no key missing in any language.
@Suite(.enabled(if: TestPKI.opensslPath != nil, "needs the openssl binary"))
struct SigningMessagesLocalizationTests {
    /// Every key of `message` and of the messages it holds.
    static func keys(_ message: Message) -> Set<String> {
        var keys: Set<String> = [message.key]
        for case .message(let inner) in message.arguments.values { keys.formUnion(Self.keys(inner)) }
        return keys
    }

    /// Signing errors, identity warnings and signature problems, with the English each says.
    static func messages(_ pki: TestPKI) async throws -> [(Message, String)] {
        var messages: [(Message, String)] = []
        do {
            _ = try TrustRoots.certificates(fromFile: Array("-----BEGIN CERTIFICATE-----\n".utf8), name: "ca.pem")
        } catch {
            messages.append((error.message, error.description))
        }
        let (certificate, otherKey) = (try pki.read("a.pem"), try pki.read("b.key"))
        for key in [otherKey, certificate] {
            do {
                _ = try AASASigner(certificatePEM: certificate, privateKeyPEM: key)
            } catch {
                messages.append((error.message, error.description))
            }
        }
        let mail = try pki.signer("mail")
        let warnings = mail.identityWarnings(domains: ["example.org"], at: Date().addingTimeInterval(60 * 86_400))
        #expect(
            warnings.map(\.english) == [
                "the certificate expired on \(ISO8601DateFormatter().string(from: mail.signer.notValidAfter))",
                "the certificate is not a TLS server identity: its extended key usage (emailProtection) lacks serverAuth",
                "the certificate is not valid for example.org: it names \(mail.signer.dnsNames.joined(separator: ", "))",
            ])
        messages += warnings.map { ($0, $0.english) }
        let signed = try mail.sign(Array(#"{"applinks":{"details":[]}}"#.utf8))
        let result = await SignatureVerifier().verify(signed, domain: "example.org")
        let json = await SignatureVerifier().verify(Array("{}".utf8))
        let pem = await SignatureVerifier().verify(Array("-----BEGIN PKCS7-----\nMIIB\n-----END PKCS7-----\n".utf8))
        for problem in result.problems + json.problems + pem.problems {
            messages.append(
                (problem.message, problem.description.replacingOccurrences(of: "\(problem.code): ", with: "")))
        }
        #expect(
            Set((result.problems + json.problems + pem.problems).map(\.code)).isSuperset(of: [.notCMS, .notServerAuth]))
        return messages
    }

    @Test(arguments: [Language.portugueseBrazil, .chineseSimplified, .korean])
    func errorsWarningsAndProblemsSpeakTheLanguage(language: Language) async throws {
        let pki = try TestPKI()
        try pki.makeLeaf("a", key: .ec)
        try pki.makeLeaf("b", key: .ec)
        try pki.makeLeaf("mail", key: .rsa, extensions: "email")
        let messages = try await Self.messages(pki)
        #expect(messages.count >= 8, "\(messages.map(\.1))")
        let localizer = Localizer(language)
        var keys: Set<String> = []
        for (message, english) in messages {
            #expect(message.english == english)
            #expect(Localizer.english.render(message) == english)
            let translated = localizer.render(message)
            #expect(translated != english, "\(language): \(english)")
            keys.formUnion(Self.keys(message))
        }
        #expect(
            MessageTables.missingKeys.isDisjoint(with: keys), "\(MessageTables.missingKeys.intersection(keys).sorted())"
        )
    }
}
