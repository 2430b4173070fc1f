#if ULINKS_SERVER
    import ArgumentParser
    import Foundation
    import Logging
    import NIOCore
    import ServiceLifecycle
    import UniversalLinks
    import UniversalLinksServer
    #if ULINKS_ACME
        import NIOSSL
        import UniversalLinksACME
    #endif

    /// `ulinks serve --acme-directory URL ...`: automatic certificates (see Docs/Hosting.md).
    struct ACMEServeOptions: ParsableArguments {
        @Option(
            name: .customLong("acme-directory"),
            help: ArgumentHelp(
                "ACME directory URL: obtain and renew a certificate for every managed domain; --bind is then HTTPS.",
                valueName: "URL"))
        var directory: String?

        @Option(name: .customLong("acme-email"), help: ArgumentHelp("Contact of the ACME account.", valueName: "ADDR"))
        var email: String?

        @Option(
            name: .customLong("acme-ca-root"),
            help: ArgumentHelp("PEM root to trust for the ACME server's own HTTPS (a test CA).", valueName: "FILE"))
        var caRoot: String?

        @Option(
            name: .customLong("http-bind"),
            help: ArgumentHelp(
                "Plain-HTTP listener for http-01 challenges (with --acme-directory); 'off' for none.",
                valueName: "ADDR:PORT"))
        var httpBind: String = "0.0.0.0:80"

        @Flag(
            name: .customLong("http-files"),
            help: "Also serve the association files over plain HTTP (they answer 404 with the reason otherwise).")
        var httpFiles = false

        @Flag(name: .customLong("http-redirect"), help: "Redirect other plain-HTTP paths of managed domains to HTTPS.")
        var httpRedirect = false

        @Option(
            name: .customLong("acme-challenge"),
            help: ArgumentHelp("Challenge types in order of preference.", valueName: "http-01,tls-alpn-01"))
        var challenges: String = "http-01,tls-alpn-01"

        @Option(
            name: .customLong("acme-retry-base"),
            help: ArgumentHelp(
                "Seconds to wait after a failed order; doubled per further failure.", valueName: "SECONDS"))
        var retryBase: Double = 60

        @Option(
            name: .customLong("acme-orders-per-hour"),
            help: ArgumentHelp("Orders this replica starts per hour, all domains together.", valueName: "N"))
        var ordersPerHour: Int = 100

        @Option(
            name: .customLong("acme-timeout"),
            help: ArgumentHelp("Deadline of each request to the ACME server.", valueName: "SECONDS"))
        var timeout: Double = 15

        @Option(
            name: .customLong("acme-check-interval"),
            help: ArgumentHelp("Seconds between looks for domains needing a certificate.", valueName: "SECONDS"))
        var checkInterval: Double = 1

        @Option(
            name: .customLong("admin-bind"),
            help: ArgumentHelp(
                "Loopback plain-HTTP listener for the admin API (with --acme-directory, where HTTPS answers managed names only).",
                valueName: "ADDR:PORT"))
        var adminBind: String?

        var enabled: Bool { directory != nil }

        func validate() throws {
            guard let directory else { return }
            guard let url = URLComponents(string: directory), url.scheme == "https" || url.scheme == "http",
                url.host != nil
            else { throw CLI.usageError(Message("error.serve.acme-directory")) }
            do { _ = try HTTPURL(directory) } catch {
                throw ValidationError(
                    CLI.failureLocalizer.text(
                        "error.option.url",
                        ["option": "--acme-directory", "reason": CLI.failureLocalizer.render(error.fullMessage)]))
            }
            if httpBind != "off" && BindAddress.parse(httpBind) == nil {
                throw CLI.usageError(Message("error.serve.http-bind"))
            }
            guard retryBase > 0, checkInterval > 0, ordersPerHour > 0, timeout > 0 else {
                throw CLI.usageError(Message("error.serve.acme-positive"))
            }
            try OptionRange.seconds(retryBase, "--acme-retry-base", 0...86_400, positive: true)
            try OptionRange.seconds(checkInterval, "--acme-check-interval", 0...3600, positive: true)
            try OptionRange.seconds(timeout, "--acme-timeout", 0...OptionRange.maximumTimeout, positive: true)
            try OptionRange.count(ordersPerHour, "--acme-orders-per-hour", 1...100_000)
            let kinds = challenges.split(separator: ",").map(String.init)
            guard !kinds.isEmpty, kinds.allSatisfy({ ["http-01", "tls-alpn-01"].contains($0) }) else {
                throw CLI.usageError(Message("error.serve.acme-challenge"))
            }
            if let adminBind {
                guard let (host, _) = BindAddress.parse(adminBind), AssociationServer.isLoopback(host) else {
                    throw CLI.usageError(Message("error.serve.admin-bind"))
                }
            }
            if httpBind == "off" && kinds == ["http-01"] {
                throw CLI.usageError(Message("error.serve.http-01"))
            }
        }

        /// Runs the HTTPS server with automatic certificates, the plain-HTTP listener and the
        /// certificate manager until SIGTERM/SIGINT.
        func run(service: AssociationService, options: AssociationServer.Options, logger: Logger) async throws {
            #if ULINKS_ACME
                guard let directory else { return }
                let (host, port) = (options.host, options.port)
                var roots: [NIOSSLCertificate] = []
                if let caRoot {
                    do {
                        roots = try NIOSSLCertificate.fromPEMFile(caRoot)
                    } catch {
                        throw CLIError(
                            "\(caRoot): \(Message("error.pem.not-a-certificate", texts: ["error": "\(error)"]))")
                    }
                }
                var kinds = challenges.split(separator: ",").compactMap { ACMEChallenge.Kind(rawValue: String($0)) }
                if httpBind == "off" { kinds.removeAll { $0 == .http01 } }
                let settings = ACMESettings(
                    directoryURL: directory, email: email, trustRoots: roots, challenges: kinds,
                    checkInterval: .milliseconds(Int64(checkInterval * 1000)),
                    retryBase: .milliseconds(Int64(retryBase * 1000)), ordersPerHour: ordersPerHour,
                    requestTimeout: .milliseconds(Int64(timeout * 1000)))
                let manager = try CertificateManager(service: service, settings: settings, logger: logger)
                try await manager.loadStored()
                var options = options
                options.tlsConfiguration = try manager.tlsConfiguration()
                var services: [any ServiceLifecycle.Service] = [
                    AssociationHTTPServer(service: service, options: options, logger: logger) { channel in
                        logger.info(
                            "listening",
                            metadata: [
                                "url": "https://\(host):\(port)",
                                "address": "\(channel.localAddress.map { "\($0)" } ?? "")",
                            ])
                    },
                    manager,
                ]
                if httpBind != "off", let (httpHost, httpPort) = BindAddress.parse(httpBind) {
                    services.append(
                        PlainHTTPListener(
                            service: service, cache: manager.cache,
                            options: .init(
                                host: httpHost, port: httpPort, serveFiles: httpFiles, redirect: httpRedirect,
                                httpsPort: port), logger: logger
                        ) { channel in
                            logger.info(
                                "listening",
                                metadata: [
                                    "url": "http://\(httpBind)",
                                    "address": "\(channel.localAddress.map { "\($0)" } ?? "")",
                                ])
                        })
                }
                if let adminBind, let (adminHost, adminPort) = BindAddress.parse(adminBind) {
                    services.append(
                        // The HTTPS listener keeps the shared table current; this one only answers.
                        AssociationHTTPServer(
                            service: service, options: .init(host: adminHost, port: adminPort), logger: logger,
                            keepsTableCurrent: false
                        ) { _ in logger.info("listening", metadata: ["url": "http://\(adminBind)", "role": "admin"]) })
                }
                let group = ServiceGroup(
                    configuration: .init(
                        services: services, gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
                try await group.run()
            #else
                throw CLIError(Message("error.serve.no-acme"))
            #endif
        }
    }

    /// `ADDR:PORT` with an optional `[...]` around IPv6 addresses.
    enum BindAddress {
        static func parse(_ text: String) -> (host: String, port: Int)? {
            // Port 0: the system picks one (tests and scripts read it from the log).
            guard let colon = text.lastIndex(of: ":") else { return nil }
            let digits = text[text.index(after: colon)...]
            guard let port = digits == "0" ? 0 : HTTPURL.port(digits) else { return nil }
            var host = String(text[..<colon])
            if host.hasPrefix("[") && host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
            return host.isEmpty ? nil : (host, port)
        }
    }
#endif
