/// Finds where the strings of one array value sit in an XML property list, so diagnostics can point
/// at them. Foundation's parser gives no positions; this is a small, forgiving scan of the markup
/// (best effort: on anything it does not understand it returns fewer positions, never fails).
struct PropertyListPositions {
    /// One `<string>` of the array: where its element starts, where its text starts, and whether the
    /// text is the value verbatim (no entities or CDATA), so offsets inside the value map 1:1.
    struct Item: Sendable, Hashable {
        var elementOffset: Int
        var contentOffset: Int
        var isVerbatim: Bool
    }

    let bytes: [UInt8]

    /// The items of the array following `<key>key</key>` (the first such key in the document).
    func arrayItems(forKey key: String) -> [Item]? {
        var tags = TagScanner(bytes: bytes)
        while let tag = tags.next() {
            guard tag.name == "key", !tag.isClosing, !tag.isSelfClosing else { continue }
            let textStart = tag.end
            guard let close = tags.next(), close.name == "key", close.isClosing else { continue }
            let text = PropertyListPositions.decodeEntities(Array(bytes[textStart..<close.start]))
            guard text == key else { continue }
            guard let open = tags.next(), open.name == "array", !open.isClosing else { return nil }
            if open.isSelfClosing { return [] }
            var items: [Item] = []
            var depth = 0
            while let tag = tags.next() {
                if tag.isClosing {
                    if depth == 0 { return items }  // </array>
                    depth -= 1
                    continue
                }
                if depth == 0 {
                    let verbatim: Bool
                    if tag.isSelfClosing {
                        verbatim = true
                    } else {
                        let end = nextLessThan(from: tag.end)
                        verbatim =
                            !bytes[tag.end..<end].contains(0x26)  // '&'
                            && !(end + 1 < bytes.count && bytes[end + 1] == 0x21)  // '<![CDATA['
                    }
                    items.append(
                        Item(
                            elementOffset: tag.start, contentOffset: tag.end,
                            isVerbatim: verbatim && tag.name == "string"))
                }
                if !tag.isSelfClosing { depth += 1 }
            }
            return items
        }
        return nil
    }

    private func nextLessThan(from: Int) -> Int {
        var i = from
        while i < bytes.count, bytes[i] != 0x3C { i += 1 }
        return i
    }

    /// Decodes the five XML entities and numeric character references.
    static func decodeEntities(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        guard text.contains("&") else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            guard let semi = rest[amp...].firstIndex(of: ";") else { break }
            let name = rest[rest.index(after: amp)..<semi]
            switch name {
            case "amp": out += "&"
            case "lt": out += "<"
            case "gt": out += ">"
            case "quot": out += "\""
            case "apos": out += "'"
            default:
                var scalar: Unicode.Scalar?
                if name.hasPrefix("#x") || name.hasPrefix("#X") {
                    scalar = UInt32(name.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init)
                } else if name.hasPrefix("#") {
                    scalar = UInt32(name.dropFirst()).flatMap(Unicode.Scalar.init)
                }
                out += scalar.map { String($0) } ?? String(rest[amp...semi])
            }
            rest = rest[rest.index(after: semi)...]
        }
        return out + rest
    }
}
