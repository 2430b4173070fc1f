/// One element of a text XML document (an `AndroidManifest.xml` source file, an `Info.plist`), with the
/// byte offsets diagnostics point at.
public struct XMLTextElement: Sendable, Hashable {
    /// The name as written, prefix included (`intent-filter`, `tools:node`).
    public var name: String
    public var attributes: [Attribute]
    public var children: [XMLTextElement]
    /// The character data directly inside the element (CDATA included), entities decoded.
    public var text: String
    /// Offset of the element's `<`.
    public var offset: Int

    public struct Attribute: Sendable, Hashable {
        /// The name as written, prefix included (`android:host`).
        public var name: String
        /// The value, entities decoded.
        public var value: String
        /// Offset of the attribute's name.
        public var offset: Int
        /// Offset of the value's first character (after the quote).
        public var valueOffset: Int

        /// The name without its prefix (`host` for `android:host`).
        public var localName: Substring { name.split(separator: ":", maxSplits: 1).last ?? Substring(name) }
    }

    /// The attribute whose local name is `localName`, preferring the `android:` one.
    public func attribute(_ localName: String) -> Attribute? {
        attributes.first { $0.name == "android:" + localName } ?? attributes.first { $0.localName == localName }
    }

    public func children(named name: String) -> [XMLTextElement] { children.filter { $0.name == name } }
}

/// A small, strict reader for the XML of project files. It reads elements, attributes, character data,
/// CDATA, comments, processing instructions and a DOCTYPE (skipped), decodes the predefined and numeric
/// entities, and refuses what is not well-formed (a tag left open, a closing tag that does not match, an
/// attribute twice, `<` in a value) with the offset of the mistake. Bounded: nesting at most
/// ``BinaryXMLElement/maximumDepth`` levels and ``BinaryXMLElement/maximumElements`` elements, as for
/// compiled manifests; it never traps on any input.
public struct XMLTextReader: Sendable {
    public init() {}

    public func read(_ bytes: [UInt8]) throws(TextSyntaxError) -> XMLTextElement {
        var parser = XMLTextParser(bytes: bytes)
        return try parser.document()
    }
}

