import UniversalLinks

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(Musl)
    import Musl
#endif

/// Standard output as one byte buffer written in large chunks: batch results are appended as
/// bytes (no `String` per line, no write per line). A class over raw memory: appending is a copy
/// into place, with no array uniqueness or capacity bookkeeping per piece.
final class OutputBuffer {
    private var storage: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    private(set) var count = 0
    private let threshold: Int
    private let fd: Int32

    init(fd: Int32 = 1, threshold: Int = 1 << 18) {
        self.fd = fd
        self.threshold = threshold
        capacity = 2 * threshold
        storage = .allocate(capacity: capacity)
    }

    deinit { storage.deallocate() }

    /// The bytes written so far and not yet flushed.
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    @inline(__always)
    private func reserve(_ n: Int) {
        if count + n > capacity { grow(n) }
    }

    private func grow(_ n: Int) {
        let newCapacity = max(2 * capacity, count + n)
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    @inline(__always)
    func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    @inline(__always)
    func append(_ part: UnsafeBufferPointer<UInt8>) {
        guard let base = part.baseAddress, part.count > 0 else { return }
        reserve(part.count)
        (storage + count).update(from: base, count: part.count)
        count += part.count
    }

    @inline(__always)
    func append(_ part: [UInt8]) { part.withUnsafeBufferPointer { append($0) } }

    /// Appends bytes `range` of `store`, a buffer used to keep rendered pieces (never flushed).
    @inline(__always)
    func append(_ store: OutputBuffer, _ range: Range<Int>) {
        append(UnsafeBufferPointer(start: store.storage + range.lowerBound, count: range.count))
    }

    /// Lets `body` write at most `maximum` bytes in place; it returns how many it wrote.
    @inline(__always)
    func append(atMost maximum: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Int) {
        reserve(maximum)
        count += body(storage + count)
    }

    /// A literal, straight from the binary's constant data.
    @inline(__always)
    func literal(_ text: StaticString) {
        append(UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    func append(_ text: String) {
        if text.utf8.withContiguousStorageIfAvailable({ append($0) }) == nil {
            var copy = text
            copy.withUTF8 { append($0) }
        }
    }

    /// Appends a decimal integer.
    func append(decimal value: Int) {
        if value < 0 {
            append(UInt8(ascii: "-"))
            append(decimal: 0 &- value)
            return
        }
        if value < 10 {
            append(0x30 + UInt8(value))
            return
        }
        var digits = 0
        var v = value
        while v > 0 {
            digits += 1
            v /= 10
        }
        reserve(digits)
        v = value
        for k in stride(from: digits - 1, through: 0, by: -1) {
            storage[count + k] = 0x30 + UInt8(v % 10)
            v /= 10
        }
        count += digits
    }

    /// Writes out when the buffer has grown past the threshold.
    @inline(__always)
    func flushIfFull() {
        if count >= threshold { flush() }
    }

    func flush() {
        // A closed pipe: nothing more can be written, and the rest is dropped.
        FileDescriptorOutput.writeAll(storage, count: count, to: fd)
        count = 0
    }
}
