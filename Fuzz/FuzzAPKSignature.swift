// libFuzzer entry point for the APK signature readers: the APK Signing Block (v2/v3, located from the ZIP
// end record) and the v1 PKCS #7 signature. Built by Fuzz/run-android.sh with the core's sources.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAPKSignature(_ start: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    guard let start else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: start, count: count))
    let read = { (offset: Int, length: Int) throws(BinaryXMLError) -> [UInt8] in
        guard offset >= 0, length >= 0, offset <= bytes.count, length <= bytes.count - offset else {
            throw BinaryXMLError("read outside the file", at: offset)
        }
        return Array(bytes[offset..<(offset + length)])
    }
    if let signatures = try? APKSignature.signingBlock(fileSize: bytes.count, read: read) {
        for signature in signatures where signature.fingerprint.utf8.count != 95 { fatalError("fingerprint length") }
    }
    if let v1 = try? APKSignature.jarSignature(bytes), v1.certificate.count > bytes.count { fatalError("certificate larger than input") }
    return 0
}
