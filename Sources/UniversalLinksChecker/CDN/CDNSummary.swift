/// Apple's CDN copy of the file.
public struct CDNSummary: Sendable, Codable {
    public var url: String
    public var status: Int?
    /// `Apple-Failure-Reason`, `Apple-Failure-Details`, `Apple-Try-Direct`, `Age`, `Cache-Control`, ... as received.
    public var headers: [HeaderField]
    /// What differs from the origin file, one sentence each (empty when they say the same).
    public var differences: [String]
}
