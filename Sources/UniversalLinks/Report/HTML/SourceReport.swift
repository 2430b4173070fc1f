/// A document and its findings, as the HTML reports show it: the name, the text (when it is text) and
/// the diagnostics.
public struct SourceReport: Sendable, Hashable {
    public var name: String
    public var source: SourceText?
    public var report: DiagnosticReport

    public init(name: String, source: SourceText?, report: DiagnosticReport) {
        self.name = name
        self.source = source
        self.report = report
    }
}
