/// A watched domain's state.
public enum WatchState: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Not checked yet: only the `from` of a domain's first transition.
    case unknown
    /// Every watched property holds.
    case ok
    /// Something is off but links still open the app (a certificate about to expire, a CDN copy that lags).
    case warning
    /// Links do not open the app as expected, or will not for devices that fetch now.
    case failing

    private var rank: Int {
        switch self {
        case .unknown: 0
        case .ok: 1
        case .warning: 2
        case .failing: 3
        }
    }

    public static func < (lhs: WatchState, rhs: WatchState) -> Bool { lhs.rank < rhs.rank }
}
