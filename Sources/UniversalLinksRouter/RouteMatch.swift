/// What ``LinkRouter`` found for a URL: the route and the parts of the URL it captured.
public struct RouteMatch: Sendable, Hashable {
    /// The route's name from the manifest.
    public var name: String
    /// The route's position in the manifest (0-based).
    public var routeIndex: Int
    public var url: String
    /// What each `*` of the route's path pattern matched, in order (percent-decoded when the
    /// route has `"percentEncoded": false`). A trailing `/` the URL did not have is not included.
    public var wildcards: [String]
    /// What each `$(variable)` of the path matched, by name (the last one for a repeated name).
    public var variables: [String: String]
    /// Every query item of the URL, percent-decoded, in order.
    public var queryItems: [QueryItem]
    /// The fragment without `#`; nil when absent.
    public var fragment: String?

    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String

        public init(name: String, value: String) {
            self.name = name
            self.value = value
        }
    }

    /// The value of the first query item called `name`.
    public func query(_ name: String) -> String? { queryItems.first { $0.name == name }?.value }
}
