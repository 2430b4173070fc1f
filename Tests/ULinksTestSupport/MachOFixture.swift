/// Writes minimal Mach-O binaries with a code signature, the way `codesign` lays them out: a header,
/// an LC_CODE_SIGNATURE load command, and at its offset a big-endian super blob holding a code
/// directory (identifier and team) and the entitlements blob (magic 0xfade7171, XML plist).
public enum MachOFixture {
    public static let cpuARM64: UInt32 = 0x0100_000C
    public static let cpuX86_64: UInt32 = 0x0100_0007

    /// A thin 64-bit little-endian executable.
    public static func thin(
        entitlements: String?, identifier: String = "com.example.app", team: String? = "ABCDE12345",
        cpu: UInt32 = cpuARM64,
        signed: Bool = true
    ) -> [UInt8] {
        let signature = superBlob(entitlements: entitlements, identifier: identifier, team: team)
        var out: [UInt8] = []
        let headerSize = 32
        let commandSize = signed ? 16 : 0
        let dataOffset = 0x1000
        le32(&out, 0xFEED_FACF)
        le32(&out, cpu)
        le32(&out, 0)  // cpusubtype
        le32(&out, 2)  // MH_EXECUTE
        le32(&out, signed ? 1 : 0)  // ncmds
        le32(&out, UInt32(commandSize))
        le32(&out, 0)  // flags
        le32(&out, 0)  // reserved
        if signed {
            le32(&out, 0x1D)  // LC_CODE_SIGNATURE
            le32(&out, 16)
            le32(&out, UInt32(dataOffset))
            le32(&out, UInt32(signature.count))
        }
        precondition(out.count == headerSize + commandSize)
        out += Array(repeating: 0, count: dataOffset - out.count)
        if signed { out += signature }
        return out
    }

    /// A fat (universal) binary holding the given thin slices, each aligned to 4096 bytes.
    public static func fat(_ slices: [(cpu: UInt32, bytes: [UInt8])]) -> [UInt8] {
        var out: [UInt8] = []
        be32(&out, 0xCAFE_BABE)
        be32(&out, UInt32(slices.count))
        var offset = 0x1000
        var bodies: [(Int, [UInt8])] = []
        for slice in slices {
            be32(&out, slice.cpu)
            be32(&out, 0)
            be32(&out, UInt32(offset))
            be32(&out, UInt32(slice.bytes.count))
            be32(&out, 12)  // align 2^12
            bodies.append((offset, slice.bytes))
            offset += (slice.bytes.count + 0xFFF) & ~0xFFF
        }
        for (start, body) in bodies {
            out += Array(repeating: 0, count: start - out.count)
            out += body
        }
        return out
    }

    public static func superBlob(entitlements: String?, identifier: String, team: String?) -> [UInt8] {
        var blobs: [(type: UInt32, bytes: [UInt8])] = [(0, codeDirectory(identifier: identifier, team: team))]
        if let entitlements {
            var blob: [UInt8] = []
            let payload = Array(entitlements.utf8)
            be32(&blob, 0xFADE_7171)
            be32(&blob, UInt32(8 + payload.count))
            blobs.append((5, blob + payload))
        }
        let headerSize = 12 + 8 * blobs.count
        var out: [UInt8] = []
        be32(&out, 0xFADE_0CC0)
        be32(&out, UInt32(headerSize + blobs.reduce(0) { $0 + $1.bytes.count }))
        be32(&out, UInt32(blobs.count))
        var offset = headerSize
        for blob in blobs {
            be32(&out, blob.type)
            be32(&out, UInt32(offset))
            offset += blob.bytes.count
        }
        for blob in blobs { out += blob.bytes }
        return out
    }

    /// A version 0x20200 code directory with no hashes: enough for the identifier and the team.
    public static func codeDirectory(identifier: String, team: String?) -> [UInt8] {
        let fixed = 52
        let ident = Array(identifier.utf8) + [0]
        let teamBytes: [UInt8] = team.map { Array($0.utf8) + [0] } ?? []
        var out: [UInt8] = []
        be32(&out, 0xFADE_0C02)
        be32(&out, UInt32(fixed + ident.count + teamBytes.count))
        be32(&out, 0x20200)  // version
        be32(&out, 0)  // flags
        be32(&out, UInt32(fixed + ident.count))  // hashOffset
        be32(&out, UInt32(fixed))  // identOffset
        be32(&out, 0)  // nSpecialSlots
        be32(&out, 0)  // nCodeSlots
        be32(&out, 0)  // codeLimit
        out += [32, 2, 0, 12]  // hashSize, hashType, platform, pageSize
        be32(&out, 0)  // spare2
        be32(&out, 0)  // scatterOffset
        be32(&out, team == nil ? 0 : UInt32(fixed + ident.count))  // teamOffset
        precondition(out.count == fixed)
        return out + ident + teamBytes
    }

    static func le32(_ out: inout [UInt8], _ v: UInt32) {
        out += [UInt8(v & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 24)]
    }

    static func be32(_ out: inout [UInt8], _ v: UInt32) {
        out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
    }
}
