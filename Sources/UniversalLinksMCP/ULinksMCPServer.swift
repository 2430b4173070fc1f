import Foundation
import MCP
import UniversalLinks

#if ULINKS_CHECKER
    import UniversalLinksChecker
#endif

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `ulinks mcp`: a Model Context Protocol server over standard input and output, offering
/// ``ULinksTools`` as tools and the diagnostic code reference as resources.
public struct ULinksMCPServer: Sendable {
    public var tools: ULinksTools
    public var version: String

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
        let server = makeServer()
        await register(on: server)
        let transport = AnsweringTransport()
        try await server.start(transport: transport)
        await server.waitUntilCompleted()
        let timeout = tools.limits.checkTimeout
        await transport.drain(within: .seconds(timeout.isFinite ? min(max(timeout, 0), 600) + 5 : 15))
        await server.stop()
    }

    func makeServer() -> Server {
        Server(
            name: "ulinks", version: version,
            instructions:
                "Validate, match, diff and convert apple-app-site-association files, check domains, and lint Associated Domains entitlements, exactly as iOS reads them; decide URLs against assetlinks.json as Android does (android_match). Results are the JSON of the ulinks command of the same name with --format json.",
            capabilities: .init(
                resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: false)))
    }

    func register(on server: Server) async {
        let tools = self.tools
        await server.withMethodHandler(ListTools.self) { _ in .init(tools: tools.tools) }
        await server.withMethodHandler(CallTool.self) { params in
            let json = try await tools.call(params.name, arguments: params.arguments)
            // Structured content must be an object: array results (match) are text only.
            let structured = json.hasPrefix("{") ? try? JSONDecoder().decode(Value.self, from: Data(json.utf8)) : nil
            return .init(content: [.text(json)], structuredContent: structured, isError: false)
        }
        await server.withMethodHandler(ListResources.self) { _ in .init(resources: Self.resources) }
        await server.withMethodHandler(ListResourceTemplates.self) { _ in .init(templates: Self.templates) }
        await server.withMethodHandler(ReadResource.self) { params in
            guard let contents = Self.read(params.uri) else {
                throw MCPError.invalidParams("unknown resource \(params.uri)")
            }
            return .init(contents: [contents])
        }
    }

    /// The references offered as resources: diagnostic codes, and with the checker the check ids.
    #if ULINKS_CHECKER
        static let references: [ReferenceResources] = [.codes, .checks]
    #else
        static let references: [ReferenceResources] = [.codes]
    #endif
    static var resources: [Resource] { references.flatMap(\.resources) }
    static var templates: [Resource.Template] { references.map(\.template) }
    static func read(_ uri: String) -> Resource.Content? { references.lazy.compactMap { $0.read(uri) }.first }
}
