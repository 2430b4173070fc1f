import Dispatch
import UniversalLinks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Standard input and output as the MCP stdio transport: lines in, lines out.
enum StdioChannel {
    /// The lines of standard input, read on a thread of their own (a blocking `read` must not hold one of
    /// the few threads Swift concurrency runs tasks on). At most `pending` lines wait unread: the reader
    /// stops reading until the server takes one, so a client that writes faster than the server answers
    /// is held back by the pipe instead of filling memory. The stream ends at the end of the input or on
    /// a read error. The consumer calls the returned `taken` after each event.
    static func lines(fd: Int32 = 0, maxLineBytes: Int, pending: Int = 16) -> (
        events: AsyncStream<JSONRPCLineSplitter.Event>, taken: @Sendable () -> Void
    ) {
        let (stream, continuation) = AsyncStream<JSONRPCLineSplitter.Event>.makeStream()
        let room = DispatchSemaphore(value: pending)
        DispatchQueue(label: "ulinks.mcp.stdin").async {
            var splitter = JSONRPCLineSplitter(maxLineBytes: maxLineBytes)
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            func deliver(_ event: JSONRPCLineSplitter.Event) {
                room.wait()
                continuation.yield(event)
            }
            while true {
                let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
                if count > 0 {
                    splitter.feed(buffer[..<count]).forEach(deliver)
                } else if count == 0 {
                    break
                } else if errno == EINTR {
                    continue
                } else if errno == EAGAIN || errno == EWOULDBLOCK {
                    // An input left non-blocking by the parent: wait until it is readable.
                    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&descriptor, 1, -1)
                } else {
                    break
                }
            }
            if let last = splitter.finish() { deliver(last) }
            continuation.finish()
        }
        return (stream, { room.signal() })
    }

    /// Writes each message as one line on standard output, one at a time (lines never interleave).
    /// A client that went away is not a crash: SIGPIPE is ignored by the server and a failed write ends
    /// the writing quietly.
    actor Writer {
        private let fd: Int32
        private var broken = false

        init(fd: Int32 = 1) { self.fd = fd }

        func send(_ message: JSONValue) {
            guard !broken else { return }
            var bytes = message.encoded()
            bytes.append(0x0A)
            if !FileDescriptorOutput.writeAll(bytes, to: fd) { broken = true }
        }
    }
}
