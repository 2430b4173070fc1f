import UniversalLinks

/// The string values of a compiled resource table (`resources.arsc`), looked up by resource ID, as the
/// app's default configuration gives them: enough to read the `asset_statements` string a manifest's
/// `<meta-data android:resource="@string/...">` names (the manifest keeps only the ID).
///
/// Format: `ResTable_header`, the global value string pool, then `ResTable_package` chunks of
/// `ResTable_typeSpec` / `ResTable_type` chunks
/// (https://android.googlesource.com/platform/frameworks/base/+/refs/heads/main/libs/androidfw/include/androidfw/ResourceTypes.h).
/// Every read is bounds-checked; chunk sizes are checked against their parent; the lookup follows at most
/// ``maximumReferences`` references.
struct ResourceTable {
    static let tableType = 0x0002
    static let stringPoolType = 0x0001
    static let packageType = 0x0200
    static let typeType = 0x0201
    static let maximumReferences = 4
    /// Chunks looked at in all (a table of a large app has a few thousand).
    static let maximumChunks = 100_000

    let view: ByteView
    private var pool: BinaryXMLStringPool?
    /// Type chunks by package ID and type ID: offset and header size, the default configuration's first.
    private var types: [UInt32: [(offset: Int, headerSize: Int, size: Int, isDefault: Bool)]] = [:]

    init(_ bytes: [UInt8]) throws(BinaryXMLError) {
        view = ByteView(bytes: bytes)
        guard bytes.count <= BinaryXMLReader.maximumSize else {
            throw BinaryXMLError(
                "the table is \(bytes.count) bytes, over the \(BinaryXMLReader.maximumSize) limit", at: 0)
        }
        guard try view.u16(0) == Self.tableType else { throw BinaryXMLError("not a resource table", at: 0) }
        let headerSize = try view.u16(2)
        let size = Int(try view.u32(4))
        guard headerSize >= 12, size <= bytes.count, headerSize <= size else {
            throw BinaryXMLError("the table header claims \(size) bytes in a \(bytes.count)-byte file", at: 0)
        }
        var chunks = 0
        var offset = headerSize
        while offset < size {
            let (type, header, length) = try chunk(at: offset, within: size, count: &chunks)
            if type == Self.stringPoolType, pool == nil {
                pool = try BinaryXMLStringPool(view, chunk: offset, headerSize: header, size: length)
            } else if type == Self.packageType {
                try readPackage(at: offset, headerSize: header, size: length, count: &chunks)
            }
            offset += length
        }
    }

    /// A chunk's type, header size and size, checked to fit in `end`.
    private func chunk(at offset: Int, within end: Int, count: inout Int) throws(BinaryXMLError) -> (Int, Int, Int) {
        count += 1
        guard count <= Self.maximumChunks else {
            throw BinaryXMLError("more than \(Self.maximumChunks) chunks", at: offset)
        }
        let type = try view.u16(offset)
        let header = try view.u16(offset + 2)
        let size = Int(try view.u32(offset + 4))
        guard header >= 8, size >= header, size <= end - offset else {
            throw BinaryXMLError("a chunk of \(size) bytes (header \(header)) does not fit its parent", at: offset)
        }
        return (type, header, size)
    }

    private mutating func readPackage(at start: Int, headerSize: Int, size: Int, count: inout Int)
        throws(BinaryXMLError)
    {
        let id = try view.u32(start + 8)
        var offset = start + headerSize
        while offset < start + size {
            let (type, header, length) = try chunk(at: offset, within: start + size, count: &count)
            if type == Self.typeType {
                let typeID = UInt32(try view.u8(offset + 8))
                // ResTable_config starts at 20 with its own size; the default configuration is all zeros.
                let configSize = Int(try view.u32(offset + 20))
                let config = try view.slice(offset + 24, max(0, min(configSize, header - 20) - 4))
                let key = id << 8 | typeID
                let entry = (offset: offset, headerSize: header, size: length, isDefault: config.allSatisfy { $0 == 0 })
                if entry.isDefault {
                    types[key, default: []].insert(entry, at: 0)
                } else {
                    types[key, default: []].append(entry)
                }
            }
            offset += length
        }
    }

    /// The string `id` names (following references), from the default configuration when it has one.
    /// Nil when the table has no such entry or it is not a string.
    mutating func string(_ id: UInt32) throws(BinaryXMLError) -> String? {
        var current = id
        for _ in 0...Self.maximumReferences {
            guard let (dataType, data) = try value(current) else { return nil }
            switch dataType {
            case 0x03:
                guard var strings = pool else { return nil }
                pool = nil
                defer { pool = strings }
                return try strings.string(data)
            case 0x01: current = data
            default: return nil
            }
        }
        return nil
    }

    /// The `Res_value` type and data of entry `id`.
    private func value(_ id: UInt32) throws(BinaryXMLError) -> (UInt8, UInt32)? {
        let key = (id >> 24) << 8 | (id >> 16 & 0xFF)
        let index = Int(id & 0xFFFF)
        for chunk in types[key] ?? [] {
            let flags = try view.u8(chunk.offset + 9)
            let entryCount = Int(try view.u32(chunk.offset + 12))
            let entriesStart = Int(try view.u32(chunk.offset + 16))
            let offsets = chunk.offset + chunk.headerSize
            var entryOffset: Int?
            if flags & 0x01 != 0 {
                // Sparse: (entry index, offset / 4) pairs, sorted by index.
                for i in 0..<min(entryCount, (chunk.size - chunk.headerSize) / 4) {
                    if try view.u16(offsets + i * 4) == index {
                        entryOffset = try view.u16(offsets + i * 4 + 2) * 4
                        break
                    }
                }
            } else if index < entryCount {
                if flags & 0x02 != 0 {
                    let raw = try view.u16(offsets + index * 2)
                    entryOffset = raw == 0xFFFF ? nil : raw * 4
                } else {
                    let raw = try view.u32(offsets + index * 4)
                    entryOffset = raw == 0xFFFF_FFFF ? nil : Int(raw)
                }
            }
            guard let entryOffset else { continue }
            let entry = chunk.offset + entriesStart + entryOffset
            guard entry >= chunk.offset, entry < chunk.offset + chunk.size else {
                throw BinaryXMLError("an entry offset points outside its type chunk", at: chunk.offset)
            }
            let entryFlags = try view.u16(entry + 2)
            if entryFlags & 0x0008 != 0 {
                // Compact entry: the value's type is the flags' high byte, its data follows the key.
                return (UInt8(entryFlags >> 8), try view.u32(entry + 4))
            }
            // A complex entry (a style, a plural) is no string.
            guard entryFlags & 0x0001 == 0 else { return nil }
            let entrySize = try view.u16(entry)
            return (try view.u8(entry + entrySize + 3), try view.u32(entry + entrySize + 4))
        }
        return nil
    }
}
