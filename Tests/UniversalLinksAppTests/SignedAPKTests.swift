import Foundation
import Testing
import ULinksTestSupport
import UniversalLinks
import UniversalLinksApp

/// The APK side of App Links: compiled manifests written by ``BinaryXMLEncoder``, APKs and signatures made in
/// the test with openssl, and the hostile forms the readers must refuse with a clear error.
@Suite("Android APK reading")
struct AndroidAppTests {
    @Test(arguments: [false, true])
    func readsIntentFiltersFromACompiledManifest(utf8: Bool) async throws {
        let bytes = BinaryXMLEncoder(utf8: utf8).encode(BinaryXMLEncoder.manifest())
        let manifest = try AndroidManifest(binaryXML: bytes)
        #expect(manifest.package == "com.example.app")
        #expect(manifest.filters.count == 3)
        let verified = try #require(manifest.filters.first)
        #expect(verified.activity == ".MainActivity")
        #expect(verified.autoVerify && verified.isAppLinkFilter)
        #expect(verified.schemes == ["https", "http"])
        #expect(verified.hosts == ["example.test", "*.shop.example.test"])
        #expect(verified.paths.map(\.kind) == ["pathPrefix", "pathPattern", "pathAdvancedPattern", "pathSuffix"])
        #expect(verified.paths.map(\.value) == ["/buy/", "/item/.*", "/p/[0-9]+", ".pdf"])
        #expect(!manifest.filters[1].autoVerify, "no autoVerify")
        #expect(manifest.filters[2].autoVerify && !manifest.filters[2].isAppLinkFilter, "custom scheme, no DEFAULT")
        #expect(manifest.verifiedHosts == ["example.test", "*.shop.example.test"])
    }

