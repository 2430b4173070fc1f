import Foundation
import Testing

@testable import UniversalLinksChecker

@Suite("Reading certificates the server sent (untrusted bytes)")
struct DERCertificateReaderTests {
    static func certificate() throws -> [UInt8] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ulinks-der-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try TestPKI.run(
            "/usr/bin/env",
            [
                "openssl", "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout",
                "k.pem",
                "-out", "c.der", "-outform", "DER", "-subj", "/CN=der.example.test/O=ulinks tests", "-days", "1",
                "-addext", "subjectAltName=DNS:der.example.test,DNS:*.der.example.test,IP:127.0.0.1",
            ], in: directory)
        return Array(try Data(contentsOf: directory.appendingPathComponent("c.der")))
    }

    @Test func readsNamesAndSubjectAlternativeNames() throws {
        let fields = try #require(DERCertificateReader(bytes: try Self.certificate()).read())
        #expect(fields.subject == "CN=der.example.test, O=ulinks tests")
        #expect(fields.issuer == fields.subject)
        #expect(fields.subjectDER == fields.issuerDER)
        #expect(fields.dnsNames == ["der.example.test", "*.der.example.test"])
        #expect(fields.ipAddresses == ["127.0.0.1"])
    }

    @Test func everyTruncationAndCorruptionIsHandled() throws {
        let der = try Self.certificate()
        // Every prefix: must return nil or fields, never trap.
        for length in 0..<der.count {
            _ = DERCertificateReader(bytes: Array(der.prefix(length))).read()
        }
        // Every single-byte corruption to a few hostile values (lengths, tags).
        var readable = 0
        for index in der.indices {
            for value: UInt8 in [0x00, 0x7F, 0x80, 0x84, 0xFF] {
                var bytes = der
                bytes[index] = value
                if DERCertificateReader(bytes: bytes).read() != nil { readable += 1 }
            }
        }
        #expect(readable > 0)
        #expect(DERCertificateReader(bytes: []).read() == nil)
        #expect(DERCertificateReader(bytes: [0x30, 0x84, 0xFF, 0xFF, 0xFF, 0xFF]).read() == nil)
    }
}
