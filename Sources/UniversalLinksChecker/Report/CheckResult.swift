/// One line of a domain's report: a check, its outcome, what was seen and how to fix it.
public struct CheckResult: Sendable, Hashable, Codable {
    public var id: CheckID
    public var status: CheckStatus
    /// What the checker saw, in one sentence.
    public var seen: String
    /// How to fix it (nil when nothing needs fixing).
    public var fix: String?
    /// The URL the check is about, when it is not the file's own URL (e.g. `--url` decisions).
    public var subject: String?

    public init(_ id: CheckID, _ status: CheckStatus, _ seen: String, fix: String? = nil, subject: String? = nil) {
        self.id = id
        self.status = status
        self.seen = seen
        self.fix = fix
        self.subject = subject
    }

    public static func pass(_ id: CheckID, _ seen: String, subject: String? = nil) -> CheckResult {
        CheckResult(id, .pass, seen, subject: subject)
    }

    public static func warning(_ id: CheckID, _ seen: String, fix: String?, subject: String? = nil) -> CheckResult {
        CheckResult(id, .warning, seen, fix: fix, subject: subject)
    }

    public static func fail(_ id: CheckID, _ seen: String, fix: String?, subject: String? = nil) -> CheckResult {
        CheckResult(id, .fail, seen, fix: fix, subject: subject)
    }

    public static func skipped(_ id: CheckID, _ why: String) -> CheckResult {
        CheckResult(id, .skipped, why)
    }
}
