import UniversalLinks

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ulinks mcp`: a Model Context Protocol server over standard input and output, offering
/// ``ULinksTools`` as tools and the diagnostic code reference as resources.
///
/// The protocol is our own small JSON-RPC 2.0 server (`MCPSession`), not the MCP Swift SDK: the SDK is
/// one target that also compiles its HTTP transport and OAuth (URLSession, FoundationNetworking and so
/// libcurl), which cannot be linked into the static release binary (Docs/Size.md, "mcp").
public struct ULinksMCPServer: Sendable {
    public var tools: ULinksTools
    public var version: String

    /// Protocol versions answered, newest first (https://modelcontextprotocol.io/specification/2025-11-25/basic/lifecycle#version-negotiation):
    /// the client's when it is one of these, else the newest.
    public static let protocolVersions = ["2025-11-25", "2025-06-18", "2025-03-26", "2024-11-05"]

    static let instructions =
        "Validate, match, diff and convert apple-app-site-association files, check domains, and lint Associated Domains entitlements, exactly as iOS reads them; decide URLs against assetlinks.json as Android does (android_match). Results are the JSON of the ulinks command of the same name with --format json."

    public init(tools: ULinksTools = ULinksTools(), version: String) {
        self.tools = tools
        self.version = version
        // The checks' and traces' texts its answers render (the core's table is always there).
        #if ULINKS_CHECKER
            MessageTables.register(.checker)
        #endif
    }

    /// Serves on stdio until the client closes its end, then answers the requests already read (for
    /// at most the check timeout and 5 seconds) before it returns. A client that goes away mid-call is
    /// not a crash: writing the answer to a closed pipe fails quietly instead of raising SIGPIPE.
    public func run() async throws {
        signal(SIGPIPE, SIG_IGN)
        let session = MCPSession(server: self, writer: StdioChannel.Writer())
        let input = StdioChannel.lines(maxLineBytes: tools.limits.maxMessageBytes)
        for await event in input.events {
            input.taken()
            await session.receive(event)
        }
        let timeout = tools.limits.checkTimeout
        await session.drain(within: .seconds(timeout.isFinite ? min(max(timeout, 0), 600) + 5 : 15))
    }

    /// The result of `initialize` for the client's protocol version.
    func initializeResult(clientVersion: String) -> JSONValue {
        let version = Self.protocolVersions.contains(clientVersion) ? clientVersion : Self.protocolVersions[0]
        return [
            "protocolVersion": .string(version),
            "capabilities": [
                "resources": ["subscribe": false, "listChanged": false], "tools": ["listChanged": false],
            ],
            "serverInfo": ["name": "ulinks", "version": .string(self.version)],
            "instructions": .string(Self.instructions),
        ]
    }

    /// Answers a request other than `initialize`: its result, or the JSON-RPC error to send. A tool that
    /// fails other than on bad arguments answers with `isError: true` (the MCP way for a tool's own
    /// failure: the model reads it), never a crash.
    func answer(_ method: String, _ params: JSONValue?) async throws(MCPError) -> JSONValue {
        let params = try Self.object(params)
        switch method {
        case "ping":
            return [:]
        case "tools/list":
            return ["tools": .array(tools.tools.map(\.json))]
        case "tools/call":
            guard case .string(let name)? = params["name"] else { throw .invalidParams("'name' must be a string") }
            let arguments: [String: JSONValue]?
            switch params["arguments"] {
            case nil, .null?: arguments = nil
            case .object(let object)?: arguments = object
            default: throw .invalidParams("'arguments' must be an object")
            }
            return try await call(name, arguments)
        case "resources/list":
            return ["resources": .array(Self.references.flatMap(\.resources))]
        case "resources/templates/list":
            return ["resourceTemplates": .array(Self.references.map(\.template))]
        case "resources/read":
            guard case .string(let uri)? = params["uri"] else { throw .invalidParams("'uri' must be a string") }
            guard let contents = Self.references.lazy.compactMap({ $0.read(uri) }).first else {
                throw .invalidParams("unknown resource \(uri)")
            }
            return ["contents": [contents]]
        default:
            throw .methodNotFound("Unknown method: \(method)")
        }
    }

    func call(_ name: String, _ arguments: [String: JSONValue]?) async throws(MCPError) -> JSONValue {
        let text: String
        do {
            text = try await tools.call(name, arguments: arguments)
        } catch let error as MCPError {
            guard case .internalError(let detail) = error else { throw error }
            return Self.toolResult(detail ?? error.message, isError: true)
        } catch {
            return Self.toolResult("\(error)", isError: true)
        }
        // Structured content must be an object: array results (match) are text only.
        let parsed = JSONValue.parse(text.utf8)
        return Self.toolResult(text, isError: false, structured: parsed?.objectValue == nil ? nil : parsed)
    }

    /// A `tools/call` result: the text, and the same JSON as structured content when it is an object.
    static func toolResult(_ text: String, isError: Bool, structured: JSONValue? = nil) -> JSONValue {
        var result: [String: JSONValue] = [
            "content": [["type": "text", "text": .string(text)]], "isError": .bool(isError),
        ]
        if let structured { result["structuredContent"] = structured }
        return .object(result)
    }

    /// A request's params: an object, or nothing.
    static func object(_ params: JSONValue?) throws(MCPError) -> [String: JSONValue] {
        switch params {
        case nil, .null?: return [:]
        case .object(let object)?: return object
        default: throw .invalidParams("'params' must be an object")
        }
    }

    /// The references offered as resources: diagnostic codes, and with the checker the check ids.
    #if ULINKS_CHECKER
        static let references: [ReferenceResources] = [.codes, .checks]
    #else
        static let references: [ReferenceResources] = [.codes]
    #endif
}
