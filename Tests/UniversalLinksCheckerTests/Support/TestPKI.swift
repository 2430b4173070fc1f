import Foundation
import ULinksTestSupport

/// A certificate authority and server certificates made in the test with the real `openssl` binary.
struct TestPKI: Sendable {
    let directory: URL
    /// The root CA, trusted through `CheckerOptions.extraCAFile`.
    var caFile: String { directory.appendingPathComponent("ca.pem").path }

    /// One certificate and key on disk (PEM), with any intermediates to send after it.
    struct Identity: Sendable {
        var certificate: String
        var key: String
        var chain: [String] = []
    }

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-checker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
            "-out", "ca.pem", "-subj", "/CN=ulinks Test Root CA", "-days", "90",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ])
    }

    /// A certificate issued by `issuer` (the root by default) for `names`, valid `days` days from now
    /// (`-1`: expired yesterday).
    func issue(_ name: String, names: [String], days: Int = 2, issuer: String = "ca", isCA: Bool = false) throws
        -> Identity
    {
        try openssl([
            "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "\(name).key",
            "-out", "\(name).csr", "-subj", "/CN=\(names.first ?? name)/O=ulinks tests",
        ])
        var extensions =
            isCA
            ? "basicConstraints=critical,CA:TRUE\nkeyUsage=critical,keyCertSign,cRLSign\n"
            : "basicConstraints=CA:FALSE\nkeyUsage=digitalSignature\nextendedKeyUsage=serverAuth\n"
        if !names.isEmpty { extensions += "subjectAltName=" + names.map { "DNS:\($0)" }.joined(separator: ",") + "\n" }
        try Data(extensions.utf8).write(to: directory.appendingPathComponent("\(name).ext"))
        try openssl([
            "x509", "-req", "-in", "\(name).csr", "-CA", "\(issuer).pem", "-CAkey", "\(issuer).key",
            "-set_serial", String(UInt64.random(in: 1...UInt64.max)), "-out", "\(name).pem", "-days", "\(days)",
            "-extfile", "\(name).ext",
        ])
        return identity(name)
    }

    /// A self-signed certificate for `host`.
    func selfSigned(_ name: String, host: String) throws -> Identity {
        try openssl([
            "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "\(name).key",
            "-out", "\(name).pem", "-subj", "/CN=\(host)", "-days", "2", "-addext", "subjectAltName=DNS:\(host)",
        ])
        return identity(name)
    }

    /// `openssl smime -sign -nodetach -outform DER`: the iOS 8 signed form of `json`.
    func sign(_ json: String, with identity: Identity) throws -> [UInt8] {
        let input = directory.appendingPathComponent("unsigned-\(UUID().uuidString).json")
        let output = directory.appendingPathComponent("signed-\(UUID().uuidString).der")
        try Data(json.utf8).write(to: input)
        try openssl([
            "smime", "-sign", "-nodetach", "-binary", "-outform", "DER", "-in", input.path, "-out", output.path,
            "-signer", identity.certificate, "-inkey", identity.key,
        ])
        return Array(try Data(contentsOf: output))
    }

    private func identity(_ name: String) -> Identity {
        Identity(
            certificate: directory.appendingPathComponent("\(name).pem").path,
            key: directory.appendingPathComponent("\(name).key").path)
    }

    private func openssl(_ arguments: [String]) throws {
        try Self.run("/usr/bin/env", ["openssl"] + arguments, in: directory)
    }

    /// Runs a tool; throws with its standard error when it fails.
    @discardableResult
    static func run(_ tool: String, _ arguments: [String], in directory: URL? = nil, input: [UInt8]? = nil) throws
        -> [UInt8]
    {
        let result = try Subprocess.run(URL(fileURLWithPath: tool), arguments, stdin: input, in: directory)
        guard result.status == 0 else {
            throw ToolError(description: "\(arguments.joined(separator: " ")): \(result.errors)")
        }
        return result.output
    }

    struct ToolError: Error, CustomStringConvertible {
        var description: String
    }
}
