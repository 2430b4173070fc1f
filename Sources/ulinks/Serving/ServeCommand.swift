#if ULINKS_SERVER
    import ArgumentParser
    import Foundation
    import Logging
    import UniversalLinks
    import UniversalLinksServer

    struct ServeCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "serve",
            abstract: "Serve the association files of many domains, with a managed, versioned store.",
            discussion: """
                With no options: an SQLite store in ./ulinks.sqlite, listening on 127.0.0.1:8080, the admin token \
                in ./ulinks-admin-token (created if missing). See Docs/Server.md.
                """
        )

        @OptionGroup var store: StoreOptions

        @OptionGroup var acme: ACMEServeOptions

        @OptionGroup var watch: WatchServeOptions

        @Option(
            help: ArgumentHelp(
                "Serve FOLDER/<host>/apple-app-site-association and assetlinks.json read-only, reloaded on change.",
                valueName: "FOLDER"))
        var dir: String?

        @Option(help: ArgumentHelp("Address and port to listen on.", valueName: "ADDR:PORT"))
        var bind: String = "127.0.0.1:8080"

        @Option(
            name: .customLong("tls-cert"),
            help: ArgumentHelp(
                "PEM certificate chain; repeat with --tls-key for several hosts (chosen by SNI).", valueName: "CERT"))
        var tlsCerts: [String] = []

        @Option(
            name: .customLong("tls-key"),
            help: ArgumentHelp("PEM private key of the matching --tls-cert.", valueName: "KEY"))
        var tlsKeys: [String] = []

        @Option(
            name: .customLong("admin-token-file"),
            help: ArgumentHelp("File holding the admin API bearer token.", valueName: "FILE"))
        var adminTokenFile: String?

        @Option(
            name: .customLong("poll-interval"),
            help: ArgumentHelp(
                "Seconds between checks for changes made elsewhere (replicas, --dir).", valueName: "SECONDS"))
        var pollInterval: Double = 1

        @Option(name: .customLong("cache-control"), help: "Cache-Control sent with the files.")
        var cacheControl: String = ServerConfiguration().cacheControl

        @Flag(
            inversion: .prefixedNo,
            help: ArgumentHelp(
                "Serve the web console at / and its JSON API under /api/v1 (see Docs/Console.md).",
                discussion: "Default: on when listening on loopback, off on other addresses (the hosted domains' /)."))
        var console: Bool?

        @Flag(
            name: .customLong("console-allow-private-check"),
            help: "Let the console's check fetch from loopback, private and link-local addresses.")
        var consoleAllowPrivateCheck = false

        @Option(
            name: .customLong("console-check-resolve"),
            help: ArgumentHelp(
                "With --console-allow-private-check: the console's check and trace connect to ADDR:PORT for HOST (repeatable).",
                valueName: "host=addr:port"))
        var consoleCheckResolve: [String] = []

        @Option(
            name: .customLong("console-check-ca"),
            help: ArgumentHelp(
                "A PEM file of extra trusted root certificates for the console's check and trace.", valueName: "file"))
        var consoleCheckCA: String?

        @Option(
            name: .customLong("event-loops"),
            help: ArgumentHelp(
                "Threads answering connections (default: one less than the cores, at least 1).",
                discussion:
                    "One loop per core makes the loops and the kernel's network work take turns on the CPU, which shows as a long tail of latency (see Benchmarks/Server).",
                valueName: "N"))
        var eventLoops: Int = AssociationServer.recommendedEventLoops

        @Option(
            name: .customLong("store-timeout"),
            help: ArgumentHelp(
                "Seconds an admin request waits for the store before it is answered 503 store-unavailable.",
                valueName: "SECONDS"))
        var storeTimeout: Double = 5

        @Option(
            name: .customLong("max-connections"),
            help: ArgumentHelp(
                "Connections held at once; at the limit the longest idle one is closed for a new one.",
                discussion: "Default: the open-file limit (raised to its maximum at start-up) less an eighth.",
                valueName: "N"))
        var maxConnections: Int?

        @Option(name: .customLong("log-format"), help: "json (one object per line) or text.")
        var logFormat: LogFormat = .json

        @Option(name: .customLong("log-level"), help: "trace, debug, info, notice, warning, error or critical.")
        var logLevel: String = "info"

        func validate() throws {
            guard tlsCerts.count == tlsKeys.count else {
                throw CLI.usageError(Message("error.serve.tls-keys"))
            }
            guard parsedBind != nil else {
                throw CLI.usageError(Message("error.serve.bind"))
            }
            guard (1...256).contains(eventLoops) else {
                throw CLI.usageError(Message("error.serve.event-loops"))
            }
            guard storeTimeout > 0, storeTimeout <= 3600 else {
                throw CLI.usageError(Message("error.serve.store-timeout"))
            }
            if let maxConnections, maxConnections < 1 {
                throw CLI.usageError(Message("error.serve.max-connections"))
            }
            if let maxConnections { try OptionRange.count(maxConnections, "--max-connections", 1...10_000_000) }
            guard pollInterval > 0, pollInterval <= 3600 else {
                throw CLI.usageError(Message("error.serve.poll-interval"))
            }
            guard Logger.Level(rawValue: logLevel) != nil else {
                throw CLI.usageError(Message("error.serve.log-level", texts: ["level": logLevel]))
            }
            if acme.enabled && (dir != nil || !tlsCerts.isEmpty) {
                throw CLI.usageError(Message("error.serve.acme-exclusive"))
            }
            if dir != nil && (store.storePath != nil || store.databaseURL != nil) {
                throw CLI.usageError(Message("error.serve.dir-exclusive"))
            }
            try validateConsoleCheck()
            if watch.enabled && dir != nil {
                throw CLI.usageError(Message("error.serve.watch-dir"))
            }
        }

        var parsedBind: (host: String, port: Int)? { BindAddress.parse(bind) }

        /// The public listener's options: address, certificates and `--event-loops`.
        func serverOptions(host: String, port: Int, tls: [TLSIdentity] = []) -> AssociationServer.Options {
            var options = AssociationServer.Options(host: host, port: port, tls: tls)
            options.eventLoops = eventLoops
            options.maximumConnections =
                maxConnections
                ?? FileDescriptorLimit.maximumConnections(
                    forLimit: FileDescriptorLimit.current)
            return options
        }

        @OptionGroup var language: LanguageOptions

        func run() async throws {
            let level = Logger.Level(rawValue: logLevel) ?? .info
            let format = logFormat
            LoggingSystem.bootstrap { label in
                switch format {
                case .json: return JSONLogHandler(label: label, level: level)
                case .text:
                    var handler = StreamLogHandler.standardError(label: label)
                    handler.logLevel = level
                    return handler
                }
            }
            let logger = Logger(label: "ulinks.serve")
            guard let (host, port) = parsedBind else { throw CLI.usageError(Message("error.serve.bad-bind")) }
            // Each connection is a descriptor: the usual soft limit of 1,024 would cap the server there.
            let files = FileDescriptorLimit.raise()
            logger.info(
                "open files limit",
                metadata: [
                    "before": "\(files.before)", "now": "\(files.after)",
                    "maxConnections":
                        "\(maxConnections ?? FileDescriptorLimit.maximumConnections(forLimit: files.after))",
                ])

            let identities = try zip(tlsCerts, tlsKeys).map { try TLSIdentity(certificatePath: $0, keyPath: $1) }
            // Everything that can refuse to start does so before the store is opened.
            let (token, tokenPlace) = try adminToken(readOnly: dir != nil, logger: logger)
            let backend: any AssociationStore
            if let dir {
                backend = try DirectoryStore(
                    root: URL(fileURLWithPath: dir),
                    onRejected: { host, kind, path, report in
                        logger.error(
                            "file refused; the previous version stays live",
                            metadata: [
                                "host": "\(host)", "kind": "\(kind.rawValue)", "path": "\(path)",
                                "errors": "\(report.errors.map(\.message))",
                            ])
                    },
                    onRefusedLink: { path, reason in
                        logger.warning("link refused", metadata: ["path": "\(path)", "reason": "\(reason)"])
                    })
            } else {
                backend = try await store.open(logger: logger)
            }
            // Closed however serving ends (a store left open is an assertion failure in SQLiteNIO).
            do {
                try await serve(
                    backend: backend, token: token, tokenPlace: tokenPlace, host: host, port: port,
                    identities: identities,
                    logger: logger)
            } catch {
                try? await backend.close()
                throw error
            }
            try await backend.close()
            logger.info("stopped")
        }

        private func serve(
            backend: any AssociationStore, token: String?, tokenPlace: String?, host: String, port: Int,
            identities: [TLSIdentity], logger: Logger
        ) async throws {
            let refusal: Message? =
                identities.isEmpty && !acme.enabled && !AssociationServer.isLoopback(host)
                ? "the admin API needs TLS (--tls-cert) when listening on \(host); bind to 127.0.0.1 or add a certificate"
                : nil
            var configuration = ServerConfiguration(
                cacheControl: cacheControl, adminToken: token, adminRefusal: refusal,
                pollInterval: .milliseconds(Int64(pollInterval * 1000)))
            configuration.storeTimeout = .milliseconds(Int64(storeTimeout * 1000))
            // On a public address `/` belongs to the hosted domains: the console there is opt-in.
            let console = self.console ?? AssociationServer.isLoopback(host)
            configuration.console = ConsoleConfiguration(enabled: console, allowPrivateCheck: consoleAllowPrivateCheck)
            configuration.console.checkResolve = consoleCheckResolve
            configuration.console.checkCAFile = consoleCheckCA
            configuration.watch = try watch.configuration()
            if watch.enabled && identities.isEmpty && !acme.enabled {
                // The hosted domains' origin is this server, checked as Apple checks it: over HTTPS.
                logger.warning(
                    "--watch checks the hosted domains over HTTPS at this server: without --tls-cert or --acme-directory they are failing (tls)"
                )
            }
            configuration.console.adminTokenPlace = AssociationServer.isLoopback(host) ? tokenPlace : nil
            let service = AssociationService(store: backend, configuration: configuration, logger: logger)
            if acme.enabled {
                try await acme.run(service: service, options: serverOptions(host: host, port: port), logger: logger)
                return
            }
            let scheme = identities.isEmpty ? "http" : "https"
            let server = AssociationHTTPServer(
                service: service, options: serverOptions(host: host, port: port, tls: identities), logger: logger
            ) {
                channel in
                let url = Self.consoleURL(scheme, host, channel.localAddress?.port ?? port)
                // A person at a terminal sees the address at once, not inside the JSON log lines.
                if CLI.stderrIsTerminal {
                    CLI.writeError(
                        "ulinks serve: " + (console ? "console at \(url)" : "listening on \(url)")
                            + (tokenPlace.map { "; admin token in \($0)" } ?? "; no admin API (read-only --dir)") + "\n"
                    )
                }
                logger.info(
                    "listening",
                    metadata: [
                        "url": "\(scheme)://\(bind)", "address": "\(channel.localAddress.map { "\($0)" } ?? "")",
                    ])
                if console { logger.notice("console", metadata: ["url": "\(url)"]) }
            }
            // runService returns after a graceful shutdown (SIGTERM/SIGINT): requests have drained.
            try await server.runService()
        }

        /// The console's address, logged at start-up (with the port chosen when --bind gave port 0).
        static func consoleURL(_ scheme: String, _ host: String, _ port: Int) -> String {
            "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)/"
        }

        /// The token from --admin-token-file, ULINKS_ADMIN_TOKEN, or ./ulinks-admin-token (created with
        /// a random value when missing, readable by the owner only), and where it is (for people).
        func adminToken(readOnly: Bool, logger: Logger) throws -> (token: String?, place: String?) {
            if let adminTokenFile {
                let text = String(decoding: try CLI.readInput(adminTokenFile), as: UTF8.self).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                guard text.count >= 16 else {
                    throw CLIError("\(adminTokenFile): \(Message("error.serve.token-short"))")
                }
                return (text, adminTokenFile)
            }
            if let env = ProcessInfo.processInfo.environment["ULINKS_ADMIN_TOKEN"], env.count >= 16 {
                return (env, "$ULINKS_ADMIN_TOKEN")
            }
            if readOnly { return (nil, nil) }
            let path = "ulinks-admin-token"
            let fullPath = FileManager.default.currentDirectoryPath + "/" + path
            if let data = FileManager.default.contents(atPath: path) {
                let text = String(decoding: data, as: UTF8.self).trimmingWhitespaceAndNewlines()
                if text.count >= 16 { return (text, fullPath) }
            }
            var generator = SystemRandomNumberGenerator()
            let token = (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }
                .joined()
            // A token nobody can read would lock the operator out of the admin API: refuse to start.
            guard
                FileManager.default.createFile(
                    atPath: path, contents: Data((token + "\n").utf8), attributes: [.posixPermissions: 0o600])
            else {
                throw CLIError(Message("error.serve.token-write", texts: ["path": fullPath]))
            }
            logger.notice("created an admin token", metadata: ["path": "\(fullPath)"])
            return (token, fullPath)
        }
    }
#endif
