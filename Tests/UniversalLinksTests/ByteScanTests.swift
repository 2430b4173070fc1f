import Testing

@testable import UniversalLinks

/// The word-at-a-time scans of the matcher against plain byte loops, on random buffers made of
/// the bytes they look for, at every length and offset around a word (0...40 bytes).
@Suite struct ByteScanTests {
    /// Bytes the scans treat specially, plus ordinary and non-ASCII ones.
    static let alphabet: [UInt8] = Array("/?#&@:]%\"<>` aZ.-_=".utf8) + [0x00, 0x1F, 0x7F, 0x80, 0xC3, 0xFF]

    static func buffers(seed: UInt64) -> [[UInt8]] {
        var rng = SplitMix64(seed: seed)
        var result: [[UInt8]] = []
        for length in 0...40 {
            for _ in 0..<60 {
                result.append(
                    (0..<length).map { _ in
                        // Mostly plain letters, so that long runs without a special byte occur.
                        rng.next() % 3 == 0 ? alphabet[Int(rng.next() % UInt64(alphabet.count))] : 0x61
                    })
            }
        }
        return result
    }

    @Test func scansAgreeWithByteLoops() {
        for bytes in Self.buffers(seed: 7) {
            bytes.withUnsafeBufferPointer { b in
                #expect(ByteScan.hasUnsafeURLByte(b) == bytes.contains(where: URLParts.isUnsafe), "\(bytes)")
                #expect(ByteScan.hasUpperCase(b) == bytes.contains { $0 >= 0x41 && $0 <= 0x5A }, "\(bytes)")
                let doubled = zip(bytes, bytes.dropFirst()).contains { $0 == 0x2F && $1 == 0x2F }
                #expect(ByteScan.hasDoubleSlash(b) == doubled, "\(bytes)")
                for start in [0, 1, 3, 8, 9].filter({ $0 <= bytes.count }) {
                    let end = bytes[start...].firstIndex(of: 0x23) ?? bytes.count
                    var unsafe = false
                    let (queryEnd, ampersands) = ByteScan.queryEnd(b, from: start, unsafe: &unsafe)
                    #expect(ampersands == bytes[start..<queryEnd].filter { $0 == 0x26 }.count, "\(bytes) \(start)")
                    if bytes[start..<queryEnd].contains(where: URLParts.isUnsafe) {
                        #expect(unsafe, "\(bytes) \(start)")
                    }
                    #expect(queryEnd == end, "\(bytes) \(start)")
                }
            }
        }
    }

    @Test func equalityAndCaseInsensitiveHosts() {
        let buffers = Self.buffers(seed: 11)
        for (a, b) in zip(buffers, buffers.dropFirst(41)) where a.count == b.count {
            a.withUnsafeBufferPointer { pa in
                b.withUnsafeBufferPointer { pb in
                    #expect(ByteScan.equal(pa, 0, pb, 0, a.count) == (a == b))
                    #expect(ByteScan.equal(pa, 0, pa, 0, a.count))
                    let compared = ByteScan.compareHost(pa, pb)
                    #expect(compared.equal == (a.map(ASCII.lower) == b.map(ASCII.lower)), "\(a) \(b)")
                    #expect(compared.domainHasUpper == b.contains { $0 >= 0x41 && $0 <= 0x5A }, "\(b)")
                }
            }
        }
        let host = Array("Sub.Example.COM".utf8)
        let domain = Array("sub.example.com".utf8)
        host.withUnsafeBufferPointer { h in
            domain.withUnsafeBufferPointer { d in
                #expect(ByteScan.compareHost(h, d) == (true, false))
                #expect(ByteScan.compareHost(d, h) == (true, true))
                #expect(ByteScan.compareHost(UnsafeBufferPointer(rebasing: h.dropLast()), d).equal == false)
                #expect(ByteScan.compareHost(nil, d).equal, "a bare path is on the domain")
                #expect(ByteScan.compareHost(nil, UnsafeBufferPointer(start: nil, count: 0)).equal == false)
            }
        }
    }

