/// Reads the few fields of an X.509 certificate the checker reports (subject, issuer, DNS names) from DER,
/// without a certificate library: NIOSSL does not expose them, and the report needs them to say *why* a
/// certificate is rejected (self-signed, wrong host, unknown issuer).
struct DERCertificateReader {
    struct Fields: Sendable, Hashable {
        var subject: String
        var issuer: String
        /// Raw DER of the subject and issuer names: equal for a self-issued certificate.
        var subjectDER: ArraySlice<UInt8>
        var issuerDER: ArraySlice<UInt8>
        var dnsNames: [String]
        var ipAddresses: [String]
    }

    /// One DER element: its tag and the range of its content in the input.
    private struct Element {
        var tag: UInt8
        var header: Int
        var content: Range<Int>
        var whole: Range<Int> { (content.lowerBound - header)..<content.upperBound }
    }

    let bytes: [UInt8]

    /// Returns nil when the bytes are not a certificate this reader understands.
    func read() -> Fields? {
        guard let certificate = element(at: 0, limit: bytes.count), certificate.tag == 0x30,
            let tbs = element(at: certificate.content.lowerBound, limit: certificate.content.upperBound),
            tbs.tag == 0x30
        else { return nil }
        var children = self.children(of: tbs)
        if children.first?.tag == 0xA0 { children.removeFirst() }  // [0] version
        // serial, signature algorithm, issuer, validity, subject, subjectPublicKeyInfo, then optional [1] [2] [3].
        guard children.count >= 6, children[2].tag == 0x30, children[4].tag == 0x30 else { return nil }
        let issuer = children[2]
        let subject = children[4]
        var dnsNames: [String] = []
        var ipAddresses: [String] = []
        if let extensionsWrapper = children.dropFirst(6).first(where: { $0.tag == 0xA3 }),
            let extensions = element(
                at: extensionsWrapper.content.lowerBound, limit: extensionsWrapper.content.upperBound)
        {
            for ext in self.children(of: extensions) {
                let parts = self.children(of: ext)
                guard let oid = parts.first, oid.tag == 0x06, Array(bytes[oid.content]) == [0x55, 0x1D, 0x11],
                    let value = parts.last, value.tag == 0x04,
                    let names = element(at: value.content.lowerBound, limit: value.content.upperBound)
                else { continue }
                for name in self.children(of: names) {
                    switch name.tag {
                    case 0x82: dnsNames.append(String(decoding: bytes[name.content], as: UTF8.self))
                    case 0x87: ipAddresses.append(Self.formatIP(bytes[name.content]))
                    default: break
                    }
                }
            }
        }
        return Fields(
            subject: distinguishedName(subject), issuer: distinguishedName(issuer),
            subjectDER: bytes[subject.content], issuerDER: bytes[issuer.content], dnsNames: dnsNames,
            ipAddresses: ipAddresses)
    }

    private func element(at offset: Int, limit: Int) -> Element? {
        guard offset + 2 <= limit else { return nil }
        let tag = bytes[offset]
        let first = Int(bytes[offset + 1])
        var length = 0
        var header = 2
        if first < 0x80 {
            length = first
        } else {
            let count = first & 0x7F
            guard (1...4).contains(count), offset + 2 + count <= limit else { return nil }
            for index in 0..<count { length = length << 8 | Int(bytes[offset + 2 + index]) }
            header += count
        }
        let start = offset + header
        guard length >= 0, start + length <= limit else { return nil }
        return Element(tag: tag, header: header, content: start..<(start + length))
    }

    private func children(of parent: Element) -> [Element] {
        var result: [Element] = []
        var offset = parent.content.lowerBound
        while offset < parent.content.upperBound, let child = element(at: offset, limit: parent.content.upperBound) {
            result.append(child)
            offset = child.content.upperBound
        }
        return result
    }

    /// `CN=example.com, O=Example` in certificate order, with the common attribute names.
    private func distinguishedName(_ name: Element) -> String {
        var parts: [String] = []
        for rdn in children(of: name) {
            for attribute in children(of: rdn) {
                let pair = children(of: attribute)
                guard pair.count == 2, pair[0].tag == 0x06 else { continue }
                let oid = Array(bytes[pair[0].content])
                let label: String =
                    switch oid {
                    case [0x55, 0x04, 0x03]: "CN"
                    case [0x55, 0x04, 0x06]: "C"
                    case [0x55, 0x04, 0x07]: "L"
                    case [0x55, 0x04, 0x08]: "ST"
                    case [0x55, 0x04, 0x0A]: "O"
                    case [0x55, 0x04, 0x0B]: "OU"
                    default: oid.map { String($0) }.joined(separator: ".")
                    }
                let raw = bytes[pair[1].content]
                let value =
                    pair[1].tag == 0x1E
                    ? String(
                        decoding: stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
                            UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1])
                        }, as: UTF16.self)
                    : String(decoding: raw, as: UTF8.self)
                parts.append("\(label)=\(value)")
            }
        }
        return parts.joined(separator: ", ")
    }

    private static func formatIP(_ raw: ArraySlice<UInt8>) -> String {
        if raw.count == 4 { return raw.map { String($0) }.joined(separator: ".") }
        let words = stride(from: raw.startIndex, to: raw.endIndex - 1, by: 2).map {
            String(UInt16(raw[$0]) << 8 | UInt16(raw[$0 + 1]), radix: 16)
        }
        return words.joined(separator: ":")
    }
}
