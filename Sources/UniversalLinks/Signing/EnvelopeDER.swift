import SwiftASN1

/// The BER of a CMS file, parsed with swift-asn1's BER rules (indefinite lengths and constructed strings, as
/// `openssl smime -stream` writes them; nesting capped by swift-asn1, so hostile input cannot exhaust the stack).
///
/// swift-asn1's nodes are slices of the input, so `encodedBytes.startIndex` is the byte offset our messages give.
enum EnvelopeDER {
    /// The element at the start of `bytes`; bytes after it (a stray newline) are not part of it. swift-asn1 reads
    /// a whole buffer, so its end is found by bisection: a prefix shorter than the element fails another way than
    /// "trailing data", a longer one fails with it, and only the element's own length parses.
    static func parse(_ bytes: [UInt8]) throws(ASN1Error) -> ASN1Node {
        do {
            return try BER.parse(bytes)
        } catch let error as ASN1Error {
            guard isTrailingData(error) else { throw error }
            var (short, long) = (0, bytes.count)
            while long - short > 1 {
                let middle = short + (long - short) / 2
                do {
                    return try BER.parse(bytes[..<middle])
                } catch let error as ASN1Error where isTrailingData(error) {
                    long = middle
                } catch {
                    short = middle
                }
            }
            throw error
        } catch {
            throw ASN1Error.invalidASN1Object(reason: "\(error)")
        }
    }

    static func isTrailingData(_ error: ASN1Error) -> Bool {
        error.code == .invalidASN1Object && String(describing: error).contains("Trailing unparsed data")
    }

    /// What swift-asn1 says went wrong, without its type name and source position.
    static func reason(_ error: ASN1Error) -> String {
        var text = String(describing: error)
        if let colon = text.firstRange(of: ": ") { text = String(text[colon.upperBound...]) }
        if let space = text.lastIndex(of: " ") { text = String(text[..<space]) }
        if text.contains("Excessive stack depth") { return "nesting deeper than 50 levels" }
        if text.hasPrefix("Unable to treat") {
            return "a length that does not fit in an integer (\(text.dropFirst(16)))"
        }
        guard let first = text.first else { return "\(error.code)" }
        return first.lowercased() + text.dropFirst()
    }

    /// Why a file whose DER ends early is truncated, from the top element's header (the bytes a cut download
    /// keeps): its declared length against what remains, or its indefinite length left open.
    static func truncation(_ bytes: [UInt8]) -> String {
        guard bytes.count >= 2 else { return "expected an element but the data ends" }
        let lengthByte = bytes[1]
        if lengthByte == 0x80 {
            return "the data ends before the end of the indefinite-length element at byte 0"
        }
        var length = Int(lengthByte)
        var cursor = 2
        if lengthByte & 0x80 != 0 {
            let count = Int(lengthByte & 0x7F)
            guard count <= 4, count <= bytes.count - 2 else {
                return "the data ends inside the length of the element at byte 0"
            }
            length = bytes[2..<(2 + count)].reduce(0) { $0 << 8 | Int($1) }
            cursor = 2 + count
        }
        guard length <= bytes.count - cursor else {
            return "the element at byte 0 declares \(length) bytes of content but only \(bytes.count - cursor) remain"
        }
        return "an element inside the one at byte 0 declares more bytes than remain"
    }
}

extension ASN1Node {
    /// Offset of the node's first byte in the parsed buffer.
    var offset: Int { encodedBytes.startIndex }

    /// The elements directly inside a constructed node; none for a primitive one.
    var children: [ASN1Node] {
        guard case .constructed(let nodes) = content else { return [] }
        return Array(nodes)
    }

    func isContext(_ number: UInt) -> Bool {
        identifier == ASN1Identifier(tagWithNumber: number, tagClass: .contextSpecific)
    }

    /// An OBJECT IDENTIFIER in dotted form, nil when the node is not a well-formed one.
    var objectIdentifier: String? {
        (try? ASN1ObjectIdentifier(derEncoded: self))?.description
    }

    /// The bytes of a primitive node; for a constructed (BER) string, its segments joined at any depth.
    var stringBytes: [UInt8] {
        switch content {
        case .primitive(let bytes): Array(bytes)
        case .constructed(let segments): segments.flatMap(\.stringBytes)
        }
    }
}
