/// A request head that the connection fast path (``AssociationConnectionHandler``) answers itself,
/// read straight from the received bytes: no `HTTPRequestHead`, no header dictionary, no String
/// unless a conditional header is present.
///
/// The grammar accepted is deliberately narrow: `GET` or `HEAD` of one of the association file
/// paths, `HTTP/1.1`, CRLF line ends, token header names, printable ASCII values, exactly one `Host`,
/// at most one of each conditional header, no body. Anything else (another method or path, a body,
/// `Upgrade`, an obsolete line fold, a bare LF, a second `Host`, more than `maximumFields` fields, a
/// head over ``maximumLength``) is `.other`: the connection hands it, and everything after it, to
/// the full HTTP pipeline, which applies its own limits and error responses.
///
/// Depends on the standard library only, so that `Fuzz/run.sh` can compile it on its own.
struct FastRequestHead: Equatable {
    enum Parse: Equatable {
        /// A head the fast path can answer.
        case request(FastRequestHead)
        /// The bytes so far are a prefix of such a head: wait for more.
        case incomplete
        /// Not for the fast path (or not valid HTTP): hand over to the full pipeline.
        case other
    }

    /// Heads longer than this go to the full pipeline (whose limits are larger: 8 KiB per line).
    static let maximumLength = 4096

    var kind: FileKind
    var isHead: Bool
    /// Offsets into the parsed bytes (the value without surrounding whitespace).
    var host: Range<Int>
    var ifNoneMatch: Range<Int>?
    var ifModifiedSince: Range<Int>?
    /// `Connection: close`: answer, then close.
    var close: Bool
    /// Bytes of the head, final empty line included.
    var length: Int

    /// Parses the head at the start of `bytes`.
    static func parse(_ bytes: UnsafeRawBufferPointer, maximumFields: Int = 100) -> Parse {
        var scanner = Scanner(bytes: bytes)
        return scanner.head(maximumFields: maximumFields)
    }
}

extension FastRequestHead {
    private enum Step: Error { case incomplete, other }

    private struct Scanner {
        let bytes: UnsafeRawBufferPointer
        var index = 0

        mutating func head(maximumFields: Int) -> Parse {
            do {
                var request = try requestLine()
                var host: Range<Int>?
                var fields = 0
                while true {
                    let line = try nextLine()
                    if line.isEmpty { break }
                    fields += 1
                    guard fields <= maximumFields else { return .other }
                    try field(line, &request, &host)
                }
                guard let host, !host.isEmpty else { return .other }
                request.host = host
                request.length = index
                return .request(request)
            } catch .incomplete {
                return bytes.count >= FastRequestHead.maximumLength ? .other : .incomplete
            } catch {
                return .other
            }
        }

        /// The next line without its CRLF; `.other` for a bare LF or a head over the limit.
        mutating func nextLine() throws(Step) -> Range<Int> {
            let start = index
            let end = min(bytes.count, FastRequestHead.maximumLength)
            var i = start
            while i < end {
                let byte = bytes[i]
                if byte == 0x0A {
                    guard i > start, bytes[i - 1] == 0x0D else { throw .other }
                    index = i + 1
                    return start..<(i - 1)
                }
                i += 1
            }
            throw end == bytes.count ? .incomplete : .other
        }

        mutating func requestLine() throws(Step) -> FastRequestHead {
            // Decide the method before the line is complete, so that a slow upload hands over early.
            let isHead: Bool
            if starts(with: "GET ") {
                isHead = false
            } else if starts(with: "HEAD ") {
                isHead = true
            } else {
                throw prefixOf("GET ") || prefixOf("HEAD ") ? .incomplete : .other
            }
            let line = try nextLine()
            var i = line.lowerBound + (isHead ? 5 : 4)
            let pathStart = i
            guard i < line.upperBound, bytes[i] == 0x2F else { throw .other }  // origin-form only
            var pathEnd: Int?
            while i < line.upperBound, bytes[i] != 0x20 {
                let byte = bytes[i]
                guard Self.isTargetByte(byte) else { throw .other }
                if byte == 0x3F, pathEnd == nil { pathEnd = i }
                i += 1
            }
            guard let kind = Self.kind(bytes, pathStart..<(pathEnd ?? i)) else { throw .other }
            guard equals(i..<line.upperBound, " HTTP/1.1") else { throw .other }
            return FastRequestHead(kind: kind, isHead: isHead, host: 0..<0, close: false, length: 0)
        }

