/// How a rule looks at the URL: as written or percent-decoded, exact or ASCII-folded.
struct TextMode: Sendable, Hashable {
    var decoded: Bool
    var folded: Bool

    /// 0...3, to index per-mode caches.
    var index: Int { (decoded ? 2 : 0) | (folded ? 1 : 0) }

    init(percentEncoded: Bool, caseSensitive: Bool) {
        decoded = !percentEncoded
        folded = !caseSensitive
    }

    init(index: Int) {
        decoded = index & 2 != 0
        folded = index & 1 != 0
    }

    static let all = (0..<4).map(TextMode.init(index:))
}
