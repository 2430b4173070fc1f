/// A URL split into the pieces matching needs, kept as written (percent-encoded).
///
/// Splitting is deliberately simple and byte-based: `scheme://authority/path?query#fragment`.
/// Characters a browser would percent-encode before the request (non-ASCII bytes, spaces,
/// controls, `"`, `<`, `>`, backquote) are encoded here the same way, in upper-case hex, so that
/// `https://example.com/café` is compared as `/caf%C3%A9`. A string without a scheme that starts
/// with `/` is a bare path; otherwise a missing scheme is taken as `example.com/path`.
public struct URLParts: Sendable, Hashable {
    public var scheme: String?
    /// The host, lower-cased, without user info or port; nil for a bare path such as `/buy/1`.
    public var host: String?
    public var path: [UInt8]
    /// The query without `?`; nil when the URL has no `?`.
    public var query: [UInt8]?
    /// The fragment without `#`; nil when the URL has no `#`.
    public var fragment: [UInt8]?

    public init(parsing string: String) {
        let bytes = URLParts.encodeUnsafe(Array(string.utf8))
        let scan = bytes.withUnsafeBufferPointer { URLScan($0) }
        scheme = scan.scheme.map { String(decoding: bytes[$0].map(ASCII.lower), as: UTF8.self) }
        host = scan.hostName.map { String(decoding: bytes[$0].map(ASCII.lower), as: UTF8.self) }
        path = Array(bytes[scan.path])
        query = scan.query.map { Array(bytes[$0]) }
        fragment = scan.fragment.map { Array(bytes[$0]) }
    }

    /// Bit b set for the ASCII bytes b < 128 a browser encodes: controls, space, `"`, `<`, `>`,
    /// backquote, DEL.
    private static let unsafeLow: UInt64 = 0x5000_0005_FFFF_FFFF  // 0x00-0x20, 0x22, 0x3C, 0x3E
    private static let unsafeHigh: UInt64 = 0x8000_0001_0000_0000  // 0x60, 0x7F

    @inline(__always)
    static func isUnsafe(_ b: UInt8) -> Bool {
        if b >= 0x80 { return true }
        return b < 64 ? (unsafeLow >> UInt64(b)) & 1 != 0 : (unsafeHigh >> UInt64(b - 64)) & 1 != 0
    }

    /// Trims surrounding whitespace and percent-encodes the bytes a browser never sends raw.
    static func encodeUnsafe(_ bytes: [UInt8]) -> [UInt8] {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] <= 0x20 { start += 1 }
        while end > start, bytes[end - 1] <= 0x20 { end -= 1 }
        let trimmed = bytes[start..<end]
        guard trimmed.contains(where: isUnsafe) else { return Array(trimmed) }
        var out: [UInt8] = []
        out.reserveCapacity(trimmed.count * 2)
        for b in trimmed {
            if isUnsafe(b) {
                out.append(0x25)
                out.append(ASCII.hexDigit(b >> 4))
                out.append(ASCII.hexDigit(b & 0x0F))
            } else {
                out.append(b)
            }
        }
        return out
    }

    /// The path as a string (still percent-encoded).
    public var pathString: String { String(decoding: path, as: UTF8.self) }
    public var queryString: String? { query.map { String(decoding: $0, as: UTF8.self) } }
    public var fragmentString: String? { fragment.map { String(decoding: $0, as: UTF8.self) } }
}

