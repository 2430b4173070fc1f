import Foundation

/// The headers of an answer of Apple's CDN (`https://app-site-association.cdn-apple.com/a/v1/DOMAIN`), read as
/// Apple writes them.
///
/// ```
/// HTTP/1.1 404 Not Found
/// Apple-Failure-Reason: SWCERR00101 Bad HTTP Response: 403 Forbidden
/// Apple-Failure-Details: {"status":"403 Forbidden"}
/// Apple-From: https://example.com/.well-known/apple-app-site-association
/// Apple-Try-Direct: false
/// Cache-Control: max-age=1800,public
/// Age: 1399
/// ```
///
/// (as quoted in github.com/chayev/yurl pull request 65; a healthy answer carries
/// `Apple-Origin-Format: json` and `Cache-Control: max-age=21600,public`). The values come from the
/// network: each is cut at ``maximumValueLength`` characters, control characters become spaces, and
/// numbers that do not parse (or overflow) are left out.
public struct AppleCDNHeaders: Sendable, Hashable, Codable {
    /// `Apple-Failure-Reason`: why the CDN holds no copy (`SWCERR00301 Timeout`).
    public var failureReason: String?
    /// The `SWCERR` code of ``failureReason`` explained, when it is a known one.
    public var failure: AppleFailureCode?
    /// `Apple-Failure-Details`: what the CDN saw (often a small JSON object).
    public var failureDetails: String?
    /// `Apple-From`: the URLs the CDN fetched, in order; more than one means it followed a redirect.
    public var from: [String]
    /// `Apple-Try-Direct`: `true` tells devices to fetch from the domain itself.
    public var tryDirect: Bool?
    /// `Apple-Origin-Format`: how the origin served the file (`json`).
    public var originFormat: String?
    /// `Cache-Control` as received, and its `max-age` in seconds.
    public var cacheControl: String?
    public var maxAge: Int?
    /// `Age`: seconds since the CDN fetched this copy from the origin.
    public var age: Int?

    /// Longest header value kept, in characters.
    public static let maximumValueLength = 512
    /// Most `Apple-From` URLs kept.
    public static let maximumChain = 10

    public init(headers: [HeaderField]) {
        func value(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }.map { Self.bounded($0.value) }
        }
        failureReason = value("apple-failure-reason")
        failure = failureReason.flatMap(AppleFailureCode.init(reason:))
        failureDetails = value("apple-failure-details")
        from = value("apple-from").map(Self.chain) ?? []
        tryDirect = value("apple-try-direct").flatMap {
            switch $0.trimmingCharacters(in: .whitespaces).lowercased() {
            case "true": true
            case "false": false
            default: nil
            }
        }
        originFormat = value("apple-origin-format")
        cacheControl = value("cache-control")
        maxAge = cacheControl.flatMap(Self.maxAge)
        age = value("age").flatMap { Self.seconds($0) }
    }

    /// The CDN reports a failure (either failure header).
    public var failed: Bool { failureReason != nil || failureDetails != nil }

    /// The CDN reached the file through a redirect: `Apple-From` names more than one URL.
    public var followedRedirect: Bool { from.count > 1 }

    /// `value` cut to ``maximumValueLength`` characters, control characters as spaces, trimmed.
    public static func bounded(_ value: String) -> String {
        UntrustedText.bounded(value, limit: maximumValueLength).trimmingCharacters(in: .whitespaces)
    }

    /// A non-negative number of seconds (`Age`, `max-age`); nil for anything else or past a century.
    static func seconds(_ text: some StringProtocol) -> Int? {
        let digits = text.trimmingCharacters(in: .whitespaces)
        guard !digits.isEmpty, digits.count <= 10, digits.allSatisfy({ $0.isASCII && $0.isNumber }),
            let value = Int(digits), value <= 3_153_600_000
        else { return nil }
        return value
    }

    static func maxAge(_ cacheControl: String) -> Int? {
        cacheControl.split(separator: ",").lazy.map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.lowercased().hasPrefix("max-age=") }.flatMap { seconds($0.dropFirst(8)) }
    }

    /// The URLs of `Apple-From`, separated by commas or spaces (one URL when the CDN fetched directly).
    static func chain(_ value: String) -> [String] {
        Array(
            value.split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init).filter { !$0.isEmpty }
                .prefix(maximumChain))
    }
}
