// libFuzzer entry point for the resource table reader (`resources.arsc`) the APK doctor uses to read the
// `asset_statements` string. Built by Fuzz/run-android.sh with the App's readers.
import UniversalLinks

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResourceTable(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    do {
        var table = try ResourceTable(bytes)
        // Any ID, including the ones the input names itself: a string, nothing, or a refusal.
        for id: UInt32 in [0x7F0B_0001, 0x7F01_0000, 0x0101_0001, 0xFFFF_FFFF] { _ = try table.string(id) }
    } catch {
        if error.offset < 0 || error.offset > max(bytes.count, 8) {
            fatalError("error offset outside the input: \(error)")
        }
    }
    return 0
}