    /// The splitter's fast paths (`https://` by word, plain hosts by word) against the general
    /// byte loop it falls back to, on URLs built from the same special bytes.
    @Test func urlSplittingMatchesTheByteLoop() {
        var rng = SplitMix64(seed: 5)
        let pieces = [
            "https://", "HTTP://", "http://", "hTtPs://", "ftp:", "//", "/", "?", "#", "&", "@", ":", "]", "[", "user",
            "example.com", "a", "b=1", "%2F", "x:8080", " ", "é", "<", "`", "\u{7F}", "\u{1}", "abcdefgh", "/x/",
        ]
        for _ in 0..<20000 {
            let url = (0..<Int(rng.next() % 8)).map { _ in pieces[Int(rng.next() % UInt64(pieces.count))] }.joined()
            let bytes = Array(url.utf8)
            bytes.withUnsafeBufferPointer { b in
                let scan = URLScan(b)
                let reference = ReferenceScan(bytes)
                #expect(scan.scheme == reference.scheme, "\(url)")
                #expect(scan.host == reference.host, "\(url)")
                #expect(scan.hostName == reference.hostName, "\(url)")
                #expect(scan.path == reference.path, "\(url)")
                #expect(scan.query == reference.query, "\(url)")
                #expect(scan.fragment == reference.fragment, "\(url)")
                var ampersands = 0
                if let query = reference.query { ampersands = bytes[query].filter { $0 == 0x26 }.count }
                #expect(scan.ampersands == ampersands, "\(url)")
                // The flags may err towards "yes", never towards "no".
                let unsafe = bytes.contains(where: URLParts.isUnsafe)
                if unsafe { #expect(scan.mayNeedEncoding, "\(url)") }
                let path = bytes[reference.path]
                if zip(path, path.dropFirst()).contains(where: { $0 == 0x2F && $1 == 0x2F }) {
                    #expect(scan.pathMayHaveDoubleSlash, "\(url)")
                }
            }
        }
    }

    /// The splitting rules of ``URLScan``, one byte at a time.
    struct ReferenceScan {
        var scheme: Range<Int>?
        var host: Range<Int>?
        var hostName: Range<Int>?
        var path: Range<Int>
        var query: Range<Int>?
        var fragment: Range<Int>?

        init(_ bytes: [UInt8]) {
            var i = 0
            if let first = bytes.first, ASCII.isLetter(first) {
                var j = 1
                while j < bytes.count,
                    ASCII.isLetter(bytes[j]) || ASCII.isDigit(bytes[j]) || [0x2B, 0x2D, 0x2E].contains(bytes[j])
                {
                    j += 1
                }
                if j < bytes.count, bytes[j] == 0x3A {
                    scheme = 0..<j
                    i = j + 1
                }
            }
            let hasAuthority = i + 1 < bytes.count && bytes[i] == 0x2F && bytes[i + 1] == 0x2F
            let bareHost = scheme == nil && bytes.first.map { ![0x2F, 0x3F, 0x23].contains($0) } == true
            if hasAuthority || bareHost {
                if hasAuthority { i += 2 }
                let start = i
                var nameStart = start
                var nameEnd = -1
                while i < bytes.count, ![0x2F, 0x3F, 0x23].contains(bytes[i]) {
                    if bytes[i] == 0x40 {
                        nameStart = i + 1
                        nameEnd = -1
                    } else if bytes[i] == 0x3A {
                        nameEnd = i
                    } else if bytes[i] == 0x5D {
                        nameEnd = -1
                    }
                    i += 1
                }
                host = start..<i
                hostName = nameStart..<(nameEnd >= nameStart ? nameEnd : i)
            }
            var pathEnd = i
            while pathEnd < bytes.count, bytes[pathEnd] != 0x3F, bytes[pathEnd] != 0x23 { pathEnd += 1 }
            path = i..<pathEnd
            i = pathEnd
            if i < bytes.count, bytes[i] == 0x3F {
                var end = i + 1
                while end < bytes.count, bytes[end] != 0x23 { end += 1 }
                query = (i + 1)..<end
                i = end
            }
            if i < bytes.count, bytes[i] == 0x23 { fragment = (i + 1)..<bytes.count }
        }
    }
}
