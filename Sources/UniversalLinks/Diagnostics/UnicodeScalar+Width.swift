extension Unicode.Scalar {
    /// Whether a terminal shows this scalar in two cells (East Asian Wide or Fullwidth: Hangul,
    /// CJK ideographs, kana, fullwidth forms, most emoji), so the caret under a source line with
    /// Chinese or Korean text still lands under the right character.
    var isWide: Bool {
        let v = value
        guard v >= 0x1100 else { return false }
        return (v <= 0x115F) || (v >= 0x2E80 && v <= 0x303E) || (v >= 0x3041 && v <= 0x33FF)
            || (v >= 0x3400 && v <= 0x4DBF) || (v >= 0x4E00 && v <= 0x9FFF) || (v >= 0xA000 && v <= 0xA4CF)
            || (v >= 0xA960 && v <= 0xA97F) || (v >= 0xAC00 && v <= 0xD7A3) || (v >= 0xF900 && v <= 0xFAFF)
            || (v >= 0xFE10 && v <= 0xFE19) || (v >= 0xFE30 && v <= 0xFE6F) || (v >= 0xFF00 && v <= 0xFF60)
            || (v >= 0xFFE0 && v <= 0xFFE6) || (v >= 0x1F300 && v <= 0x1F64F) || (v >= 0x1F900 && v <= 0x1F9FF)
            || (v >= 0x20000 && v <= 0x3FFFD)
    }
}

extension String {
    /// The cells a terminal shows this text in: a wide scalar (`Unicode.Scalar.isWide`) takes two,
    /// so a column of Chinese or Korean cells still lines up.
    public var terminalColumns: Int { count + unicodeScalars.filter(\.isWide).count }
}
