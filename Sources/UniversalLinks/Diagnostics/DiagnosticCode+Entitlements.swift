extension DiagnosticCode {
    /// Associated Domains entitlement findings (`ulinks entitlements`).
    static let entitlementCodes: [DiagnosticCodeInfo] = []
}
