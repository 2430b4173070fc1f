// libFuzzer entry point for Android's binary XML reader and the manifest reading on top of it.
// Built by Fuzz/run-android.sh over the core built as a library (the reader is UniversalLinksApp's).
import UniversalLinks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzBinaryXML(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        let root = try BinaryXMLReader().read(bytes)
        // A document that reads gives the same tree again, and the manifest view never traps.
        guard let again = try? BinaryXMLReader().read(bytes), again == root else {
            fatalError("reading is not deterministic")
        }
        let manifest = AndroidManifest(root: root)
        _ = manifest.verifiedHosts
        _ = manifest.filters.map(\.isAppLinkFilter)
    } catch {
        // Every refusal says where: inside the input (or at its end).
        if error.offset < 0 || error.offset > max(bytes.count, 8) {
            fatalError("error offset outside the input: \(error)")
        }
    }
    return 0
}
