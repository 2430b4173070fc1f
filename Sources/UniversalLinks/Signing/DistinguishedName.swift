import SwiftASN1

/// An X.501 Name as one line, most specific part first, as RFC 4514 writes it (`CN=example.com, O=Example`).
enum DistinguishedName {
    static func oneLine(_ name: ASN1Node) -> String {
        var parts: [String] = []
        for rdn in name.children {
            var attributes: [String] = []
            for attribute in rdn.children {
                let pair = attribute.children
                guard pair.count == 2, let oid = pair[0].objectIdentifier else { continue }
                let key = attributeNames[oid] ?? oid
                attributes.append("\(key)=\(value(pair[1]))")
            }
            parts.append(attributes.joined(separator: "+"))
        }
        return parts.reversed().joined(separator: ", ")
    }

    static let attributeNames: [String: String] = [
        "2.5.4.3": "CN", "2.5.4.6": "C", "2.5.4.7": "L", "2.5.4.8": "ST", "2.5.4.9": "STREET", "2.5.4.10": "O",
        "2.5.4.11": "OU", "2.5.4.5": "serialNumber", "2.5.4.15": "businessCategory",
        "0.9.2342.19200300.100.1.25": "DC", "0.9.2342.19200300.100.1.1": "UID", "1.2.840.113549.1.9.1": "E",
        "1.3.6.1.4.1.311.60.2.1.3": "jurisdictionC",
    ]

    /// A directory string as text, escaped as RFC 4514 requires; other types as `#` and hex.
    static func value(_ value: ASN1Node) -> String {
        let raw = value.stringBytes
        let text: String
        switch value.identifier {
        case .utf8String, .numericString, .printableString, .ia5String, .visibleString:
            text = String(decoding: raw, as: UTF8.self)
        case .teletexString:  // Latin-1 in practice.
            text = String(raw.map { Character(Unicode.Scalar($0)) })
        case .bmpString:  // UTF-16 big-endian.
            let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            text = String(decoding: units, as: UTF16.self)
        case .universalString:  // UTF-32 big-endian.
            let scalars = stride(from: 0, to: raw.count - 3, by: 4).compactMap { index in
                Unicode.Scalar(raw[index..<(index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            }
            text = String(String.UnicodeScalarView(scalars))
        default:
            let digits = Array("0123456789abcdef")
            return "#" + value.encodedBytes.map { String([digits[Int($0 >> 4)], digits[Int($0 & 0xF)]]) }.joined()
        }
        return escapeRFC4514(text)
    }

    static func escapeRFC4514(_ text: String) -> String {
        var result = ""
        let characters = Array(text)
        for (index, character) in characters.enumerated() {
            let special = ",+\"\\<>;".contains(character)
            let leading = index == 0 && (character == " " || character == "#")
            let trailing = index == characters.count - 1 && character == " "
            if special || leading || trailing { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
