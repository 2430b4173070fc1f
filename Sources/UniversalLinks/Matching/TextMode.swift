/// How a rule looks at the URL: as written or percent-decoded, exact or ASCII-folded.
struct TextMode: Sendable, Hashable {
    var decoded: Bool
    var folded: Bool

    /// 0...3, to index per-mode caches.
    var index: Int { (decoded ? 2 : 0) | (folded ? 1 : 0) }

    init(percentEncoded: Bool, caseSensitive: Bool) {
        decoded = !percentEncoded
        folded = !caseSensitive
    }

    init(index: Int) {
        decoded = index & 2 != 0
        folded = index & 1 != 0
    }

    static let all = (0..<4).map(TextMode.init(index:))
}

/// Four optional values, one per ``TextMode``, without a heap allocation.
struct PerMode<Value> {
    var v0: Value?
    var v1: Value?
    var v2: Value?
    var v3: Value?

    subscript(_ mode: TextMode) -> Value? {
        get {
            switch mode.index {
            case 0: v0
            case 1: v1
            case 2: v2
            default: v3
            }
        }
        set {
            switch mode.index {
            case 0: v0 = newValue
            case 1: v1 = newValue
            case 2: v2 = newValue
            default: v3 = newValue
            }
        }
    }
}

/// One query item as byte ranges into ``QueryItems/bytes``.
struct QueryItemRange: Sendable, Hashable {
    var name: Range<Int>
    var value: Range<Int>
}

/// A query split into items (`&`-separated, `name=value`; an item without `=` has an empty value).
struct QueryItems: Sendable, Hashable {
    var bytes: [UInt8] = []
    var items: [QueryItemRange] = []

    init(_ query: [UInt8], mode: TextMode) {
        var i = 0
        while i <= query.count {
            var end = i
            while end < query.count, query[end] != 0x26 { end += 1 }
            if end > i {
                var eq = i
                while eq < end, query[eq] != 0x3D { eq += 1 }
                let name = query[i..<eq]
                let value = eq < end ? query[(eq + 1)..<end] : query[end..<end]
                let nameStart = bytes.count
                append(name, mode)
                let valueStart = bytes.count
                append(value, mode)
                items.append(QueryItemRange(name: nameStart..<valueStart, value: valueStart..<bytes.count))
            }
            i = end + 1
        }
    }

    private mutating func append(_ part: ArraySlice<UInt8>, _ mode: TextMode) {
        // Names and values are decoded separately, so an encoded `%26` or `%3D` never splits.
        let decoded = mode.decoded ? ASCII.percentDecoded(part) : Array(part)
        bytes += mode.folded ? ASCII.lowercased(decoded) : decoded
    }
}

/// The URL as the rules see it, each view computed once on first use.
struct MatchInput {
    let parts: URLParts
    private var paths = PerMode<[UInt8]>()
    private var queries = PerMode<[UInt8]>()
    private var fragments = PerMode<[UInt8]>()
    private var items = PerMode<QueryItems>()

    init(_ parts: URLParts) { self.parts = parts }

    /// The normalised path (decoding comes first, so `%2F` counts as `/` when decoded).
    mutating func path(_ mode: TextMode) -> [UInt8] {
        if let cached = paths[mode] { return cached }
        var text = mode.decoded ? ASCII.percentDecoded(parts.path) : parts.path
        text = Pattern.normalisePath(text)
        if mode.folded { text = ASCII.lowercased(text) }
        paths[mode] = text
        return text
    }

    /// The query string; an absent query is the empty string.
    mutating func query(_ mode: TextMode) -> [UInt8] {
        if let cached = queries[mode] { return cached }
        let text = Self.view(parts.query ?? [], mode)
        queries[mode] = text
        return text
    }

    /// The fragment; an absent fragment is the empty string.
    mutating func fragment(_ mode: TextMode) -> [UInt8] {
        if let cached = fragments[mode] { return cached }
        let text = Self.view(parts.fragment ?? [], mode)
        fragments[mode] = text
        return text
    }

    mutating func queryItems(_ mode: TextMode) -> QueryItems {
        if let cached = items[mode] { return cached }
        let value = QueryItems(parts.query ?? [], mode: mode)
        items[mode] = value
        return value
    }

    static func view(_ raw: [UInt8], _ mode: TextMode) -> [UInt8] {
        let decoded = mode.decoded ? ASCII.percentDecoded(raw) : raw
        return mode.folded ? ASCII.lowercased(decoded) : decoded
    }
}
