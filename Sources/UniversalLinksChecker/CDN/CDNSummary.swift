import UniversalLinks

/// Apple's CDN copy of the file.
public struct CDNSummary: Sendable, Codable {
    public var url: String
    public var status: Int?
    /// `Apple-Failure-Reason`, `Apple-Failure-Details`, `Apple-From`, `Apple-Try-Direct`, `Age`, `Cache-Control`, ...
    /// as received (each value cut at ``AppleCDNHeaders/maximumValueLength`` characters).
    public var headers: [HeaderField]
    /// The same headers read as Apple writes them (nil when the CDN could not be reached).
    public var apple: AppleCDNHeaders?
    /// What differs from the origin file, one sentence each (empty when they say the same).
    public var differences: [Message]
    /// Lower-case hex SHA-256 of the copy's bytes when the CDN answered 200 (nil otherwise): what
    /// `ulinks serve --watch` compares with its versions' hashes to time the CDN's propagation.
    public var sha256: String?

    public init(
        url: String, status: Int?, headers: [HeaderField], apple: AppleCDNHeaders? = nil, differences: [Message],
        sha256: String? = nil
    ) {
        self.url = url
        self.status = status
        self.headers = headers
        self.apple = apple
        self.differences = differences
        self.sha256 = sha256
    }

    enum CodingKeys: String, CodingKey { case url, status, headers, apple, differences, sha256 }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        url = try c.decode(String.self, forKey: .url)
        status = try c.decodeIfPresent(Int.self, forKey: .status)
        headers = try c.decode([HeaderField].self, forKey: .headers)
        apple = try c.decodeIfPresent(AppleCDNHeaders.self, forKey: .apple)
        if let texts = try? c.decode([String].self, forKey: .differences) {
            differences = texts.map(Message.verbatim)
        } else {
            differences = try c.decode([Message].self, forKey: .differences)
        }
        sha256 = try c.decodeIfPresent(String.self, forKey: .sha256)
    }

    /// The public JSON: each difference as its text.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(url, forKey: .url)
        try c.encodeIfPresent(status, forKey: .status)
        try c.encode(headers, forKey: .headers)
        try c.encodeIfPresent(apple, forKey: .apple)
        if Message.encodesValues(encoder) {
            try c.encode(differences, forKey: .differences)
        } else {
            try c.encode(differences.map(\.english), forKey: .differences)
        }
        try c.encodeIfPresent(sha256, forKey: .sha256)
    }
}
