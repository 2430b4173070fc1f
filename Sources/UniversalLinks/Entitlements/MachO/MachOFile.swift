/// Reads what the code signature of a Mach-O executable says about the app: the entitlements that were
/// really signed (the XML plist of the embedded entitlements blob), the signing identifier and team.
///
/// Handles thin 32/64-bit binaries of either byte order and fat (universal) binaries. Every offset read
/// from the file is bounds-checked: garbage input gives a ``MachOError``, never a crash.
public struct MachOFile: Sendable, Hashable {
    /// One architecture of the binary.
    public struct Slice: Sendable, Hashable {
        public var cpuType: Int32
        public var cpuSubtype: Int32
        public var is64Bit: Bool
        /// Offset of the slice in the file.
        public var offset: Int
        public var codeSignature: CodeSignature?

        /// A readable architecture name (`arm64`, `x86_64`, ...).
        public var architecture: String {
            switch (cpuType, is64Bit) {
            case (0x0100_000C, _): return (cpuSubtype & 0xFF) == 2 ? "arm64e" : "arm64"
            case (0x0200_000C, _): return "arm64_32"
            case (12, _): return "arm"
            case (0x0100_0007, _): return "x86_64"
            case (7, _): return "i386"
            default: return "cpu\(cpuType)"
            }
        }
    }

    /// The parts of a code signature (a `0xfade0cc0` super blob) this project needs.
    public struct CodeSignature: Sendable, Hashable {
        /// The XML property list of the entitlements blob (magic `0xfade7171`), as signed.
        public var entitlementsXML: [UInt8]?
        /// The DER form of the entitlements (magic `0xfade7172`), when present; not decoded.
        public var entitlementsDER: [UInt8]?
        /// The code directory's identifier (normally the bundle id).
        public var identifier: String?
        /// The code directory's team identifier (version 0x20200 and later).
        public var teamIdentifier: String?
    }

    public var slices: [Slice]

    /// The first slice that has signed entitlements (slices of one app carry the same entitlements).
    public var signedSlice: Slice? {
        slices.first { $0.codeSignature?.entitlementsXML != nil } ?? slices.first { $0.codeSignature != nil }
    }

    /// Whether `bytes` start like a Mach-O or fat binary.
    public static func looksLikeMachO(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 4 else { return false }
        let le = ByteReader(bytes: bytes).u32(at: 0, bigEndian: false)
        let be = ByteReader(bytes: bytes).u32(at: 0, bigEndian: true)
        return [0xFEED_FACE, 0xFEED_FACF, 0xCEFA_EDFE, 0xCFFA_EDFE].contains(le) || be == 0xCAFE_BABE
            || be == 0xCAFE_BABF
    }

    public init(bytes: [UInt8]) throws(MachOError) {
        let reader = ByteReader(bytes: bytes)
        guard let magic = reader.u32(at: 0, bigEndian: true) else {
            throw MachOError("the file is too short for a Mach-O header")
        }
        if magic == 0xCAFE_BABE || magic == 0xCAFE_BABF {
            slices = try MachOFile.readFat(reader, is64: magic == 0xCAFE_BABF)
        } else {
            slices = [try MachOFile.readSlice(reader, at: 0, end: bytes.count)]
        }
    }

    private static func readFat(_ r: ByteReader, is64: Bool) throws(MachOError) -> [Slice] {
        guard let count = r.u32(at: 4, bigEndian: true) else { throw MachOError("truncated fat header") }
        // 0xcafebabe is also the magic of Java class files, whose next field is a version >= 45.
        guard count > 0, count < 45 else { throw MachOError("not a fat Mach-O binary (\(count) architectures)") }
        let entrySize = is64 ? 32 : 20
        var slices: [Slice] = []
        for i in 0..<Int(count) {
            let base = 8 + i * entrySize
            let offset: Int?
            let size: Int?
            if is64 {
                offset = r.u64(at: base + 8, bigEndian: true).flatMap { Int(exactly: $0) }
                size = r.u64(at: base + 16, bigEndian: true).flatMap { Int(exactly: $0) }
            } else {
                offset = r.u32(at: base + 8, bigEndian: true).map(Int.init)
                size = r.u32(at: base + 12, bigEndian: true).map(Int.init)
            }
            guard let offset, let size, offset >= 0, size >= 0, offset <= r.count, size <= r.count - offset else {
                throw MachOError("fat architecture \(i) points outside the file")
            }
            slices.append(try readSlice(r, at: offset, end: offset + size))
        }
        return slices
    }

