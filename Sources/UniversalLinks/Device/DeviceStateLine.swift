/// One line of a device-state input as bytes, without its line end and the spaces and tabs around it.
/// The readers look at bytes and make strings of the short parts they keep, so that a 10 MB input (or
/// one line of megabytes) is read in a few passes over its bytes.
struct DeviceStateLine {
    let number: Int
    let bytes: ArraySlice<UInt8>

    /// The input's lines (`\n`, `\r\n`, or `\r` alone ends a line).
    static func split(_ input: [UInt8]) -> [DeviceStateLine] {
        // Line ends found on the raw buffer: one cheap pass even in a debug build.
        var ends: [(start: Int, end: Int)] = []
        input.withUnsafeBufferPointer { buffer in
            var start = 0
            var i = 0
            while i < buffer.count {
                let byte = buffer[i]
                if byte == 0x0A || byte == 0x0D {
                    ends.append((start, i))
                    if byte == 0x0D, i + 1 < buffer.count, buffer[i + 1] == 0x0A { i += 1 }
                    start = i + 1
                }
                i += 1
            }
            ends.append((start, buffer.count))
        }
        return ends.enumerated().map {
            DeviceStateLine(number: $0.offset + 1, raw: input[$0.element.start..<$0.element.end])
        }
    }

    init(number: Int, raw: ArraySlice<UInt8>) {
        self.number = number
        var bytes = raw
        while let first = bytes.first, first == 0x20 || first == 0x09 { bytes = bytes.dropFirst() }
        while let last = bytes.last, last == 0x20 || last == 0x09 { bytes = bytes.dropLast() }
        self.bytes = bytes
    }

    var isEmpty: Bool { bytes.isEmpty }
    /// The line as text (invalid UTF-8 replaced); for the short lines that are kept.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    func starts(with prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }
    func ends(with suffix: String) -> Bool {
        bytes.count >= suffix.utf8.count && bytes.suffix(suffix.utf8.count).elementsEqual(suffix.utf8)
    }
    func equals(_ other: String) -> Bool { bytes.elementsEqual(other.utf8) }
    func contains(byte: UInt8) -> Bool { index(of: byte) != nil }

    /// Whether `needle` (ASCII) occurs in the line.
    func contains(_ needle: String) -> Bool {
        let pattern = Array(needle.utf8)
        guard let first = pattern.first, bytes.count >= pattern.count else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            var i = 0
            while i <= buffer.count - pattern.count {
                if buffer[i] == first {
                    var k = 1
                    while k < pattern.count, buffer[i + k] == pattern[k] { k += 1 }
                    if k == pattern.count { return true }
                }
                i += 1
            }
            return false
        }
    }

    /// The index (in ``bytes``) of the first or last `byte`.
    func index(of byte: UInt8, last: Bool = false) -> Int? {
        let base = bytes.startIndex
        return bytes.withUnsafeBufferPointer { buffer in
            var i = last ? buffer.count - 1 : 0
            while i >= 0, i < buffer.count {
                if buffer[i] == byte { return base + i }
                i += last ? -1 : 1
            }
            return nil
        }
    }

    /// `KEY: VALUE` split at the first (or last) colon, both sides trimmed; nil without a colon.
    func keyValue(lastColon: Bool = false) -> (key: String, value: String)? {
        guard let colon = index(of: 0x3A, last: lastColon) else { return nil }
        let key = DeviceStateLine(number: number, raw: bytes[..<colon])
        let value = DeviceStateLine(number: number, raw: bytes[(colon + 1)...])
        return (key.text, value.text)
    }

    /// The beginning of the line, for reporting: at most `characters` characters, `…` when cut.
    func excerpt(_ characters: Int) -> String {
        let head = String(decoding: bytes.prefix(characters * 4), as: UTF8.self)
        let short = String(head.prefix(characters))
        return short.utf8.count < bytes.count ? short + "…" : short
    }
}
