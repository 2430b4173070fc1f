#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The JSON text the CLI prints and the server's `/api/v1` answers with: one encoder configuration
/// and one array layout, so both produce the same bytes for the same input.
public enum JSONOutput {
    /// Stable JSON: sorted keys, no escaped slashes; pretty (two-level indent) unless `pretty` is false.
    /// `messageValues`: messages as values (key and arguments, for a store that renders them later in
    /// any language) instead of their English text.
    /// `language`: messages as their text in that language (an API answer that follows `Accept-Language`).
    public static func encode<T: Encodable>(
        _ value: T, pretty: Bool = true, messageValues: Bool = false, language: Language = .english
    ) throws -> String {
        let encoder = JSONEncoder()
        if messageValues { encoder.userInfo[.messageValues] = true }
        if language != .english { encoder.userInfo[.messageLanguage] = language }
        encoder.outputFormatting =
            pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    /// The layout of `ulinks match --format json` for several URLs: already-rendered JSON values, one
    /// after the other, inside `[` and `]` on lines of their own, ending with a newline.
    public static func array(_ elements: [String]) -> String {
        "[\n" + elements.joined(separator: ",\n") + "\n]\n"
    }
}