/// Where the parts of a URL are, as byte ranges (no copying).
///
/// The scan also finds out, in the same passes over the bytes, whether the URL may need
/// percent-encoding (``mayNeedEncoding``) and whether its path may hold `//`
/// (``pathMayHaveDoubleSlash``): both are exact or err on the side of "yes", which only sends the
/// URL down the slower, general path.
struct URLScan {
    var scheme: Range<Int>?
    /// The authority (user info and port included; see ``hostName``).
    var host: Range<Int>?
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?
    /// The host without user info and port (within ``host``).
    var hostName: Range<Int>?
    /// `&` separators in the query, to size the item table: exact, so that the usual URL's table
    /// stays small enough for the stack (a bound from the query's length sent a quarter of the
    /// benchmark's URLs to the heap).
    var ampersands = 0
    /// False only when no byte is one a browser would encode (nor surrounding whitespace).
    var mayNeedEncoding = false
    /// False only when the path has no `/` directly followed by another.
    var pathMayHaveDoubleSlash = false

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var i = 0
        // Whether every byte was looked at for ``mayNeedEncoding`` by the word scans below.
        var covered = true
        if let base = bytes.baseAddress, bytes.count >= 8 {
            // `https://` and `http://` (any case) in one or two word compares.
            let v = ByteScan.load(base, 0)
            if v | 0x20_2020_2020 == 0x2F2F_3A73_7074_7468 {
                scheme = 0..<5
                i = 6
            } else if (v & 0x00FF_FFFF_FFFF_FFFF) | 0x2020_2020 == 0x002F_2F3A_7074_7468 {
                scheme = 0..<4
                i = 5
            }
        }
        if scheme == nil, let first = bytes.first, ASCII.isLetter(first) {
            covered = false
            var j = 1
            while j < bytes.count,
                ASCII.isLetter(bytes[j]) || ASCII.isDigit(bytes[j]) || bytes[j] == 0x2B || bytes[j] == 0x2D
                    || bytes[j] == 0x2E
            {
                j += 1
            }
            if j < bytes.count, bytes[j] == 0x3A {
                scheme = 0..<j
                i = j + 1
            }
        }
        let hasAuthority = i + 1 < bytes.count && bytes[i] == 0x2F && bytes[i + 1] == 0x2F
        let bareHost = scheme == nil && bytes.first.map { $0 != 0x2F && $0 != 0x3F && $0 != 0x23 } == true
        if hasAuthority || bareHost {
            if hasAuthority { i += 2 }
            let start = i
            // The host runs from after the last `@` to the last `:` that is not inside `[...]`.
            // Common case first: a plain host name, found eight bytes at a time.
            let end = Self.plainHostEnd(bytes, from: start, unsafe: &mayNeedEncoding)
            if end >= 0 {
                i = end
                host = start..<end
                hostName = start..<end
            } else {
                covered = false
                var nameStart = start
                var nameEnd = -1
                while i < bytes.count, bytes[i] != 0x2F, bytes[i] != 0x3F, bytes[i] != 0x23 {
                    switch bytes[i] {
                    case 0x40:
                        nameStart = i + 1
                        nameEnd = -1
                    case 0x3A: nameEnd = i
                    case 0x5D: nameEnd = -1
                    default: break
                    }
                    i += 1
                }
                host = start..<i
                hostName = nameStart..<(nameEnd >= nameStart ? nameEnd : i)
            }
        }
        let pathEnd = Self.pathEnd(bytes, from: i, unsafe: &mayNeedEncoding, doubleSlash: &pathMayHaveDoubleSlash)
        path = i..<pathEnd
        i = pathEnd
        if i < bytes.count, bytes[i] == 0x3F {
            let (queryEnd, count) = ByteScan.queryEnd(bytes, from: i + 1, unsafe: &mayNeedEncoding)
            query = (i + 1)..<queryEnd
            ampersands = count
            i = queryEnd
        }
        if i < bytes.count, bytes[i] == 0x23 {
            fragment = (i + 1)..<bytes.count
            if !mayNeedEncoding {
                _ = ByteScan.scan(bytes, i + 1, bytes.count) { _, v, valid in
                    if ByteScan.unsafeLanes(v) & valid != 0 { mayNeedEncoding = true }
                    return mayNeedEncoding
                }
            }
        }
        if !covered, !mayNeedEncoding { mayNeedEncoding = ByteScan.hasUnsafeURLByte(bytes) }
    }
}