struct XMLTextParser {
    let bytes: [UInt8]
    var i = 0
    var elementCount = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func document() throws(TextSyntaxError) -> XMLTextElement {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            throw TextSyntaxError("the file is UTF-16; save it as UTF-8", at: 0)
        }
        var root: XMLTextElement?
        while true {
            skipWhitespace()
            guard i < bytes.count else { break }
            guard bytes[i] == 0x3C else {
                throw TextSyntaxError(
                    root == nil ? "text before the root element" : "text after the root element", at: i)
            }
            if try skipMarkup() { continue }
            guard root == nil else { throw TextSyntaxError("a second root element", at: i) }
            root = try element(depth: 0)
        }
        guard let root else { throw TextSyntaxError("no root element", at: bytes.count) }
        return root
    }

    /// Skips a comment, processing instruction or DOCTYPE at `<`; false when `<` opens something else.
    mutating func skipMarkup() throws(TextSyntaxError) -> Bool {
        let start = i
        if has("<!--") {
            guard let end = find("-->", from: i + 4) else {
                throw TextSyntaxError("a comment is never closed", at: start)
            }
            i = end + 3
            return true
        }
        if has("<?") {
            guard let end = find("?>", from: i + 2) else {
                throw TextSyntaxError("a processing instruction is never closed", at: start)
            }
            i = end + 2
            return true
        }
        if has("<!DOCTYPE") {
            // Up to the `>` outside the internal subset's brackets.
            var j = i + 9
            var bracket = false
            while j < bytes.count {
                if bytes[j] == 0x5B { bracket = true } else if bytes[j] == 0x5D { bracket = false }
                if bytes[j] == 0x3E && !bracket { break }
                j += 1
            }
            guard j < bytes.count else { throw TextSyntaxError("the DOCTYPE is never closed", at: start) }
            i = j + 1
            return true
        }
        return false
    }

    mutating func element(depth: Int) throws(TextSyntaxError) -> XMLTextElement {
        let start = i
        guard depth < BinaryXMLElement.maximumDepth else {
            throw TextSyntaxError("elements nested more than \(BinaryXMLElement.maximumDepth) deep", at: start)
        }
        elementCount += 1
        guard elementCount <= BinaryXMLElement.maximumElements else {
            throw TextSyntaxError("more than \(BinaryXMLElement.maximumElements) elements", at: start)
        }
        i += 1
        let name = self.name()
        guard !name.isEmpty else { throw TextSyntaxError("a tag without a name", at: start) }
        var node = XMLTextElement(name: name, attributes: [], children: [], text: "", offset: start)
        while true {
            skipWhitespace()
            guard i < bytes.count else { throw TextSyntaxError("the tag <\(name)> is never closed", at: start) }
            if bytes[i] == 0x2F {  // "/>"
                guard i + 1 < bytes.count, bytes[i + 1] == 0x3E else {
                    throw TextSyntaxError("'/' in the tag <\(name)> is not followed by '>'", at: i)
                }
                i += 2
                return node
            }
            if bytes[i] == 0x3E {
                i += 1
                break
            }
            let attribute = try self.attribute(in: name)
            if node.attributes.contains(where: { $0.name == attribute.name }) {
                throw TextSyntaxError(
                    "the attribute \(attribute.name) appears twice in <\(name)>", at: attribute.offset)
            }
            node.attributes.append(attribute)
        }
        // Content, up to the matching closing tag.
        while true {
            let textStart = i
            while i < bytes.count, bytes[i] != 0x3C { i += 1 }
            if i > textStart { node.text += try decode(textStart, i) }
            guard i < bytes.count else { throw TextSyntaxError("the element <\(name)> is never closed", at: start) }
            if has("</") {
                let closeStart = i
                i += 2
                let closing = self.name()
                skipWhitespace()
                guard i < bytes.count, bytes[i] == 0x3E else {
                    throw TextSyntaxError("the closing tag </\(closing)> has no '>'", at: closeStart)
                }
                guard closing == name else {
                    throw TextSyntaxError("</\(closing)> closes <\(name)> (opened at byte \(start))", at: closeStart)
                }
                i += 1
                return node
            }
            if has("<![CDATA[") {
                guard let end = find("]]>", from: i + 9) else {
                    throw TextSyntaxError("a CDATA section is never closed", at: i)
                }
                node.text += String(decoding: bytes[(i + 9)..<end], as: UTF8.self)
                i = end + 3
                continue
            }
            if try skipMarkup() { continue }
            node.children.append(try element(depth: depth + 1))
        }
    }

    mutating func attribute(in element: String) throws(TextSyntaxError) -> XMLTextElement.Attribute {
        let start = i
        let name = self.name()
        guard !name.isEmpty else {
            throw TextSyntaxError("unexpected '\(Self.shown(bytes[i]))' in the tag <\(element)>", at: i)
        }
        skipWhitespace()
        guard i < bytes.count, bytes[i] == 0x3D else {
            throw TextSyntaxError("the attribute \(name) has no '=' and value", at: start)
        }
        i += 1
        skipWhitespace()
        guard i < bytes.count, bytes[i] == 0x22 || bytes[i] == 0x27 else {
            throw TextSyntaxError("the value of \(name) is not in quotes", at: i)
        }
        let quote = bytes[i]
        i += 1
        let valueStart = i
        while i < bytes.count, bytes[i] != quote {
            if bytes[i] == 0x3C { throw TextSyntaxError("'<' inside the value of \(name) (write &lt;)", at: i) }
            i += 1
        }
        guard i < bytes.count else { throw TextSyntaxError("the value of \(name) is never closed", at: valueStart - 1) }
        let value = try decode(valueStart, i)
        i += 1
        return XMLTextElement.Attribute(name: name, value: value, offset: start, valueOffset: valueStart)
    }

    /// The text of `start..<end` with entities decoded; an `&` that starts no entity is refused.
    func decode(_ start: Int, _ end: Int) throws(TextSyntaxError) -> String {
        let slice = bytes[start..<end]
        var ampersand = slice.firstIndex(of: 0x26)
        while let amp = ampersand {
            guard let semicolon = slice[amp...].prefix(12).firstIndex(of: 0x3B), semicolon > amp + 1 else {
                throw TextSyntaxError("'&' starts no entity (write &amp;)", at: amp)
            }
            let entity = String(decoding: bytes[(amp + 1)..<semicolon], as: UTF8.self)
            let known = ["amp", "lt", "gt", "quot", "apos"].contains(entity)
            let numeric =
                entity.hasPrefix("#")
                && PropertyListPositions.decodeEntities(Array("&\(entity);".utf8)) != "&\(entity);"
            guard known || numeric else { throw TextSyntaxError("unknown entity &\(entity);", at: amp) }
            ampersand = slice[(semicolon + 1)...].firstIndex(of: 0x26)
        }
        return PropertyListPositions.decodeEntities(Array(slice))
    }

    /// A name: everything up to white space, `/`, `>`, `=`, `<` or a quote.
    mutating func name() -> String {
        let start = i
        while i < bytes.count {
            let b = bytes[i]
            if b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D || b == 0x2F || b == 0x3E || b == 0x3D || b == 0x3C
                || b == 0x22 || b == 0x27
            {
                break
            }
            i += 1
        }
        return String(decoding: bytes[start..<i], as: UTF8.self)
    }

    mutating func skipWhitespace() {
        while i < bytes.count, bytes[i] == 0x20 || bytes[i] == 0x09 || bytes[i] == 0x0A || bytes[i] == 0x0D { i += 1 }
    }

    func has(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard i + count <= bytes.count else { return false }
        return text.withUTF8Buffer { bytes[i..<(i + count)].elementsEqual($0) }
    }

    func find(_ text: StaticString, from: Int) -> Int? {
        text.withUTF8Buffer { needle -> Int? in
            guard let first = needle.first else { return nil }
            var j = from
            while j + needle.count <= bytes.count {
                if bytes[j] == first, bytes[j..<(j + needle.count)].elementsEqual(needle) { return j }
                j += 1
            }
            return nil
        }
    }

    static func shown(_ byte: UInt8) -> String {
        byte >= 0x20 && byte < 0x7F ? String(UnicodeScalar(byte)) : "\\x" + String(byte, radix: 16)
    }
}
