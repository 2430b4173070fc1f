import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksApp

/// The passkey side of an APK: the compiled manifest's `asset_statements` meta-data keeps a resource ID,
/// looked up in a `resources.arsc` these tests encode as aapt2 lays it out; hostile tables are refused
/// with a reason, never a crash.
@Suite struct APKAssetStatementsTests {
    static let value = #"[{"include": "https://example.test/.well-known/assetlinks.json"}]"#
    static let stringID: UInt32 = 0x7F02_0001  // package 0x7f, type 2 (string), entry 1

    /// `ResTable_header`, the global string pool, one package (0x7f) with type string pool (`attr`,
    /// `string`), key pool, and one default-configuration `string` type chunk whose entries are `values`.
    static func table(_ values: [String], sparse: Bool = false, otherLocaleFirst: Bool = false) -> [UInt8] {
        let e = BinaryXMLEncoder(utf8: true)
        let pool = e.stringPool(values + ["ignored"])
        let typeStrings = e.stringPool(["attr", "string"])
        let keyStrings = e.stringPool(values.indices.map { "key\($0)" })
        func typeChunk(locale: [UInt8]) -> [UInt8] {
            // Entries: ResTable_entry (size 8, flags 0, key) + Res_value (size 8, 0, type 0x03, data).
            var entries: [UInt8] = []
            var offsets: [UInt8] = []
            for (i, _) in values.enumerated() {
                if sparse {
                    offsets += e.u16(i) + e.u16(entries.count / 4)
                } else {
                    offsets += e.u32(UInt32(entries.count))
                }
                let string = locale.isEmpty ? i : values.count  // another locale points at "ignored"
                entries += e.u16(8) + e.u16(0) + e.u32(UInt32(i)) + e.u16(8) + [0, 0x03] + e.u32(UInt32(string))
            }
            // ResTable_config: size 64, then zeros (default) or a language.
            var config = e.u32(64) + [UInt8](repeating: 0, count: 60)
            if !locale.isEmpty { config[8] = locale[0]; config[9] = locale[1] }
            let header = 20 + config.count
            let rest =
                [2, sparse ? 0x01 : 0, 0, 0] + e.u32(UInt32(values.count)) + e.u32(UInt32(header + offsets.count))
                + config
            return e.chunk(0x0201, header: header, rest, payload: offsets + entries)
        }
        var name = [UInt8](repeating: 0, count: 256)
        for (i, unit) in "com.example.app".utf16.enumerated() { name[i * 2] = UInt8(unit) }
        let packageHeader = 288
        let typeStringsOffset = packageHeader
        let keyStringsOffset = packageHeader + typeStrings.count
        let chunks =
            (otherLocaleFirst ? typeChunk(locale: Array("fr".utf8)) : []) + typeChunk(locale: [])
        let package = e.chunk(
            0x0200, header: packageHeader,
            e.u32(0x7F) + name + e.u32(UInt32(typeStringsOffset)) + e.u32(2) + e.u32(UInt32(keyStringsOffset))
                + e.u32(UInt32(values.count)) + e.u32(0),
            payload: typeStrings + keyStrings + chunks)
        return e.chunk(0x0002, header: 12, e.u32(1), payload: pool + package)
    }

    static func manifest(resource: BinaryXMLEncoder.Value = .reference(stringID)) -> [UInt8] {
        var root = BinaryXMLEncoder.manifest()
        let meta = BinaryXMLEncoder.Node(
            name: "meta-data",
            attributes: [
                BinaryXMLEncoder.attribute("name", .string("asset_statements")),
                BinaryXMLEncoder.attribute("resource", resource, id: 0x0101_0025),
            ])
        if let index = root.children.firstIndex(where: { $0.name == "application" }) {
            root.children[index].children.insert(meta, at: 0)
        }
        return BinaryXMLEncoder().encode(root)
    }

    static func read(table: [UInt8]?, manifest: [UInt8] = manifest()) throws -> APKAssetStatements? {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let apk = try APKFixtures.apk(
            in: folder, manifest: manifest, extra: table.map { [("resources.arsc", Data($0))] } ?? [])
        return try SignedAPK.read(apk: apk.path).assetStatements
    }

