import Foundation
import Testing
import ULinksTestSupport

/// `ulinks doctor` end to end: the real `ulinks` binary, an .ipa written by the test, and local HTTPS
/// servers (the real `openssl s_server -WWW`, with a CA and certificates made by the real `openssl`).
/// Skipped with a message when the binary was built without the checker or app module, or openssl is absent.
@Suite(.serialized) struct DoctorCommandTests {
    static let appID = "ABCDE12345.com.example.app"

    static var binary: URL? { ULinksCommand.binary }
    static var openssl: URL? { Subprocess.openssl }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL? = nil) async throws -> ProcessRun {
        try await Subprocess.run(executable, arguments, in: folder)
    }

    /// The binary, when it has the doctor command.
    static func doctorBinary() async throws -> URL? {
        guard let binary, let openssl = Self.openssl else {
            print("skipped: the ulinks binary or openssl is missing")
            return nil
        }
        _ = openssl
        guard try await run(binary, ["doctor", "--help"]).status == 0 else {
            print("skipped: ulinks was built without the checker and app modules (no doctor command)")
            return nil
        }
        return binary
    }

    /// A test CA and a server certificate for the given names.
    static func makePKI(in folder: URL, names: [String]) async throws {
        guard let openssl else { return }
        let steps: [[String]] = [
            [
                "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "ca.key",
                "-out", "ca.pem",
                "-days", "30", "-subj", "/CN=ulinks doctor test CA", "-addext", "basicConstraints=critical,CA:TRUE",
                "-addext", "keyUsage=critical,keyCertSign,cRLSign",
            ],
            [
                "req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes", "-keyout", "leaf.key", "-out",
                "leaf.csr",
                "-subj", "/CN=\(names[0])",
            ],
            [
                "x509", "-req", "-in", "leaf.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial",
                String(UInt64.random(in: 1...UInt64.max)), "-out",
                "leaf.pem",
                "-days", "30", "-extfile", "leaf.ext",
            ],
        ]
        let ext =
            "subjectAltName=" + names.map { "DNS:\($0)" }.joined(separator: ",")
            + "\nbasicConstraints=CA:FALSE\nextendedKeyUsage=serverAuth\n"
        try Data(ext.utf8).write(to: folder.appendingPathComponent("leaf.ext"))
        for step in steps {
            let result = try await run(openssl, step, in: folder)
            guard result.status == 0 else { throw TestFailure("openssl \(step[0]) failed: \(result.errors)") }
        }
    }

    struct TestFailure: Error, CustomStringConvertible {
        var description: String
        init(_ description: String) { self.description = description }
    }

    /// `openssl s_server -WWW` serving `root` over HTTPS on 127.0.0.1; returns the process and its port.
    static func startServer(root: URL, pki: URL) throws -> (Process, Int) {
        guard let openssl else { throw TestFailure("no openssl") }
        for attempt in 0..<20 {
            let port = 20000 + Int.random(in: 0..<40000) + attempt
            let process = Process()
            process.executableURL = openssl
            process.arguments = [
                "s_server", "-accept", "127.0.0.1:\(port)", "-cert", pki.appendingPathComponent("leaf.pem").path,
                "-key", pki.appendingPathComponent("leaf.key").path, "-WWW",
            ]
            process.currentDirectoryURL = root
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            process.standardInput = Pipe()
            try process.run()
            // s_server prints ACCEPT once it listens; it exits at once when the port is taken.
            var seen = ""
            while process.isRunning, !seen.contains("ACCEPT") {
                let chunk = output.fileHandleForReading.availableData
                if chunk.isEmpty { break }
                seen += String(decoding: chunk, as: UTF8.self)
            }
            if seen.contains("ACCEPT"), process.isRunning { return (process, port) }
            Self.stop(process)
        }
        throw TestFailure("could not start openssl s_server")
    }

    /// Ends a server this test started. SIGKILL, because processes spawned from the test runner inherit
    /// its blocked signal mask, in which SIGTERM (what `terminate()` sends) is blocked.
    static func stop(_ process: Process) {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    static func serve(_ json: String, in folder: URL, name: String, pki: URL) throws -> (Process, Int) {
        let root = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        try Data(json.utf8).write(to: root.appendingPathComponent(".well-known/apple-app-site-association"))
        return try startServer(root: root, pki: pki)
    }

    static func entitlements(_ entries: [String]) -> String {
        ProjectFixture.entitlements(entries, applicationIdentifier: appID)
    }

    struct Row: Decodable {
        var domain: String
        var service: String
        var fileFound: String
        var appListed: String
        var result: String
        var fix: String?
    }

    struct Output: Decodable {
        var applicationIdentifier: String
        var rows: [Row]
        var valid: Bool
    }

    @Test func checksEveryEntryOfASignedIPA() async throws {
        guard let binary = try await Self.doctorBinary() else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.makePKI(in: folder, names: ["example.test", "other.test"])
        let good = """
            {"applinks": {"details": [{"appIDs": ["\(Self.appID)"], "components": [{"/": "/buy/*"}]}]},
             "webcredentials": {"apps": ["\(Self.appID)"]}}
            """
        // The classic mistake: the Team ID where the App ID prefix differs.
        let teamID = """
            {"applinks": {"details": [{"appIDs": ["TEAMID1234.com.example.app"], "components": [{"/": "*"}]}]}}
            """
        let (goodServer, goodPort) = try Self.serve(good, in: folder, name: "good", pki: folder)
        defer { Self.stop(goodServer) }
        let (teamServer, teamPort) = try Self.serve(teamID, in: folder, name: "team", pki: folder)
        defer { Self.stop(teamServer) }

        let signed = Self.entitlements([
            "applinks:example.test", "applinks:*.example.test", "webcredentials:example.test", "applinks:other.test",
        ])
        let ipa = try AppFixtures.ipa(in: folder, binary: MachOFixture.thin(entitlements: signed))
        let common = [
            "--ca", folder.appendingPathComponent("ca.pem").path, "--resolve", "example.test=127.0.0.1:\(goodPort)",
            "--resolve", "other.test=127.0.0.1:\(teamPort)", "--timeout", "15",
        ]
        let result = try await Self.run(
            binary,
            [
                "doctor", ipa.path, "--format", "json", "--url", "https://www.example.test/buy/1",
                "https://shop.example.test/about",
            ] + common)
        #expect(result.status == 1, "\(result.text)\(result.errors)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.text.utf8))
        #expect(output.applicationIdentifier == Self.appID)
        #expect(!output.valid)
        #expect(output.rows.count == 6)
        let byDomain = Dictionary(
            output.rows.map { ("\($0.domain) \($0.service)", $0) }, uniquingKeysWith: { a, _ in a })
        let apex = try #require(byDomain["example.test applinks"])
        #expect(apex.fileFound == "yes" && apex.appListed == "yes")
        // openssl's -WWW serves text/plain: Apple's current fetchers tolerate it, so it only warns.
        #expect(apex.result == "warning")
        #expect(
            apex.fix?.contains("Content-Type") == true || apex.fix?.contains("application/json") == true,
            "\(apex.fix ?? "")")
        let wildcard = try #require(byDomain["*.example.test applinks"])
        #expect(wildcard.fileFound == "yes" && wildcard.appListed == "yes")
        let credentials = try #require(byDomain["example.test webcredentials"])
        #expect(credentials.appListed == "yes")
        let other = try #require(byDomain["other.test applinks"])
        #expect(other.fileFound == "yes" && other.appListed == "no" && other.result == "fail")
        #expect(other.fix?.contains("use the App ID prefix, not the Team ID") == true, "\(other.fix ?? "")")
        let buy = try #require(byDomain["https://www.example.test/buy/1 applinks (url)"])
        #expect(buy.result == "pass")
        let about = try #require(byDomain["https://shop.example.test/about applinks (url)"])
        #expect(about.result == "warning")
        #expect(about.fix?.contains("No rule of \(Self.appID) matches") == true)

        // The text form ends with the table.
        let text = try await Self.run(binary, ["doctor", ipa.path] + common)
        #expect(text.status == 1)
        #expect(text.text.contains("file found  app listed  result   fix"), "\(text.text)")
        #expect(text.text.contains("4 checked: 0 pass, 3 warning, 1 fail"), "\(text.text)")
    }

    @Test func passesWhenEveryDomainListsTheApp() async throws {
        guard let binary = try await Self.doctorBinary() else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.makePKI(in: folder, names: ["example.test"])
        let (server, port) = try Self.serve(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "*"}]}]}}"#, in: folder,
            name: "good",
            pki: folder)
        defer { Self.stop(server) }
        let file = folder.appendingPathComponent("App.entitlements")
        try Data(Self.entitlements(["applinks:example.test"]).utf8).write(to: file)
        let arguments = [
            "doctor", "--entitlements", file.path, "--ca", folder.appendingPathComponent("ca.pem").path, "--resolve",
            "example.test=127.0.0.1:\(port)",
        ]
        let result = try await Self.run(binary, arguments)
        #expect(result.status == 0, "\(result.text)\(result.errors)")
        #expect(result.text.contains("example.test  applinks  yes         yes         warning"), "\(result.text)")
        // --strict turns the Content-Type warning into a failure; a wrong --app-id is not listed.
        #expect(try await Self.run(binary, arguments + ["--strict"]).status == 1)
        let wrongApp = try await Self.run(binary, arguments + ["--app-id", "ZZZZZ99999.com.other.app"])
        #expect(wrongApp.status == 1)
        #expect(wrongApp.errors.contains("differs from the signed application-identifier"))
    }

    @Test func developerModeEntriesAcceptAnUntrustedCertificate() async throws {
        guard let binary = try await Self.doctorBinary() else { return }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await Self.makePKI(in: folder, names: ["dev.test", "prod.test"])
        let (server, port) = try Self.serve(
            #"{"applinks": {"details": [{"appIDs": ["\#(Self.appID)"], "components": [{"/": "*"}]}]}}"#, in: folder,
            name: "dev", pki: folder)
        defer { Self.stop(server) }
        let file = folder.appendingPathComponent("App.entitlements")
        try Data(Self.entitlements(["applinks:dev.test?mode=developer", "applinks:prod.test"]).utf8).write(to: file)
        // No --ca: the certificate is untrusted. The developer-mode entry is fetched as such a device does.
        let result = try await Self.run(
            binary,
            [
                "doctor", "--entitlements", file.path, "--format", "json", "--resolve", "dev.test=127.0.0.1:\(port)",
                "--resolve", "prod.test=127.0.0.1:\(port)",
            ])
        #expect(result.status == 1, "\(result.text)\(result.errors)")
        let output = try JSONDecoder().decode(Output.self, from: Data(result.text.utf8))
        let dev = try #require(output.rows.first { $0.domain == "dev.test" })
        #expect(dev.fileFound == "yes" && dev.appListed == "yes" && dev.result != "fail", "\(dev)")
        let prod = try #require(output.rows.first { $0.domain == "prod.test" })
        #expect(prod.result == "fail" && prod.fileFound == "no", "\(prod)")
    }

    @Test func usageErrors() async throws {
        guard let binary = try await Self.doctorBinary() else { return }
        #expect(try await Self.run(binary, ["doctor"]).status == 64)
        #expect(try await Self.run(binary, ["doctor", "a.ipa", "--entitlements", "b.entitlements"]).status == 64)
        #expect(try await Self.run(binary, ["doctor", "a.ipa", "--app-id", "nodot"]).status == 64)
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let bare = folder.appendingPathComponent("bare.entitlements")
        try Data(
            Self.entitlements(["applinks:example.test"]).replacingOccurrences(of: "application-identifier", with: "x")
                .utf8
        ).write(to: bare)
        let noID = try await Self.run(binary, ["doctor", "--entitlements", bare.path])
        #expect(noID.status == 64)
        #expect(noID.errors.contains("--app-id"))
    }
}
