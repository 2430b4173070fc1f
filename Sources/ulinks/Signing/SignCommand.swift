#if ULINKS_SIGNING
    import ArgumentParser
    import Foundation
    import UniversalLinks
    import UniversalLinksSigning

    struct SignCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "sign",
            abstract:
                "Sign an apple-app-site-association file (CMS, attached, DER), as openssl smime -sign -nodetach does.",
            discussion: """
                Refuses a file that does not validate unless --force. Warns (standard error) when the certificate \
                is not a valid TLS identity for the domains: expired, no serverAuth usage, or --domain not among \
                its DNS names. Exit status: 0 signed, 1 refused or failed (invalid input, unreadable key or \
                certificate, key and certificate that do not match), 64 usage error.
                """
        )

        @Option(help: "Signer certificate, PEM (further CERTIFICATE blocks are taken as intermediates).")
        var cert: String

        @Option(help: "Private key of the certificate, PEM (PKCS #8, EC or RSA, unencrypted).")
        var key: String

        @Option(help: "Intermediate certificates to embed, PEM.")
        var chain: String?

        @Flag(
            help: "Add signed attributes with the signing time (without it the signature covers the payload directly).")
        var signingTime = false

        @Flag(help: "Sign even when the file does not validate.")
        var force = false

        @Option(help: "A host the file will be served for; warns when the certificate does not cover it (repeatable).")
        var domain: [String] = []

        @Argument(help: "The association file to sign; '-' reads standard input.")
        var input: String

        @Argument(
            help: ArgumentHelp(
                "Where to write the signed file (DER); '-' writes standard output (or give -o).", valueName: "output"))
        var outputArgument: String?

        @Option(
            name: [.customShort("o"), .customLong("output")],
            help: ArgumentHelp(
                "Where to write the signed file (the spelling the other commands use).", valueName: "file"))
        var outputOption: String?

        @OptionGroup var inputOptions: InputOptions

        /// OUT, given as the second argument or as -o/--output.
        var output: String { outputOption ?? outputArgument ?? "-" }

        func validate() throws {
            if outputArgument != nil && outputOption != nil { throw CLI.usageError(Message("error.sign.both-outputs")) }
            if outputArgument == nil && outputOption == nil {
                throw CLI.usageError(Message("error.sign.missing-output"))
            }
            if output != "-" && output == input { throw CLI.usageError(Message("error.sign.same-file")) }
        }

        @OptionGroup var language: LanguageOptions

        func run() throws {
            let name = CLI.displayName(input)
            let bytes = try CLI.readInput(input, limit: inputOptions.maxBytes)
            let validation = AASAValidator().validate(bytes)
            if validation.document.signature != nil {
                throw CLIError("\(name): \(Message("error.sign.already-signed"))")
            }
            let localizer = language.localizer
            if validation.report.hasErrors {
                let renderer = DiagnosticRenderer(colors: CLI.stderrIsTerminal, localizer: localizer)
                let values = [
                    "file": name, "summary": DiagnosticRenderer.summary(validation.report, localizer: localizer),
                ]
                if force {
                    CLI.writeError("ulinks: warning: \(localizer.text("sign.forced", values))\n")
                } else {
                    CLI.writeError(
                        renderer.render(validation.report, fileName: name, source: validation.document.source))
                    CLI.writeError("ulinks: \(localizer.text("sign.refused", values))\n")
                    throw ExitCode(1)
                }
            }
            let signer: AASASigner
            do {
                signer = try AASASigner(
                    certificatePEM: try CLI.readInput(cert, limit: inputOptions.maxBytes),
                    privateKeyPEM: try CLI.readInput(key, limit: inputOptions.maxBytes),
                    chainPEM: try chain.map { try CLI.readInput($0, limit: inputOptions.maxBytes) })
            } catch let error as SigningError {
                throw CLIError(error.message)
            }
            for warning in signer.identityWarnings(domains: domain) {
                CLI.writeError("ulinks: warning: \(localizer.render(warning))\n")
            }
            let signed: [UInt8]
            do {
                signed = try signer.sign(bytes, signingTime: signingTime ? Date() : nil)
            } catch {
                throw CLIError(error.message)
            }
            if signed.count > JSONReader.maximumFileSize {
                let values = ["bytes": "\(signed.count)", "limit": "\(JSONReader.maximumFileSize)"]
                CLI.writeError("ulinks: warning: \(localizer.text("sign.warning.too-large", values))\n")
            }
            if output == "-" {
                FileHandle.standardOutput.write(Data(signed))
            } else {
                try CLI.writeFile(signed, to: output)
            }
            let summary = signer.signer
            let names =
                summary.dnsNames.isEmpty
                ? localizer.text("sign.no-dns-names") : summary.dnsNames.joined(separator: ", ")
            let values = [
                "file": name, "output": output == "-" ? "<stdout>" : output, "bytes": "\(signed.count)",
                "subject": summary.subject, "names": names,
            ]
            CLI.writeError("ulinks: \(localizer.text("sign.signed", values))\n")
        }
    }
#endif
