#if ULINKS_SIGNING
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksSigning

    struct VerifySignatureCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "verify-signature",
            abstract: "Verify a CMS signed apple-app-site-association file and show its signer.",
            discussion: """
                Checks the payload digest, the signature, the chain to the trusted roots (the system's by default), \
                that the signer is a TLS server identity (serverAuth), and with --domain that it names that host. \
                Exit status: 0 valid, 1 invalid or untrusted (or unreadable), 64 usage error.
                """
        )

        @Argument(help: "The signed file (DER); '-' reads standard input.")
        var file: String

        @Option(help: "Trusted root certificates, PEM or DER (replaces the system's roots).")
        var ca: String?

        @Option(help: "Extra intermediate certificates, PEM.")
        var chain: String?

        @Option(help: "The host the file is served for: the signer must be a TLS identity for it.")
        var domain: String?

        @Option(help: "Write the JSON payload, exactly as signed, to this file ('-' for standard output).")
        var extract: String?

        @Option(help: "Output format: text or json.")
        var format: OutputFormat = .text

        func validate() throws {
            if extract == "-" && format == .json {
                throw CLI.usageError(Message("error.extract-json"))
            }
        }

        @OptionGroup var input: InputOptions

        struct Output: Encodable {
            var file: String
            var valid: Bool
            var payloadBytes: Int?
            var extractedTo: String?
            var verification: SignatureVerification
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            let name = CLI.displayName(file)
            let bytes = try CLI.readInput(file, limit: input.maxBytes)
            var verifier = SignatureVerifier()
            do {
                if let ca {
                    verifier.trustRoots = .certificates(
                        try TrustRoots.certificates(fromFile: try CLI.readInput(ca, limit: input.maxBytes), name: ca))
                }
                if let chain {
                    verifier.intermediates = try TrustRoots.certificates(
                        fromFile: try CLI.readInput(chain, limit: input.maxBytes), name: chain)
                }
            } catch let error as SigningError {
                throw CLIError(error.message)
            }
            let result = await verifier.verify(bytes, domain: domain)
            var extractedTo: String?
            if let extract, let payload = result.payload {
                if extract == "-" {
                    FileHandle.standardOutput.write(Data(payload))
                } else {
                    try CLI.writeFile(payload, to: extract)
                }
                extractedTo = extract
            }
            switch format {
            case .json:
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
                encoder.dateEncodingStrategy = .iso8601
                let output = Output(
                    file: name, valid: result.isValid, payloadBytes: result.payload?.count, extractedTo: extractedTo,
                    verification: result)
                CLI.write(String(decoding: try encoder.encode(output), as: UTF8.self) + "\n")
            case .text:
                let text = Self.render(result, name: name, localizer: language.localizer)
                if extract == "-" { CLI.writeError(text) } else { CLI.write(text) }
            }
            if !result.isValid { throw ExitCode(1) }
        }

        static func render(_ result: SignatureVerification, name: String, localizer: Localizer = .english) -> String {
            var lines: [String] = []
            let verdict: String
            if result.isValid {
                verdict =
                    result.domain.map { localizer.text("sign.verify.valid-for", ["domain": $0]) }
                    ?? localizer.text("sign.verify.valid")
            } else {
                verdict = localizer.text("sign.verify.invalid", count: result.problems.count)
            }
            lines.append("\(name): \(verdict)")
            for problem in result.problems {
                lines.append("\(name): error[\(problem.code)]: \(localizer.render(problem.message))")
            }
            let t = { (key: String, values: [String: String]) in "  " + localizer.text(key, values) }
            let formatter = ISO8601DateFormatter()
            if let signer = result.signer {
                lines.append(t("sign.verify.signer", ["subject": signer.subject]))
                lines.append(t("sign.verify.issuer", ["issuer": signer.issuer]))
                let names =
                    signer.dnsNames.isEmpty
                    ? localizer.text("sign.verify.none") : signer.dnsNames.joined(separator: ", ")
                lines.append(t("sign.verify.dns-names", ["names": names]))
                lines.append(
                    t(
                        "sign.verify.validity",
                        [
                            "from": formatter.string(from: signer.notValidBefore),
                            "to": formatter.string(from: signer.notValidAfter),
                        ]))
                let usage =
                    signer.extendedKeyUsages.isEmpty
                    ? localizer.text("sign.verify.any-usage") : signer.extendedKeyUsages.joined(separator: ", ")
                lines.append(
                    t(
                        "sign.verify.key",
                        ["algorithm": signer.keyAlgorithm, "serial": signer.serialNumber, "usage": usage]))
            }
            if let algorithm = result.signatureAlgorithm {
                var facts = [
                    localizer.text(result.signatureIsValid ? "sign.verify.verifies" : "sign.verify.does-not-verify")
                ]
                facts.append(
                    localizer.text(
                        result.hasSignedAttributes
                            ? "sign.verify.signed-attributes" : "sign.verify.no-signed-attributes"))
                if let time = result.signingTime {
                    facts.append(localizer.text("sign.verify.signed-at", ["time": formatter.string(from: time)]))
                }
                lines.append(
                    t("sign.verify.signature", ["algorithm": algorithm, "facts": facts.joined(separator: ", ")]))
            }
            if !result.chain.isEmpty {
                let chain = result.chain.joined(separator: " > ")
                lines.append(
                    t(result.isTrusted ? "sign.verify.chain" : "sign.verify.chain.untrusted", ["chain": chain]))
            }
            if let domain = result.domain, let valid = result.isValidForDomain {
                lines.append(t(valid ? "sign.verify.covered" : "sign.verify.not-covered", ["domain": domain]))
            }
            if let payload = result.payload {
                let crlf = payload.indices.dropFirst().contains { payload[$0 - 1] == 0x0D && payload[$0] == 0x0A }
                lines.append(
                    t(crlf ? "sign.verify.payload.crlf" : "sign.verify.payload", ["bytes": "\(payload.count)"]))
            }
            return lines.joined(separator: "\n") + "\n"
        }
    }
#endif
