import Foundation

/// A test CA and server certificates made with the real `openssl` binary.
struct TestCertificates {
    let folder: URL
    var caPath: String { folder.appendingPathComponent("ca.pem").path }
    func certificatePath(_ name: String) -> String { folder.appendingPathComponent("\(name).pem").path }
    func keyPath(_ name: String) -> String { folder.appendingPathComponent("\(name).key").path }

    /// Makes a CA and, for each entry, a certificate named `name` covering `names` (DNS SANs).
    init(_ certificates: [(name: String, names: [String])]) throws {
        folder = try Fixtures.temporaryFolder()
        try Self.openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes",
            "-keyout", folder.appendingPathComponent("ca.key").path, "-out", caPath, "-days", "2", "-subj",
            "/CN=ulinks test CA",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
        for (name, names) in certificates {
            let csr = folder.appendingPathComponent("\(name).csr").path
            let ext = folder.appendingPathComponent("\(name).ext")
            try Data(
                "subjectAltName=\(names.map { "DNS:\($0)" }.joined(separator: ","))\nextendedKeyUsage=serverAuth\n".utf8
            ).write(to: ext)
            try Self.openssl([
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", keyPath(name),
                "-out", csr, "-subj", "/CN=\(names.first ?? name)",
            ])
            try Self.openssl([
                "x509", "-req", "-in", csr, "-CA", caPath, "-CAkey", folder.appendingPathComponent("ca.key").path,
                "-set_serial", String(UInt64.random(in: 1...UInt64.max)), "-out", certificatePath(name), "-days", "2",
                "-extfile", ext.path,
            ])
        }
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }

    static func openssl(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/openssl")
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        let err = Pipe()
        process.standardError = err
        try process.run()
        let message = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw TestFailure("openssl \(arguments.first ?? "") failed: \(String(decoding: message, as: UTF8.self))")
        }
    }
}