    @Test(arguments: [(false, false), (true, false), (false, true)])
    func theStringIsFoundByItsResourceID(sparse: Bool, otherLocaleFirst: Bool) throws {
        let statements = try #require(
            try Self.read(
                table: Self.table(["Example", Self.value], sparse: sparse, otherLocaleFirst: otherLocaleFirst)))
        #expect(statements.resourceID == Self.stringID)
        #expect(statements.value == Self.value, "the default configuration's, not fr's")
        #expect(statements.notRead == nil)
        #expect(statements.statements?.hosts == ["example.test"])
    }

    @Test func whatCannotBeReadIsNotCheckedWithAReason() throws {
        #expect(try Self.read(table: nil)?.notRead?.english == "the APK has no resources.arsc")
        let missing = try #require(try Self.read(table: Self.table(["Example"])))
        #expect(missing.notRead?.english == "resources.arsc has no string 0x7f020001 in its default configuration")
        let inline = try #require(try Self.read(table: nil, manifest: Self.manifest(resource: .string("x"))))
        #expect(inline.resourceID == nil)
        #expect(inline.notRead?.english.contains("names no resource") == true)
        let plain = try Self.read(
            table: nil, manifest: BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest()))
        #expect(plain == nil, "no meta-data: nothing to say")
    }

    /// Every truncation and every single-byte change of a valid table: a value or a reason, never a trap.
    @Test func hostileTablesAreRefusedNotTrappedOn() async throws {
        let table = Self.table(["Example", Self.value])
        await onOwnThreads {
            var refused = 0
            var variants: [[UInt8]] = (0..<table.count).map { Array(table.prefix($0)) }
            for i in table.indices {
                for flip: UInt8 in [0xFF, 0x80, 0x01] {
                    var changed = table
                    changed[i] ^= flip
                    variants.append(changed)
                }
            }
            for bytes in variants {
                let result = APKAssetStatements.lookUp(Self.stringID, inTable: bytes)
                if result.value == nil {
                    refused += 1
                    #expect(result.notRead != nil)
                }
            }
            #expect(refused > table.count / 2, "most damaged tables say why they are not read")
        }
    }

    struct Output: Decodable {
        struct Passkeys: Decodable {
            var resourceID: String?
            var hosts: [String]
        }
        struct Host: Decodable {
            var host: String
            var linked: Bool
        }
        var assetStatements: Passkeys?
        var passkeyHosts: [Host]
        var valid: Bool
    }

    /// `ulinks doctor app.apk`: the hosts the APK's asset_statements name are checked for get_login_creds.
    @Test func theDoctorChecksGetLoginCredsForTheAPK() async throws {
        guard let binary = try await DoctorCommandTests.doctorBinary() else { return }
        guard AndroidDoctorTests.python != nil else { return print("skipped: no python3") }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try await DoctorCommandTests.makePKI(in: folder, names: ["example.test", "shop.example.test"])
        let release = try APKFixtures.certificate(in: folder, name: "release", subject: "/CN=Example Release/O=Example")
        let root = folder.appendingPathComponent("www")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent(".well-known"), withIntermediateDirectories: true)
        let apk = try APKFixtures.apk(
            in: folder, manifest: Self.manifest(), block: (0x7109_871A, release.der),
            extra: [("resources.arsc", Data(Self.table(["Example", Self.value])))], name: "passkeys.apk")
        for granted in [false, true] {
            let relations =
                #"["delegate_permission/common.handle_all_urls""#
                + (granted ? #", "delegate_permission/common.get_login_creds"]"# : "]")
            let statement = """
                [{"relation": \(relations),
                  "target": {"namespace": "android_app", "package_name": "com.example.app", "sha256_cert_fingerprints": ["\(release.fingerprint)"]}}]
                """
            try Data(statement.utf8).write(to: root.appendingPathComponent(".well-known/assetlinks.json"))
            let (server, port) = try AndroidDoctorTests.serve(root: root, pki: folder)
            defer { DoctorCommandTests.stop(server) }
            let common = [
                "--ca", folder.appendingPathComponent("ca.pem").path, "--resolve", "example.test=127.0.0.1:\(port)",
                "--resolve", "shop.example.test=127.0.0.1:\(port)", "--timeout", "15",
            ]
            let run = try await DoctorCommandTests.run(binary, ["doctor", apk.path, "--format", "json"] + common)
            let output = try JSONDecoder().decode(Output.self, from: Data(run.text.utf8))
            #expect(output.assetStatements?.resourceID == "@0x7f020001")
            #expect(output.assetStatements?.hosts == ["example.test"])
            #expect(output.passkeyHosts.map(\.host) == ["example.test"])
            #expect(output.passkeyHosts.allSatisfy { $0.linked } == granted, "\(run.text.suffix(1500))")
            #expect(output.valid == granted)
            #expect(run.status == (granted ? 0 : 1))
            let text = try await DoctorCommandTests.run(binary, ["doctor", apk.path] + common)
            #expect(text.text.contains("asset_statements (@0x7f020001): example.test"), "\(text.text)")
            #expect(text.text.contains("get_login_creds"))
        }
    }
}
