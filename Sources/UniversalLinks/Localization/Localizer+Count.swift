extension Localizer {
    /// The template `KEY.one` (count 1) or `KEY.other` filled with `count` and `values`: the tables write
    /// each form whole ("{count} transition", "{count} transitions"), as every language needs.
    public func text(_ key: String, count: Int, _ values: [String: String] = [:]) -> String {
        text("\(key).\(count == 1 ? "one" : "other")", values.merging(["count": "\(count)"]) { a, _ in a })
    }
}
