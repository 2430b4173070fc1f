/// A JSON value as read from a document, with the byte offset where it starts.
///
/// Objects keep every member in document order, duplicates included, so that the validator can
/// report them; lookups by key return the last occurrence, as Apple's parser does.
public struct JSONNode: Sendable, Hashable {
    // Only `number` is boxed: arrays and strings already live on the heap, so boxing every case
    // would cost an allocation per value for nothing (a node is 24 bytes this way).
    public enum Kind: Sendable, Hashable {
        case null
        case bool(Bool)
        /// The number's value and its source text.
        indirect case number(Double, String)
        case string(String)
        case array([JSONNode])
        case object([JSONMember])
    }

    public var kind: Kind
    /// Byte offset of the value's first character in the document.
    public var offset: Int

    public init(_ kind: Kind, offset: Int = 0) {
        self.kind = kind
        self.offset = offset
    }

    public var string: String? {
        if case .string(let s) = kind { return s }
        return nil
    }

    public var bool: Bool? {
        if case .bool(let b) = kind { return b }
        return nil
    }

    public var array: [JSONNode]? {
        if case .array(let a) = kind { return a }
        return nil
    }

    public var members: [JSONMember]? {
        if case .object(let m) = kind { return m }
        return nil
    }

    public var isNull: Bool { kind == .null }

    /// The last member named `key`, if this is an object.
    public subscript(key: String) -> JSONNode? {
        guard case .object(let members) = kind else { return nil }
        return members.last(where: { $0.key == key })?.value
    }

    /// A short name of the value's type for messages: "a string", "an array", ...
    public var typeDescription: Message {
        switch kind {
        case .null: "null"
        case .bool(let b): b ? "true" : "false"
        case .number(_, let raw): "the number \(raw)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// One `"key": value` pair of an object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    /// Byte offset of the key's opening quote.
    public var keyOffset: Int
    public var value: JSONNode

    public init(key: String, keyOffset: Int, value: JSONNode) {
        self.key = key
        self.keyOffset = keyOffset
        self.value = value
    }
}

/// Builds RFC 6901 JSON pointers.
public enum JSONPointer {
    public static func escape(_ token: String) -> String {
        var special = 0
        for b in token.utf8 where b == UInt8(ascii: "~") || b == UInt8(ascii: "/") { special += 1 }
        guard special > 0 else { return token }
        return String(unsafeUninitializedCapacity: token.utf8.count + special) { out in
            var i = 0
            for b in token.utf8 { write(escaping: b, to: out, at: &i) }
            return i
        }
    }

    public static func appending(_ base: String, _ token: String) -> String {
        var base = base
        var token = token
        return base.withUTF8 { b in token.withUTF8 { t in child(b, key: t) } }
    }

    public static func appending(_ base: String, _ index: Int) -> String {
        guard index >= 0 else { return base + "/" + String(index) }
        var base = base
        return base.withUTF8 { b in child(b, index: index) }
    }

    // The model decoder builds a pointer for every value it reads: one allocation each (none up
    // to 15 bytes), escaping and digits written in place.

    private static func child(_ base: UnsafeBufferPointer<UInt8>, key: UnsafeBufferPointer<UInt8>) -> String {
        var special = 0
        for b in key where b == UInt8(ascii: "~") || b == UInt8(ascii: "/") { special += 1 }
        return String(unsafeUninitializedCapacity: base.count + 1 + key.count + special) { out in
            var i = copy(base, to: out)
            out[i] = UInt8(ascii: "/")
            i += 1
            if special == 0 {
                i += copy(key, to: UnsafeMutableBufferPointer(rebasing: out[i...]))
            } else {
                for b in key { write(escaping: b, to: out, at: &i) }
            }
            return i
        }
    }

    private static func child(_ base: UnsafeBufferPointer<UInt8>, index: Int) -> String {
        var digits = 1
        var rest = index / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        return String(unsafeUninitializedCapacity: base.count + 1 + digits) { out in
            var i = copy(base, to: out)
            out[i] = UInt8(ascii: "/")
            i += digits + 1
            var value = index
            for k in 0..<digits {
                out[i - 1 - k] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            return i
        }
    }

    private static func copy(_ source: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableBufferPointer<UInt8>) -> Int {
        UnsafeMutableRawBufferPointer(out).copyMemory(from: UnsafeRawBufferPointer(source))
        return source.count
    }

    private static func write(escaping b: UInt8, to out: UnsafeMutableBufferPointer<UInt8>, at i: inout Int) {
        if b == UInt8(ascii: "~") || b == UInt8(ascii: "/") {
            out[i] = UInt8(ascii: "~")
            out[i + 1] = b == UInt8(ascii: "~") ? UInt8(ascii: "0") : UInt8(ascii: "1")
            i += 2
        } else {
            out[i] = b
            i += 1
        }
    }
}

extension String {
    // FoundationEssentials-free replacement, so the core stays light.
    func replacingOccurrences(of target: String, with replacement: String) -> String {
        guard !target.isEmpty else { return self }
        var result = ""
        var rest = self[...]
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound]
            result += replacement
            rest = rest[range.upperBound...]
        }
        result += rest
        return result
    }
}

extension Substring {
    func range(of target: String) -> Range<Substring.Index>? {
        let t = Array(target.utf8)
        guard let first = t.first else { return nil }
        var i = utf8.startIndex
        while i != utf8.endIndex {
            if utf8[i] == first {
                var j = i
                var k = 0
                while k < t.count, j != utf8.endIndex, utf8[j] == t[k] {
                    j = utf8.index(after: j)
                    k += 1
                }
                if k == t.count { return i..<j }
            }
            i = utf8.index(after: i)
        }
        return nil
    }
}

extension StringProtocol {
    /// Byte-level substring test without allocation; Foundation's `contains` goes through CFString
    /// and is far slower.
    func includes(_ needle: String) -> Bool {
        let found = utf8.withContiguousStorageIfAvailable { hay in
            needle.utf8.withContiguousStorageIfAvailable { n in Self.search(hay, n) }
        }
        if let found, let result = found { return result }
        let hay = Array(utf8)
        let n = Array(needle.utf8)
        return hay.withUnsafeBufferPointer { h in n.withUnsafeBufferPointer { Self.search(h, $0) } }
    }

    private static func search(_ hay: UnsafeBufferPointer<UInt8>, _ needle: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = needle.first else { return true }
        guard hay.count >= needle.count else { return false }
        var i = 0
        let last = hay.count - needle.count
        while i <= last {
            if hay[i] == first {
                var k = 1
                while k < needle.count && hay[i + k] == needle[k] { k += 1 }
                if k == needle.count { return true }
            }
            i += 1
        }
        return false
    }
}
