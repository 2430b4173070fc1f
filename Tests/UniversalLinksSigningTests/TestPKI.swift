import Foundation
import Testing
import ULinksTestSupport
import UniversalLinksSigning

/// A throwaway PKI made by the real `openssl` binary in a temporary folder: a root CA, an
/// intermediate CA, and TLS server leaves (RSA or P-256) for example.com and www.example.com.
/// Keys never leave the folder, which is removed when the value goes away.
final class TestPKI: @unchecked Sendable {
    struct OpenSSLFailure: Error, CustomStringConvertible {
        var description: String
    }

    enum KeyType: String, Sendable, CaseIterable {
        case rsa, ec
        var newKey: [String] {
            switch self {
            case .rsa: ["-newkey", "rsa:2048"]
            case .ec: ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256"]
            }
        }
    }

    let directory: URL

    static var opensslPath: String? { Subprocess.openssl?.path }

    static let config = """
        [req]
        distinguished_name = dn
        prompt = no
        [dn]
        CN = unused
        [root]
        basicConstraints = critical,CA:TRUE
        keyUsage = critical,keyCertSign,cRLSign
        subjectKeyIdentifier = hash
        [intermediate]
        basicConstraints = critical,CA:TRUE,pathlen:0
        keyUsage = critical,keyCertSign,cRLSign
        subjectKeyIdentifier = hash
        authorityKeyIdentifier = keyid
        [server]
        basicConstraints = CA:FALSE
        keyUsage = critical,digitalSignature
        extendedKeyUsage = serverAuth
        subjectAltName = DNS:example.com,DNS:www.example.com,DNS:*.apps.example.com
        subjectKeyIdentifier = hash
        authorityKeyIdentifier = keyid
        [critical]
        basicConstraints = CA:FALSE
        keyUsage = critical,digitalSignature
        extendedKeyUsage = critical,serverAuth
        subjectAltName = critical,DNS:example.com
        certificatePolicies = critical,2.23.140.1.2.1
        [criticalNames]
        basicConstraints = critical,CA:FALSE
        keyUsage = critical,digitalSignature
        extendedKeyUsage = critical,serverAuth
        subjectAltName = critical,DNS:example.com
        [email]
        basicConstraints = CA:FALSE
        keyUsage = critical,digitalSignature
        extendedKeyUsage = emailProtection
        subjectAltName = DNS:example.com
        subjectKeyIdentifier = hash
        authorityKeyIdentifier = keyid

        """

    /// Makes `root` and `intermediate` CAs.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-pki-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write("pki.cnf", Array(Self.config.utf8))
        try makeCA("root", subject: "/O=ULinks Test/CN=ULinks Test Root", issuer: nil)
        try makeCA("intermediate", subject: "/O=ULinks Test/CN=ULinks Test Intermediate", issuer: "root")
    }

    deinit { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }
    func write(_ name: String, _ bytes: [UInt8]) throws {
        try Data(bytes).write(to: directory.appendingPathComponent(name))
    }
    func read(_ name: String) throws -> [UInt8] { Array(try Data(contentsOf: directory.appendingPathComponent(name))) }

    /// Runs openssl in the folder; throws with its standard error when it exits non-zero.
    @discardableResult
    func openssl(_ arguments: [String]) throws -> String {
        do {
            return try OpenSSL.run(arguments, in: directory)
        } catch let failure as OpenSSL.Failure {
            throw OpenSSLFailure(description: failure.description)
        }
    }

    func makeCA(_ name: String, subject: String, issuer: String?, days: Int = 30) throws {
        if let issuer {
            try openssl(
                [
                    "req", "-new", "-config", "pki.cnf", "-nodes", "-keyout", "\(name).key", "-out", "\(name).csr",
                    "-subj", subject,
                ]
                    + KeyType.rsa.newKey)
            try sign(csr: name, by: issuer, extensions: "intermediate", days: days)
        } else {
            try openssl(
                [
                    "req", "-x509", "-config", "pki.cnf", "-extensions", "root", "-nodes", "-keyout", "\(name).key",
                    "-out",
                    "\(name).pem", "-subj", subject, "-days", "30",
                ] + KeyType.rsa.newKey)
        }
    }

    func sign(csr name: String, by issuer: String, extensions: String, days: Int) throws {
        try openssl([
            "x509", "-req", "-in", "\(name).csr", "-CA", "\(issuer).pem", "-CAkey", "\(issuer).key", "-set_serial",
            String(UInt64.random(in: 1...UInt64.max)),
            "-extfile", "pki.cnf", "-extensions", extensions, "-days", String(days), "-out", "\(name).pem",
        ])
    }

    /// A leaf `<name>.pem` / `<name>.key` issued by the intermediate; `days: -1` makes it already expired.
    func makeLeaf(
        _ name: String, key: KeyType, extensions: String = "server", days: Int = 30, issuer: String = "intermediate"
    ) throws {
        try openssl(
            [
                "req", "-new", "-config", "pki.cnf", "-nodes", "-keyout", "\(name).key", "-out", "\(name).csr", "-subj",
                "/O=Example Inc/CN=example.com",
            ] + key.newKey)
        try sign(csr: name, by: issuer, extensions: extensions, days: days)
    }

    /// `openssl smime -sign -nodetach -outform DER` with the intermediate embedded (`-certfile`).
    func smimeSign(_ payload: [UInt8], signer: String, options: [String]) throws -> [UInt8] {
        try write("payload.in", payload)
        try openssl(
            [
                "smime", "-sign", "-nodetach", "-outform", "DER", "-in", "payload.in", "-signer", "\(signer).pem",
                "-inkey",
                "\(signer).key", "-certfile", "intermediate.pem", "-out", "openssl-signed.der",
            ] + options)
        return try read("openssl-signed.der")
    }

    func signer(_ name: String, withChain: Bool = true) throws -> AASASigner {
        try AASASigner(
            certificatePEM: try read("\(name).pem"), privateKeyPEM: try read("\(name).key"),
            chainPEM: withChain ? try read("intermediate.pem") : nil)
    }

    /// A verifier that trusts only this PKI's root (or another file's certificates).
    func verifier(trusting file: String = "root.pem", at time: Date? = nil) throws -> SignatureVerifier {
        SignatureVerifier(
            trustRoots: .certificates(try TrustRoots.certificates(fromFile: try read(file), name: file)),
            validationTime: time)
    }
}
