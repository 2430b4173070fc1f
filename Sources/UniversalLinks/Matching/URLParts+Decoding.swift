extension URLParts {
    /// `%XX` sequences decoded (UTF-8 bytes), as the matcher decodes a URL component for a rule
    /// with `"percentEncoded": false`; a `%` not followed by two hex digits stays.
    public static func percentDecoded(_ bytes: [UInt8]) -> [UInt8] { ASCII.percentDecoded(bytes) }
}
