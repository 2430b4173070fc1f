import UniversalLinks

/// Little-endian reads from untrusted bytes: every read is checked and throws with its offset.
struct ByteView: Sendable {
    let bytes: [UInt8]

    func u8(_ offset: Int) throws(BinaryXMLError) -> UInt8 {
        guard offset >= 0, offset < bytes.count else { throw BinaryXMLError("unexpected end of data", at: offset) }
        return bytes[offset]
    }

    func u16(_ offset: Int) throws(BinaryXMLError) -> Int {
        guard offset >= 0, offset <= bytes.count - 2 else { throw BinaryXMLError("unexpected end of data", at: offset) }
        return Int(bytes[offset]) | Int(bytes[offset + 1]) << 8
    }

    func u32(_ offset: Int) throws(BinaryXMLError) -> UInt32 {
        guard offset >= 0, offset <= bytes.count - 4 else { throw BinaryXMLError("unexpected end of data", at: offset) }
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16
            | UInt32(bytes[offset + 3]) << 24
    }

    func u64(_ offset: Int) throws(BinaryXMLError) -> UInt64 {
        UInt64(try u32(offset)) | UInt64(try u32(offset + 4)) << 32
    }

    /// `count` bytes from `offset`, checked.
    func slice(_ offset: Int, _ count: Int) throws(BinaryXMLError) -> ArraySlice<UInt8> {
        guard offset >= 0, count >= 0, offset <= bytes.count, count <= bytes.count - offset else {
            throw BinaryXMLError("a length of \(count) bytes runs past the end of the data", at: offset)
        }
        return bytes[offset..<(offset + count)]
    }
}
