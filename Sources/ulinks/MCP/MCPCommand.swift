#if ULINKS_MCP
    import ArgumentParser
    import UniversalLinks
    import UniversalLinksMCP

    enum MCPCommands {
        static let all: [any ParsableCommand.Type] = [MCPCommand.self]
    }

    /// `ulinks mcp`: the tools of ulinks for coding assistants, over the Model Context Protocol (stdio).
    struct MCPCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "mcp",
            abstract: "Serve validate, match, android_match, diff, convert, check and more as MCP tools over stdio.",
            discussion: """
                A Model Context Protocol server on standard input and output, for coding assistants. Each tool \
                answers with the JSON of the command of the same name with --format json; the diagnostic code \
                reference is offered as resources (ulinks://codes). `check` refuses IP addresses and names that \
                resolve to private addresses unless --allow-private-addresses is given. See Docs/MCP.md.
                """)

        @Option(
            name: .customLong("max-content-bytes"), help: "The largest content, file or list of URLs one call may give."
        )
        var maxContentBytes: Int = 1 << 20

        @Option(help: ArgumentHelp("Seconds allowed for one check.", valueName: "seconds"))
        var timeout: Double = 10

        @Flag(
            name: .customLong("allow-private-addresses"), help: "Let check fetch from loopback and private addresses.")
        var allowPrivateAddresses = false

        @Option(
            name: .customLong("resolve"),
            help: ArgumentHelp(
                "For check: connect to ADDR:PORT for HOST (needs --allow-private-addresses for private ones).",
                valueName: "host=addr:port"))
        var resolve: [String] = []

        @Option(
            name: .customLong("ca"),
            help: ArgumentHelp("For check: a PEM file of extra trusted root certificates.", valueName: "file"))
        var caFile: String?

        func validate() throws {
            guard maxContentBytes > 0 else { throw CLI.usageError(Message("error.mcp.max-content-bytes")) }
            guard timeout > 0, timeout.isFinite else {
                throw CLI.usageError(Message("error.timeout"))
            }
            try OptionRange.seconds(timeout, "--timeout", 0...OptionRange.maximumTimeout, positive: true)
            try OptionRange.count(maxContentBytes, "--max-content-bytes", 1...(1 << 30))
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            var limits = ULinksTools.Limits()
            limits.maxContentBytes = maxContentBytes
            limits.checkTimeout = timeout
            limits.allowPrivateAddresses = allowPrivateAddresses
            limits.resolve = resolve
            limits.extraCAFile = caFile
            try await ULinksMCPServer(tools: ULinksTools(limits: limits), version: ULinks.configuration.version).run()
        }
    }
#endif
