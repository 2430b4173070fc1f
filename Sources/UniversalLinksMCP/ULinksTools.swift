import UniversalLinks

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The tools of `ulinks mcp`: validate, match, diff, convert, check, entitlements, trace, device and
/// android_match. Names and arguments are a public contract; each result is the JSON that the command
/// prints with `--format json` (convert, which has no JSON form, answers `{"text", "convertedPaths", ...}`,
/// or `{"text", "appID", "dynamicRules", ...}` with `to: assetlinks`).
/// Bad input is an MCP `invalidParams` error, never a crash; a tool that fails for another reason throws
/// ``MCPError/internalError(_:)``, which the server answers as a result with `isError: true`.
public struct ULinksTools: Sendable {
    /// Bounds on what one call may ask for.
    public struct Limits: Sendable {
        /// The largest `content`, file read by `path`, or total of an array of strings, in bytes.
        public var maxContentBytes = 1 << 20
        /// The most URLs one `match` or `diff` call decides.
        public var maxURLs = 1000
        /// The most URLs `diff` generates from the files' patterns.
        public var maxGenerated = 5000
        /// Seconds allowed for one `check`.
        public var checkTimeout: Double = 10
        /// Whether `check` may fetch from loopback, private and link-local addresses (off: an assistant
        /// must not be able to probe the user's network).
        public var allowPrivateAddresses = false
        /// `HOST=ADDRESS:PORT` mappings for `check`, as `ulinks check --resolve` (with private addresses allowed).
        public var resolve: [String] = []
        /// Extra trusted root certificates for `check` (a PEM file), as `ulinks check --ca`.
        public var extraCAFile: String?
        public init() {}

        /// The longest message (one line of the stdio transport) the server reads, in bytes: room for
        /// two documents of ``maxContentBytes`` (diff's old and new), each byte escaped in JSON as at most
        /// 6 characters (`\u001f`), and 1 MiB for the rest of the message. A longer line is skipped
        /// unread and answered with an error, so the server holds at most this much of one message.
        public var maxMessageBytes: Int {
            let documents = max(maxContentBytes, 0).multipliedReportingOverflow(by: 12)
            let total = documents.partialValue.addingReportingOverflow(1 << 20)
            return documents.overflow || total.overflow ? Int.max : total.partialValue
        }
    }

    public var limits: Limits

    public init(limits: Limits = Limits()) { self.limits = limits }

