extension BERReader {
    static let subjectAltNameOID = "2.5.29.17"
    static let subjectKeyIdentifierOID = "2.5.29.14"

    /// Reads a Certificate: SEQUENCE { tbsCertificate SEQUENCE { [0] version?, serial, signature, issuer,
    /// validity, subject, spki, [1]?, [2]?, [3] extensions? }, ... }.
    func certificateFields(_ certificate: BERElement) throws(BERError) -> CertificateFields {
        guard let tbs = try children(of: certificate).first, tbs.isUniversal(BERElement.sequence) else {
            throw BERError(kind: .malformed, offset: certificate.start, message: "certificate without tbsCertificate")
        }
        var fields = try children(of: tbs)[...]
        if fields.first?.isContext(0) == true { fields = fields.dropFirst() }
        let required = Array(fields.prefix(6))
        guard required.count == 6, required[0].isUniversal(BERElement.integer),
            required[2].isUniversal(BERElement.sequence),
            required[4].isUniversal(BERElement.sequence)
        else {
            throw BERError(kind: .malformed, offset: tbs.start, message: "certificate fields are not in X.509 order")
        }
        var result = CertificateFields(
            serialNumber: bytes[required[0].contents], issuerEncoding: encoding(of: required[2]), subject: required[4],
            subjectKeyIdentifier: nil, dnsNames: [])
        guard let extensionsWrapper = fields.dropFirst(6).first(where: { $0.isContext(3) }),
            let extensions = try children(of: extensionsWrapper).first
        else { return result }
        for item in try children(of: extensions) {
            let parts = try children(of: item)
            guard let oid = parts.first.flatMap(objectIdentifier), let value = parts.last,
                value.isUniversal(BERElement.octetString)
            else { continue }
            let inner = try stringContents(of: value)
            switch oid {
            case Self.subjectAltNameOID:
                result.dnsNames = try Self.dnsNames(inSubjectAltName: inner)
            case Self.subjectKeyIdentifierOID:
                let reader = BERReader(inner)
                let key = try reader.element(at: 0)
                result.subjectKeyIdentifier = ArraySlice(try reader.stringContents(of: key))
            default:
                continue
            }
        }
        return result
    }

    /// The dNSName entries ([2] IMPLICIT IA5String) of a GeneralNames sequence.
    static func dnsNames(inSubjectAltName encoded: [UInt8]) throws(BERError) -> [String] {
        let reader = BERReader(encoded)
        let names = try reader.element(at: 0)
        return try reader.children(of: names).compactMap { name in
            guard name.isContext(2), !name.isConstructed else { return nil }
            return String(decoding: reader.bytes[name.contents], as: UTF8.self)
        }
    }

    /// A Name as one line, most specific part first, as RFC 4514 writes it (`CN=example.com, O=Example`).
    func oneLineName(_ name: BERElement) throws(BERError) -> String {
        var parts: [String] = []
        for rdn in try children(of: name) {
            var attributes: [String] = []
            for attribute in try children(of: rdn) {
                let pair = try children(of: attribute)
                guard pair.count == 2, let oid = objectIdentifier(pair[0]) else { continue }
                let key = Self.attributeNames[oid] ?? oid
                attributes.append("\(key)=\(try attributeValue(pair[1]))")
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
    func attributeValue(_ value: BERElement) throws(BERError) -> String {
        let raw = try stringContents(of: value)
        let text: String
        switch (value.tagClass, value.tagNumber) {
        case (.universal, 12), (.universal, 18), (.universal, 19), (.universal, 22), (.universal, 26):
            text = String(decoding: raw, as: UTF8.self)
        case (.universal, 20):  // TeletexString: Latin-1 in practice.
            text = String(raw.map { Character(Unicode.Scalar($0)) })
        case (.universal, 30):  // BMPString: UTF-16 big-endian.
            let units = stride(from: 0, to: raw.count - 1, by: 2).map { UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]) }
            text = String(decoding: units, as: UTF16.self)
        case (.universal, 28):  // UniversalString: UTF-32 big-endian.
            let scalars = stride(from: 0, to: raw.count - 3, by: 4).compactMap { index in
                Unicode.Scalar(raw[index..<(index + 4)].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
            }
            text = String(String.UnicodeScalarView(scalars))
        default:
            let hex = encoding(of: value).map { byte in
                let digits = Array("0123456789abcdef")
                return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
            }
            return "#" + hex.joined()
        }
        return Self.escapeRFC4514(text)
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
