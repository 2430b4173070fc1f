/// The URL as the rules see it, each view (normalised path, query, fragment, query items; as
/// written or decoded, exact or folded) computed on first use into caller-provided scratch
/// memory: deciding a URL allocates nothing here.
struct URLViews: ~Copyable {
    let path: UnsafeBufferPointer<UInt8>
    let query: UnsafeBufferPointer<UInt8>
    let fragment: UnsafeBufferPointer<UInt8>
    private let scratch: UnsafeMutableBufferPointer<UInt8>
    private var used = 0
    private let itemScratch: UnsafeMutableBufferPointer<Int32>
    /// False when the path as written is known to have no `//` (true: it may).
    private let pathHasDoubleSlash: Bool
    private var itemsUsed = 0
    /// (start, count) per view and mode; start -1 = not computed yet.
    private var pathViews: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, 0, -1, 0, -1, 0, -1, 0)
    private var queryViews: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, 0, -1, 0, -1, 0, -1, 0)
    private var fragmentViews: (Int, Int, Int, Int, Int, Int, Int, Int) = (-1, 0, -1, 0, -1, 0, -1, 0)
    /// Per mode: (first byte offset of the item bytes, first item slot, item count).
    private var itemViews: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
        -1, 0, 0, -1, 0, 0, -1, 0, 0, -1, 0, 0
    )

    /// Scratch bytes needed for a URL with these component sizes.
    /// (Path views peak at 5P + 8: the decoded copy and its normalised form coexist briefly.)
    static func scratchSize(path: Int, query: Int, fragment: Int) -> Int {
        5 * (path + 2) + 8 * query + 4 * fragment + 16
    }

    // Item slots: 4 per item, per mode: 16 * (items + 1) (see ``URLScan/maxItems``).

    init(
        path: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>, fragment: UnsafeBufferPointer<UInt8>,
        scratch: UnsafeMutableBufferPointer<UInt8>, itemScratch: UnsafeMutableBufferPointer<Int32>,
        pathHasDoubleSlash: Bool = true
    ) {
        self.pathHasDoubleSlash = pathHasDoubleSlash
        self.path = path
        self.query = query
        self.fragment = fragment
        self.scratch = scratch
        self.itemScratch = itemScratch
    }

    private func slice(_ start: Int, _ count: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: scratch[start..<(start + count)])
    }

    private static func get(_ t: (Int, Int, Int, Int, Int, Int, Int, Int), _ m: Int) -> (Int, Int) {
        switch m {
        case 0: (t.0, t.1)
        case 1: (t.2, t.3)
        case 2: (t.4, t.5)
        default: (t.6, t.7)
        }
    }

    private static func set(_ t: inout (Int, Int, Int, Int, Int, Int, Int, Int), _ m: Int, _ v: (Int, Int)) {
        switch m {
        case 0: (t.0, t.1) = v
        case 1: (t.2, t.3) = v
        case 2: (t.4, t.5) = v
        default: (t.6, t.7) = v
        }
    }

    /// Appends `source` to scratch, percent-decoded and/or folded; returns (start, count).
    private mutating func append(_ source: UnsafeBufferPointer<UInt8>, decode: Bool, fold: Bool) -> (Int, Int) {
        let start = used
        var i = 0
        while i < source.count {
            var b = source[i]
            if decode, b == 0x25, i + 2 < source.count, let hi = ASCII.hexValue(source[i + 1]),
                let lo = ASCII.hexValue(source[i + 2])
            {
                b = hi << 4 | lo
                i += 2
            }
            scratch[used] = fold ? ASCII.lower(b) : b
            used += 1
            i += 1
        }
        return (start, used - start)
    }

    /// The normalised path in mode `m` (decoding first, so `%2F` is a `/` once decoded).
    mutating func path(_ m: Int) -> UnsafeBufferPointer<UInt8> {
        let cached = Self.get(pathViews, m)
        if cached.0 >= 0 { return slice(cached.0, cached.1) }
        let decoded = m & 2 != 0
        let folded = m & 1 != 0
        let view: (Int, Int)
        if folded {
            // Fold the unfolded view of the same decoding.
            let base = path(m & 2)
            view = append(base, decode: false, fold: true)
        } else {
            // Normalise while copying: leading `/`, collapsed runs of `/`, trailing `/`.
            let start = used
            let (s, n) = decoded ? append(path, decode: true, fold: false) : (-1, 0)
            let source = decoded ? slice(s, n) : path
            let out = used
            if source.isEmpty {
                scratch[used] = 0x2F
                used += 1
            } else {
                if source[0] != 0x2F && source[0] != 0x2A {
                    scratch[used] = 0x2F
                    used += 1
                }
                if let from = source.baseAddress, let to = scratch.baseAddress,
                    decoded ? !ByteScan.hasDoubleSlash(source) : !pathHasDoubleSlash
                {
                    // Nothing to collapse (the usual case): one copy.
                    (to + used).update(from: from, count: source.count)
                    used += source.count
                } else {
                    for b in source {
                        if b == 0x2F, used > out, scratch[used - 1] == 0x2F { continue }
                        scratch[used] = b
                        used += 1
                    }
                }
                let last = scratch[used - 1]
                if last != 0x2F && last != 0x2A {
                    scratch[used] = 0x2F
                    used += 1
                }
            }
            if decoded {
                // Move the normalised copy over the decoded one, to keep scratch usage bounded.
                let count = used - out
                for k in 0..<count { scratch[start + k] = scratch[out + k] }
                used = start + count
                view = (start, count)
            } else {
                view = (out, used - out)
            }
        }
        Self.set(&pathViews, m, view)
        return slice(view.0, view.1)
    }

    mutating func query(_ m: Int) -> UnsafeBufferPointer<UInt8> {
        if m == 0 { return query }
        let cached = Self.get(queryViews, m)
        if cached.0 >= 0 { return slice(cached.0, cached.1) }
        let view = append(query, decode: m & 2 != 0, fold: m & 1 != 0)
        Self.set(&queryViews, m, view)
        return slice(view.0, view.1)
    }

    mutating func fragment(_ m: Int) -> UnsafeBufferPointer<UInt8> {
        if m == 0 { return fragment }
        let cached = Self.get(fragmentViews, m)
        if cached.0 >= 0 { return slice(cached.0, cached.1) }
        let view = append(fragment, decode: m & 2 != 0, fold: m & 1 != 0)
        Self.set(&fragmentViews, m, view)
        return slice(view.0, view.1)
    }

    /// The query items in mode `m`: `count` items, each four slots (name start, name end, value
    /// start, value end) from `first`, as offsets into ``bytes(_:)``.
    mutating func items(_ m: Int) -> (first: Int, count: Int) {
        let cached: (Int, Int, Int)
        switch m {
        case 0: cached = (itemViews.0, itemViews.1, itemViews.2)
        case 1: cached = (itemViews.3, itemViews.4, itemViews.5)
        case 2: cached = (itemViews.6, itemViews.7, itemViews.8)
        default: cached = (itemViews.9, itemViews.10, itemViews.11)
        }
        if cached.0 >= 0 { return (cached.1, cached.2) }
        let first = itemsUsed
        var count = 0
        var i = 0
        while i <= query.count {
            var end = i
            while end < query.count, query[end] != 0x26 { end += 1 }
            if end > i {
                var eq = i
                while eq < end, query[eq] != 0x3D { eq += 1 }
                // Names and values are decoded separately, so `%26` and `%3D` never split.
                let name = append(
                    UnsafeBufferPointer(rebasing: query[i..<eq]), decode: m & 2 != 0, fold: m & 1 != 0)
                let value = append(
                    UnsafeBufferPointer(rebasing: query[min(eq + 1, end)..<end]), decode: m & 2 != 0, fold: m & 1 != 0)
                itemScratch[itemsUsed] = Int32(name.0)
                itemScratch[itemsUsed + 1] = Int32(name.0 + name.1)
                itemScratch[itemsUsed + 2] = Int32(value.0)
                itemScratch[itemsUsed + 3] = Int32(value.0 + value.1)
                itemsUsed += 4
                count += 1
            }
            i = end + 1
        }
        let v = (0, first, count)
        switch m {
        case 0: (itemViews.0, itemViews.1, itemViews.2) = v
        case 1: (itemViews.3, itemViews.4, itemViews.5) = v
        case 2: (itemViews.6, itemViews.7, itemViews.8) = v
        default: (itemViews.9, itemViews.10, itemViews.11) = v
        }
        return (first, count)
    }

    /// The bytes of item slot `k` pair (name: k, value: k + 2).
    func itemBytes(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(itemScratch[slot])
        return slice(start, Int(itemScratch[slot + 1]) - start)
    }
}
