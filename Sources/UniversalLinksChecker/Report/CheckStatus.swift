/// The outcome of one check.
public enum CheckStatus: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Not run, because an earlier step failed or the option was not given.
    case skipped
    case pass
    /// Apple's current fetchers tolerate it, but something is off (or older fetchers fail).
    case warning
    /// Apple's fetchers reject the file because of it.
    case fail

    private var rank: Int {
        switch self {
        case .skipped: 0
        case .pass: 1
        case .warning: 2
        case .fail: 3
        }
    }

    public static func < (lhs: CheckStatus, rhs: CheckStatus) -> Bool { lhs.rank < rhs.rank }
}