extension URLScan {
    /// Where the authority starting at `start` ends (at `/`, `?`, `#` or the end) when it holds no
    /// `@`, `:` or `]` (no user info, port or IPv6 literal); -1 otherwise. Sets `unsafe` when a
    /// word it read holds a byte to encode.
    static func plainHostEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, unsafe: inout Bool) -> Int {
        var end = bytes.count
        var plain = true
        var bad: UInt64 = 0
        _ = ByteScan.scan(bytes, start, bytes.count) { i, v, valid in
            bad |= ByteScan.unsafeLanes(v) & valid
            let stop =
                (ByteScan.lanes(v, equalTo: 0x2F) | ByteScan.lanes(v, equalTo: 0x3F) | ByteScan.lanes(v, equalTo: 0x23))
                & valid
            let special =
                (ByteScan.lanes(v, equalTo: 0x40) | ByteScan.lanes(v, equalTo: 0x3A) | ByteScan.lanes(v, equalTo: 0x5D))
                & valid
            if special != 0, stop == 0 || ByteScan.firstLane(special) < ByteScan.firstLane(stop) {
                plain = false
                return true
            }
            if stop != 0 {
                end = i + ByteScan.firstLane(stop)
                return true
            }
            return false
        }
        if bad != 0 { unsafe = true }
        return plain ? end : -1
    }

    /// The end of the path starting at `start` (the first `?` or `#`, or the end). Sets `unsafe`
    /// when a word it read holds a byte to encode, and `doubleSlash` when one holds `//` (two
    /// adjacent exact `/` lanes, across words too).
    static func pathEnd(
        _ bytes: UnsafeBufferPointer<UInt8>, from start: Int, unsafe: inout Bool, doubleSlash: inout Bool
    ) -> Int {
        var end = bytes.count
        var bad: UInt64 = 0
        var pairs: UInt64 = 0
        var carry: UInt64 = 0
        let slashes = ByteScan.ones &* 0x2F
        _ = ByteScan.scan(bytes, start, bytes.count) { i, v, valid in
            bad |= ByteScan.unsafeLanes(v) & valid
            let s = ByteScan.exactZeroLanes(v ^ slashes) & valid
            // A slash in lane k followed by one in lane k + 1; `carry` is lane 7 of the last word.
            pairs |= (s & (s >> 8)) | (carry & s)
            carry = s >> 56
            let stop = (ByteScan.lanes(v, equalTo: 0x3F) | ByteScan.lanes(v, equalTo: 0x23)) & valid
            if stop != 0 {
                end = i + ByteScan.firstLane(stop)
                return true
            }
            return false
        }
        if bad != 0 { unsafe = true }
        if pairs != 0 { doubleSlash = true }
        return end
    }
}

extension ASCII {
    @inline(__always) static func isLetter(_ b: UInt8) -> Bool { (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A) }
    @inline(__always) static func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }

    static func hexDigit(_ v: UInt8) -> UInt8 { v < 10 ? 0x30 + v : 0x41 + v - 10 }

    @inline(__always)
    static func hexValue(_ b: UInt8) -> UInt8? {
        switch b {
        case 0x30...0x39: b - 0x30
        case 0x41...0x46: b - 0x41 + 10
        case 0x61...0x66: b - 0x61 + 10
        default: nil
        }
    }

    /// Percent-decodes `%XX` sequences (UTF-8 bytes); a `%` not followed by two hex digits stays.
    static func percentDecoded<C: Collection>(_ bytes: C) -> [UInt8] where C.Element == UInt8, C.Index == Int {
        guard bytes.contains(0x25) else { return Array(bytes) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var i = bytes.startIndex
        while i < bytes.endIndex {
            let b = bytes[i]
            if b == 0x25, i + 2 < bytes.endIndex, let hi = hexValue(bytes[i + 1]), let lo = hexValue(bytes[i + 2]) {
                out.append(hi << 4 | lo)
                i += 3
            } else {
                out.append(b)
                i += 1
            }
        }
        return out
    }
}