    @Test func typedValuesAndStrippedNames() async throws {
        let bytes = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest(strip: true))
        let root = try BinaryXMLReader().read(bytes)
        #expect(root.attribute("versionCode") == .integer(42))
        let application = try #require(root.children(named: "application").first)
        #expect(application.attribute("label") == .reference(0x7F0A_0001))
        // Names stripped from the string pool come back from their framework resource ids.
        let manifest = AndroidManifest(root: root)
        #expect(manifest.verifiedHosts == ["example.test", "*.shop.example.test"])
        #expect(manifest.filters.first?.activity == ".MainActivity")
    }

    @Test func everyTruncationIsAClearError() async throws {
        let bytes = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        for length in 0..<bytes.count {
            #expect(throws: BinaryXMLError.self) { try BinaryXMLReader().read(Array(bytes.prefix(length))) }
        }
        // Cut inside the elements but with the header's size fixed up: reported as truncated.
        var cut = Array(bytes.prefix(bytes.count - 24 - 24))
        let size = UInt32(cut.count)
        for k in 0..<4 { cut[4 + k] = UInt8(truncatingIfNeeded: size >> (8 * k)) }
        let error = try #require(throws: BinaryXMLError.self) { try BinaryXMLReader().read(cut) }
        #expect(
            error.message.english.contains("truncated") || error.message.english.contains("ends inside"), "\(error)")
    }

    @Test func aZeroSizeChunkIsRefusedNotLoopedOn() async throws {
        var bytes = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        // The first chunk (the string pool) claims size 0.
        for k in 0..<4 { bytes[8 + 4 + k] = 0 }
        let error = try #require(throws: BinaryXMLError.self) { try BinaryXMLReader().read(bytes) }
        #expect(error.offset == 8)
        #expect(error.message.english.contains("size 0"))
    }

    @Test func aStringOffsetFarOutsideIsReportedAtItsEntry() async throws {
        var bytes = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        // The offset of string 0 (pool at 8, header 28: the offset table starts at 36) points 2 GB away.
        for (k, b) in [0xFF, 0xFF, 0xFF, 0x7F].enumerated() { bytes[36 + k] = UInt8(b) }
        let error = try #require(throws: BinaryXMLError.self) { try BinaryXMLReader().read(bytes) }
        #expect(error.message.english.contains("starts past the end of its pool"), "\(error)")
        #expect(error.offset == 36, "the error points inside the input, at the offending entry")
    }

    @Test func aHugeStringPoolClaimIsRefused() async throws {
        var bytes = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        // stringCount of the pool (chunk at 8, count at +8) set to a billion.
        for (k, b) in [0x00, 0xCA, 0x9A, 0x3B].enumerated() { bytes[16 + k] = UInt8(b) }
        let error = try #require(throws: BinaryXMLError.self) { try BinaryXMLReader().read(bytes) }
        #expect(error.message.english.contains("claims 1000000000 strings"), "\(error)")
    }

    @Test func aStringLongerThanTheLimitIsRefused() async throws {
        var node = BinaryXMLEncoder.manifest()
        node.attributes.append(
            .init(name: "huge", value: .string(String(repeating: "x", count: 70_000)), resourceID: nil))
        let error = try #require(throws: BinaryXMLError.self) {
            try BinaryXMLReader().read(BinaryXMLEncoder().encode(node))
        }
        #expect(error.message.english.contains("over the 65536 limit"), "\(error)")
    }

    @Test func deepNestingIsBounded() async throws {
        var node = BinaryXMLEncoder.Node(name: "x")
        for _ in 0..<200 { node = BinaryXMLEncoder.Node(name: "x", children: [node]) }
        let error = try #require(throws: BinaryXMLError.self) {
            try BinaryXMLReader().read(BinaryXMLEncoder().encode(node))
        }
        #expect(error.message.english.contains("nested deeper than 128"))
    }

    @Test func aTextManifestIsNamed() async throws {
        let error = try #require(throws: BinaryXMLError.self) {
            try BinaryXMLReader().read(Array("<manifest package=\"x\"/>".utf8))
        }
        #expect(error.message.english.contains("not a binary XML document"))
    }

    @Test(arguments: [(UInt32(0x7109_871A), "v2"), (UInt32(0xF053_68C0), "v3")])
    func signingBlockFingerprintEqualsOpenSSLs(id: UInt32, scheme: String) async throws {
        guard Subprocess.openssl != nil else { return print("skipped: no openssl") }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let certificate = try APKFixtures.certificate(
            in: folder, name: "release", subject: "/CN=Example Release/O=Example")
        let manifest = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        let apk = try APKFixtures.apk(in: folder, manifest: manifest, block: (id, certificate.der))
        let app = try SignedAPK.read(apk: apk.path)
        #expect(app.signatures.map(\.scheme) == [scheme])
        #expect(app.fingerprints == [certificate.fingerprint])
        #expect(app.signatures.first?.subject?.contains("CN=Example Release") == true)
        #expect(SigningKeyGuess(try #require(app.signatures.first)) == .developerKey)
        #expect(app.manifest.package == "com.example.app")
    }

    @Test func v1SignatureFingerprintEqualsOpenSSLs() async throws {
        guard Subprocess.openssl != nil else { return print("skipped: no openssl") }
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let debug = try APKFixtures.certificate(in: folder, name: "debug", subject: "/CN=Android Debug/O=Android/C=US")
        let play = try APKFixtures.certificate(
            in: folder, name: "play", subject: "/C=US/ST=California/L=Mountain View/O=Google Inc./OU=Android/CN=Android"
        )
        let manifest = BinaryXMLEncoder().encode(BinaryXMLEncoder.manifest())
        let apk = try APKFixtures.apk(
            in: folder, manifest: manifest, v1: (debug.pem, debug.key), block: (0x7109_871A, play.der))
        let app = try SignedAPK.read(apk: apk.path)
        #expect(app.signatures.map(\.scheme) == ["v2", "v1"])
        #expect(app.fingerprints == [play.fingerprint, debug.fingerprint])
        #expect(app.signatures.map(SigningKeyGuess.init) == [.playAppSigning, .debug])
    }

    @Test func aZipBombManifestStopsAtTheLimit() async throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 64 MB of zeros deflate to about 64 KB; the reader stops once 8 MB are inflated.
        let bomb = [UInt8](repeating: 0, count: 64 << 20)
        let apk = try APKFixtures.apk(in: folder, manifest: bomb)
        let error = try #require(throws: AppReadError.self) { try SignedAPK.read(apk: apk.path) }
        #expect(error.message.english.contains("inflates to more than"), "\(error)")
    }

    @Test func notAnAPK() async throws {
        let folder = try AppFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let ipa = try AppFixtures.ipa(in: folder, binary: [0])
        let error = try #require(throws: AppReadError.self) { try SignedAPK.read(apk: ipa.path) }
        #expect(error.message.english.contains("no AndroidManifest.xml"))
    }

    @Test func sha256EqualsOpenSSL() async throws {
        guard let openssl = Subprocess.openssl else { return print("skipped: no openssl") }
        for input in [
            [], Array("abc".utf8), Array((0..<1000).map { UInt8(truncatingIfNeeded: $0 * 7) }),
            [UInt8](repeating: 0x61, count: 55), [UInt8](repeating: 0x61, count: 64),
        ] {
            let run = try await Subprocess.run(openssl, ["dgst", "-sha256", "-hex", "-r"], stdin: input)
            let expected = String(run.text.prefix(64)).uppercased()
            let fingerprint = APKSignature(scheme: "t", certificate: input).fingerprint.replacingOccurrences(
                of: ":", with: "")
            #expect(fingerprint == expected, "\(input.count) bytes")
        }
    }
}
