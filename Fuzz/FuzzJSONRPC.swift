// libFuzzer entry point for the JSON-RPC reading of `ulinks mcp` (JSONRPCLineSplitter, JSONRPCMessage,
// JSONValue, MCPError), built by Fuzz/run-mcp.sh from those files alone (FoundationEssentials only).
// The input is what a client writes on the server's standard input, cut into chunks of the sizes its
// first byte picks (a line's end may come in any read).

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

let maxLine = 512

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONRPC(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start, count > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let step = Int(bytes[0] % 64) + 1
    var splitter = JSONRPCLineSplitter(maxLineBytes: maxLine)
    var events: [JSONRPCLineSplitter.Event] = []
    var offset = 1
    while offset < bytes.count {
        let end = min(offset + step, bytes.count)
        events += splitter.feed(bytes[offset..<end])
        offset = end
    }
    if let last = splitter.finish() { events.append(last) }
    // The same lines as splitting the whole input at once: chunking changes nothing.
    var whole = JSONRPCLineSplitter(maxLineBytes: maxLine)
    var expected = whole.feed(bytes[1...])
    if let last = whole.finish() { expected.append(last) }
    precondition(events == expected)
    for event in events {
        guard case .message(let line) = event else { continue }
        // (A CR before the newline is dropped; more CRs stay: JSON reads them as white space.)
        precondition(line.count <= maxLine && !line.contains(0x0A))
        let messages: [JSONRPCMessage]
        switch JSONRPCMessage.line(line) {
        case .parseError: messages = []
        case .single(let message): messages = [message]
        case .batch(let batch): messages = batch
        }
        for message in messages {
            let answer: JSONValue
            switch message {
            case .request(let id, let method, _):
                precondition(id != .null)
                answer = JSONRPCMessage.response(id: id, error: .methodNotFound("Unknown method: \(method)"))
            case .invalid(let id, let error):
                answer = JSONRPCMessage.response(id: id, error: error)
            case .notification, .response:
                continue
            }
            // An answer is one line of JSON that reads back as itself.
            let encoded = answer.encoded()
            precondition(!encoded.contains(0x0A))
            precondition(JSONValue.parse(encoded).map { same($0, answer) } == true)
        }
        // A value that parses encodes to JSON that parses to the same value (a number may come back as an
        // integer or a double: 6.6e18 is written without a fraction and read as an Int).
        if let value = JSONValue.parse(line), let again = JSONValue.parse(value.encoded()) {
            precondition(same(again, value))
        } else if JSONValue.parse(line) != nil {
            preconditionFailure("a parsed value does not read back")
        }
    }
    return 0
}

/// Equal values, numbers compared as numbers.
func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.int, .double), (.double, .int), (.double, .double): return a.doubleValue == b.doubleValue
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(same)
    case (.object(let x), .object(let y)):
        return x.count == y.count && x.allSatisfy { key, value in y[key].map { same(value, $0) } ?? false }
    default: return a == b
    }
}
