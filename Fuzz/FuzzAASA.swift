// libFuzzer entry point for the core reader, validator and formatter.
// Built by Fuzz/run.sh together with the core's sources (a SwiftPM executable does not link with
// -sanitize=fuzzer, because SwiftPM renames `main`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAASA(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let validation = AASAValidator().validate(bytes)
    // Every finding must point inside the document.
    for d in validation.report.diagnostics {
        if let location = d.location, location.offset > bytes.count { fatalError("offset past the end: \(d)") }
    }
    // Formatting a valid document and reading it again must give the same tree.
    if validation.document.isValidJSON, let root = validation.document.root {
        let formatted = CanonicalFormatter().format(root)
        let again = JSONReader().read(formatted)
        if !again.isValidJSON { fatalError("formatter produced invalid JSON") }
    }
    return 0
}
