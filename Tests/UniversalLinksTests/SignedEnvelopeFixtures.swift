import Foundation
import Testing
import ULinksTestSupport

/// A temporary folder where the real `openssl` binary makes keys, certificates and signed files.
/// Nothing it makes is committed; the folder is removed when the value goes away.
final class SignedEnvelopeFixtures: @unchecked Sendable {
    struct OpenSSLFailure: Error, CustomStringConvertible {
        var description: String
    }

    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ulinks-envelope-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    static var opensslPath: String? { Subprocess.openssl?.path }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }

    func read(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: directory.appendingPathComponent(name))) }

    /// Runs openssl in the folder; throws with its standard error when it fails.
    func openssl(_ arguments: [String]) throws {
        do {
            try OpenSSL.run(arguments, in: directory)
        } catch let failure as OpenSSL.Failure {
            throw OpenSSLFailure(description: failure.description)
        }
    }

    /// A self-signed TLS server certificate for example.com and www.example.com: `<name>.pem`, `<name>.key`.
    func makeIdentity(_ name: String, rsa: Bool) throws {
        let key = rsa ? ["-newkey", "rsa:2048"] : ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"]
        try openssl(
            ["req", "-x509"] + key + [
                "-nodes", "-keyout", "\(name).key", "-out", "\(name).pem", "-days", "30",
                "-subj", "/O=Example Inc/CN=example.com",
                "-addext", "subjectAltName=DNS:example.com,DNS:www.example.com",
                "-addext", "extendedKeyUsage=serverAuth",
            ])
    }

    /// Signs `payload` with `openssl smime -sign -nodetach -outform DER` plus `options`.
    func smimeSign(_ payload: [UInt8], identity: String, options: [String] = []) throws -> [UInt8] {
        try write("payload.in", payload)
        try openssl(
            [
                "smime", "-sign", "-nodetach", "-outform", "DER", "-in", "payload.in", "-signer", "\(identity).pem",
                "-inkey", "\(identity).key", "-out", "signed.der",
            ] + options)
        return try read("signed.der")
    }
}
