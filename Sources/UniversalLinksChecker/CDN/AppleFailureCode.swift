import UniversalLinks

/// An `SWCERR` code from Apple's CDN (`Apple-Failure-Reason: SWCERR00101 Bad HTTP Response: 403 Forbidden`),
/// explained in words.
///
/// Apple documents none of these codes. The table lists the ones seen in answers of
/// `https://app-site-association.cdn-apple.com/a/v1/DOMAIN`, each with where it was seen; a code not in
/// the table is shown as Apple wrote it.
public struct AppleFailureCode: Sendable, Hashable, Codable {
    /// `SWCERR` and five digits.
    public var code: String
    /// What the CDN saw, in words.
    public var meaning: Message
    /// What to change on the server.
    public var fix: Message

    /// The codes seen in the wild.
    public static let known: [AppleFailureCode] = [
        // Seen with "Bad HTTP Response: 403 Forbidden" and details {"status":"403 Forbidden"}
        // (github.com/chayev/yurl pull request 65, 2023; an Apple Developer Forums thread quoting a
        // device's swcd log: "denied because the CDN told us to stop with HTTP status 404: SWCERR00101
        // Bad HTTP Response: 403 Forbidden").
        AppleFailureCode(
            code: "SWCERR00101",
            meaning:
                "bad HTTP response: your server answered the CDN with a status other than 200 (the status follows the code)",
            fix:
                "Serve the file with status 200 to anonymous GETs with the user agent AASA-Bot/1.0.0 (check bot, geo and WAF rules)."
        ),
        // Named in this project's issue 21 ("SWCERR00202 private address refused"); the CDN refuses to
        // fetch from an address that is not public.
        AppleFailureCode(
            code: "SWCERR00202",
            meaning:
                "private address refused: the domain resolves to a loopback, private or link-local address, which the CDN does not fetch from",
            fix: "Publish a public address for the domain in public DNS (split-horizon DNS hides it from Apple)."),
        // Seen with details {"cause":"context deadline exceeded (Client.Timeout exceeded while awaiting
        // headers)"} and Apple-Try-Direct: true (Apple Developer Forums thread 821908, 2025).
        AppleFailureCode(
            code: "SWCERR00301",
            meaning:
                "timeout: your server did not answer the CDN in time (the CDN waits a few seconds for the headers)",
            fix:
                "Answer the file quickly from every region the CDN fetches from: a static file, no slow backend, no rate limit for Apple's addresses."
        ),
    ]

    public init(code: String, meaning: Message, fix: Message) {
        self.code = code
        self.meaning = meaning
        self.fix = fix
    }

    enum CodingKeys: String, CodingKey { case code, meaning, fix }

    /// The explanation of the `SWCERR` code at the start of an `Apple-Failure-Reason` value; nil when the
    /// value has no such code or the code is not in ``known``.
    public init?(reason: String) {
        guard let code = Self.code(in: reason), let known = Self.known.first(where: { $0.code == code }) else {
            return nil
        }
        self = known
    }

    /// `SWCERR` and its digits when `reason` starts with them (ASCII only; at most 12 digits read).
    public static func code(in reason: String) -> String? {
        let scalars = reason.unicodeScalars.drop { $0 == " " }
        guard scalars.starts(with: "SWCERR".unicodeScalars) else { return nil }
        let digits = scalars.dropFirst(6).prefix { ("0"..."9").contains($0) }.prefix(12)
        guard !digits.isEmpty else { return nil }
        return "SWCERR" + String(String.UnicodeScalarView(digits))
    }
}
