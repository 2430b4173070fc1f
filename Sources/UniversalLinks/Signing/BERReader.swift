/// A small, dependency-free BER reader (a superset of DER): definite and indefinite lengths,
/// multi-byte tags. It never traps on bad input: every read is bounds-checked and nesting is capped,
/// so a hostile file cannot exhaust the stack.
struct BERReader: Sendable {
    let bytes: [UInt8]
    /// Deep enough for any real CMS file (about 12 levels), shallow enough for the stack.
    static let maximumDepth = 64

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// Reads the element that starts at `offset` and must end by `limit`.
    func element(at offset: Int, limit: Int? = nil, depth: Int = 0) throws(BERError) -> BERElement {
        let limit = min(limit ?? bytes.count, bytes.count)
        guard depth < Self.maximumDepth else {
            throw BERError(kind: .malformed, offset: offset, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        var cursor = offset
        guard cursor < limit else {
            throw BERError(kind: .truncated, offset: offset, message: "expected an element but the data ends")
        }
        let first = bytes[cursor]
        cursor += 1
        let tagClass = BERElement.TagClass(rawValue: first >> 6) ?? .universal
        let isConstructed = first & 0x20 != 0
        var tagNumber = UInt(first & 0x1F)
        if tagNumber == 0x1F {
            tagNumber = 0
            var count = 0
            while true {
                guard cursor < limit else {
                    throw BERError(kind: .truncated, offset: cursor, message: "the data ends inside a tag")
                }
                let byte = bytes[cursor]
                cursor += 1
                count += 1
                guard count <= 4 else {
                    throw BERError(kind: .malformed, offset: offset, message: "tag number too large")
                }
                tagNumber = tagNumber << 7 | UInt(byte & 0x7F)
                if byte & 0x80 == 0 { break }
            }
        }
        guard cursor < limit else {
            throw BERError(
                kind: .truncated, offset: cursor,
                message: "the data ends before the length of the element at byte \(offset)")
        }
        let lengthByte = bytes[cursor]
        cursor += 1
        if lengthByte == 0x80 {
            guard isConstructed else {
                throw BERError(kind: .malformed, offset: offset, message: "indefinite length on a primitive element")
            }
            // Contents run until the end-of-contents octets at this level: walk the children to find them.
            let contentStart = cursor
            while true {
                guard cursor + 1 < limit else {
                    throw BERError(
                        kind: .truncated, offset: cursor,
                        message: "the data ends before the end of the indefinite-length element at byte \(offset)")
                }
                if bytes[cursor] == 0 && bytes[cursor + 1] == 0 {
                    return BERElement(
                        tagClass: tagClass, isConstructed: true, tagNumber: tagNumber, start: offset,
                        contents: contentStart..<cursor, end: cursor + 2, isIndefinite: true)
                }
                cursor = try element(at: cursor, limit: limit, depth: depth + 1).end
            }
        }
        var length = 0
        if lengthByte & 0x80 == 0 {
            length = Int(lengthByte)
        } else {
            let count = Int(lengthByte & 0x7F)
            guard count <= 4 else {
                throw BERError(kind: .malformed, offset: offset, message: "length field of \(count) bytes is too large")
            }
            guard cursor + count <= limit else {
                throw BERError(
                    kind: .truncated, offset: cursor,
                    message: "the data ends inside the length of the element at byte \(offset)")
            }
            for _ in 0..<count {
                length = length << 8 | Int(bytes[cursor])
                cursor += 1
            }
        }
        guard length <= limit - cursor else {
            throw BERError(
                kind: .truncated, offset: offset,
                message:
                    "the element at byte \(offset) declares \(length) bytes of content but only \(limit - cursor) remain"
            )
        }
        return BERElement(
            tagClass: tagClass, isConstructed: isConstructed, tagNumber: tagNumber, start: offset,
            contents: cursor..<(cursor + length), end: cursor + length, isIndefinite: false)
    }

    /// The elements directly inside a constructed element.
    func children(of parent: BERElement, depth: Int = 0) throws(BERError) -> [BERElement] {
        guard parent.isConstructed else { return [] }
        var result: [BERElement] = []
        var cursor = parent.contents.lowerBound
        while cursor < parent.contents.upperBound {
            let child = try element(at: cursor, limit: parent.contents.upperBound, depth: depth + 1)
            result.append(child)
            cursor = child.end
        }
        return result
    }

    /// The bytes of a string type, joining the segments of a constructed (BER) string at any depth.
    func stringContents(of element: BERElement, depth: Int = 0) throws(BERError) -> [UInt8] {
        guard element.isConstructed else { return Array(bytes[element.contents]) }
        guard depth < Self.maximumDepth else {
            throw BERError(
                kind: .malformed, offset: element.start, message: "nesting deeper than \(Self.maximumDepth) levels")
        }
        var result: [UInt8] = []
        for segment in try children(of: element) {
            result += try stringContents(of: segment, depth: depth + 1)
        }
        return result
    }

    /// The whole encoding of a definite-length element (header and contents).
    func encoding(of element: BERElement) -> ArraySlice<UInt8> { bytes[element.start..<element.end] }

    /// An OBJECT IDENTIFIER's contents in dotted form, nil when malformed.
    func objectIdentifier(_ element: BERElement) -> String? {
        guard element.isUniversal(BERElement.objectIdentifier), !element.isConstructed else { return nil }
        return Self.dottedOID(bytes[element.contents])
    }

    static func dottedOID(_ contents: ArraySlice<UInt8>) -> String? {
        guard !contents.isEmpty else { return nil }
        var arcs: [UInt64] = []
        var value: UInt64 = 0
        var pending = false
        for byte in contents {
            guard value < (1 << 56) else { return nil }
            value = value << 7 | UInt64(byte & 0x7F)
            pending = byte & 0x80 != 0
            if !pending {
                arcs.append(value)
                value = 0
            }
        }
        guard !pending, let first = arcs.first else { return nil }
        let head: [UInt64] = first < 40 ? [0, first] : first < 80 ? [1, first - 40] : [2, first - 80]
        return (head + arcs.dropFirst()).map(String.init).joined(separator: ".")
    }
}
