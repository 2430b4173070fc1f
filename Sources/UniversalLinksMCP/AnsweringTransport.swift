import Foundation
import Logging
import MCP

/// The stdio transport, except that the end of the input does not drop a request in progress. The
/// SDK's server handles each request in a task of its own and stops reading at the end of the input;
/// stopping then would leave `printf REQUEST | ulinks mcp` without an answer. This transport notes
/// the id of each request read until its answer is sent, and ``drain(within:)`` waits for the last.
actor AnsweringTransport: Transport {
    private let base: StdioTransport
    nonisolated let logger: Logger
    /// Ids (as JSON text) of requests read and not answered yet.
    private var unanswered: Set<String> = []

    init(_ base: StdioTransport = StdioTransport()) {
        self.base = base
        self.logger = base.logger
    }

    func connect() async throws { try await base.connect() }

    func disconnect() async { await base.disconnect() }

    func send(_ data: Data) async throws {
        // Answered once written, or when the write fails (a client that left cannot be waited for).
        defer {
            for message in Self.messages(data) where message["method"] == nil {
                if let id = Self.id(message) { unanswered.remove(id) }
            }
        }
        try await base.send(data)
    }

    func receive() -> AsyncThrowingStream<Data, any Error> {
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        let task = Task {
            do {
                for try await data in await base.receive() {
                    noteRequests(data)
                    continuation.yield(data)
                }
                continuation.finish()
            } catch {
                continuation.finish(throwing: error)
            }
        }
        continuation.onTermination = { _ in task.cancel() }
        return stream
    }

    /// Waits until every request read has been answered, or `limit` has passed.
    func drain(within limit: Duration) async {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while !unanswered.isEmpty, clock.now < deadline {
            try? await Task.sleep(for: .milliseconds(20))
        }
    }

    private func noteRequests(_ data: Data) {
        for message in Self.messages(data) where message["method"] != nil {
            if let id = Self.id(message) { unanswered.insert(id) }
        }
    }

    /// The JSON-RPC messages of a line: one object, or a batch (an array of objects).
    private static func messages(_ data: Data) -> [[String: Any]] {
        let value = try? JSONSerialization.jsonObject(with: data)
        if let object = value as? [String: Any] { return [object] }
        return (value as? [Any])?.compactMap { $0 as? [String: Any] } ?? []
    }

    private static func id(_ message: [String: Any]) -> String? {
        guard let id = message["id"], !(id is NSNull) else { return nil }
        return "\(id)"
    }
}
