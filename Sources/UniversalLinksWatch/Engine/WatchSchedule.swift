/// When each domain's check starts within a round: domains in a stable pseudo-random order (a hash of
/// the name), their starts spread evenly over the first ``spread`` of the interval, so 10,000 domains do
/// not fire at once and each domain is checked every interval, at the same moment of its round.
public struct WatchSchedule: Sendable, Hashable {
    /// Seconds between the starts of two rounds.
    public var interval: Double
    /// The share of the interval over which starts are spread; the rest is slack for slow checks.
    public var spread: Double

    public init(interval: Double, spread: Double = 0.75) {
        self.interval = interval.isFinite ? max(0, interval) : 0
        self.spread = spread.isFinite ? min(1, max(0, spread)) : 0
    }

    /// The indices of `domains` in start order.
    public static func order(_ domains: [String]) -> [Int] {
        domains.indices.sorted {
            let a = hash(domains[$0])
            let b = hash(domains[$1])
            return a != b ? a < b : domains[$0] < domains[$1]
        }
    }

    /// Seconds from the round's start to the start of the `position`-th of `count` domains (in
    /// ``order(_:)`` order).
    public func offset(position: Int, count: Int) -> Double {
        guard count > 0, position > 0 else { return 0 }
        return interval * spread * Double(min(position, count)) / Double(count)
    }

    /// FNV-1a (64 bits): stable across runs and machines, unlike `Hasher`.
    static func hash(_ text: String) -> UInt64 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            value ^= UInt64(byte)
            value = value &* 0x0000_0100_0000_01B3
        }
        return value
    }
}
