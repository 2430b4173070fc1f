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
    /// The views computed so far: bit `4 * kind + mode` (kinds: path, query, fragment, items).
    /// Their places are kept at the start of the item scratch (``tableSlots``), so that starting
    /// a URL initialises one word rather than a table.
    private var known: UInt16 = 0
    private var itemsUsed = URLViews.tableSlots

    /// Item-scratch slots holding the view table: (start, count) per path, query and fragment
    /// view, then (first slot, count) per items view.
    static let tableSlots = 32

    /// Scratch bytes needed for a URL with these component sizes.
    /// (Path views peak at 5P + 8: the decoded copy and its normalised form coexist briefly.)
    static func scratchSize(path: Int, query: Int, fragment: Int) -> Int {
        5 * (path + 2) + 8 * query + 4 * fragment + 16
    }

    // Item slots: the view table (``tableSlots``), then 4 per item, per mode: 16 * (items + 1)
    // (see ``URLScan/ampersands``).

    init(
        path: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>, fragment: UnsafeBufferPointer<UInt8>,
        scratch: UnsafeMutableBufferPointer<UInt8>, itemScratch: UnsafeMutableBufferPointer<Int32>,
        pathHasDoubleSlash: Bool
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

    /// The cached view `kind` (0 path, 1 query, 2 fragment, 3 items) in mode `m`, if computed.
    @inline(__always)
    private func get(_ kind: Int, _ m: Int) -> (Int, Int)? {
        let bit = 4 * kind + m
        guard known & (1 << UInt16(bit)) != 0 else { return nil }
        return (Int(itemScratch[2 * bit]), Int(itemScratch[2 * bit + 1]))
    }

    @inline(__always)
    private mutating func set(_ kind: Int, _ m: Int, _ v: (Int, Int)) {
        let bit = 4 * kind + m
        known |= 1 << UInt16(bit)
        itemScratch[2 * bit] = Int32(truncatingIfNeeded: v.0)
        itemScratch[2 * bit + 1] = Int32(truncatingIfNeeded: v.1)
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
    /// (Inlined for the cached case: an indexed file asks once per trie, dozens of times a URL.)
    @inline(__always)
    mutating func path(_ m: Int) -> UnsafeBufferPointer<UInt8> {
        if let cached = get(0, m) { return slice(cached.0, cached.1) }
        return makePath(m)
    }

    /// ``path(_:)``, computed and cached.
    private mutating func makePath(_ m: Int) -> UnsafeBufferPointer<UInt8> {
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
        set(0, m, view)
        return slice(view.0, view.1)
    }

    mutating func query(_ m: Int) -> UnsafeBufferPointer<UInt8> { copiedView(1, query, m) }

    mutating func fragment(_ m: Int) -> UnsafeBufferPointer<UInt8> { copiedView(2, fragment, m) }

    /// View `kind` of `source` in mode `m`: the source itself as written, else a decoded and/or
    /// folded copy made on first use.
    @inline(__always)
    private mutating func copiedView(_ kind: Int, _ source: UnsafeBufferPointer<UInt8>, _ m: Int)
        -> UnsafeBufferPointer<UInt8>
    {
        if m == 0 { return source }
        if let cached = get(kind, m) { return slice(cached.0, cached.1) }
        let view = append(source, decode: m & 2 != 0, fold: m & 1 != 0)
        set(kind, m, view)
        return slice(view.0, view.1)
    }

    /// The query items in mode `m`: `count` items, each four slots (name start, name end, value
    /// start, value end) from `first`, as offsets into ``bytes(_:)``.
    mutating func items(_ m: Int) -> (first: Int, count: Int) {
        if let cached = get(3, m) { return cached }
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
        set(3, m, (first, count))
        return (first, count)
    }

    /// The bytes of item slot `k` pair (name: k, value: k + 2).
    func itemBytes(_ slot: Int) -> UnsafeBufferPointer<UInt8> {
        let start = Int(itemScratch[slot])
        return slice(start, Int(itemScratch[slot + 1]) - start)
    }
}
