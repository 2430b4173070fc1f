// libFuzzer entry point for the APK signature readers: the APK Signing Block (v2/v3, located from the ZIP
// end record; UniversalLinksApp's APKSigningBlock) and the v1 PKCS #7 signature (the core's CMS reader).
// Built by Fuzz/run-android.sh over the core built as a library.
import UniversalLinks

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
    if let signers = try? APKSigningBlock.certificates(fileSize: bytes.count, read: read) {
        for signer in signers where signer.certificate.count > bytes.count {
            fatalError("certificate larger than input")
        }
        for signer in signers { _ = SignedEnvelope.subject(ofCertificate: signer.certificate) }
    }
    if let v1 = try? SignedEnvelope.signerCertificate(ofSignedData: bytes), v1.count > bytes.count {
        fatalError("certificate larger than input")
    }
    return 0
}
