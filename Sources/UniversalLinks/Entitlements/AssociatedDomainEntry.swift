/// One string of the Associated Domains entitlement as written, with what could be parsed from it and
/// every problem found in it. Parsing is lenient: `applinks:https://Example.com/` still yields the
/// domain `applinks:example.com` (with a scheme and a trailing-slash problem), so later checks can go on.
public struct AssociatedDomainEntry: Sendable, Hashable {
    /// A problem inside one entry; `offset` is the UTF-8 offset in ``AssociatedDomainEntry/raw``.
    public struct Problem: Sendable, Hashable {
        public var code: DiagnosticCode
        public var severity: Severity
        public var message: Message
        public var hint: Message?
        public var offset: Int

        init(_ code: DiagnosticCode, _ message: Message, hint: Message? = nil, at offset: Int) {
            self.code = code
            self.severity = code.info.severity
            self.message = message
            self.hint = hint
            self.offset = offset
        }
    }

    public var raw: String
    /// What the entry means once repaired; nil when not even a service and a host could be found.
    public var domain: AssociatedDomain?
    /// The service name as written, when it is not a known one.
    public var unknownService: String?
    public var problems: [Problem]

    /// Whether iOS accepts the entry as written.
    public var isValid: Bool { domain != nil && !problems.contains { $0.severity == .error } }

    public init(_ raw: String) {
        var parser = AssociatedDomainEntryParser(raw)
        parser.parse()
        self.raw = raw
        self.domain = parser.domain
        self.unknownService = parser.unknownService
        self.problems = parser.problems
    }
}
