#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Writing bytes to a file descriptor whole, as the CLI's output, `match --urls`'s buffer and the MCP
/// server's answers do (without `FileHandle`, which lives in the full Foundation on Linux: Docs/Size.md).
package enum FileDescriptorOutput {
    /// Writes `count` bytes from `start` to `fd`, retrying a write a signal interrupts (`EINTR`) and
    /// waiting (poll, up to a second at a time) while a non-blocking descriptor is full (`EAGAIN`).
    /// Returns false when the rest cannot be written (a closed pipe, a descriptor that is gone): what
    /// was written stays written, and the caller decides whether to go on.
    @discardableResult
    package static func writeAll(_ start: UnsafeRawPointer?, count: Int, to fd: Int32) -> Bool {
        guard let start else { return count == 0 }
        var offset = 0
        while offset < count {
            let written = write(fd, start + offset, count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, 1000)
            } else {
                return false
            }
        }
        return true
    }

    /// ``writeAll(_:count:to:)`` of `bytes`.
    @discardableResult
    package static func writeAll(_ bytes: [UInt8], to fd: Int32) -> Bool {
        bytes.withUnsafeBytes { writeAll($0.baseAddress, count: $0.count, to: fd) }
    }
}
