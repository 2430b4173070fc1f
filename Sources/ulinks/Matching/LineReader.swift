import UniversalLinks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a file or standard input line by line in constant memory: one buffer, lines handed out
/// in place. A line longer than ``maximumLine`` is reported as such and skipped without being
/// kept. Calls `beforeRead` before each read that may block, so that output written so far can be
/// flushed (standard input then streams: a result appears as soon as its URL arrives).
struct LineReader {
    /// The longest line kept (1 MiB): longer is not a URL anyone serves.
    static let maximumLine = 1 << 20

    enum Line {
        /// The line without its end (`\n` or `\r\n`).
        case text(UnsafeBufferPointer<UInt8>)
        /// Longer than ``maximumLine``: `prefix` is its start.
        case tooLong(prefix: UnsafeBufferPointer<UInt8>)
    }

    /// Opens `path` ("-": standard input) and reads every line; the descriptor is closed at the end.
    static func forEachLine(
        _ path: String, beforeRead: () -> Void = {}, _ body: (_ number: Int, Line) -> Void
    ) throws {
        let fd: Int32 = path == "-" ? 0 : open(path, O_RDONLY)
        guard fd >= 0 else {
            let error = errno
            let reason: Message =
                error == ENOENT ? "no such file" : "cannot be read (\(String(cString: strerror(error))))"
            throw CLIError("\(path): \(reason)", code: "unreadable-file")
        }
        defer { if fd != 0 { close(fd) } }
        let chunk = 1 << 20
        let capacity = maximumLine + chunk
        let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity)
        defer { buffer.deallocate() }
        var start = 0  // first byte of the current line
        var end = 0  // end of the bytes read
        var number = 0
        var skipping = false  // inside a line already reported as too long
        while true {
            beforeRead()
            let count = readSome(fd, buffer + end, min(chunk, capacity - end))
            guard count >= 0 else {
                throw CLIError(
                    "\(CLI.displayName(path)): \(Message("cannot be read")) (\(String(cString: strerror(errno))))")
            }
            var scan = end
            end += count
            if count == 0 {
                // The last line, without a newline.
                if start < end, !skipping {
                    number += 1
                    body(number, .text(UnsafeBufferPointer(start: buffer + start, count: end - start)))
                }
                return
            }
            while scan < end, let hit = memchr(buffer + scan, 0x0A, end - scan) {
                let newline = buffer.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                if skipping {
                    skipping = false
                } else if newline - start > maximumLine {
                    number += 1
                    body(number, .tooLong(prefix: UnsafeBufferPointer(start: buffer + start, count: 1000)))
                } else {
                    var stop = newline
                    if stop > start, buffer[stop - 1] == 0x0D { stop -= 1 }
                    number += 1
                    body(number, .text(UnsafeBufferPointer(start: buffer + start, count: stop - start)))
                }
                start = newline + 1
                scan = start
            }
            if skipping {
                start = end
            } else if end - start > maximumLine {
                number += 1
                body(
                    number, .tooLong(prefix: UnsafeBufferPointer(start: buffer + start, count: min(end - start, 1000))))
                skipping = true
                start = end
            }
            // Keep the partial line at the front of the buffer.
            if start > 0 {
                if end > start { memmove(buffer, buffer + start, end - start) }
                end -= start
                start = 0
            }
        }
    }

    private static func readSome(_ fd: Int32, _ into: UnsafeMutablePointer<UInt8>, _ count: Int) -> Int {
        while true {
            let n = read(fd, into, count)
            if n >= 0 || errno != EINTR { return n }
        }
    }
}
