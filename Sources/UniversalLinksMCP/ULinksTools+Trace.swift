import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif

extension ULinksTools {
    static let deviceTool = MCPTool(
        name: "device",
        description:
            "Explain what a device says about its associations: the output of `swcutil show` (or a sysdiagnose's swcutil_show.txt) or of `adb shell pm get-app-links` / `dumpsys package d`, as `ulinks device --format json`.",
        inputSchema: schema(
            document: true,
            [
                "kind": .object([
                    "type": "string", "enum": ["swcutil", "pm"],
                    "description": "The tool whose output it is (default: detected).",
                ])
            ]),
        annotations: .init(readOnlyHint: true, openWorldHint: false))

    func device(_ arguments: ToolArguments) throws -> String {
        let (name, bytes) = try arguments.document()
        var kind: DeviceState.Kind?
        if let text = try arguments.string("kind") {
            guard let known = DeviceState.Kind(rawValue: text) else {
                throw MCPError.invalidParams("'kind' must be swcutil or pm")
            }
            kind = known
        }
        do {
            return try Self.json(try DeviceStateReader().read(bytes, kind: kind))
        } catch let error as DeviceStateError {
            throw MCPError.invalidParams("\(name): \(error)")
        }
    }

    #if ULINKS_CHECKER
        static let traceTool = MCPTool(
            name: "trace",
            description:
                "Follow a link as a tap does (redirects, meta refresh) and say, per platform, whether the tapped URL opens the app, why, and how to fix it (as `ulinks trace --format json`). Hops to private addresses are not followed.",
            inputSchema: schema(
                document: false,
                [
                    "url": property("string", "The link as it was tapped (http or https)."),
                    "apps": .object([
                        "type": "array", "items": ["type": "string"],
                        "description": "iOS app IDs installed (default: any).",
                    ]),
                    "package": property("string", "An Android package: also decide each host's assetlinks.json."),
                    "fingerprints": .object([
                        "type": "array", "items": ["type": "string"],
                        "description": "With package: the app's SHA-256 signing certificate fingerprints.",
                    ]),
                    "cdn": property("boolean", "Decide iOS from Apple's CDN copy instead of the origin file."),
                    "maxHops": property("integer", "Follow at most this many hops (1-20, default 10)."),
                ], required: ["url"]),
            annotations: .init(readOnlyHint: true, openWorldHint: true))

        func trace(_ arguments: ToolArguments) async throws -> String {
            let url = try arguments.required("url")
            if let problem = LinkTracer.problem(with: url) { throw MCPError.invalidParams("'url': \(problem)") }
            // As `check`: the tapped host itself is refused up front (later hops are refused in the report).
            let host = URLComponents(string: url)?.host ?? ""
            if !limits.allowPrivateAddresses,
                case .refused(let address) = await AddressPolicy.pin(
                    host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host)
            {
                throw MCPError.invalidParams("refused: '\(host)' resolves to \(address), a private or reserved address")
            }
            let maxHops = try arguments.int("maxHops") ?? 10
            guard (1...20).contains(maxHops) else { throw MCPError.invalidParams("'maxHops' must be 1 to 20") }
            // Mappings only where private addresses are allowed: otherwise every host is pinned by policy.
            let checker = CheckerOptions(
                timeout: limits.checkTimeout, extraCAFile: limits.extraCAFile,
                resolve: limits.allowPrivateAddresses
                    ? limits.resolve.compactMap { try? ResolveOverride(parsing: $0) } : [])
            var options = TraceOptions(
                checker: checker, apps: try arguments.strings("apps", limit: 20) ?? [],
                cdn: try arguments.bool("cdn") ?? false,
                maxHops: maxHops, allowPrivateAddresses: limits.allowPrivateAddresses)
            if let package = try arguments.string("package") {
                guard StatementListParser.isPackageName(package) else {
                    throw MCPError.invalidParams("'package' is not a Java package name")
                }
                let prints = try arguments.strings("fingerprints", limit: 20) ?? []
                let normalized = prints.compactMap(Fingerprint.normalize)
                guard normalized.count == prints.count else {
                    throw MCPError.invalidParams(
                        "'fingerprints' must be SHA-256 fingerprints (64 hex digits, colons optional)")
                }
                options.android = .init(package: package, fingerprints: normalized)
            }
            return try Self.json(await LinkTracer(options: options).trace(url))
        }
    #endif
}
