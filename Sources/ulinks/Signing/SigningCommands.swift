// The Signing module: the CMS (PKCS #7) signed form of the association file. See Docs/Signing.md.
#if ULINKS_SIGNING
    import ArgumentParser
    import UniversalLinksSigning

    enum SigningCommands {
        static let all: [any ParsableCommand.Type] = [SignCommand.self, VerifySignatureCommand.self]
    }
#endif