        /// One header line; only the fields that change the answer are looked at.
        func field(_ line: Range<Int>, _ request: inout FastRequestHead, _ host: inout Range<Int>?) throws(Step) {
            var colon = line.lowerBound
            while colon < line.upperBound, bytes[colon] != 0x3A {
                guard Self.isTokenByte(bytes[colon]) else { throw .other }  // also refuses folds and spaces
                colon += 1
            }
            guard colon > line.lowerBound, colon < line.upperBound else { throw .other }
            var start = colon + 1
            var end = line.upperBound
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            for i in start..<end {
                let byte = bytes[i]
                guard (byte >= 0x20 && byte < 0x7F) || byte == 0x09 else { throw .other }
            }
            let name = line.lowerBound..<colon
            let value = start..<end
            switch name.count {
            case 4 where namedLike(name, "host"):
                guard host == nil else { throw .other }  // a second Host is a 400: the full pipeline says so
                // So is an invalid one (`name:abc`): only a valid authority is looked up here.
                guard HostName.isValidAuthority(UnsafeRawBufferPointer(rebasing: bytes[value])) else { throw .other }
                host = value
            case 13 where namedLike(name, "if-none-match"):
                guard request.ifNoneMatch == nil else { throw .other }
                request.ifNoneMatch = value
            case 17 where namedLike(name, "if-modified-since"):
                guard request.ifModifiedSince == nil else { throw .other }
                request.ifModifiedSince = value
            case 10 where namedLike(name, "connection"):
                if namedLike(value, "close") {
                    request.close = true
                } else if !namedLike(value, "keep-alive") {
                    throw .other
                }
            case 14 where namedLike(name, "content-length"), 17 where namedLike(name, "transfer-encoding"),
                6 where namedLike(name, "expect"), 7 where namedLike(name, "upgrade"):
                throw .other
            default:
                break
            }
        }

        func starts(with text: StaticString) -> Bool {
            let count = text.utf8CodeUnitCount
            return bytes.count >= count && equals(0..<count, text)
        }

        /// Whether all of `bytes` so far could still begin `text`.
        func prefixOf(_ text: StaticString) -> Bool {
            bytes.count < text.utf8CodeUnitCount && equals(0..<bytes.count, text, prefix: true)
        }

        func equals(_ range: Range<Int>, _ text: StaticString, prefix: Bool = false) -> Bool {
            guard prefix || range.count == text.utf8CodeUnitCount else { return false }
            let expected = text.utf8Start
            for (offset, i) in range.enumerated() where bytes[i] != expected[offset] { return false }
            return true
        }

        /// ASCII case-insensitive comparison with a lower-case name.
        func namedLike(_ range: Range<Int>, _ lowerCased: StaticString) -> Bool {
            guard range.count == lowerCased.utf8CodeUnitCount else { return false }
            let expected = lowerCased.utf8Start
            for (offset, i) in range.enumerated() {
                let byte = bytes[i]
                let lower = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                if lower != expected[offset] { return false }
            }
            return true
        }

        static func kind(_ bytes: UnsafeRawBufferPointer, _ path: Range<Int>) -> FileKind? {
            let text = UnsafeRawBufferPointer(rebasing: bytes[path])
            for (candidate, kind) in paths where candidate.count == text.count && candidate.elementsEqual(text) {
                return kind
            }
            return nil
        }

        static let paths: [([UInt8], FileKind)] = FileKind.allCases.flatMap { kind in
            kind.publicPaths.map { (Array($0.utf8), kind) }
        }

        /// RFC 9110 `tchar`.
        static func isTokenByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
            case UInt8(ascii: "!"), UInt8(ascii: "#"), UInt8(ascii: "$"), UInt8(ascii: "%"), UInt8(ascii: "&"),
                UInt8(ascii: "'"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "^"), UInt8(ascii: "_"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                true
            default: false
            }
        }

        /// Path and query characters (RFC 3986 `pchar`, `/` and `?`); a fragment or anything odd goes
        /// to the full pipeline.
        static func isTargetByte(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
            case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "%"),
                UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("),
                UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"),
                UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: "@"), UInt8(ascii: "/"), UInt8(ascii: "?"):
                true
            default: false
            }
        }
    }
}
