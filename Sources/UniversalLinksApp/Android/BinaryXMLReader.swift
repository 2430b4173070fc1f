import UniversalLinks

/// Reads Android's binary XML (a compiled `AndroidManifest.xml`): the chunk stream of string pool,
/// resource map, namespace and element chunks, with typed attribute values.
///
/// Untrusted input: every offset and length is checked, chunks must move forward (a zero or lying size is
/// an error, not a loop), nesting, element count and string lengths are bounded, and a document that ends
/// inside an element is reported as truncated.
public struct BinaryXMLReader: Sendable {
    public static let maximumSize = 8 << 20
    public static let maximumDepth = BinaryXMLElement.maximumDepth
    public static let maximumElements = BinaryXMLElement.maximumElements

    public init() {}

    /// The document's root element.
    public func read(_ bytes: [UInt8]) throws(BinaryXMLError) -> BinaryXMLElement {
        MessageTables.register(.app)
        guard bytes.count <= Self.maximumSize else {
            throw BinaryXMLError("the document is \(bytes.count) bytes, over the \(Self.maximumSize) limit", at: 0)
        }
        let view = ByteView(bytes: bytes)
        guard bytes.count >= 8, try view.u16(0) == 0x0003 else {
            throw BinaryXMLError(
                "not a binary XML document (no RES_XML_TYPE chunk header); a text manifest is not compiled", at: 0)
        }
        let headerSize = try view.u16(2)
        let total = Int(try view.u32(4))
        guard headerSize >= 8, total >= headerSize else {
            throw BinaryXMLError("document header of \(headerSize) bytes for \(total) in all", at: 0)
        }
        guard total <= bytes.count else {
            throw BinaryXMLError(
                "the document says it is \(total) bytes but only \(bytes.count) are there (truncated)", at: 4)
        }
        var state = State(view: view)
        var offset = headerSize
        while offset + 8 <= total {
            let type = try view.u16(offset)
            let size = Int(try view.u32(offset + 4))
            let chunkHeader = try view.u16(offset + 2)
            guard chunkHeader >= 8, size >= chunkHeader, size <= total - offset else {
                throw BinaryXMLError(
                    "chunk 0x\(String(type, radix: 16)) has header \(chunkHeader) and size \(size), outside the document",
                    at: offset)
            }
            try state.chunk(type: type, at: offset, headerSize: chunkHeader, size: size)
            offset += size  // size >= 8: always moves forward
        }
        if let open = state.stack.last {
            throw BinaryXMLError("the document ends inside <\(open.name)> (truncated)", at: total)
        }
        guard let root = state.root else { throw BinaryXMLError("the document has no element", at: total) }
        return root
    }

    struct State {
        let view: ByteView
        var pool: BinaryXMLStringPool?
        var resourceMap: [UInt32] = []
        var stack: [BinaryXMLElement] = []
        var root: BinaryXMLElement?
        var elements = 0

        mutating func chunk(type: Int, at offset: Int, headerSize: Int, size: Int) throws(BinaryXMLError) {
            switch type {
            case 0x0001:
                guard pool == nil else { throw BinaryXMLError("a second string pool", at: offset) }
                pool = try BinaryXMLStringPool(view, chunk: offset, headerSize: headerSize, size: size)
            case 0x0180:
                let count = (size - headerSize) / 4
                resourceMap = []
                resourceMap.reserveCapacity(count)
                for i in 0..<count { resourceMap.append(try view.u32(offset + headerSize + 4 * i)) }
            case 0x0102:
                try startElement(at: offset, headerSize: headerSize, size: size)
            case 0x0103:
                guard let element = stack.popLast() else {
                    throw BinaryXMLError("an end tag without a start tag", at: offset)
                }
                let name = try string(try view.u32(offset + headerSize + 4), at: offset)
                guard name == element.name else {
                    throw BinaryXMLError("</\(name)> closes <\(element.name)>", at: offset)
                }
                if stack.isEmpty {
                    guard root == nil else { throw BinaryXMLError("a second root element <\(name)>", at: offset) }
                    root = element
                } else {
                    stack[stack.count - 1].children.append(element)
                }
            default:
                break  // namespaces, CDATA and unknown chunks carry nothing needed here (Android skips them too)
            }
        }

        mutating func startElement(at offset: Int, headerSize: Int, size: Int) throws(BinaryXMLError) {
            elements += 1
            guard elements <= BinaryXMLReader.maximumElements else {
                throw BinaryXMLError("more than \(BinaryXMLReader.maximumElements) elements", at: offset)
            }
            guard stack.count < BinaryXMLReader.maximumDepth else {
                throw BinaryXMLError("elements nested deeper than \(BinaryXMLReader.maximumDepth)", at: offset)
            }
            guard root == nil else { throw BinaryXMLError("an element after the root element", at: offset) }
            let ext = offset + headerSize
            let end = offset + size
            guard ext + 20 <= end else { throw BinaryXMLError("start element chunk too short", at: offset) }
            let name = try string(try view.u32(ext + 4), at: offset)
            let attributeStart = try view.u16(ext + 8)
            let attributeSize = try view.u16(ext + 10)
            let attributeCount = try view.u16(ext + 12)
            guard attributeCount == 0 || attributeSize >= 20 else {
                throw BinaryXMLError("attributes of \(attributeSize) bytes (20 expected)", at: ext + 10)
            }
            let first = ext + attributeStart
            guard attributeCount == 0 || first + attributeCount * attributeSize <= end else {
                throw BinaryXMLError("\(attributeCount) attributes run past the end of <\(name)>'s chunk", at: ext + 12)
            }
            var attributes: [BinaryXMLElement.Attribute] = []
            for i in 0..<attributeCount {
                attributes.append(try attribute(at: first + i * attributeSize))
            }
            stack.append(BinaryXMLElement(name: name, attributes: attributes, children: []))
        }

        mutating func attribute(at a: Int) throws(BinaryXMLError) -> BinaryXMLElement.Attribute {
            let namespace = try string(try view.u32(a), at: a)
            let nameIndex = try view.u32(a + 4)
            let raw = try view.u32(a + 8)
            let dataType = try view.u8(a + 15)
            let data = try view.u32(a + 16)
            let resourceID =
                nameIndex != 0xFFFF_FFFF && Int(nameIndex) < resourceMap.count ? resourceMap[Int(nameIndex)] : nil
            var name = try string(nameIndex, at: a + 4)
            if name.isEmpty, let resourceID, let known = AndroidManifest.attributeNames[resourceID] { name = known }
            let value: BinaryXMLElement.Value
            switch dataType {
            case 0x03: value = .string(try string(data, at: a + 16))
            case 0x12: value = .boolean(data != 0)
            case 0x10, 0x11: value = .integer(Int32(bitPattern: data))
            case 0x01: value = .reference(data)
            case 0x00 where raw != 0xFFFF_FFFF: value = .string(try string(raw, at: a + 8))
            default:
                value = raw != 0xFFFF_FFFF ? .string(try string(raw, at: a + 8)) : .other(type: dataType, data: data)
            }
            return BinaryXMLElement.Attribute(namespace: namespace, name: name, resourceID: resourceID, value: value)
        }

        mutating func string(_ index: UInt32, at offset: Int) throws(BinaryXMLError) -> String {
            if index == 0xFFFF_FFFF { return "" }
            guard var current = pool else {
                throw BinaryXMLError("a string reference before the string pool", at: offset)
            }
            // Take the pool out while it caches, so the cache is not copied on write.
            pool = nil
            defer { pool = current }
            return try current.string(index)
        }
    }
}
