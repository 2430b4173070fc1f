/// A tool as `tools/list` describes it (https://modelcontextprotocol.io/specification/2025-11-25/server/tools#tool):
/// replaces the MCP SDK's `Tool`, with the fields ulinks sets.
public struct MCPTool: Hashable, Sendable {
    /// Hints about what a tool does, for the client (none is a promise).
    public struct Annotations: Hashable, Sendable {
        public var readOnlyHint: Bool?
        public var destructiveHint: Bool?
        public var idempotentHint: Bool?
        public var openWorldHint: Bool?

        public init(
            readOnlyHint: Bool? = nil, destructiveHint: Bool? = nil, idempotentHint: Bool? = nil,
            openWorldHint: Bool? = nil
        ) {
            self.readOnlyHint = readOnlyHint
            self.destructiveHint = destructiveHint
            self.idempotentHint = idempotentHint
            self.openWorldHint = openWorldHint
        }
    }

    public var name: String
    public var description: String
    /// A JSON Schema object for the arguments.
    public var inputSchema: JSONValue
    public var annotations: Annotations

    public init(name: String, description: String, inputSchema: JSONValue, annotations: Annotations = Annotations()) {
        self.name = name
        self.description = description
        self.inputSchema = inputSchema
        self.annotations = annotations
    }

    /// The tool's entry in `tools/list` (annotations only when one is set, as the SDK wrote it).
    public var json: JSONValue {
        var object: [String: JSONValue] = [
            "name": .string(name), "description": .string(description), "inputSchema": inputSchema,
        ]
        let hints: [(String, Bool?)] = [
            ("readOnlyHint", annotations.readOnlyHint), ("destructiveHint", annotations.destructiveHint),
            ("idempotentHint", annotations.idempotentHint), ("openWorldHint", annotations.openWorldHint),
        ]
        let set = hints.compactMap { name, value in value.map { (name, JSONValue.bool($0)) } }
        if !set.isEmpty { object["annotations"] = .object(Dictionary(uniqueKeysWithValues: set)) }
        return .object(object)
    }
}
