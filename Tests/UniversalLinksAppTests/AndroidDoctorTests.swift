import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor app.apk` end to end: the real binary, an APK built by the test, and a real HTTPS server
/// (Python's http.server with TLS, which serves .json as application/json) holding assetlinks.json.
@Suite(.serialized) struct AndroidDoctorTests {
    struct Output: Decodable {
        struct Signature: Decodable { var scheme: String; var fingerprint: String; var key: String }
        struct Host: Decodable { var host: String; var fetchedFrom: String; var linked: Bool; var fix: String? }
        var package: String
        var signatures: [Signature]
        var reminders: [String]
        var hosts: [Host]
        var valid: Bool
    }

    static var python: URL? {
        ["/usr/bin/python3", "/usr/local/bin/python3"].map(URL.init(fileURLWithPath:))
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Serves `root` over HTTPS on 127.0.0.1; returns the process and its port.
    static func serve(root: URL, pki: URL) throws -> (Process, Int) {
        guard let python else { throw DoctorCommandTests.TestFailure("no python3") }
        let script = """
            import http.server, ssl, sys
            handler = lambda *a: http.server.SimpleHTTPRequestHandler(*a, directory=sys.argv[1])
            httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
            context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
            context.load_cert_chain(sys.argv[2], sys.argv[3])
            httpd.socket = context.wrap_socket(httpd.socket, server_side=True)
            print(httpd.server_address[1], flush=True)
            httpd.serve_forever()
            """
        let process = Process()
        process.executableURL = python
        process.arguments = [
            "-c", script, root.path, pki.appendingPathComponent("leaf.pem").path,
            pki.appendingPathComponent("leaf.key").path,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var seen = ""
        while process.isRunning, !seen.contains("\n") {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += String(decoding: chunk, as: UTF8.self)
        }
        guard let port = Int(seen.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            DoctorCommandTests.stop(process)
            throw DoctorCommandTests.TestFailure("the python server did not start: \(seen)")
        }
        return (process, port)
    }

    @Test func verifiedHostsAreCheckedWithTheAPKsOwnFingerprint() async throws {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        guard Self.python != nil else { return print("skipped: no python3") }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await DoctorCommandTests.makePKI(in: folder, names: ["example.test", "shop.example.test"])
        let release = try APKFixtures.certificate(in: folder, name: "release", subject: "/CN=Example Release/O=Example")
        let other = try APKFixtures.certificate(in: folder, name: "other", subject: "/CN=Someone Else")
        let root = folder.appendingPathComponent("www")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        let statement = """
            [{"relation": ["delegate_permission/common.handle_all_urls"],
              "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\(release.fingerprint)"]}}]
            """
        try Data(statement.utf8).write(to: root.appendingPathComponent(".well-known/assetlinks.json"))
        let (server, port) = try Self.serve(root: root, pki: folder)
        defer { DoctorCommandTests.stop(server) }
        let common = [
            "--format", "json", "--ca", folder.appendingPathComponent("ca.pem").path, "--resolve",
            "example.test=127.0.0.1:\(port)",
            "--resolve", "shop.example.test=127.0.0.1:\(port)", "--timeout", "15",
        ]
        let manifest = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        let good = try APKFixtures.apk(
            in: folder, manifest: manifest, block: (0x7109_871A, release.der), name: "good.apk")
        let linked = try await DoctorCommandTests.run(binary, ["doctor", good.path] + common)
        #expect(linked.status == 0, "\(linked.text)\(linked.errors)")
        let output = try JSONDecoder().decode(Output.self, from: Data(linked.text.utf8))
        #expect(output.package == "com.example.app")
        #expect(output.signatures.map(\.fingerprint) == [release.fingerprint])
        #expect(output.hosts.map(\.host) == ["example.test", "*.shop.example.test"])
        #expect(
            output.hosts.map(\.fetchedFrom) == [
                "https://example.test/.well-known/assetlinks.json",
                "https://shop.example.test/.well-known/assetlinks.json",
            ])
        #expect(output.hosts.allSatisfy { $0.linked })
        #expect(output.reminders.count == 1, "an own key: the Play App Signing reminder")

        let wrong = try APKFixtures.apk(
            in: folder, manifest: manifest, block: (0xF053_68C0, other.der), name: "wrong.apk")
        let notLinked = try await DoctorCommandTests.run(binary, ["doctor", wrong.path] + common)
        #expect(notLinked.status == 1)
        let failed = try JSONDecoder().decode(Output.self, from: Data(notLinked.text.utf8))
        #expect(failed.hosts.allSatisfy { !$0.linked })
        #expect(failed.hosts.first?.fix?.contains(release.fingerprint) == true, "\(failed.hosts.first?.fix ?? "")")

        let text = try await DoctorCommandTests.run(binary, ["doctor", wrong.path] + common.dropFirst(2))
        #expect(text.text.contains("reminder: this looks like your own key"), "\(text.text)")
        #expect(text.text.contains("0 linked, 2 not"))
    }
}
