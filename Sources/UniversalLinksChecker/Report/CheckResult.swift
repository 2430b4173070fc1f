import UniversalLinks

/// One line of a domain's report: a check, its outcome, what was seen and how to fix it.
public struct CheckResult: Sendable, Hashable, Codable {
    public var id: CheckID
    public var status: CheckStatus
    /// What the checker saw, in one sentence.
    public var seen: Message
    /// How to fix it (nil when nothing needs fixing).
    public var fix: Message?
    /// The URL the check is about, when it is not the file's own URL (e.g. `--url` decisions).
    public var subject: String?

    public init(_ id: CheckID, _ status: CheckStatus, _ seen: Message, fix: Message? = nil, subject: String? = nil) {
        MessageTables.register(.checker)
        self.id = id
        self.status = status
        self.seen = seen
        self.fix = fix
        self.subject = subject
    }

    public static func pass(_ id: CheckID, _ seen: Message, subject: String? = nil) -> CheckResult {
        CheckResult(id, .pass, seen, subject: subject)
    }

    public static func warning(_ id: CheckID, _ seen: Message, fix: Message?, subject: String? = nil) -> CheckResult {
        CheckResult(id, .warning, seen, fix: fix, subject: subject)
    }

    public static func fail(_ id: CheckID, _ seen: Message, fix: Message?, subject: String? = nil) -> CheckResult {
        CheckResult(id, .fail, seen, fix: fix, subject: subject)
    }

    public static func skipped(_ id: CheckID, _ why: Message) -> CheckResult {
        CheckResult(id, .skipped, why)
    }

    enum CodingKeys: String, CodingKey { case id, status, seen, fix, subject }
}
