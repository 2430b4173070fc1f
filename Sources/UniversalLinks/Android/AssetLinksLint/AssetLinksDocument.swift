/// An `assetlinks.json` file as read from bytes: the source, the JSON tree, the statements Android
/// would use and every finding (syntax and lints), in document order.
///
/// Reading never throws.
public struct AssetLinksDocument: Sendable {
    public var source: SourceText
    public var root: JSONNode?
    /// The statements; nil when the file is not JSON or not an array.
    public var file: AssetLinksFile?
    public var diagnostics: [Diagnostic]
    public var isValidJSON: Bool

    public init(bytes: [UInt8]) {
        let read = JSONReader().read(bytes)
        source = read.source
        root = read.root
        isValidJSON = read.isValidJSON
        var diagnostics = read.diagnostics
        var file: AssetLinksFile?
        if bytes.count > JSONReader.maximumFileSize {
            diagnostics.append(
                Diagnostic(
                    "assetlinks-too-large", severity: .error,
                    "the file is \(bytes.count) bytes; keep it under \(JSONReader.maximumFileSize)",
                    at: SourceLocation(line: 1, column: 1, offset: 0)))
        }
        if let root = read.root, read.isValidJSON {
            var reader = AssetLinksReader()
            file = reader.read(root)
            Finding.resolve(reader.findings, in: read.source, into: &diagnostics)
        } else if diagnostics.isEmpty {
            diagnostics.append(
                Diagnostic("assetlinks-not-array", "the file is not JSON", at: read.source.location(of: 0), pointer: "")
            )
        }
        self.file = file
        self.diagnostics = DiagnosticReport(diagnostics).sorted().diagnostics
    }

    public init(string: String) { self.init(bytes: Array(string.utf8)) }

    /// Whether `bytes` look like an assetlinks.json file rather than an AASA file: a JSON array
    /// (an AASA file is an object) whose first statement, if any, has `relation`, `target` or `include`.
    /// Whether a file is read as assetlinks.json when no kind is forced (`ulinks validate` and
    /// `POST /api/v1/validate` alike): `assetlinks.json` by name, `apple-app-site-association` by
    /// name, else by shape (a JSON array).
    public static func isAssetLinks(_ bytes: [UInt8], name: String?) -> Bool {
        if let name {
            let last = name.split(separator: "/").last.map(String.init) ?? name
            if last.lowercased().hasSuffix("assetlinks.json") { return true }
            if last.hasPrefix("apple-app-site-association") { return false }
        }
        return looksLikeAssetLinks(bytes)
    }

    public static func looksLikeAssetLinks(_ bytes: [UInt8]) -> Bool {
        var i = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { i = 3 }
        while i < bytes.count, Byte.isWhitespace(bytes[i]) { i += 1 }
        guard i < bytes.count, bytes[i] == Byte.openBracket else { return false }
        let head = String(decoding: bytes[i..<min(bytes.count, i + 4096)], as: UTF8.self)
        if head.includes("\"applinks\"") || head.includes("\"webcredentials\"") { return false }
        return true
    }
}
