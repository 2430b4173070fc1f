#if ULINKS_CHECKER
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    import UniversalLinks
    import UniversalLinksChecker

    extension ULinksTools {
        static let checkTool = MCPTool(
            name: "check",
            description:
                "Fetch a domain's apple-app-site-association file the way Apple does and report every hosting mistake (as one line of `ulinks check --format json`). Refuses IP addresses and names that resolve to private addresses; a name that does not resolve gets its report (DNS failed).",
            inputSchema: schema(
                document: false,
                [
                    "domain": property("string", "The host name, such as example.com."),
                    "app": property("string", "An App ID (PREFIX.bundle.id) that must be listed for applinks."),
                    "urls": .object([
                        "type": "array", "items": ["type": "string"], "description": "URLs to decide against the file.",
                    ]),
                    "cdn": property("boolean", "Also fetch Apple's CDN copy and compare it."),
                ], required: ["domain"]),
            annotations: .init(readOnlyHint: true, openWorldHint: true))

        func check(_ arguments: ToolArguments) async throws -> String {
            let host = try HostPolicy.hostName(try arguments.required("domain"))
            let urls = try arguments.strings("urls", limit: 20) ?? []
            let app = try arguments.string("app")
            let cdn = try arguments.bool("cdn") ?? false
            var options = CheckerOptions(
                timeout: limits.checkTimeout, extraCAFile: limits.extraCAFile,
                resolve: limits.resolve.compactMap { try? ResolveOverride(parsing: $0) })
            var unresolved = false
            if !limits.allowPrivateAddresses {
                options.fetchRedirectTargets = false
                switch await AddressPolicy.pin(host) {
                case .unresolved:
                    // The check's answer, not a protocol error; but no second lookup that could differ.
                    unresolved = true
                case .refused(let refused):
                    throw MCPError.invalidParams(
                        "refused: '\(host)' resolves to \(refused), a private or reserved address")
                case .pinned(let address):
                    options.resolve[host] = ResolveOverride(host: host, address: address, port: 443)
                }
            }
            let checker: DomainChecker
            do { checker = try DomainChecker(options: options) } catch {
                throw MCPError.internalError("cannot set up TLS: \(error)")
            }
            if unresolved {
                try? await checker.shutdown()
                return try Self.json(checker.unresolvedReport(domain: host))
            }
            var report: DomainReport?
            await checker.check([DomainChecker.Target(domain: host, app: app, urls: urls)], concurrency: 1, cdn: cdn) {
                _, result in report = result
            }
            try? await checker.shutdown()
            guard let report else { throw MCPError.internalError("no report for \(host)") }
            return try Self.json(report)
        }
    }
#endif
