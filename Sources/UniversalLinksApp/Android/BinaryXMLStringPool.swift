import UniversalLinks

/// The string pool chunk (`ResStringPool_header`) of a binary XML document: UTF-8 or UTF-16 strings,
/// decoded when first used, each bounds-checked against the chunk.
struct BinaryXMLStringPool {
    static let maximumStringLength = 65_536

    let view: ByteView
    let count: Int
    let offsetsStart: Int
    let stringsStart: Int
    let end: Int
    let utf8: Bool
    private var cache: [Int: String] = [:]

    init(_ view: ByteView, chunk: Int, headerSize: Int, size: Int) throws(BinaryXMLError) {
        guard headerSize >= 28 else {
            throw BinaryXMLError("string pool header of \(headerSize) bytes (28 expected)", at: chunk)
        }
        self.view = view
        end = chunk + size
        let stringCount = Int(try view.u32(chunk + 8))
        let flags = try view.u32(chunk + 16)
        let start = Int(try view.u32(chunk + 20))
        offsetsStart = chunk + headerSize
        // Each string needs a 4-byte offset inside the chunk: a pool cannot claim more than that.
        let room = (size - headerSize) / 4
        guard stringCount <= room else {
            throw BinaryXMLError(
                "the string pool claims \(stringCount) strings; its \(size)-byte chunk holds at most \(room)", at: chunk
            )
        }
        count = stringCount
        stringsStart = chunk + start
        guard stringCount == 0 || (start >= headerSize && start <= size) else {
            throw BinaryXMLError("the string data starts at \(start), outside the \(size)-byte pool", at: chunk)
        }
        utf8 = flags & 0x100 != 0
    }

    /// String `index`; 0xFFFFFFFF (no string) is "".
    mutating func string(_ index: UInt32) throws(BinaryXMLError) -> String {
        if index == 0xFFFF_FFFF { return "" }
        let i = Int(index)
        guard i < count else {
            throw BinaryXMLError("string index \(i) is out of range (the pool has \(count))", at: offsetsStart)
        }
        if let known = cache[i] { return known }
        let entry = offsetsStart + 4 * i
        let position = stringsStart + Int(try view.u32(entry))
        // Reported at its offset entry: the position itself may lie anywhere.
        guard position < end else { throw BinaryXMLError("string \(i) starts past the end of its pool", at: entry) }
        let text = utf8 ? try utf8String(at: position, index: i) : try utf16String(at: position, index: i)
        cache[i] = text
        return text
    }

    private func utf8String(at position: Int, index: Int) throws(BinaryXMLError) -> String {
        var p = position
        // UTF-16 length first (unused), then the UTF-8 byte length; each 1 byte, or 2 when the high bit is set.
        _ = try length8(&p)
        let length = try length8(&p)
        try bound(length, index: index, at: position)
        guard p + length <= end else {
            throw BinaryXMLError("string \(index) runs past the end of its pool", at: position)
        }
        return String(decoding: try view.slice(p, length), as: UTF8.self)
    }

    private func utf16String(at position: Int, index: Int) throws(BinaryXMLError) -> String {
        var p = position
        var length = try view.u16(p)
        p += 2
        if length & 0x8000 != 0 {
            length = (length & 0x7FFF) << 16 | (try view.u16(p))
            p += 2
        }
        try bound(length, index: index, at: position)
        guard p + 2 * length <= end else {
            throw BinaryXMLError("string \(index) runs past the end of its pool", at: position)
        }
        var units: [UInt16] = []
        units.reserveCapacity(length)
        for k in 0..<length { units.append(UInt16(try view.u16(p + 2 * k))) }
        return String(decoding: units, as: UTF16.self)
    }

    private func length8(_ p: inout Int) throws(BinaryXMLError) -> Int {
        let first = Int(try view.u8(p))
        p += 1
        guard first & 0x80 != 0 else { return first }
        let second = Int(try view.u8(p))
        p += 1
        return (first & 0x7F) << 8 | second
    }

    private func bound(_ length: Int, index: Int, at position: Int) throws(BinaryXMLError) {
        guard length <= Self.maximumStringLength else {
            throw BinaryXMLError(
                "string \(index) is \(length) long, over the \(Self.maximumStringLength) limit", at: position)
        }
    }
}
