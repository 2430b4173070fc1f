/// One finding in the shape every CI format can carry (SARIF, GitHub workflow commands, HTML): the rule
/// it breaks, how serious it is, what is wrong, how to fix it, and where.
///
/// Commands turn their own results into findings: a ``Diagnostic`` with the file it was found in, a
/// failed check of a domain, a URL an app loses in a diff.
public struct ReportFinding: Sendable, Hashable {
    /// The rule's id: a ``DiagnosticCode`` or another ``ReportRule/id``.
    public var rule: String
    public var severity: Severity
    public var message: Message
    /// How to fix it, in one line.
    public var hint: Message?
    /// The file concerned (a path as the user gave it, or a URL); nil when the finding is about no file.
    public var file: String?
    /// Where in `file`; nil when the finding has no position.
    public var location: SourceLocation?

    public init(
        rule: String, severity: Severity, message: Message, hint: Message? = nil, file: String? = nil,
        location: SourceLocation? = nil
    ) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.hint = hint
        self.file = file
        self.location = location
    }

    /// A diagnostic found in `file`.
    public init(_ diagnostic: Diagnostic, file: String?) {
        self.init(
            rule: diagnostic.code.rawValue, severity: diagnostic.severity, message: diagnostic.message,
            hint: diagnostic.hint, file: file, location: diagnostic.location)
    }
}

extension DiagnosticReport {
    /// Every diagnostic as a finding in `file`.
    public func findings(file: String?) -> [ReportFinding] { diagnostics.map { ReportFinding($0, file: file) } }
}
