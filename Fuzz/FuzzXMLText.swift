// libFuzzer entry point for the text XML reader (AndroidManifest.xml sources, Info.plist) and the manifest
// reading on top of it: placeholders, intent filters, Android's path matchers and relative filter groups,
// host collection. Built by Fuzz/run-project.sh with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXMLText(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let root = try XMLTextReader().read(bytes)
        guard let again = try? XMLTextReader().read(bytes), again == root else {
            fatalError("reading is not deterministic")
        }
        let source = AndroidManifestSource(
            root: root, placeholders: ["linkHost": "example.com", "applicationId": "a.b"])
        let filters = source.filters.map(\.filter)
        for targetSdk in [30, 31] { _ = AndroidHostCollection(filters: filters, targetSdk: targetSdk) }
        for filter in source.filters {
            for url in ["https://example.com/product/1?q=a&b#f", "https://example.com", "http://x.example.com/%FF/a;b"]
            {
                _ = filter.data.accepts(AndroidURI(url))
            }
            for invalid in filter.invalidPatterns where invalid.offset < 0 || invalid.offset > bytes.count {
                fatalError("a pattern offset is outside the input")
            }
        }
    } catch {
        if error.offset < 0 || error.offset > bytes.count { fatalError("error offset outside the input: \(error)") }
    }
    // The same bytes as an advanced pattern and as a simple glob, matched against themselves.
    let text = String(decoding: bytes.prefix(512), as: UTF8.self)
    if let matcher = try? AndroidPatternMatcher(text, kind: .advancedGlob) { _ = matcher.matches(text) }
    _ = (try? AndroidPatternMatcher(text, kind: .simpleGlob))?.matches(text)
    return 0
}
