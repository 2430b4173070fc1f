/// The overall result for one domain.
public enum DomainStatus: String, Sendable, Hashable, Codable, CaseIterable {
    /// Every check passed.
    case pass
    /// No check failed, at least one warned.
    case warning
    /// At least one check failed.
    case fail
    /// Nothing could be checked: the name did not resolve or no connection could be made.
    case unreachable
}
