/// What a pasted passkey error means and which checks of `ulinks passkeys` find its cause.
///
/// JSON: `{"id", "platform", "matched", "meaning", "cause", "problems", "appID", "rpID", "sources"}`.
public struct PasskeyErrorExplanation: Sendable, Hashable, Codable {
    /// A stable id of the error family (`ios-not-associated`, `android-rp-id-invalid`, ...).
    public var id: String
    public var platform: PasskeyPlatform
    /// The part of the pasted text that was recognised, as it was written.
    public var matched: String
    /// What the error says, in words.
    public var meaning: Message
    /// The usual causes and what to look at.
    public var cause: Message
    /// The problems of `ulinks passkeys` that find the cause (empty: not a file problem).
    public var problems: [PasskeyProblem]
    /// The app ID the text names (iOS), when it names one.
    public var appID: String?
    /// The domain the text names, when it names one.
    public var rpID: String?
    /// Where the behaviour is documented or seen (URLs).
    public var sources: [String]

    public init(
        id: String, platform: PasskeyPlatform, matched: String, meaning: Message, cause: Message,
        problems: [PasskeyProblem], sources: [String]
    ) {
        self.id = id
        self.platform = platform
        self.matched = matched
        self.meaning = meaning
        self.cause = cause
        self.problems = problems
        self.sources = sources
    }

    enum CodingKeys: String, CodingKey { case id, platform, matched, meaning, cause, problems, appID, rpID, sources }
}
