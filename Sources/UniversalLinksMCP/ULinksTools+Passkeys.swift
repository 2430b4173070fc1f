#if ULINKS_CHECKER
    #if canImport(FoundationEssentials)
        import FoundationEssentials
    #else
        import Foundation
    #endif

    import UniversalLinks
    import UniversalLinksChecker

    extension ULinksTools {
        static let passkeysTool = MCPTool(
            name: "passkeys",
            description:
                "Decide whether iOS apps (AASA webcredentials), Android apps (assetlinks.json get_login_creds) and browsers (/.well-known/webauthn) may use passkeys for an RP ID, naming the broken part and its fix (as `ulinks passkeys --format json`); with explain_error, what a pasted passkey error means and which checks find its cause (rp_id optional then). Refuses IP addresses and names that resolve to private addresses.",
            inputSchema: schema(
                document: false,
                [
                    "rp_id": property("string", "The relying party ID, a host name such as example.com."),
                    "apps": .object([
                        "type": "array", "items": ["type": "string"],
                        "description": "iOS app IDs (TEAMID.bundle.id) that must be in webcredentials.apps.",
                    ]),
                    "packages": .object([
                        "type": "array", "items": ["type": "string"],
                        "description": "Android package names that must be granted get_login_creds.",
                    ]),
                    "fingerprints": .object([
                        "type": "array", "items": ["type": "string"],
                        "description": "SHA-256 signing certificate fingerprints (each package is checked with each).",
                    ]),
                    "cdn": property("boolean", "Also read Apple's CDN copy of the AASA (what devices read)."),
                    "explain_error": property("string", "A pasted iOS, Android or browser passkey error to explain."),
                ]),
            annotations: .init(readOnlyHint: true, openWorldHint: true))

        /// `{"report": ..., "explanations": [...]}`, each present when asked for.
        struct PasskeysAnswer: Encodable {
            var report: PasskeysReport?
            var explanations: [PasskeyErrorExplanation]?
        }

        func passkeys(_ arguments: ToolArguments) async throws -> String {
            let apps = try arguments.strings("apps", limit: 20) ?? []
            let packages = try arguments.strings("packages", limit: 20) ?? []
            let prints = try arguments.strings("fingerprints", limit: 20) ?? []
            var answer = PasskeysAnswer()
            if let text = try arguments.string("explain_error") {
                answer.explanations = PasskeyErrorExplainer().explain(text)
            }
            guard let rpID = try arguments.string("rp_id") else {
                guard answer.explanations != nil else { throw MCPError.invalidParams("give rp_id or explain_error") }
                return try Self.json(answer)
            }
            let host = try HostPolicy.hostName(rpID)
            for app in apps where AppID(app) == nil { throw MCPError.invalidParams("'\(app)' is not an App ID") }
            for package in packages where !StatementListParser.isPackageName(package) {
                throw MCPError.invalidParams("'\(package)' is not an Android package name")
            }
            for print in prints where Fingerprint.normalize(print) == nil {
                throw MCPError.invalidParams("'\(print)' is not a SHA-256 fingerprint")
            }
            var options = CheckerOptions(
                timeout: limits.checkTimeout, extraCAFile: limits.extraCAFile,
                resolve: limits.resolve.compactMap { try? ResolveOverride(parsing: $0) })
            options.allowPrivateAddresses = limits.allowPrivateAddresses
            if !limits.allowPrivateAddresses {
                options.fetchRedirectTargets = false
                switch await AddressPolicy.pin(host) {
                case .unresolved:
                    break  // the report says DNS failed; the checker's own lookup fails the same way
                case .refused(let refused):
                    throw MCPError.invalidParams(
                        "refused: '\(host)' resolves to \(refused), a private or reserved address")
                case .pinned(let address):
                    options.resolve[host] = ResolveOverride(host: host, address: address, port: 443)
                }
            }
            let request = PasskeysRequest(
                rpID: host, appIDs: apps, packages: packages, fingerprints: prints,
                useCDN: try arguments.bool("cdn") ?? false)
            let report = await PasskeysChecker(options: options).check(request)
            guard answer.explanations != nil else { return try Self.json(report) }
            answer.report = report
            return try Self.json(answer)
        }
    }
#endif
