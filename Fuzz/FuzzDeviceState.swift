// libFuzzer entry point for the readers of `ulinks device` and `ulinks trace` that take untrusted
// text: device state (swcutil show, pm get-app-links), an HTML page's meta refresh, and a tapped link's
// wrapper (LinkWrapper: Safe Links, Proofpoint v1-v3, ...).
// Built by Fuzz/run-trace.sh with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDeviceState(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let reader = DeviceStateReader(now: 1_737_364_500)
    for kind in [nil, DeviceState.Kind.swcutil, .pm] as [DeviceState.Kind?] {
        do {
            let state = try reader.read(bytes, kind: kind)
            // Bounded whatever the input, every entry explained and placed inside the input.
            if state.entries.count > DeviceStateReader.maximumEntries { fatalError("too many entries kept") }
            if state.unknown.count > DeviceStateReader.maximumUnknownLines { fatalError("too many unknown lines kept") }
            if state.unknown.count > state.unknownLines { fatalError("unknown lines miscounted") }
            for entry in state.entries {
                if entry.explanation.isEmpty { fatalError("an entry without an explanation") }
                if entry.line < 1 || entry.line > count + 1 { fatalError("an entry outside the input: \(entry.line)") }
                if let date = entry.lastChecked, (date.iso == nil) != (date.seconds == nil) {
                    fatalError("date half read")
                }
            }
            guard let again = try? reader.read(bytes, kind: kind), again == state else {
                fatalError("reading is not deterministic")
            }
        } catch {
            if kind != nil && !bytes.contains(0) { fatalError("a forced kind refused text: \(error)") }
        }
    }
    // The same bytes as a page: the refresh URL comes from inside one tag.
    if let refresh = MetaRefresh.find(in: bytes), refresh.url.utf8.count > MetaRefresh.maximumTagLength * 6 {
        fatalError("a refresh URL longer than a tag: \(refresh.url.utf8.count)")
    }
    _ = MetaRefresh.mentionsScriptRedirect(in: bytes)
    // The same bytes as a tapped link: a wrapper's inner URL is decoded bounded, and is a web link.
    let text = String(decoding: bytes, as: UTF8.self)
    for url in [text, "https://urldefense.com/v3/__" + text, "https://x.safelinks.protection.outlook.com/?url=" + text]
    {
        if let inner = LinkWrapper.recognise(url)?.inner {
            if inner.utf8.count > LinkWrapper.maximumInnerLength { fatalError("an inner URL past the limit") }
            if !(inner.lowercased().hasPrefix("https://") || inner.lowercased().hasPrefix("http://")) {
                fatalError("an inner URL that is not a web link: \(inner.prefix(100))")
            }
        }
    }
    return 0
}
