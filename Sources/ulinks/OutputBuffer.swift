#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Standard output as one byte buffer written in large chunks: batch results are appended as
/// bytes (no `String` per line, no write per line).
struct OutputBuffer {
    private(set) var bytes: [UInt8] = []
    private let threshold: Int
    private let fd: Int32

    init(fd: Int32 = 1, threshold: Int = 1 << 18) {
        self.fd = fd
        self.threshold = threshold
        bytes.reserveCapacity(threshold + (1 << 16))
    }

    @inline(__always)
    mutating func append(_ byte: UInt8) { bytes.append(byte) }

    @inline(__always)
    mutating func append(_ part: UnsafeBufferPointer<UInt8>) { bytes.append(contentsOf: part) }

    @inline(__always)
    mutating func append(_ part: [UInt8]) { bytes.append(contentsOf: part) }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends a decimal integer.
    mutating func append(decimal value: Int) {
        if value < 0 {
            bytes.append(UInt8(ascii: "-"))
            append(decimal: -value)
            return
        }
        if value < 10 {
            bytes.append(0x30 + UInt8(value))
            return
        }
        var digits: (UInt64, UInt64, UInt64) = (0, 0, 0)  // 24 bytes: room for any Int
        var count = 0
        var v = value
        withUnsafeMutableBytes(of: &digits) { raw in
            while v > 0 {
                raw[23 - count] = 0x30 + UInt8(v % 10)
                v /= 10
                count += 1
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[(24 - count)...]))
        }
    }

    /// Writes out when the buffer has grown past the threshold.
    @inline(__always)
    mutating func flushIfFull() {
        if bytes.count >= threshold { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return }
            var offset = 0
            while offset < raw.count {
                let n = write(fd, base + offset, raw.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return  // a closed pipe: nothing more can be written
                }
                offset += n
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
