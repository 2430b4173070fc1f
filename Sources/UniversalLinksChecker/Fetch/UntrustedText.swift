/// Text that came from the network (a header value, a server's redirect target): bounded before it is
/// kept, printed or sent on.
public enum UntrustedText {
    /// `text` cut at `limit` characters (Unicode scalars; "…" marks the cut), control characters
    /// (newlines, escape sequences, NUL) turned into spaces.
    public static func bounded(_ text: some StringProtocol, limit: Int) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for scalar in text.unicodeScalars {
            guard count < limit else {
                out.append("…")
                break
            }
            out.append(scalar.properties.generalCategory == .control ? " " : scalar)
            count += 1
        }
        return String(out)
    }
}
