/// A JSON-RPC error of `ulinks mcp` (https://www.jsonrpc.org/specification#error_object): the code, and
/// the message as the MCP SDK worded it before (`Invalid params: DETAIL`, with `data.detail`), so clients
/// read the same errors as before. A tool throws `invalidParams` for bad input; `internalError` (a tool
/// that cannot finish) becomes a result with `isError: true`.
public enum MCPError: Error, Hashable, Sendable {
    case parseError(String?)
    case invalidRequest(String?)
    case methodNotFound(String?)
    case invalidParams(String?)
    case internalError(String?)

    public var code: Int {
        switch self {
        case .parseError: return -32700
        case .invalidRequest: return -32600
        case .methodNotFound: return -32601
        case .invalidParams: return -32602
        case .internalError: return -32603
        }
    }

    public var detail: String? {
        switch self {
        case .parseError(let detail), .invalidRequest(let detail), .methodNotFound(let detail),
            .invalidParams(let detail), .internalError(let detail):
            return detail
        }
    }

    /// The error's `message`, as the SDK worded it.
    public var message: String {
        let title: String
        switch self {
        case .parseError: title = "Parse error: Invalid JSON"
        case .invalidRequest: title = "Invalid Request"
        case .methodNotFound: title = "Method not found"
        case .invalidParams: title = "Invalid params"
        case .internalError: title = "Internal error"
        }
        return title + (detail.map { ": \($0)" } ?? "")
    }

    /// The error object of a response.
    public var json: JSONValue {
        var object: [String: JSONValue] = ["code": .int(code), "message": .string(message)]
        if let detail { object["data"] = ["detail": .string(detail)] }
        return .object(object)
    }
}
