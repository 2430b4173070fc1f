/// The bytes of a document with a table of line starts, to turn byte offsets into line and column.
public struct SourceText: Sendable, Hashable {
    public let bytes: [UInt8]
    /// Byte offset of the first byte of each line.
    public let lineStarts: [Int]

    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
        self.lineStarts = Self.lineStarts(of: bytes)
    }

    /// Offsets just past each line feed, eight bytes at a time (every document is read this way).
    private static func lineStarts(of bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBytes { raw in
            let ones: UInt64 = 0x0101_0101_0101_0101
            let high: UInt64 = 0x8080_8080_8080_8080
            let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
            // Exact per-byte mask of line feeds: high bit set in each byte equal to 0x0A.
            func newlines(_ word: UInt64) -> UInt64 {
                let x = word ^ (ones &* 0x0A)
                return ~(((x & low) &+ low) | x) & high
            }
            let words = raw.count / 8
            var count = 1
            for w in 0..<words {
                count +=
                    newlines(raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self).littleEndian).nonzeroBitCount
            }
            for i in (words * 8)..<raw.count where raw[i] == 0x0A { count += 1 }
            var starts: [Int] = []
            starts.reserveCapacity(count)
            starts.append(0)
            for w in 0..<words {
                var mask = newlines(raw.loadUnaligned(fromByteOffset: w * 8, as: UInt64.self).littleEndian)
                while mask != 0 {
                    starts.append(w * 8 + mask.trailingZeroBitCount / 8 + 1)
                    mask &= mask &- 1
                }
            }
            for i in (words * 8)..<raw.count where raw[i] == 0x0A { starts.append(i + 1) }
            return starts
        }
    }

    public init(_ string: String) { self.init(Array(string.utf8)) }

    /// 0-based index of the line holding `offset`.
    func lineIndex(of offset: Int) -> Int {
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// Line and column (in Unicode scalars, 1-based) of a byte offset.
    public func location(of offset: Int) -> SourceLocation {
        let offset = max(0, min(offset, bytes.count))
        let line = lineIndex(of: offset)
        var column = 1
        var i = lineStarts[line]
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return SourceLocation(line: line + 1, column: column, offset: offset)
    }

    /// The locations of many offsets at once, in the order given: offsets are visited in ascending
    /// order and each column is counted on from the previous one on the same line, so that many
    /// findings on one long (minified) line cost the line once, not once per finding.
    public func locations(of offsets: [Int]) -> [SourceLocation] {
        var result = [SourceLocation](repeating: SourceLocation(line: 1, column: 1, offset: 0), count: offsets.count)
        let order = offsets.indices.sorted { offsets[$0] < offsets[$1] }
        var line = -1
        var at = 0
        var column = 1
        for k in order {
            let offset = max(0, min(offsets[k], bytes.count))
            let l = lineIndex(of: offset)
            if l != line {
                line = l
                at = lineStarts[l]
                column = 1
            }
            while at < offset {
                if bytes[at] & 0xC0 != 0x80 { column += 1 }
                at += 1
            }
            result[k] = SourceLocation(line: line + 1, column: column, offset: offset)
        }
        return result
    }

    /// The text of a 1-based line, without its line break.
    public func line(_ number: Int) -> String {
        guard number >= 1, number <= lineStarts.count else { return "" }
        let start = lineStarts[number - 1]
        var end = number < lineStarts.count ? lineStarts[number] - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }
}
