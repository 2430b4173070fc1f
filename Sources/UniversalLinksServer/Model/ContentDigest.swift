import Crypto

/// A stored file's SHA-256 (swift-crypto), as 64 lower-case hex digits: its version hash, and the start of its
/// ETag. It names a version; it protects nothing.
package enum ContentDigest {
    package static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(64)
        for byte in SHA256.hash(data: bytes) {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
