import UniversalLinks

/// Reads the APK Signing Block (schemes v3.1, v3 and v2, just before the ZIP central directory) of untrusted
/// bytes: the signers' certificates, nothing verified. Kept apart from ``APKSignature`` (which hashes them) so
/// that Fuzz/run-android.sh builds this reader from the core alone.
enum APKSigningBlock {
    static let schemes: [(UInt32, String)] = [(0x1B93_AD61, "v3.1"), (0xF053_68C0, "v3"), (0x7109_871A, "v2")]
    static let maximumBlockSize = 16 << 20
    static let maximumSigners = 64

    /// The certificates' DER, strongest scheme first; empty when the APK has no block.
    /// `read(offset, count)` returns bytes of the file (a file handle, or an array in tests and fuzzing).
    static func certificates(
        fileSize: Int, read: (Int, Int) throws(BinaryXMLError) -> [UInt8]
    ) throws(BinaryXMLError) -> [(scheme: String, certificate: [UInt8])] {
        let centralDirectory = try centralDirectoryOffset(fileSize: fileSize, read: read)
        guard centralDirectory >= 32 else { return [] }
        let footer = ByteView(bytes: try read(centralDirectory - 24, 24))
        guard Array(try footer.slice(8, 16)) == Array("APK Sig Block 42".utf8) else { return [] }
        let size = try footer.u64(0)
        guard size >= 24, size <= UInt64(maximumBlockSize), Int(size) + 8 <= centralDirectory else {
            throw BinaryXMLError(
                "the APK Signing Block claims \(size) bytes, which do not fit before the central directory",
                at: centralDirectory - 24)
        }
        let start = centralDirectory - Int(size) - 8
        let block = ByteView(bytes: try read(start, Int(size) + 8))
        guard try block.u64(0) == size else {
            throw BinaryXMLError("the APK Signing Block's two sizes differ", at: start)
        }
        var found: [UInt32: [[UInt8]]] = [:]
        var p = 8
        let end = Int(size) + 8 - 24
        while p < end {
            let length = try block.u64(p)
            let room = end - p - 8
            guard room >= 4, length >= 4, length <= UInt64(room) else {
                throw BinaryXMLError("an ID-value pair of \(length) bytes runs past the block", at: start + p)
            }
            let id = try block.u32(p + 8)
            if schemes.contains(where: { $0.0 == id }) {
                found[id] = try certificates(inScheme: block, at: p + 12, count: Int(length) - 4, base: start)
            }
            p += 8 + Int(length)
        }
        return schemes.flatMap { id, name in (found[id] ?? []).map { (scheme: name, certificate: $0) } }
    }

    /// Finds the End of Central Directory record (at most 64 KB of comment after it) and returns the central
    /// directory's offset.
    static func centralDirectoryOffset(fileSize: Int, read: (Int, Int) throws(BinaryXMLError) -> [UInt8])
        throws(BinaryXMLError) -> Int
    {
        let tailLength = min(fileSize, 65_535 + 22)
        guard tailLength >= 22 else { throw BinaryXMLError("too short to be a ZIP archive", at: 0) }
        let tailStart = fileSize - tailLength
        let tail = ByteView(bytes: try read(tailStart, tailLength))
        var p = tailLength - 22
        while p >= 0 {
            if try tail.u32(p) == 0x0605_4B50, try tail.u16(p + 20) == tailLength - p - 22 {
                let offset = try tail.u32(p + 16)
                guard offset != 0xFFFF_FFFF else {
                    throw BinaryXMLError("ZIP64 archives are not read", at: tailStart + p)
                }
                guard Int(offset) <= tailStart + p else {
                    throw BinaryXMLError(
                        "the central directory offset \(offset) is past its end record", at: tailStart + p + 16)
                }
                return Int(offset)
            }
            p -= 1
        }
        throw BinaryXMLError("no ZIP end of central directory record", at: fileSize)
    }

    /// signers (length-prefixed) -> signer -> signed data -> digests, certificates -> certificate DER.
    static func certificates(inScheme block: ByteView, at offset: Int, count: Int, base: Int) throws(BinaryXMLError)
        -> [[UInt8]]
    {
        let signers = try prefixed(block, offset, within: offset + count, base: base)
        var p = signers.lowerBound
        var result: [[UInt8]] = []
        var seen = 0
        while p < signers.upperBound {
            seen += 1
            guard seen <= maximumSigners else {
                throw BinaryXMLError("more than \(maximumSigners) signers", at: base + p)
            }
            let signer = try prefixed(block, p, within: signers.upperBound, base: base)
            let signedData = try prefixed(block, signer.lowerBound, within: signer.upperBound, base: base)
            let digests = try prefixed(block, signedData.lowerBound, within: signedData.upperBound, base: base)
            let certificates = try prefixed(block, digests.upperBound, within: signedData.upperBound, base: base)
            var c = certificates.lowerBound
            while c < certificates.upperBound {
                let certificate = try prefixed(block, c, within: certificates.upperBound, base: base)
                result.append(Array(try block.slice(certificate.lowerBound, certificate.count)))
                c = certificate.upperBound
            }
            p = signer.upperBound
        }
        return result
    }

    /// A u32-length-prefixed field at `offset`: its contents, which must end by `limit`.
    static func prefixed(_ view: ByteView, _ offset: Int, within limit: Int, base: Int) throws(BinaryXMLError) -> Range<
        Int
    > {
        let length = Int(try view.u32(offset))
        guard offset + 4 <= limit, length <= limit - offset - 4 else {
            throw BinaryXMLError(
                "a length-prefixed field of \(length) bytes runs past its container", at: base + offset)
        }
        return (offset + 4)..<(offset + 4 + length)
    }
}
