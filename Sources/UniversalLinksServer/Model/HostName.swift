/// A host name as it may appear in a `Host` header, an admin URL or a folder name: lower-case
/// letters, digits, hyphens and dots (IDNs in Punycode), labels of 1-63 characters, at most 253 in all.
///
/// The grammar rules out every path character, `..`, empty labels and ports, so a host name can be
/// used as a folder name and a key without escaping.
public struct HostName: Sendable, Hashable, Codable, CustomStringConvertible, Comparable {
    public let value: String

    /// Validates and lower-cases `text`; nil when it is not a host name.
    public init?(_ text: some StringProtocol) {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty, bytes.count <= 253 else { return nil }
        var lowered: [UInt8] = []
        lowered.reserveCapacity(bytes.count)
        var labelLength = 0
        var previous: UInt8 = 0x2E
        for byte in bytes {
            switch byte {
            case 0x41...0x5A: lowered.append(byte + 0x20)
            case 0x61...0x7A, 0x30...0x39: lowered.append(byte)
            case 0x2D:  // '-' may not start a label
                guard previous != 0x2E else { return nil }
                lowered.append(byte)
            case 0x2E:  // '.' may not start, end or double
                guard previous != 0x2E, previous != 0x2D else { return nil }
                labelLength = -1
                lowered.append(byte)
            default: return nil
            }
            labelLength += 1
            guard labelLength <= 63 else { return nil }
            previous = byte
        }
        guard previous != 0x2E, previous != 0x2D else { return nil }
        value = String(decoding: lowered, as: UTF8.self)
    }

    public var description: String { value }

    public static func < (lhs: HostName, rhs: HostName) -> Bool { lhs.value < rhs.value }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let host = HostName(text) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: decoder.codingPath, debugDescription: "not a host name: \(text)"))
        }
        self = host
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(value)
    }
}