    /// The tool list (`tools/list`).
    public var tools: [MCPTool] {
        var tools = [
            MCPTool(
                name: "validate",
                description:
                    "Report every problem in an apple-app-site-association file (as `ulinks validate --format json`).",
                inputSchema: Self.schema(
                    document: true,
                    [
                        "domain": Self.property(
                            "string", "The host the file is served for (enables host-specific checks)."),
                        "strict": Self.property("boolean", "Treat warnings as errors for `valid`."),
                    ]), annotations: .init(readOnlyHint: true, openWorldHint: false)),
            MCPTool(
                name: "match",
                description:
                    "Decide URLs against an apple-app-site-association file exactly as iOS does (as `ulinks match --format json`); with explain, every rule's verdict.",
                inputSchema: Self.schema(
                    document: true,
                    [
                        "urls": .object([
                            "type": "array", "items": ["type": "string"], "description": "Absolute URLs to decide.",
                        ]),
                        "ios": Self.property("integer", "Decide as iOS 12 or 13 (13 and later); default 13."),
                        "domain": Self.property(
                            "string", "The host the file is served for (URLs on other hosts open nothing)."),
                        "explain": Self.property("boolean", "Explain every rule's verdict."),
                    ], required: ["urls"]), annotations: .init(readOnlyHint: true, openWorldHint: false)),
            MCPTool(
                name: "diff",
                description:
                    "Which apps gain or lose which URLs between two apple-app-site-association files (as `ulinks diff --format json`).",
                inputSchema: Self.schema(
                    document: false,
                    [
                        "old": Self.property("string", "The old file's text."),
                        "new": Self.property("string", "The new file's text."),
                        "urls": .object([
                            "type": "array", "items": ["type": "string"],
                            "description": "URLs to compare besides generated ones.",
                        ]),
                        "domain": Self.property("string", "The host the files are served for."),
                        "ios": Self.property("integer", "Compare only iOS 12 or 13."),
                    ], required: ["old", "new"]), annotations: .init(readOnlyHint: true, openWorldHint: false)),
            MCPTool(
                name: "convert",
                description:
                    "Rewrite legacy \"paths\" as iOS 13 \"components\" (or a dual file), or one app's rules as an assetlinks.json statement (as `ulinks convert --to assetlinks`), checked to decide generated URLs identically.",
                inputSchema: Self.schema(
                    document: true,
                    [
                        "to": .object([
                            "type": "string", "enum": ["components", "dual", "assetlinks"],
                            "description": "components (default), dual, or assetlinks (Android).",
                        ]),
                        "package": Self.property("string", "With to: assetlinks, the Android package name."),
                        "fingerprints": .object([
                            "type": "array", "items": ["type": "string"],
                            "description": "With to: assetlinks, the app's SHA-256 signing certificate fingerprints.",
                        ]),
                        "app": Self.property(
                            "string", "With to: assetlinks, the app whose rules are converted (default: the first)."),
                    ]), annotations: .init(readOnlyHint: true, openWorldHint: false)),
            MCPTool(
                name: "entitlements",
                description:
                    "Parse and check an Associated Domains entitlement (.entitlements plist text) as `ulinks entitlements --format json`.",
                inputSchema: Self.schema(
                    document: true,
                    [
                        "hosts": .object([
                            "type": "array", "items": ["type": "string"],
                            "description": "Hosts to say which entry decides.",
                        ]),
                        "service": Self.property(
                            "string",
                            "The service for hosts: applinks (default), webcredentials, appclips or activitycontinuation."
                        ),
                    ]), annotations: .init(readOnlyHint: true, openWorldHint: false)),
            Self.deviceTool,
            Self.androidMatchTool,
        ]
        #if ULINKS_CHECKER
            tools.append(Self.checkTool)
            tools.append(Self.traceTool)
            tools.append(Self.passkeysTool)
        #endif
        return tools
    }

    static func property(_ type: String, _ description: String) -> JSONValue {
        .object(["type": .string(type), "description": .string(description)])
    }

    /// An object schema; `document` adds the `content` / `path` pair.
    static func schema(document: Bool, _ properties: [String: JSONValue], required: [String] = []) -> JSONValue {
        var all = properties
        if document {
            all["content"] = property("string", "The file's text (or give path).")
            all["path"] = property("string", "A file to read (or give content).")
        }
        return .object([
            "type": "object", "properties": .object(all), "required": .array(required.map { .string($0) }),
            "additionalProperties": false,
        ])
    }

    /// Runs a tool; returns its JSON text.
    public func call(_ name: String, arguments: [String: JSONValue]?) async throws -> String {
        let arguments = ToolArguments(arguments, limits: limits)
        switch name {
        case "validate": return try validate(arguments)
        case "match": return try match(arguments)
        case "diff": return try diff(arguments)
        case "convert": return try convert(arguments)
        case "entitlements": return try entitlements(arguments)
        case "check":
            #if ULINKS_CHECKER
                return try await check(arguments)
            #else
                throw MCPError.invalidParams("this ulinks was built without the checker: no 'check' tool")
            #endif
        case "device": return try device(arguments)
        case "android_match": return try androidMatch(arguments)
        case "trace":
            #if ULINKS_CHECKER
                return try await trace(arguments)
            #else
                throw MCPError.invalidParams("this ulinks was built without the checker: no 'trace' tool")
            #endif
        case "passkeys":
            #if ULINKS_CHECKER
                return try await passkeys(arguments)
            #else
                throw MCPError.invalidParams("this ulinks was built without the checker: no 'passkeys' tool")
            #endif
        default:
            throw MCPError.invalidParams("unknown tool '\(name)'")
        }
    }

    /// Stable JSON, as the CLI prints it (sorted keys, no escaped slashes).
    static func json<T: Encodable>(_ value: T) throws -> String { try JSONOutput.encode(value) }
}
