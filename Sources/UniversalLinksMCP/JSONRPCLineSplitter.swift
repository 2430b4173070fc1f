/// Splits the bytes of the stdio transport into messages: one JSON-RPC message per line, delimited by
/// `\n`, with no newline inside a message (https://modelcontextprotocol.io/specification/2025-11-25/basic/transports#stdio).
/// A `\r` before the `\n` is dropped and blank lines are skipped (a hand-typed or CRLF client still works).
///
/// Bounded: a line longer than `maxLineBytes` is never held whole. Its first `maxLineBytes` bytes are
/// the most kept; the rest is skipped up to the next newline and the line reported once as
/// ``Event/tooLong(limit:)``, so a client that never sends a newline cannot make the server grow without end.
public struct JSONRPCLineSplitter: Sendable {
    public enum Event: Hashable, Sendable {
        /// One line's bytes (without the newline).
        case message([UInt8])
        /// A line longer than `limit` bytes, skipped.
        case tooLong(limit: Int)
    }

    public let maxLineBytes: Int
    private var line: [UInt8] = []
    /// Skipping the rest of a line already reported as too long.
    private var skipping = false

    public init(maxLineBytes: Int) { self.maxLineBytes = max(maxLineBytes, 1) }

    /// The events the bytes complete (a line's end may come in a later chunk).
    public mutating func feed(_ bytes: some Collection<UInt8>) -> [Event] {
        var events: [Event] = []
        var rest = bytes[...]
        while !rest.isEmpty {
            let newline = rest.firstIndex(of: 0x0A)
            let piece = rest[..<(newline ?? rest.endIndex)]
            if !skipping {
                if line.count + piece.count > maxLineBytes {
                    line = []
                    skipping = true
                    events.append(.tooLong(limit: maxLineBytes))
                } else {
                    line.append(contentsOf: piece)
                }
            }
            guard let newline else { break }
            if !skipping, let event = take() { events.append(event) }
            skipping = false
            rest = rest[rest.index(after: newline)...]
        }
        return events
    }

    /// At the end of the input: the last line if it had no newline.
    public mutating func finish() -> Event? {
        defer { skipping = false }
        return skipping ? nil : take()
    }

    private mutating func take() -> Event? {
        defer { line = [] }
        if line.last == 0x0D { line.removeLast() }
        guard line.contains(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) else { return nil }
        return .message(line)
    }
}
