/// Yields the element tags of an XML document, skipping comments, processing instructions, DOCTYPE
/// and CDATA sections.
struct TagScanner {
    struct Tag {
        var name: String
        var start: Int
        /// Offset just after the closing `>`.
        var end: Int
        var isClosing: Bool
        var isSelfClosing: Bool
    }

    let bytes: [UInt8]
    var position = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func next() -> Tag? {
        while position < bytes.count {
            guard bytes[position] == 0x3C else {
                position += 1
                continue
            }
            let start = position
            if hasPrefix("<!--") {
                position = find("-->", from: position + 4).map { $0 + 3 } ?? bytes.count
                continue
            }
            if hasPrefix("<![CDATA[") {
                position = find("]]>", from: position + 9).map { $0 + 3 } ?? bytes.count
                continue
            }
            if hasPrefix("<?") || hasPrefix("<!") {
                position = find(">", from: position + 2).map { $0 + 1 } ?? bytes.count
                continue
            }
            guard let close = find(">", from: position + 1) else {
                position = bytes.count
                return nil
            }
            position = close + 1
            var inner = bytes[(start + 1)..<close]
            let isClosing = inner.first == 0x2F
            if isClosing { inner = inner.dropFirst() }
            let isSelfClosing = inner.last == 0x2F
            let nameBytes = inner.prefix { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x2F }
            return Tag(
                name: String(decoding: nameBytes, as: UTF8.self), start: start, end: close + 1, isClosing: isClosing,
                isSelfClosing: isSelfClosing)
        }
        return nil
    }

    private func hasPrefix(_ s: String) -> Bool {
        let p = Array(s.utf8)
        return position + p.count <= bytes.count && bytes[position..<(position + p.count)].elementsEqual(p)
    }

    private func find(_ s: String, from: Int) -> Int? {
        let p = Array(s.utf8)
        guard let first = p.first else { return nil }
        var i = from
        while i + p.count <= bytes.count {
            if bytes[i] == first, bytes[i..<(i + p.count)].elementsEqual(p) { return i }
            i += 1
        }
        return nil
    }
}
