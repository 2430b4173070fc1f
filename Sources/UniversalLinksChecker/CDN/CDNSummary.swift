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
}
