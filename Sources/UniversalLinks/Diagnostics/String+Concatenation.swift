extension String {
    /// `a + b + c` in one allocation. Interpolation and `+` grow the result step by step, which
    /// is most of the cost of the messages a typical file gets (one per example app ID).
    static func concatenating(_ a: String, _ b: String, _ c: String) -> String {
        var a = a
        var b = b
        var c = c
        return a.withUTF8 { a in
            b.withUTF8 { b in
                c.withUTF8 { c in
                    String(unsafeUninitializedCapacity: a.count + b.count + c.count) { out in
                        var i = copy(a, to: out, at: 0)
                        i = copy(b, to: out, at: i)
                        return copy(c, to: out, at: i)
                    }
                }
            }
        }
    }

    private static func copy(
        _ part: UnsafeBufferPointer<UInt8>, to out: UnsafeMutableBufferPointer<UInt8>, at i: Int
    ) -> Int {
        guard let base = out.baseAddress, let source = part.baseAddress, !part.isEmpty else { return i }
        (base + i).initialize(from: source, count: part.count)
        return i + part.count
    }
}
