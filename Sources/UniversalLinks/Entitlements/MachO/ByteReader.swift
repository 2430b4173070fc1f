/// Bounds-checked integer reads.
struct ByteReader {
    let bytes: [UInt8]
    var count: Int { bytes.count }

    func u32(at offset: Int, bigEndian: Bool) -> UInt32? {
        guard offset >= 0, offset <= bytes.count - 4 else { return nil }
        let b = bytes[offset..<(offset + 4)].map(UInt32.init)
        return bigEndian ? b[0] << 24 | b[1] << 16 | b[2] << 8 | b[3] : b[3] << 24 | b[2] << 16 | b[1] << 8 | b[0]
    }

    func u64(at offset: Int, bigEndian: Bool) -> UInt64? {
        guard let a = u32(at: offset, bigEndian: bigEndian), let b = u32(at: offset + 4, bigEndian: bigEndian) else {
            return nil
        }
        return bigEndian ? UInt64(a) << 32 | UInt64(b) : UInt64(b) << 32 | UInt64(a)
    }

    func cString(at offset: Int) -> String? {
        guard offset >= 0, offset < bytes.count else { return nil }
        let end = bytes[offset...].firstIndex(of: 0) ?? bytes.count
        return String(decoding: bytes[offset..<end], as: UTF8.self)
    }
}