    private static func readSlice(_ r: ByteReader, at base: Int, end: Int) throws(MachOError) -> Slice {
        guard let magic = r.u32(at: base, bigEndian: false) else {
            throw MachOError("truncated Mach-O header at offset \(base)")
        }
        let bigEndian: Bool
        let is64: Bool
        switch magic {
        case 0xFEED_FACE: (bigEndian, is64) = (false, false)
        case 0xFEED_FACF: (bigEndian, is64) = (false, true)
        case 0xCEFA_EDFE: (bigEndian, is64) = (true, false)
        case 0xCFFA_EDFE: (bigEndian, is64) = (true, true)
        default: throw MachOError("not a Mach-O binary (magic 0x\(String(magic, radix: 16)) at offset \(base))")
        }
        guard let cpu = r.u32(at: base + 4, bigEndian: bigEndian), let sub = r.u32(at: base + 8, bigEndian: bigEndian),
            let ncmds = r.u32(at: base + 16, bigEndian: bigEndian),
            let sizeofcmds = r.u32(at: base + 20, bigEndian: bigEndian)
        else { throw MachOError("truncated Mach-O header at offset \(base)") }
        var slice = Slice(
            cpuType: Int32(bitPattern: cpu), cpuSubtype: Int32(bitPattern: sub), is64Bit: is64, offset: base)
        var command = base + (is64 ? 32 : 28)
        let commandsEnd = command + Int(sizeofcmds)
        guard commandsEnd <= end else { throw MachOError("the load commands run past the end of the binary") }
        for _ in 0..<ncmds {
            guard command + 8 <= commandsEnd, let cmd = r.u32(at: command, bigEndian: bigEndian),
                let size = r.u32(at: command + 4, bigEndian: bigEndian), size >= 8, command + Int(size) <= commandsEnd
            else { throw MachOError("malformed load command at offset \(command)") }
            if cmd == 0x1D {  // LC_CODE_SIGNATURE
                guard let dataoff = r.u32(at: command + 8, bigEndian: bigEndian),
                    let datasize = r.u32(at: command + 12, bigEndian: bigEndian)
                else { throw MachOError("truncated LC_CODE_SIGNATURE") }
                let start = base + Int(dataoff)
                guard start <= end, Int(datasize) <= end - start else {
                    throw MachOError(
                        "the code signature (offset \(dataoff), \(datasize) bytes) lies outside the binary")
                }
                slice.codeSignature = try readSuperBlob(r, at: start, end: start + Int(datasize))
            }
            command += Int(size)
        }
        return slice
    }

    /// The super blob and the blobs it indexes are big-endian whatever the architecture.
    private static func readSuperBlob(_ r: ByteReader, at start: Int, end: Int) throws(MachOError) -> CodeSignature {
        guard let magic = r.u32(at: start, bigEndian: true), let length = r.u32(at: start + 4, bigEndian: true),
            let count = r.u32(at: start + 8, bigEndian: true)
        else { throw MachOError("truncated code signature") }
        guard magic == 0xFADE_0CC0 else {
            throw MachOError(
                "the code signature is not an embedded signature super blob (magic 0x\(String(magic, radix: 16)))")
        }
        let blobEnd = min(end, start + Int(length))
        guard Int(length) >= 12, 12 + Int(count) * 8 <= blobEnd - start else {
            throw MachOError("the code signature's index is truncated")
        }
        var signature = CodeSignature()
        for i in 0..<Int(count) {
            guard let offset = r.u32(at: start + 12 + i * 8 + 4, bigEndian: true) else { continue }
            let blob = start + Int(offset)
            guard let blobMagic = r.u32(at: blob, bigEndian: true),
                let blobLength = r.u32(at: blob + 4, bigEndian: true),
                blobLength >= 8, blob + Int(blobLength) <= blobEnd
            else { throw MachOError("blob \(i) of the code signature lies outside it") }
            let payload = Array(r.bytes[(blob + 8)..<(blob + Int(blobLength))])
            switch blobMagic {
            case 0xFADE_7171: signature.entitlementsXML = payload
            case 0xFADE_7172: signature.entitlementsDER = payload
            case 0xFADE_0C02 where signature.identifier == nil:
                let directory = ByteReader(bytes: Array(r.bytes[blob..<(blob + Int(blobLength))]))
                if let identOffset = directory.u32(at: 20, bigEndian: true) {
                    signature.identifier = directory.cString(at: Int(identOffset))
                }
                if let version = directory.u32(at: 8, bigEndian: true), version >= 0x20200,
                    let teamOffset = directory.u32(at: 48, bigEndian: true), teamOffset != 0
                {
                    signature.teamIdentifier = directory.cString(at: Int(teamOffset))
                }
            default: break
            }
        }
        return signature
    }
}
