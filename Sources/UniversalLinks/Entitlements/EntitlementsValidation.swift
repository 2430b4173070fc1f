/// The result of validating one entitlements file.
public struct EntitlementsValidation: Sendable {
    public var document: EntitlementsDocument
    public var report: DiagnosticReport

    /// The entries that could be understood (repaired where possible), in file order.
    public var domains: [AssociatedDomain] { document.items.compactMap(\.entry.domain) }
}
