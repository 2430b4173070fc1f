/// One JSON-RPC 2.0 message read by `ulinks mcp` (https://www.jsonrpc.org/specification), classified
/// without trusting its shape: anything that is not a well-formed request, notification or response is
/// ``invalid(id:_:)`` with the error to answer, its id echoed when the id itself is well formed.
public enum JSONRPCMessage: Hashable, Sendable {
    case request(id: JSONValue, method: String, params: JSONValue?)
    case notification(method: String, params: JSONValue?)
    /// A client's answer: `ulinks mcp` sends no requests, so it is ignored.
    case response
    case invalid(id: JSONValue, MCPError)

    /// What one line of the transport holds.
    public enum Line: Hashable, Sendable {
        case single(JSONRPCMessage)
        /// A JSON-RPC batch (an array of messages). MCP 2025-03-26 requires servers to accept one
        /// (https://modelcontextprotocol.io/specification/2025-03-26/basic#batching); 2025-06-18 dropped
        /// batching, but a client that negotiated 2025-03-26 may still send one, so it is answered, as the
        /// SDK did, with an array of the requests' responses.
        case batch([JSONRPCMessage])
        case parseError
    }

    /// The most messages one batch may hold (each is answered; a larger batch is one invalid request).
    public static let maxBatch = 100

    /// Reads one line of the transport.
    public static func line(_ bytes: some Collection<UInt8>) -> Line {
        guard let value = JSONValue.parse(bytes) else { return .parseError }
        guard case .array(let items) = value else { return .single(message(value)) }
        guard !items.isEmpty else { return .single(.invalid(id: .null, .invalidRequest("a batch must not be empty"))) }
        guard items.count <= maxBatch else {
            return .single(.invalid(id: .null, .invalidRequest("a batch of more than \(maxBatch) messages")))
        }
        return .batch(items.map(message))
    }

    /// Classifies one JSON value as a message.
    public static func message(_ value: JSONValue) -> JSONRPCMessage {
        guard case .object(let object) = value else {
            return .invalid(id: .null, .invalidRequest("a message must be a JSON object"))
        }
        let rawID = object["id"]
        let id = rawID.flatMap(validID)
        guard object["jsonrpc"] == "2.0" else {
            return .invalid(id: id ?? .null, .invalidRequest("'jsonrpc' must be \"2.0\""))
        }
        guard let method = object["method"] else {
            if id != nil, object["result"] != nil || object["error"] != nil { return .response }
            return .invalid(id: id ?? .null, .invalidRequest("a message needs a 'method'"))
        }
        guard case .string(let name) = method else {
            return .invalid(id: id ?? .null, .invalidRequest("'method' must be a string"))
        }
        guard rawID != nil else { return .notification(method: name, params: object["params"]) }
        guard let id else { return .invalid(id: .null, .invalidRequest("'id' must be a string or an integer")) }
        return .request(id: id, method: name, params: object["params"])
    }

    /// An id MCP allows: a string or an integer (never null).
    static func validID(_ id: JSONValue) -> JSONValue? {
        switch id {
        case .string, .int: return id
        case .double(let number) where number == number.rounded() && abs(number) < 9.0e15: return id
        default: return nil
        }
    }

    /// A success response.
    public static func response(id: JSONValue, result: JSONValue) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "result": result]
    }

    /// An error response.
    public static func response(id: JSONValue, error: MCPError) -> JSONValue {
        ["jsonrpc": "2.0", "id": id, "error": error.json]
    }
}
