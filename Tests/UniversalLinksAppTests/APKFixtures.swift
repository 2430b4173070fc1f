import Foundation
import ULinksTestSupport
import ZIPFoundation

/// APKs built inside the tests: a ZIP with a compiled manifest (``BinaryXMLEncoder``), a v1 JAR signature
/// made with the real `openssl`, and an APK Signing Block (v2 or v3) carrying an openssl-made certificate,
/// inserted before the central directory the way apksigner lays it out. The readers do not verify
/// signatures, so the digests and signatures inside the block are placeholders.
enum APKFixtures {
    struct Failure: Error, CustomStringConvertible { var description: String }

    /// A self-signed certificate made by openssl; returns its DER, PEM path, key path and openssl's SHA-256
    /// fingerprint (the oracle for the readers).
    static func certificate(in folder: URL, name: String, subject: String) throws -> (
        der: [UInt8], pem: String, key: String, fingerprint: String
    ) {
        let pem = folder.appendingPathComponent("\(name).pem").path
        let key = folder.appendingPathComponent("\(name).key").path
        try OpenSSL.run(
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", key,
                "-out", pem, "-subj", subject, "-days", "30",
            ], in: folder)
        let derPath = folder.appendingPathComponent("\(name).der").path
        try OpenSSL.run(["x509", "-in", pem, "-outform", "DER", "-out", derPath], in: folder)
        guard let openssl = Subprocess.openssl else { throw Failure(description: "openssl not found") }
        let printed = try Subprocess.run(
            openssl, ["x509", "-in", pem, "-noout", "-fingerprint", "-sha256"], in: folder
        ).text
        guard let equals = printed.firstIndex(of: "=") else {
            throw Failure(description: "openssl fingerprint: \(printed)")
        }
        let fingerprint = printed[printed.index(after: equals)...].trimmingCharacters(in: .whitespacesAndNewlines)
        return (Array(try Data(contentsOf: URL(fileURLWithPath: derPath))), pem, key, fingerprint)
    }

    /// `app.apk` with the manifest, `classes.dex`, and optionally a v1 signature file and a signing block.
    static func apk(
        in folder: URL, manifest: [UInt8], v1: (pem: String, key: String)? = nil,
        block: (id: UInt32, certificate: [UInt8])? = nil,
        extra: [(String, Data)] = [], name: String = "app.apk"
    ) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try? FileManager.default.removeItem(at: url)
        let archive = try Archive(url: url, accessMode: .create)
        var files: [(String, Data)] = [
            ("AndroidManifest.xml", Data(manifest)), ("classes.dex", Data("dex\n035\0".utf8)),
        ]
        if let v1 {
            let manifestMF = Data("Manifest-Version: 1.0\r\nCreated-By: ulinks tests\r\n\r\n".utf8)
            let input = folder.appendingPathComponent("CERT.SF")
            try manifestMF.write(to: input)
            let output = folder.appendingPathComponent("CERT.RSA")
            try OpenSSL.run(
                [
                    "cms", "-sign", "-binary", "-noattr", "-outform", "DER", "-in", input.path, "-out", output.path,
                    "-signer", v1.pem, "-inkey", v1.key,
                ], in: folder)
            files += [
                ("META-INF/MANIFEST.MF", manifestMF), ("META-INF/CERT.SF", manifestMF),
                ("META-INF/CERT.RSA", try Data(contentsOf: output)),
            ]
        }
        for (path, data) in files + extra {
            try archive.addEntry(
                with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate,
                provider: { position, size in data.subdata(in: Int(position)..<(Int(position) + size)) })
        }
        if let block {
            let bytes = try insertSigningBlock(
                Array(try Data(contentsOf: url)), id: block.id, certificate: block.certificate)
            try Data(bytes).write(to: url)
        }
        return url
    }

    /// Inserts an APK Signing Block before the central directory and moves the EOCD's offset.
    static func insertSigningBlock(_ zip: [UInt8], id: UInt32, certificate: [UInt8]) throws -> [UInt8] {
        guard
            let eocd = (0...(zip.count - 22)).reversed().first(where: {
                zip[$0] == 0x50 && zip[$0 + 1] == 0x4B && zip[$0 + 2] == 5 && zip[$0 + 3] == 6
            })
        else { throw Failure(description: "no EOCD") }
        let cd = Int(u32(zip, eocd + 16))
        let block = signingBlock(id: id, certificate: certificate)
        var out = Array(zip[0..<cd]) + block + Array(zip[cd...])
        let moved = UInt32(cd + block.count)
        let at = eocd + block.count + 16
        for k in 0..<4 { out[at + k] = UInt8(truncatingIfNeeded: moved >> (8 * k)) }
        return out
    }

    static func signingBlock(id: UInt32, certificate: [UInt8]) -> [UInt8] {
        let digests = prefixed(prefixed(le32(0x0103) + prefixed(Array(repeating: 0xAB, count: 32))))
        let certificates = prefixed(prefixed(certificate))
        var signedData = digests + certificates
        if id == 0xF053_68C0 { signedData += le32(24) + le32(0x7FFF_FFFF) }  // v3: min and max SDK
        signedData += prefixed([])  // additional attributes
        var signer = prefixed(signedData)
        if id == 0xF053_68C0 { signer += le32(24) + le32(0x7FFF_FFFF) }
        signer += prefixed(prefixed(le32(0x0103) + prefixed(Array(repeating: 0xCD, count: 64))))  // signatures
        signer += prefixed(Array(repeating: 0xEF, count: 91))  // public key
        let value = prefixed(prefixed(signer))
        let pair = le64(UInt64(4 + value.count)) + le32(id) + value
        // A padding pair too, as apksigner writes one to align the block.
        let padding = le64(4 + 8) + le32(0x4272_6577) + Array(repeating: 0, count: 8)
        let size = UInt64(pair.count + padding.count + 8 + 16)
        return le64(size) + pair + padding + le64(size) + Array("APK Sig Block 42".utf8)
    }

    static func prefixed(_ bytes: [UInt8]) -> [UInt8] { le32(UInt32(bytes.count)) + bytes }
    static func le32(_ v: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: v >> (8 * $0)) } }
    static func le64(_ v: UInt64) -> [UInt8] { (0..<8).map { UInt8(truncatingIfNeeded: v >> (8 * UInt64($0))) } }
    static func u32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[at + $1]) << (8 * $1) }
    }
}
