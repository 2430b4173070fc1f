import Foundation
import UniversalLinks

/// A decision the team relies on, pinned: `--expect URL=APPID` (this URL opens that app),
/// `--expect URL=browser` (it opens no app), and the same for Android with `--expect-android
/// URL=PACKAGE|browser`.
public struct WatchExpectation: Sendable, Hashable, Codable, CustomStringConvertible {
    public enum Platform: String, Sendable, Hashable, Codable {
        /// Decided against the domain's apple-app-site-association file, as iOS does.
        case ios
        /// Decided against its assetlinks.json, as Android 15+ does.
        case android
    }

    public enum Outcome: Sendable, Hashable, Codable {
        /// The URL opens this app (iOS: an App ID; Android: a package name) when it is installed.
        case app(String)
        /// The URL opens in the browser: no app handles it.
        case browser
    }

    public var platform: Platform
    /// An absolute https URL.
    public var url: String
    public var outcome: Outcome

    public init(platform: Platform, url: String, outcome: Outcome) {
        self.platform = platform
        self.url = url
        self.outcome = outcome
    }

    /// Reads `URL=APPID` or `URL=browser` (split at the last `=`: a query may hold `=` too).
    public init(parsing text: String, platform: Platform) throws(WatchExpectationError) {
        guard let equals = text.lastIndex(of: "=") else {
            throw WatchExpectationError(text, "expected URL=\(platform == .ios ? "APPID" : "PACKAGE")|browser")
        }
        let url = String(text[..<equals]).trimmingCharacters(in: .whitespaces)
        let value = String(text[text.index(after: equals)...]).trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: url), components.scheme?.lowercased() == "https",
            let host = components.host, !host.isEmpty
        else {
            throw WatchExpectationError(text, "'\(url)' is not an https URL")
        }
        guard !value.isEmpty else { throw WatchExpectationError(text, "nothing after '='") }
        guard !value.contains(" "), !value.contains("/") else {
            throw WatchExpectationError(
                text,
                "'\(value)' is not an app (\(platform == .ios ? Message.verbatim("PREFIX.bundle.id") : "a package name")) or browser"
            )
        }
        if platform == .ios, value.lowercased() != "browser", !value.contains(".") {
            throw WatchExpectationError(text, "'\(value)' is not an App ID (PREFIX.bundle.id) or browser")
        }
        self.init(platform: platform, url: url, outcome: value.lowercased() == "browser" ? .browser : .app(value))
    }

    /// The URL's host, lower-cased.
    public var host: String { URLComponents(string: url)?.host?.lowercased() ?? "" }

    /// `https://example.com/buy/1=ABCDE12345.com.example.app`, as given on the command line.
    public var description: String {
        switch outcome {
        case .app(let app): "\(url)=\(app)"
        case .browser: "\(url)=browser"
        }
    }

    enum CodingKeys: String, CodingKey { case platform, url, expect }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        platform = try c.decode(Platform.self, forKey: .platform)
        url = try c.decode(String.self, forKey: .url)
        let expect = try c.decode(String.self, forKey: .expect)
        outcome = expect == "browser" ? .browser : .app(expect)
    }

    /// `{"platform": "ios", "url": "...", "expect": "APPID" | "browser"}`.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(platform, forKey: .platform)
        try c.encode(url, forKey: .url)
        switch outcome {
        case .app(let app): try c.encode(app, forKey: .expect)
        case .browser: try c.encode("browser", forKey: .expect)
        }
    }
}

/// Why an `--expect` value could not be read.
public struct WatchExpectationError: Error, Sendable, Hashable, CustomStringConvertible {
    public var text: String
    public var reason: Message

    init(_ text: String, _ reason: Message) {
        self.text = text
        self.reason = reason
    }

    /// What is wrong, rendered where it is shown.
    public var message: Message { "invalid expectation '\(text)': \(reason)" }

    public var description: String { message.english }
}
