/// How serious a finding is.
public enum Severity: String, Sendable, Hashable, Codable, Comparable, CaseIterable {
    case note
    case warning
    case error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A position in a source document: 1-based line and column (column counted in Unicode scalars),
/// and the 0-based byte offset.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.offset < rhs.offset }
}

/// One finding about a document: a stable code, where it is, what is wrong and how to fix it.
public struct Diagnostic: Sendable, Hashable, Codable {
    public var code: DiagnosticCode
    public var severity: Severity
    /// What is wrong, as a value rendered where it is shown (`Localizer.render(_:)`).
    public var message: Message
    /// How to fix it (the code's registered fix unless the finding says more).
    public var hint: Message?
    public var location: SourceLocation?
    /// RFC 6901 JSON pointer of the value concerned, when there is one.
    public var pointer: String?

    public init(
        _ code: DiagnosticCode,
        severity: Severity? = nil,
        _ message: Message,
        hint: Message? = nil,
        at location: SourceLocation? = nil,
        pointer: String? = nil
    ) {
        self.code = code
        // One registry lookup, and none when both are given.
        let info = severity != nil && hint != nil ? nil : code.info
        self.severity = severity ?? info?.severity ?? .error
        self.message = message
        self.hint = hint ?? info?.fix
        self.location = location
        self.pointer = pointer
    }

    enum CodingKeys: String, CodingKey {
        case code, severity, message, hint, line, column, offset, pointer
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        code = try c.decode(DiagnosticCode.self, forKey: .code)
        severity = try c.decode(Severity.self, forKey: .severity)
        // JSON carries the rendered text (English unless a language was chosen), a store the value.
        message = try c.decode(Message.self, forKey: .message)
        hint = try c.decodeIfPresent(Message.self, forKey: .hint)
        pointer = try c.decodeIfPresent(String.self, forKey: .pointer)
        if let line = try c.decodeIfPresent(Int.self, forKey: .line),
            let column = try c.decodeIfPresent(Int.self, forKey: .column)
        {
            location = SourceLocation(
                line: line, column: column, offset: try c.decodeIfPresent(Int.self, forKey: .offset) ?? 0)
        } else {
            location = nil
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(code, forKey: .code)
        try c.encode(severity, forKey: .severity)
        try c.encode(message, forKey: .message)
        try c.encode(hint, forKey: .hint)
        try c.encode(location?.line, forKey: .line)
        try c.encode(location?.column, forKey: .column)
        try c.encode(pointer, forKey: .pointer)
    }
}

extension Diagnostic {
    /// Every field as given: no registry lookup.
    init(
        code: DiagnosticCode, severity: Severity, message: Message, hint: Message?, location: SourceLocation?,
        pointer: String?
    ) {
        self.code = code
        self.severity = severity
        self.message = message
        self.hint = hint
        self.location = location
        self.pointer = pointer
    }
}

/// The findings about one document, in document order.
public struct DiagnosticReport: Sendable, Hashable, Codable {
    public var diagnostics: [Diagnostic]

    public init(_ diagnostics: [Diagnostic] = []) { self.diagnostics = diagnostics }

    public var errors: [Diagnostic] { diagnostics.filter { $0.severity == .error } }
    public var warnings: [Diagnostic] { diagnostics.filter { $0.severity == .warning } }
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
    public var isClean: Bool { diagnostics.allSatisfy { $0.severity == .note } }
    public var codes: Set<DiagnosticCode> { Set(diagnostics.map(\.code)) }

    public mutating func append(_ d: Diagnostic) { diagnostics.append(d) }

    /// Sorts by position (findings without one last), keeping the emission order for ties.
    public func sorted() -> DiagnosticReport {
        // Sorts indices, not diagnostics: (has no location, offset, emission index) is a total order.
        let keys = diagnostics.map { $0.location.map { (false, $0.offset) } ?? (true, 0) }
        func before(_ a: Int, _ b: Int) -> Bool {
            let (l, r) = (keys[a], keys[b])
            if l.0 != r.0 { return r.0 }
            return l.1 != r.1 ? l.1 < r.1 : a < b
        }
        var inOrder = true
        for i in keys.indices.dropFirst() where !before(i - 1, i) {
            inOrder = false
            break
        }
        if inOrder { return self }
        let order = keys.indices.sorted(by: before)
        return DiagnosticReport(order.map { diagnostics[$0] })
    }
}
