/// One problem met while building a statement list, named with Google's error taxonomy (the `ErrorCode`s of
/// the Digital Asset Links API, without their `ERROR_CODE_` prefix).
public struct StatementListError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The file could not be fetched: no connection, a timeout, a status other than 200.
        case fetchError = "FETCH_ERROR"
        /// The certificate is not trusted, has expired, or does not name the host.
        case failedSSLValidation = "FAILED_SSL_VALIDATION"
        /// The server answered with a redirect; statement lists are never fetched through redirects.
        case redirect = "REDIRECT"
        /// The body is larger than the limit.
        case tooLarge = "TOO_LARGE"
        /// The Content-Type is not `application/json`.
        case wrongContentType = "WRONG_CONTENT_TYPE"
        /// The body is not strict JSON, not an array, or a statement in it cannot be parsed (that statement
        /// alone is dropped).
        case malformedContent = "MALFORMED_CONTENT"
        /// An `include` of a secure (https) list names an insecure (http) URL; it is not fetched.
        case secureAssetIncludesInsecure = "SECURE_ASSET_INCLUDES_INSECURE"
        /// Too many files fetched or includes nested too deep (an include loop or fan-out); the rest is
        /// not fetched.
        case fetchBudgetExhausted = "FETCH_BUDGET_EXHAUSTED"
    }

    public var code: Code
    /// The URL (or file name) the problem is about.
    public var url: String
    public var message: Message
    /// For a dropped statement, its index in the list.
    public var statement: Int?

    public init(_ code: Code, url: String, _ message: Message, statement: Int? = nil) {
        self.code = code
        self.url = url
        self.message = message
        self.statement = statement
    }

    public var description: String {
        "\(code.rawValue): \(url)\(statement.map { " (statement \($0))" } ?? ""): \(message)"
    }
}
