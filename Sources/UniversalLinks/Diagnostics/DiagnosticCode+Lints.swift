extension DiagnosticCode {
    /// Meaning: the file is valid JSON of the right shape, but iOS will not do what the author meant.
    static let lintCodes: [DiagnosticCodeInfo] = []
}
