import UniversalLinks

/// One client's session of `ulinks mcp`: reads the messages of each line, answers requests and keeps the
/// ones in progress. Requests other than `tools/call` are answered in the order read; each tool call runs
/// in a task of its own (a slow `check` does not hold up a `ping`), at most ``maxCalls`` at once: past
/// that the server reads no further until one ends, so the client is held back by the pipe.
/// `notifications/cancelled` cancels a call in progress, whose answer is then not sent (as the
/// specification asks: https://modelcontextprotocol.io/specification/2025-11-25/basic/utilities/cancellation).
/// Notifications are never answered.
actor MCPSession {
    static let maxCalls = 16

    let server: ULinksMCPServer
    let writer: StdioChannel.Writer
    private var initialized = false
    /// Work in progress (tool calls, batches) by a number of its own; ``ids`` maps a request id to it.
    private var tasks: [Int: Task<Void, Never>] = [:]
    private var ids: [JSONValue: Int] = [:]
    private var nextTask = 0
    private var slotWaiter: CheckedContinuation<Void, Never>?
    /// Whether no work is in progress, for ``drain(within:)``.
    private let idle = IdleSignal()

    init(server: ULinksMCPServer, writer: StdioChannel.Writer) {
        self.server = server
        self.writer = writer
    }

    /// Handles one event of the input.
    func receive(_ event: JSONRPCLineSplitter.Event) async {
        switch event {
        case .tooLong(let limit):
            // The id is past reading: answered with a null id, as JSON-RPC does for an unreadable request.
            await writer.send(
                JSONRPCMessage.response(
                    id: .null,
                    error: .invalidRequest(
                        "a message longer than \(limit) bytes (the limit follows --max-content-bytes)")))
        case .message(let bytes):
            switch JSONRPCMessage.line(bytes) {
            case .parseError:
                await writer.send(JSONRPCMessage.response(id: .null, error: .parseError(nil)))
            case .single(let message):
                await receive(message)
            case .batch(let messages):
                await waitForSlot()
                start(id: nil) { session in
                    var answers: [JSONValue] = []
                    for message in messages {
                        if let answer = await session.answer(message) { answers.append(answer) }
                    }
                    if !answers.isEmpty, !Task.isCancelled { await session.writer.send(.array(answers)) }
                }
            }
        }
    }

    private func receive(_ message: JSONRPCMessage) async {
        if case .request(let id, "tools/call", let params) = message {
            guard ids[id] == nil else {
                await writer.send(
                    JSONRPCMessage.response(
                        id: id, error: .invalidRequest("id \(String(decoding: id.encoded(), as: UTF8.self)) is in use"))
                )
                return
            }
            await waitForSlot()
            start(id: id) { session in
                let answer = await session.respond(id: id, method: "tools/call", params: params)
                if !Task.isCancelled { await session.writer.send(answer) }
            }
        } else if let answer = await answer(message) {
            await writer.send(answer)
        }
    }

    /// The response to one message, or nil for a notification or a client's response.
    func answer(_ message: JSONRPCMessage) async -> JSONValue? {
        switch message {
        case .request(let id, let method, let params):
            return await respond(id: id, method: method, params: params)
        case .notification(let method, let params):
            notified(method, params)
            return nil
        case .response:
            return nil
        case .invalid(let id, let error):
            return JSONRPCMessage.response(id: id, error: error)
        }
    }

    private func respond(id: JSONValue, method: String, params: JSONValue?) async -> JSONValue {
        do throws(MCPError) {
            if method == "initialize" { return JSONRPCMessage.response(id: id, result: try initialize(params)) }
            return JSONRPCMessage.response(id: id, result: try await server.answer(method, params))
        } catch {
            return JSONRPCMessage.response(id: id, error: error)
        }
    }

    private func initialize(_ params: JSONValue?) throws(MCPError) -> JSONValue {
        guard !initialized else { throw .invalidRequest("Server is already initialized") }
        guard case .string(let version)? = try ULinksMCPServer.object(params)["protocolVersion"] else {
            throw .invalidParams("'protocolVersion' must be a string")
        }
        initialized = true
        return server.initializeResult(clientVersion: version)
    }

    private func notified(_ method: String, _ params: JSONValue?) {
        guard method == "notifications/cancelled", let requestID = params?["requestId"],
            let number = ids[requestID]
        else { return }
        tasks[number]?.cancel()
    }

    /// Runs work in a task of its own, noted until it ends.
    private func start(id: JSONValue?, _ work: @escaping @Sendable (MCPSession) async -> Void) {
        let number = nextTask
        nextTask += 1
        tasks[number] = Task {
            await work(self)
            self.ended(number, id: id)
        }
        if let id { ids[id] = number }
        idle.update(idle: false)
    }

    private func ended(_ number: Int, id: JSONValue?) {
        tasks[number] = nil
        if let id, ids[id] == number { ids[id] = nil }
        slotWaiter?.resume()
        slotWaiter = nil
        if tasks.isEmpty { idle.update(idle: true) }
    }

    private func waitForSlot() async {
        while tasks.count >= Self.maxCalls {
            await withCheckedContinuation { slotWaiter = $0 }
        }
    }

    /// Waits until every request read has been answered, or `limit` has passed.
    func drain(within limit: Duration) async {
        await idle.wait(within: limit)
    }
}
