/// One rule-level difference between two association files, for the apps that share it and one iOS
/// version: a rule added, removed, moved or changed (and in which keys), changed defaults or
/// substitution variables, or apps in another order; with a few readable URLs, built from the rules
/// themselves, whose decision it changes.
public struct RuleChange: Sendable, Hashable, Codable {
    public enum Kind: String, Sendable, Hashable, Codable {
        case added, removed, changed, moved
        /// `defaults` of a detail or of `applinks` (every rule that lacks a key falls back to them).
        case defaults
        /// A substitution variable's values.
        case variables
        /// The order of the apps in `details` (the first app that matches opens the link).
        case order
    }

    /// A URL whose decision the change alters, for one of the change's apps.
    public struct Example: Sendable, Hashable, Codable {
        public var url: String
        public var appID: String
        public var old: MatchDecision
        public var new: MatchDecision
    }

    /// The apps whose rules these are (empty for a file-wide change such as a variable).
    public var apps: [String]
    /// 12 (legacy `paths`) or 13 (iOS 13 and newer).
    public var ios: Int
    public var kind: Kind
    /// The rule's JSON pointer in the old file (nil for an added rule), and in the new file (nil for a
    /// removed one).
    public var oldPointer: String?
    public var newPointer: String?
    /// What changed, in words: `component 1 changed: "?" key "code" became "cdoe"` (JSON: the text).
    public var summary: Message
    public var examples: [Example]

    public init(
        apps: [String], ios: Int, kind: Kind, oldPointer: String? = nil, newPointer: String? = nil, summary: Message,
        examples: [Example]
    ) {
        self.apps = apps
        self.ios = ios
        self.kind = kind
        self.oldPointer = oldPointer
        self.newPointer = newPointer
        self.summary = summary
        self.examples = examples
    }

    enum CodingKeys: String, CodingKey { case apps, ios, kind, oldPointer, newPointer, summary, examples }
}
