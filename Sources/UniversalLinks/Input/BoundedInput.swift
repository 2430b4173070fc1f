#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reads a whole file (or standard input) into memory, but never more than `limit` bytes.
///
/// Every command that reads a file goes through this one reader, so that an endless input
/// (`/dev/zero`, `yes |`) or a file of gigabytes ends quickly with ``InputError/Kind/tooLarge(seen:limit:complete:)`` instead of
/// filling memory. A regular file larger than the limit is refused from its size, without reading it.
public struct BoundedInput: Sendable {
    /// 16 MiB: far above anything Apple reads (131,072 bytes), far below what hurts.
    public static let defaultLimit = 16 << 20

    public var limit: Int

    public init(limit: Int = BoundedInput.defaultLimit) {
        self.limit = max(0, limit)
    }

    /// Reads `path`; `"-"` reads standard input.
    public func read(path: String) throws(InputError) -> [UInt8] {
        if path == "-" { return try read(fileDescriptor: 0, name: "<stdin>") }
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            let error = errno
            throw InputError(
                .unreadable, path: path,
                message: error == ENOENT ? "no such file" : "cannot be read (\(Self.describe(error)))")
        }
        defer { close(fd) }
        return try read(fileDescriptor: fd, name: path)
    }

    /// Reads an open descriptor to its end (it is not closed).
    public func read(fileDescriptor fd: Int32, name: String) throws(InputError) -> [UInt8] {
        var info = stat()
        if fstat(fd, &info) == 0 {
            let type = info.st_mode & S_IFMT
            if type == S_IFDIR { throw InputError(.unreadable, path: name, message: "is a directory") }
            // A regular file says its size: refuse it without reading.
            if type == S_IFREG, Int(info.st_size) > limit {
                throw InputError(.tooLarge(seen: Int(info.st_size), limit: limit, complete: true), path: name)
            }
        }
        var bytes: [UInt8] = []
        let chunk = 1 << 16
        let scratch = UnsafeMutableRawPointer.allocate(byteCount: chunk, alignment: 1)
        defer { scratch.deallocate() }
        while true {
            // One byte past the limit tells "exactly at the limit" from "over it" (`limit + 1` would
            // overflow at Int.max).
            let remaining = limit - bytes.count
            let want = remaining >= chunk ? chunk : remaining + 1
            var count = 0
            var failure: Int32 = 0
            repeat {
                count = Glue.read(fd, scratch, want)
                failure = count < 0 ? errno : 0
            } while count < 0 && failure == EINTR
            guard count >= 0 else {
                throw InputError(.unreadable, path: name, message: "cannot be read (\(Self.describe(failure)))")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: UnsafeRawBufferPointer(start: scratch, count: count))
            if bytes.count > limit {
                throw InputError(.tooLarge(seen: bytes.count, limit: limit, complete: false), path: name)
            }
        }
    }

    static func describe(_ error: Int32) -> String {
        switch error {
        case EACCES, EPERM: "permission denied"
        case EISDIR: "is a directory"
        case ENOENT: "no such file"
        default: String(cString: strerror(error))
        }
    }
}

/// The C functions whose names the reader's own methods shadow.
private enum Glue {
    static func read(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
        #if canImport(Darwin)
            Darwin.read(fd, buffer, count)
        #elseif canImport(Glibc)
            Glibc.read(fd, buffer, count)
        #else
            Musl.read(fd, buffer, count)
        #endif
    }
}
