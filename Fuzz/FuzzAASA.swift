// libFuzzer entry point for the core reader, validator, formatter and matcher.
// Built by Fuzz/run.sh together with the core's sources (a SwiftPM executable does not link with
// -sanitize=fuzzer, because SwiftPM renames `main`).

private let probeURLs = [
    "https://example.com/", "https://example.com/buy/1?x=1#top", "https://EXAMPLE.com/caf%C3%A9/%2F?a&a=2&b",
    "/help/website/x", "https://other.org/a",
]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let validation = AASAValidator().validate(bytes)
    // Every finding must point inside the document.
    for d in validation.report.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("offset past the end: \(d)") }
    }
    // Formatting a valid document and reading it again must give the same text again.
    if validation.document.isValidJSON, let root = validation.document.root {
        let formatted = CanonicalFormatter().format(root)
        let again = JSONReader().read(formatted)
        guard again.isValidJSON, let reread = again.root else { fatalError("formatter produced invalid JSON") }
        if CanonicalFormatter().format(reread) != formatted { fatalError("formatter is not idempotent") }
    }
    // Whatever the file, the matcher compiles and decides without trapping.
    if let file = validation.file {
        let matcher = AASAMatcher(document: validation.document)
        for url in probeURLs {
            for ios in [IOSVersion.ios12, .ios13] {
                let result = matcher.decide(url, domain: "example.com", ios: ios)
                if result.apps.count != matcher.appIDs.count { fatalError("one decision per app") }
            }
        }
        _ = AASAMatcher.unreachableRules(in: file)
    }
    return 0
}
