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
    public var typeDescription: String {
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
        if token == "/" { return "~1" }  // the component key
        let count = token.utf8.count + special
        return String(unsafeUninitializedCapacity: count) { out in
            var i = 0
            for b in token.utf8 {
                if b == UInt8(ascii: "~") || b == UInt8(ascii: "/") {
                    out[i] = UInt8(ascii: "~")
                    out[i + 1] = b == UInt8(ascii: "~") ? UInt8(ascii: "0") : UInt8(ascii: "1")
                    i += 2
                } else {
                    out[i] = b
                    i += 1
                }
            }
            return i
        }
    }

    public static func appending(_ base: String, _ token: String) -> String { joined(base, escape(token)) }
    public static func appending(_ base: String, _ index: Int) -> String { joined(base, String(index)) }

    /// `base + "/" + token` with a single allocation (a pointer is built for every value read).
    static func joined(_ base: String, _ token: String) -> String {
        var result = base
        result.reserveCapacity(base.utf8.count + 1 + token.utf8.count)
        result.append("/")
        result.append(token)
        return result
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
